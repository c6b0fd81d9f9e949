import type { FinanceBrand, FinanceCompanies, PartnerPlugin } from './finance-companies.ts';

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
    DefaultProductId: null,
    Products: [{ ProductId: 211, ProductName: 'Nordlys Billån', LoanOnly: true, AllowPrivate: true, AllowBusiness: true }],
  },
];

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

export const sandboxFinanceCompanies = (pluginsBaseUrl: string): FinanceCompanies => ({
  async brandsAndProducts() {
    return structuredClone(brands);
  },
  async productIsApplicable(productId, car) {
    const limit = limits[productId];
    return !!limit && car.ageYears <= limit.maxAgeYears && car.mileage <= limit.maxMileage && car.price >= limit.minPrice;
  },
  async plugin(partnerId) {
    const partner = partners.find((candidate) => candidate.PartnerId === partnerId);
    return partner && { ...partner, PluginUrl: `${pluginsBaseUrl.replace(/\/$/, '')}/${partnerId}/` };
  },
});
