import { sandboxFinanceCompanies } from './finance-companies-sandbox.ts';

/**
 * The finance and insurance partners a dealer offers through a case: their brands and products for the finance
 * chooser, whether a product applies to a car, and where each partner's plugin frame lives. An external service; the
 * sandbox adapter answers from three sample partners, the default locally and in tests (`FINANCE_COMPANIES`).
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

export interface FinanceCompanies {
  brandsAndProducts(): Promise<FinanceBrand[]>;
  /** Whether the product may finance the car; false for a product the partner does not know. */
  productIsApplicable(productId: number, car: CarForApplicability): Promise<boolean>;
  plugin(partnerId: string): Promise<PartnerPlugin | undefined>;
}

let configured: FinanceCompanies | undefined;

export const financeCompanies = (): FinanceCompanies => (configured ??= fromEnvironment());

const fromEnvironment = (): FinanceCompanies => {
  const name = process.env.FINANCE_COMPANIES ?? 'sandbox';
  if (name === 'sandbox') return sandboxFinanceCompanies(process.env.PARTNER_PLUGINS_BASE_URL ?? 'http://localhost:3002');
  throw new Error(`No finance companies adapter named ${name}`);
};
