import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** The finance and insurance offers of a case and the partners' data, as the Tillægsydelser tab reads them. */
export interface OfferTerms {
  BrandId?: string | null;
  BrandName?: string | null;
  ProductId?: string | null;
  ProductName?: string | null;
  PluginUrl?: string | null;
  OfferedServices?: { ProviderName: string | null; ServiceType: number }[] | null;
  DownPayment?: number | null;
  MonthlyPayment?: number | null;
  Profit?: number | null;
  TermMonths?: number | null;
  Interest?: number | null;
  AnualExpensesPercentage?: number | null;
  CreditAmount?: number | null;
  FinanceExpenses?: number | null;
  TotalRepayable?: number | null;
  ResidualValue?: number | null;
  StatusText?: string | null;
}
export interface CaseOfferView {
  FinanceCompany: number;
  OfferId: string;
  IsActive: boolean;
  IsLocked: boolean;
  Offer: OfferTerms & { ServiceType: number; Status: number };
}
export interface FinanceBrandView {
  FinanceCompany: number;
  BrandId: number;
  BrandName: string;
  DefaultProductId: number | null;
  Products: { ProductId: number; ProductName: string; AllowPrivate: boolean; AllowBusiness: boolean }[];
}
export interface PartnerStyle {
  UrlLogo: string | null;
  PrimaryColor: string | null;
  LogoText: string | null;
  Name: string;
  PluginUrl: string;
}

export const offerKeys = { ofCase: (caseId: string) => ['offers', caseId] as const, brands: (dealerId: string) => ['finance-brands', dealerId] as const };

/** The case's offers; at `minVersion`, once the read model holds the save that made the case that version. */
export const fetchCaseOffers = (caseId: string, minVersion?: string) =>
  api.get<CaseOfferView[]>('/api/offer/GetByCaseId', minVersion ? { caseId, MinVersion: minVersion } : { caseId });

export const caseOffersQuery = (caseId: string) => queryOptions({ queryKey: offerKeys.ofCase(caseId), queryFn: () => fetchCaseOffers(caseId) });

export const financeBrandsQuery = (dealerId: string) =>
  queryOptions({
    queryKey: offerKeys.brands(dealerId),
    queryFn: () => api.get<{ Brands: FinanceBrandView[]; DefaultBrand: FinanceBrandView | null }>('/api/financeproduct/GetBrandsAndProductsWithLoanOnly', { Id: dealerId }),
  });

/** The case's car as the partners judge a loan for it. */
export interface FinancedCar {
  CarId: string | null;
  /** 'YYYY-MM-DD'; none for a new car. */
  FirstRegistrationDate: string | null;
  Mileage: number | null;
  RetailPrice: number | null;
}

/** GET /api/financeproductapplicability/productisapplicable: whether the product may finance the car. */
export const productApplicability = (dealerId: string, brand: { FinanceCompany: number; BrandId: number }, productId: number, car: FinancedCar) =>
  api.get<{ IsApplicable: boolean }>('/api/financeproductapplicability/productisapplicable', {
    DealerId: dealerId,
    brand: String(brand.BrandId),
    company: String(brand.FinanceCompany),
    product: String(productId),
    ...(car.CarId ? { CarId: car.CarId } : {}),
    ...(car.FirstRegistrationDate ? { FirstRegistrationDate: car.FirstRegistrationDate } : {}),
    ...(car.Mileage !== null ? { Mileage: String(car.Mileage) } : {}),
    RetailPrice: String(Math.round(car.RetailPrice ?? 0)),
  });

export const partnerStyle = (brandId: number, company: number) => api.get<PartnerStyle>('/api/caseplugin/getstyle', { brandId: String(brandId), company: String(company) });

/** The offer's number, and the case's version after the save (its offers are the case's). */
export const saveOffer = (body: { CaseId: string; OfferId?: string; FinanceCompany: number; IsActive?: boolean; Offer: OfferTerms & { Status?: number } }) =>
  api.send<string>('POST', '/api/caseplugin/save', { body });

export const deleteOffer = (caseId: string, company: number, offerId: string) =>
  api.send<unknown>('DELETE', '/api/caseplugin/delete', { query: { caseId, company: String(company), financeId: offerId } });
