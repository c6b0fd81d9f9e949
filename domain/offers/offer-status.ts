import { activeFinanceOffer, type CaseOffer } from './case-offers.ts';
import { ServiceType } from './rules.ts';
import { financeStatusLabel, insuranceStatusLabel } from './status-labels.ts';

/** The case list's detail pane's lines on the case's active finance and insurance offers (null where there is none). */
export interface OfferSummary {
  FinanceBrand: string | null;
  FinanceText: string | null;
  FinanceService: string | null;
  InsuranceBrand: string | null;
  InsuranceText: string | null;
}

const brandOf = (offer: CaseOffer): string | null => offer.terms.BrandName?.trim() || offer.terms.OfferedServices?.find((service) => service.ProviderName)?.ProviderName || null;

export const offerSummaryOf = (offers: readonly CaseOffer[]): OfferSummary => {
  const finance = activeFinanceOffer(offers);
  const insurance = offers.find((offer) => offer.isActive && offer.serviceType === ServiceType.insurance);
  return {
    FinanceBrand: finance ? brandOf(finance) : null,
    FinanceText: finance ? finance.terms.StatusText?.trim() || financeStatusLabel(finance.status) : null,
    FinanceService: finance?.terms.ProductName?.trim() || null,
    InsuranceBrand: insurance ? brandOf(insurance) : null,
    InsuranceText: insurance ? insurance.terms.StatusText?.trim() || insuranceStatusLabel(insurance.status) : null,
  };
};
