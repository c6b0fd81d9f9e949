import { describe, expect, it } from 'vitest';
import type { CaseOffer } from './case-offers.ts';
import { offerSummaryOf } from './offer-status.ts';
import { financeStatusLabel, insuranceStatusLabel } from './status-labels.ts';

const offer = (fields: Partial<CaseOffer> & Pick<CaseOffer, 'offerId' | 'serviceType'>): CaseOffer => ({ status: 0, isActive: true, financeCompany: 1, terms: {}, ...fields });

describe('offer statuses as staff read them', () => {
  it('names the finance statuses 0 to 5 and the insurance statuses, and any other number as unknown', () => {
    expect([0, 1, 2, 3, 4, 5].map(financeStatusLabel)).toEqual(['Ikke sendt', 'Under behandling', 'Effektueret', 'Godkendt', 'Afvist', 'Annulleret']);
    expect([0, 1].map(insuranceStatusLabel)).toEqual(['Ikke sendt', 'Sendt']);
    expect(financeStatusLabel(9)).toBe('Ukendt status');
    expect(insuranceStatusLabel(2)).toBe('Ukendt status');
    expect(financeStatusLabel(null)).toBe('');
  });
});

describe("the detail pane's offer lines", () => {
  it('are empty without offers', () =>
    expect(offerSummaryOf([])).toEqual({ FinanceBrand: null, FinanceText: null, FinanceService: null, InsuranceBrand: null, InsuranceText: null }));

  it("tell the active finance offer's brand, product and the partner's status text, and the active insurance offer's", () => {
    const offers = [
      offer({ offerId: 'a', serviceType: 1, isActive: false, status: 4, terms: { BrandName: 'Fjord Finans', ProductName: 'Billån' } }),
      offer({ offerId: 'b', serviceType: 2, status: 1, terms: { BrandName: 'Nordlys Finans', ProductName: 'Leasing privat', StatusText: 'Kreditvurderes' } }),
      offer({ offerId: 'c', serviceType: 3, status: 1, terms: { OfferedServices: [{ ProviderName: 'Kyst Forsikring', ServiceType: 3 }] } }),
    ];
    expect(offerSummaryOf(offers)).toEqual({
      FinanceBrand: 'Nordlys Finans',
      FinanceText: 'Kreditvurderes',
      FinanceService: 'Leasing privat',
      InsuranceBrand: 'Kyst Forsikring',
      InsuranceText: 'Sendt',
    });
  });

  it("falls back on the status's own name when the partner sent no text", () =>
    expect(offerSummaryOf([offer({ offerId: 'a', serviceType: 1, status: 3, terms: { BrandName: 'Fjord Finans' } })])).toMatchObject({ FinanceText: 'Godkendt', FinanceService: null }));
});
