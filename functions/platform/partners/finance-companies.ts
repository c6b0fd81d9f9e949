import type { DownPaymentOption, FinancingTerms } from '../../../domain/price-tags/financing.ts';
import { REGISTRY_TIMEOUT_MS, withTimeout } from '../registries/registry-guard.ts';
import { sandboxFinanceCompanies } from './finance-companies-sandbox.ts';

/**
 * The finance and insurance partners a dealer offers through a case: their brands and products for the finance
 * chooser, whether a product applies to a car, and where each partner's plugin frame lives; and the finance company a
 * department finances its stock cars through, with its terms and the down payments and periods it offers (what a price
 * tag with financing states). An external service; the sandbox adapter answers from three sample partners, the default
 * locally and in tests (`FINANCE_COMPANIES`).
 */
export interface FinanceProduct {
  ProductId: number;
  ProductName: string;
  /** A loan without leasing: the only products the chooser lists. */
  LoanOnly: boolean;
  AllowPrivate: boolean;
  AllowBusiness: boolean;
}

export interface FinanceBrand {
  FinanceCompany: number;
  PartnerId: string;
  BrandId: number;
  BrandName: string;
  /** The product chosen when the user picks the brand; a brand without one means no company. */
  DefaultProductId: number | null;
  Products: FinanceProduct[];
}

/** An insurance company a case's offer can be made with: no products to choose, its plugin quotes the insurance. */
export interface InsuranceCompany {
  FinanceCompany: number;
  PartnerId: string;
  BrandId: number;
  BrandName: string;
}

export interface CarForApplicability {
  /** Whole years since first registration. */
  ageYears: number;
  mileage: number;
  price: number;
}

export interface PartnerPlugin {
  PartnerId: string;
  Name: string;
  /** 1 finance, 3 insurance. */
  ServiceType: number;
  PluginUrl: string;
  Style: { PrimaryColor: string; LogoText: string };
}

/** A stock car a department's finance company is asked to finance. */
export interface FinancedCar {
  /** The price financed, kroner. */
  price: number;
  /** First registration, `YYYY-MM-DD`; null for a car not yet registered. */
  registrationDate: string | null;
  mileage: number | null;
}

/** An offer as its partner holds it: the status its back office has reached and the product the plugin chose. */
export interface PartnerOffer {
  Status: number;
  StatusText: string;
  StatusChangedDate: string | null;
  ApplicationSentDate: string | null;
  ProductId: string | null;
  ProductName: string | null;
}

export interface FinanceCompanies {
  brandsAndProducts(): Promise<FinanceBrand[]>;
  /** The insurance companies the partner picker lists beside the finance brands. */
  insurers(): Promise<InsuranceCompany[]>;
  /** Whether the product may finance the car; false for a product the partner does not know. */
  productIsApplicable(productId: number, car: CarForApplicability): Promise<boolean>;
  plugin(partnerId: string): Promise<PartnerPlugin | undefined>;
  /** The offer as the partner holds it once its plugin saved it; null before that, or for a company the port does not know. */
  offer(financeCompany: number, offerId: string): Promise<PartnerOffer | null>;
  /** The finance company's terms for a stock car's loan, or null for a company the port does not know (0: none). */
  termsFor(financeCompany: number): Promise<FinancingTerms | null>;
  /** The down payments and periods the company offers for the car (none when it does not finance it). */
  downPayments(financeCompany: number, car: FinancedCar, today: string): Promise<DownPaymentOption[]>;
}

export const FINANCE_COMPANIES = 'finance company';

/** Every answer within the time an external service is given, as the registries' are. */
const guarded = (adapter: FinanceCompanies): FinanceCompanies => ({
  brandsAndProducts: () => withTimeout(FINANCE_COMPANIES, () => adapter.brandsAndProducts(), REGISTRY_TIMEOUT_MS),
  insurers: () => withTimeout(FINANCE_COMPANIES, () => adapter.insurers(), REGISTRY_TIMEOUT_MS),
  productIsApplicable: (productId, car) => withTimeout(FINANCE_COMPANIES, () => adapter.productIsApplicable(productId, car), REGISTRY_TIMEOUT_MS),
  plugin: (partnerId) => withTimeout(FINANCE_COMPANIES, () => adapter.plugin(partnerId), REGISTRY_TIMEOUT_MS),
  offer: (financeCompany, offerId) => withTimeout(FINANCE_COMPANIES, () => adapter.offer(financeCompany, offerId), REGISTRY_TIMEOUT_MS),
  termsFor: (financeCompany) => withTimeout(FINANCE_COMPANIES, () => adapter.termsFor(financeCompany), REGISTRY_TIMEOUT_MS),
  downPayments: (financeCompany, car, today) => withTimeout(FINANCE_COMPANIES, () => adapter.downPayments(financeCompany, car, today), REGISTRY_TIMEOUT_MS),
});

let configured: FinanceCompanies | undefined;

export const financeCompanies = (): FinanceCompanies => (configured ??= guarded(fromEnvironment()));

const fromEnvironment = (): FinanceCompanies => {
  const name = process.env.FINANCE_COMPANIES ?? 'sandbox';
  if (name === 'sandbox') return sandboxFinanceCompanies(process.env.PARTNER_PLUGINS_BASE_URL ?? 'http://localhost:3002');
  throw new Error(`No finance companies adapter named ${name}`);
};
