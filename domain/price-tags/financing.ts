import { carLoanQuote } from '../credit/car-loan.ts';
import { formatKr, formatNumber } from '../format.ts';

/**
 * Financing on a price tag: the down payments and periods the car's finance company offers, and the representative
 * example Danish law requires of credit advertising (kreditaftaleloven § 8, markedsføringsloven): the borrowing rate,
 * the credit amount, the term, the ÅOP, the total cost of credit and the total amount payable, besides the cash
 * price, the down payment and the monthly payment. Computed by the one car-loan calculation (`domain/credit/`).
 * Amounts here are kroner; the calculation runs in øre.
 */
export interface DownPaymentOption {
  DownPaymentPercentage: number;
  /** The terms offered at this down payment, in months. */
  Periods: number[];
}

/** What a finance company lends a car at: its nominal rate and fees (kroner). */
export interface FinancingTerms {
  FinancingCompanyName: string;
  NominalRatePercent: number;
  EstablishmentFee: number;
  MonthlyFee: number;
}

export interface FinancingExample {
  FinancingCompanyName: string;
  CashPrice: number;
  DownPaymentPercentage: number;
  DownPayment: number;
  CreditAmount: number;
  TermMonths: number;
  MonthlyPayment: number;
  BorrowingRatePercent: number;
  AnnualPercentageRatePercent: number;
  EstablishmentFee: number;
  TotalCreditCost: number;
  TotalAmountPayable: number;
}

const øre = (kroner: number): number => Math.round(kroner * 100);
const kroner = (amount: number): number => amount / 100;

/** Whether the down payment and period are one of the offered combinations. */
export const isOffered = (options: readonly DownPaymentOption[], percentage: number, period: number): boolean =>
  options.some((option) => option.DownPaymentPercentage === percentage && option.Periods.includes(period));

/** The representative example for a cash price at a down payment (percent of the price) and a term. */
export const financingExample = (cashPrice: number, downPaymentPercentage: number, termMonths: number, terms: FinancingTerms): FinancingExample => {
  const price = øre(cashPrice);
  const downPayment = Math.round((price * downPaymentPercentage) / 100);
  const quote = carLoanQuote({
    price,
    downPayment,
    termMonths,
    nominalRatePercent: terms.NominalRatePercent,
    establishmentFee: øre(terms.EstablishmentFee),
    monthlyFee: øre(terms.MonthlyFee),
  });
  return {
    FinancingCompanyName: terms.FinancingCompanyName,
    CashPrice: kroner(price),
    DownPaymentPercentage: downPaymentPercentage,
    DownPayment: kroner(downPayment),
    CreditAmount: kroner(quote.creditAmount),
    TermMonths: termMonths,
    MonthlyPayment: kroner(quote.monthlyPayment),
    BorrowingRatePercent: terms.NominalRatePercent,
    AnnualPercentageRatePercent: quote.annualPercentageRatePercent,
    EstablishmentFee: terms.EstablishmentFee,
    TotalCreditCost: kroner(quote.totalCreditCost),
    TotalAmountPayable: kroner(quote.totalRepayable),
  };
};

const percent = (value: number, decimals: number): string => `${formatNumber(value, decimals)} %`;

/** The example's lines as the tag prints them, label and figure, in the order the law lists them. */
export const financingExampleLines = (example: FinancingExample): [string, string][] => [
  ['Kontantpris', formatKr(example.CashPrice)],
  [`Udbetaling (${formatNumber(example.DownPaymentPercentage)} %)`, formatKr(example.DownPayment)],
  ['Kreditbeløb', formatKr(example.CreditAmount)],
  ['Løbetid', `${example.TermMonths} mdr.`],
  ['Månedlig ydelse', formatKr(example.MonthlyPayment)],
  ['Fast debitorrente', percent(example.BorrowingRatePercent, 2)],
  ['ÅOP', percent(example.AnnualPercentageRatePercent, 1)],
  ['Etableringsomkostninger', formatKr(example.EstablishmentFee)],
  ['Samlede kreditomkostninger', formatKr(example.TotalCreditCost)],
  ['Samlet beløb at betale', formatKr(example.TotalAmountPayable)],
];

/** The example as one sentence, as credit advertising states it. */
export const financingExampleSentence = (example: FinancingExample): string =>
  `Repræsentativt eksempel: Kontantpris ${formatKr(example.CashPrice)} Udbetaling ${formatKr(example.DownPayment)} ` +
  `Kreditbeløb ${formatKr(example.CreditAmount)} Løbetid ${example.TermMonths} mdr. Månedlig ydelse ${formatKr(example.MonthlyPayment)} ` +
  `Fast debitorrente ${percent(example.BorrowingRatePercent, 2)}. ÅOP ${percent(example.AnnualPercentageRatePercent, 1)}. ` +
  `Samlede kreditomkostninger ${formatKr(example.TotalCreditCost)} Samlet beløb at betale ${formatKr(example.TotalAmountPayable)} ` +
  `Finansiering via ${example.FinancingCompanyName} med forbehold for kreditgodkendelse.`;
