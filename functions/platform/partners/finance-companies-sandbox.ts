import type { DownPaymentOption, FinancingTerms } from '../../../domain/price-tags/financing.ts';
import type { FinanceBrand, FinanceCompanies, InsuranceCompany, PartnerOffer, PartnerPlugin } from './finance-companies.ts';

interface Limits {
  maxAgeYears: number;
  maxMileage: number;
  minPrice: number;
}

/** Three sample partners: two finance companies and one insurer, with limits that let both answers be seen. */
const brands: FinanceBrand[] = [
  {
    FinanceCompany: 1,
    PartnerId: 'fjord-finans',
    BrandId: 11,
    BrandName: 'Fjord Finans',
    DefaultProductId: 111,
    Products: [
      { ProductId: 111, ProductName: 'Billån Privat', LoanOnly: true, AllowPrivate: true, AllowBusiness: false },
      { ProductId: 112, ProductName: 'Billån Erhverv', LoanOnly: true, AllowPrivate: false, AllowBusiness: true },
      { ProductId: 113, ProductName: 'Privatleasing', LoanOnly: false, AllowPrivate: true, AllowBusiness: false },
    ],
  },
  {
    FinanceCompany: 2,
    PartnerId: 'nordlys-bilfinans',
    BrandId: 21,
    BrandName: 'Nordlys Bilfinans',
    DefaultProductId: 211,
    Products: [{ ProductId: 211, ProductName: 'Nordlys Billån', LoanOnly: true, AllowPrivate: true, AllowBusiness: true }],
  },
];

const insurers: InsuranceCompany[] = [{ FinanceCompany: 30, PartnerId: 'vejbo-forsikring', BrandId: 31, BrandName: 'Vejbo Forsikring' }];

const limits: Record<number, Limits> = {
  111: { maxAgeYears: 10, maxMileage: 200_000, minPrice: 20_000 },
  112: { maxAgeYears: 8, maxMileage: 250_000, minPrice: 30_000 },
  113: { maxAgeYears: 3, maxMileage: 60_000, minPrice: 100_000 },
  211: { maxAgeYears: 15, maxMileage: 300_000, minPrice: 10_000 },
};

const partners: Omit<PartnerPlugin, 'PluginUrl'>[] = [
  { PartnerId: 'fjord-finans', Name: 'Fjord Finans A/S', ServiceType: 1, Style: { PrimaryColor: '#1c5d99', LogoText: 'Fjord Finans' } },
  { PartnerId: 'nordlys-bilfinans', Name: 'Nordlys Bilfinans A/S', ServiceType: 1, Style: { PrimaryColor: '#2f7d4f', LogoText: 'Nordlys' } },
  { PartnerId: 'vejbo-forsikring', Name: 'Vejbo Forsikring A/S', ServiceType: 3, Style: { PrimaryColor: '#b3541e', LogoText: 'Vejbo' } },
];

/**
 * Each finance company's terms for a stock car's loan (the department chooses its company as its default finance
 * company). Down payments from 20 % (the usual floor of Danish car loans); up to 84 months for a car of up to five
 * years, 60 for an older one, and none for a car over ten years, over 250.000 km or under 50.000 kr.
 */
const FJORD: FinancingTerms = { FinancingCompanyName: brands[0]!.BrandName, NominalRatePercent: 4.95, EstablishmentFee: 3_995, MonthlyFee: 0 };
const NORDLYS: FinancingTerms = { FinancingCompanyName: brands[1]!.BrandName, NominalRatePercent: 5.45, EstablishmentFee: 4_500, MonthlyFee: 35 };
const COMPANY_TERMS: Readonly<Record<number, FinancingTerms>> = { [brands[0]!.FinanceCompany]: FJORD, [brands[1]!.FinanceCompany]: NORDLYS };
const PERCENTAGES = [20, 30, 40, 50];
const PERIODS = [12, 24, 36, 48, 60, 72, 84];
const MIN_PRICE = 50_000;
const MAX_MILEAGE = 250_000;

/** The finance company number each partner's offers carry: the brands' companies, and the insurers'. */
const COMPANY_PARTNERS: Readonly<Record<number, string>> = Object.fromEntries(
  [...brands, ...insurers].map((partner) => [partner.FinanceCompany, partner.PartnerId]),
);

interface SandboxOfferAnswer {
  status: number;
  statusText: string;
  statusChangedDate: string | null;
  applicationSentDate: string | null;
  productId?: number | null;
  productName?: string | null;
}

const ageInYears = (registrationDate: string | null, today: string): number =>
  registrationDate ? Math.max(0, (Date.parse(today) - Date.parse(registrationDate)) / (365.25 * 24 * 3600 * 1000)) : 0;

export const sandboxFinanceCompanies = (pluginsBaseUrl: string): FinanceCompanies => ({
  async brandsAndProducts() {
    return structuredClone(brands);
  },
  async insurers() {
    return structuredClone(insurers);
  },
  async productIsApplicable(productId, car) {
    const limit = limits[productId];
    return !!limit && car.ageYears <= limit.maxAgeYears && car.mileage <= limit.maxMileage && car.price >= limit.minPrice;
  },
  async plugin(partnerId) {
    const partner = partners.find((candidate) => candidate.PartnerId === partnerId);
    return partner && { ...partner, PluginUrl: `${pluginsBaseUrl.replace(/\/$/, '')}/${partnerId}/` };
  },
  async offer(financeCompany, offerId): Promise<PartnerOffer | null> {
    const partnerId = COMPANY_PARTNERS[financeCompany];
    if (!partnerId) return null;
    const response = await fetch(`${pluginsBaseUrl.replace(/\/$/, '')}/${partnerId}/api/offers/${encodeURIComponent(offerId)}`);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`The partner answered ${response.status}`);
    const answer = (await response.json()) as SandboxOfferAnswer;
    return {
      Status: answer.status,
      StatusText: answer.statusText,
      StatusChangedDate: answer.statusChangedDate,
      ApplicationSentDate: answer.applicationSentDate,
      ProductId: answer.productId == null ? null : String(answer.productId),
      ProductName: answer.productName ?? null,
    };
  },
  async termsFor(financeCompany) {
    return COMPANY_TERMS[financeCompany] ?? null;
  },
  async downPayments(financeCompany, car, today) {
    if (!COMPANY_TERMS[financeCompany] || car.price < MIN_PRICE || (car.mileage ?? 0) > MAX_MILEAGE) return [];
    const age = ageInYears(car.registrationDate, today);
    if (age > 10) return [];
    const periods = PERIODS.filter((period) => period <= (age > 5 ? 60 : 84));
    return PERCENTAGES.map((percentage): DownPaymentOption => ({ DownPaymentPercentage: percentage, Periods: periods }));
  },
});
