import { DOCUMENT_TITLES, type PrintableDocument } from '../../../domain/documents/print-options.ts';
import type { CarRental, OtherAgreements, RentalDrivers } from '../../../events/cases.ts';

/**
 * What a case document prints: plain data, read from the case, its customers, cars and dealer when it is printed
 * (functions/documents/document-data.ts), and the arithmetic every document shares. No I/O here.
 */
export interface DocumentParty {
  Name: string;
  Street: string;
  ZipCode: string;
  City: string;
  Phone: string;
  Email: string;
  /** CVR of a business, or a decision maker's title. */
  Note?: string;
}

export interface DocumentBuyers {
  kind: 'private' | 'business';
  buyer: DocumentParty;
  /** The private buyer's co-debtor (Customer2Id). */
  coDebtor: DocumentParty | null;
  /** The business buyer's decision maker. */
  decisionMaker: DocumentParty | null;
}

export interface DocumentCar {
  Title: string;
  Make: string | null;
  Model: string | null;
  Variant: string | null;
  Motor: string | null;
  FuelType: string | null;
  Color: string | null;
  RegistrationNumber: string | null;
  ChassisNumber: string | null;
  VehicleNumber: string | null;
  /** First registration, YYYY-MM-DD. */
  RegistrationDate: string | null;
  Mileage: number | null;
  ModelYear: number | null;
  IsFactoryNew: boolean;
  IsVatFree: boolean;
  Comment: string | null;
}

export interface DocumentSwapCar {
  Title: string;
  RegistrationNumber: string | null;
  ChassisNumber: string | null;
  RegistrationDate: string | null;
  Mileage: number | null;
  ModelYear: number | null;
  Damages: string | null;
  FinancedBy: string | null;
  NumberOfKeys: number | null;
  /** Price including VAT (or the agreed swap price), kroner. */
  Price: number | null;
  UnpaidDebt: number | null;
  HasSwapPriceAgreement: boolean;
}

export interface ExtraEquipmentLine {
  Description: string;
  /** Including VAT, kroner. */
  Price: number;
}

export interface DocumentPrices {
  /** The car's price including VAT and registration fee. */
  Price: number | null;
  RegistrationFee: number | null;
  DeliveryCost: number | null;
  LicensePlateCost: number | null;
  DiscountWithoutVat: number | null;
  /** The discount incl. VAT as the calculation has it (no VAT on a used car's discount under the margin scheme). */
  DiscountWithVat?: number | null;
  /** Whether the discount carries VAT (the calculation's; absent: VAT is added to the discount as typed). */
  DiscountCarriesVat?: boolean;
  /** The car's VAT as the calculation has it (excl. the fee); absent: 20 % of the price less the fee. */
  Vat?: number | null;
  /** A used car sold under the margin scheme: the invoice states the scheme and shows no VAT. */
  MarginScheme?: boolean;
  ExtraEquipment: ExtraEquipmentLine[];
  CashPayment: number | null;
}

export type DocumentRental = Omit<CarRental, 'Drivers'> & RentalDrivers;

/**
 * The case's active finance offer as its partner's plugin reported it: the finance contract's terms, and the finance
 * line of the offer, the contract and the invoice basis. Amounts in kroner, rates in percent; null where the partner
 * has not said.
 */
export interface DocumentFinance {
  Company: string;
  Product: string | null;
  StatusText: string | null;
  DownPayment: number | null;
  MonthlyPayment: number | null;
  TermMonths: number | null;
  /** The nominal (debitor) rate. */
  Interest: number | null;
  /** ÅOP. */
  AnnualPercentageRate: number | null;
  CreditAmount: number | null;
  /** Interest and fees over the term (samlede kreditomkostninger). */
  TotalCreditCost: number | null;
  /** Every monthly payment and the residual value: what is repaid on the credit. */
  TotalRepayable: number | null;
  ResidualValue: number | null;
}

export interface CaseDocumentModel {
  caseId: string;
  /** When the document is printed (ISO instant): its date. */
  printedAt: string;
  dealer: DocumentParty;
  buyers: DocumentBuyers | null;
  car: DocumentCar;
  swapCar: DocumentSwapCar | null;
  prices: DocumentPrices;
  otherAgreements: OtherAgreements | null;
  rental: DocumentRental | null;
  financeText: string | null;
  insuranceText: string | null;
  salesperson: string | null;
  /** The case's active finance offer; absent or null when the case goes without one. */
  finance?: DocumentFinance | null;
}

/** The document's title, its PDF Title and the title a sales contract appendix keeps when appended. */
export const caseDocumentTitle = (document: PrintableDocument, model: Pick<CaseDocumentModel, 'caseId' | 'dealer'>): string =>
  `${DOCUMENT_TITLES[document]} ${model.caseId} – ${model.dealer.Name}`;

/** VAT: 25 % on the net price, 20 % of a gross price (spec part 2 §9). */
export const VAT_RATE = 0.25;
const vatOfGross = (gross: number): number => gross * 0.2;

const sum = (values: readonly (number | null | undefined)[]): number => values.reduce<number>((total, value) => total + (value ?? 0), 0);

export interface PriceSummary {
  discountWithVat: number;
  extraEquipment: number;
  /** Car, equipment, delivery and plates, less the discount. */
  total: number;
  swapNet: number;
  /** What the buyer pays after the swap car. */
  toPay: number;
  /** What remains after the cash payment (financed when there is a finance offer). */
  remaining: number;
  /** The car's price without registration fee, its VAT and net price (brugtmoms cars carry no VAT line). */
  vat: number;
  netWithoutVat: number;
}

export const priceSummary = (model: Pick<CaseDocumentModel, 'prices' | 'swapCar' | 'car'>): PriceSummary => {
  const { prices } = model;
  const discountWithVat = prices.DiscountWithVat ?? (prices.DiscountWithoutVat ?? 0) * (1 + VAT_RATE);
  const extraEquipment = sum(prices.ExtraEquipment.map((line) => line.Price));
  const total = sum([prices.Price, extraEquipment, prices.DeliveryCost, prices.LicensePlateCost]) - discountWithVat;
  const swapNet = model.swapCar ? (model.swapCar.Price ?? 0) - (model.swapCar.UnpaidDebt ?? 0) : 0;
  const toPay = total - swapNet;
  const base = (prices.Price ?? 0) - (prices.RegistrationFee ?? 0);
  const vat = prices.Vat ?? (model.car.IsVatFree ? 0 : vatOfGross(base));
  return { discountWithVat, extraEquipment, total, swapNet, toPay, remaining: toPay - (prices.CashPayment ?? 0), vat, netWithoutVat: base - vat };
};
