/**
 * The sandbox partners: two finance companies and one insurance company that behave like the real ones (brands,
 * products with their rates and fees, who may borrow, and which cars a product applies to), so the offers area can be
 * used and tested without a partner's test system. Amounts in øre.
 */

export type PartnerKind = 'finance' | 'insurance';

export interface FinanceProduct {
  readonly id: number;
  readonly name: string;
  readonly nominalRatePercent: number;
  readonly establishmentFee: number;
  readonly monthlyFee: number;
  readonly termMonths: number;
  /** Share of the price left as restværdi at the end; 0 for a plain annuity loan. */
  readonly residualShare: number;
  readonly allowsPrivate: boolean;
  readonly allowsBusiness: boolean;
  /** The car's age in whole years at the start, its mileage and its price (øre) the product accepts. */
  readonly maxCarAgeYears: number;
  readonly maxMileage: number;
  readonly minPrice: number;
  readonly maxPrice: number;
}

export interface FinanceBrand {
  readonly id: number;
  readonly name: string;
  readonly defaultProductId: number | null;
  readonly products: readonly FinanceProduct[];
}

export interface SandboxPartner {
  /** The finance company id the offers carry. */
  readonly company: number;
  readonly name: string;
  /** The plugin's path on the sandbox origin. */
  readonly path: string;
  readonly kind: PartnerKind;
  readonly brands: readonly FinanceBrand[];
  /** The insurance's monthly premium as a share of the car's price, per year. */
  readonly yearlyPremiumShare?: number;
}

const loan = (product: Omit<FinanceProduct, 'residualShare' | 'allowsBusiness'> & Partial<Pick<FinanceProduct, 'residualShare' | 'allowsBusiness'>>): FinanceProduct => ({
  residualShare: 0,
  allowsBusiness: true,
  ...product,
});

export const SANDBOX_PARTNERS: readonly SandboxPartner[] = [
  {
    company: 23,
    name: 'Fjord Finans',
    path: '/fjord-finans/',
    kind: 'finance',
    brands: [
      {
        id: 2301,
        name: 'Fjord Bil',
        defaultProductId: 1,
        products: [
          loan({ id: 1, name: 'Billån', nominalRatePercent: 4.95, establishmentFee: 3_995_00, monthlyFee: 0, termMonths: 84, allowsPrivate: true, maxCarAgeYears: 10, maxMileage: 200_000, minPrice: 50_000_00, maxPrice: 1_500_000_00 }),
          loan({ id: 2, name: 'Billån med restværdi', nominalRatePercent: 5.49, establishmentFee: 4_500_00, monthlyFee: 45_00, termMonths: 48, residualShare: 0.35, allowsPrivate: true, maxCarAgeYears: 4, maxMileage: 60_000, minPrice: 150_000_00, maxPrice: 1_500_000_00 }),
        ],
      },
      {
        id: 2302,
        name: 'Fjord Erhverv',
        defaultProductId: null,
        products: [loan({ id: 3, name: 'Erhvervsleasing', nominalRatePercent: 5.95, establishmentFee: 6_000_00, monthlyFee: 95_00, termMonths: 36, residualShare: 0.45, allowsPrivate: false, maxCarAgeYears: 3, maxMileage: 45_000, minPrice: 200_000_00, maxPrice: 3_000_000_00 })],
      },
    ],
  },
  {
    company: 24,
    name: 'Nordlys Bilfinans',
    path: '/nordlys-bilfinans/',
    kind: 'finance',
    brands: [
      {
        id: 2401,
        name: 'Nordlys',
        defaultProductId: 11,
        products: [
          loan({ id: 11, name: 'Nordlys Billån', nominalRatePercent: 6.49, establishmentFee: 2_500_00, monthlyFee: 25_00, termMonths: 72, allowsPrivate: true, allowsBusiness: false, maxCarAgeYears: 15, maxMileage: 300_000, minPrice: 25_000_00, maxPrice: 800_000_00 }),
          loan({ id: 12, name: 'Nordlys Grøn (el- og hybridbiler)', nominalRatePercent: 3.99, establishmentFee: 2_000_00, monthlyFee: 0, termMonths: 96, allowsPrivate: true, maxCarAgeYears: 5, maxMileage: 100_000, minPrice: 100_000_00, maxPrice: 1_000_000_00 }),
        ],
      },
    ],
  },
  {
    company: 30,
    name: 'Vejbo Forsikring',
    path: '/vejbo-forsikring/',
    kind: 'insurance',
    brands: [],
    yearlyPremiumShare: 0.025,
  },
];

export const partnerByPath = (path: string): SandboxPartner | undefined => SANDBOX_PARTNERS.find((partner) => partner.path === path);
export const partnerByCompany = (company: number): SandboxPartner | undefined => SANDBOX_PARTNERS.find((partner) => partner.company === company);

export interface ApplicabilityQuery {
  readonly product: FinanceProduct;
  /** `YYYY-MM-DD`; none for a new car. */
  readonly firstRegistrationDate: string | null;
  readonly mileage: number;
  /** Øre. */
  readonly retailPrice: number;
  readonly today: string;
}

/** Whether the product may finance this car: its age, mileage and price within the product's limits. */
export const productIsApplicable = ({ product, firstRegistrationDate, mileage, retailPrice, today }: ApplicabilityQuery): boolean => {
  if (retailPrice < product.minPrice || retailPrice > product.maxPrice || mileage > product.maxMileage) return false;
  if (!firstRegistrationDate) return true;
  const [year, month, day] = firstRegistrationDate.split('-').map(Number) as [number, number, number];
  const [nowYear, nowMonth, nowDay] = today.split('-').map(Number) as [number, number, number];
  const age = nowYear - year - (nowMonth < month || (nowMonth === month && nowDay < day) ? 1 : 0);
  return age <= product.maxCarAgeYears;
};

/** The finance statuses a partner's back office moves an offer through (0 to 5), with the texts the offer shows. */
export const FINANCE_STATUSES = [
  { status: 0, name: 'Unassigned', text: 'Sendt' },
  { status: 1, name: 'UnderProcessing', text: 'Under behandling' },
  { status: 2, name: 'Effectuated', text: 'Effektueret' },
  { status: 3, name: 'Approved', text: 'Godkendt' },
  { status: 4, name: 'Denied', text: 'Afvist' },
  { status: 5, name: 'Cancelled', text: 'Annulleret' },
] as const;
/** Insurance: not sent (0) or sent (1). */
export const INSURANCE_STATUSES = [
  { status: 0, name: 'NotSent', text: 'Ikke sendt' },
  { status: 1, name: 'Sent', text: 'Sendt' },
] as const;
