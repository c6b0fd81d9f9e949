import { annualPercentageRate, percentRounded, type CashFlow } from './annual-percentage-rate.ts';

/**
 * A car loan as the finance companies quote it: the price less the down payment is lent, the establishment fee is
 * added to the loan, and the loan is repaid monthly as an annuity at the nominal rate, with a monthly fee on top and an
 * optional residual value (restværdi) paid with the last month. Amounts in øre.
 */
export interface CarLoanTerms {
  readonly price: number;
  readonly downPayment: number;
  readonly termMonths: number;
  /** Nominal yearly rate in percent, compounded monthly (4.95 is 4.95 % a year). */
  readonly nominalRatePercent: number;
  /** Establishment fee, financed with the loan. */
  readonly establishmentFee: number;
  readonly monthlyFee: number;
  readonly residualValue?: number;
}

export interface CarLoanQuote {
  /** What the buyer is lent: the price less the down payment. */
  readonly creditAmount: number;
  /** The monthly payment, fee included, rounded to whole øre. */
  readonly monthlyPayment: number;
  /** Everything the buyer pays back: the monthly payments and the residual value. */
  readonly totalRepayable: number;
  /** What the credit costs: interest and fees. */
  readonly totalCreditCost: number;
  /** ÅOP in percent to one decimal. */
  readonly annualPercentageRatePercent: number;
}

/**
 * The annuity payment that repays `principal` in `months` at `monthlyRate`, leaving `residual` to be paid with the
 * last month. Amounts in øre, not rounded.
 */
export const annuityPayment = (principal: number, monthlyRate: number, months: number, residual = 0): number => {
  if (months <= 0) throw new RangeError('The term must be at least one month');
  if (monthlyRate === 0) return (principal - residual) / months;
  const discount = (1 + monthlyRate) ** -months;
  return ((principal - residual * discount) * monthlyRate) / (1 - discount);
};

export const carLoanQuote = (terms: CarLoanTerms): CarLoanQuote => {
  const residualValue = terms.residualValue ?? 0;
  const creditAmount = terms.price - terms.downPayment;
  if (creditAmount <= 0) throw new RangeError('The down payment covers the whole price: there is nothing to lend');
  const principal = creditAmount + terms.establishmentFee;
  const monthlyPayment = Math.round(annuityPayment(principal, terms.nominalRatePercent / 100 / 12, terms.termMonths, residualValue) + terms.monthlyFee);
  const payments: CashFlow[] = Array.from({ length: terms.termMonths }, (_, index) => ({
    amount: monthlyPayment + (index === terms.termMonths - 1 ? residualValue : 0),
    years: (index + 1) / 12,
  }));
  const totalRepayable = monthlyPayment * terms.termMonths + residualValue;
  return {
    creditAmount,
    monthlyPayment,
    totalRepayable,
    totalCreditCost: totalRepayable - creditAmount,
    annualPercentageRatePercent: percentRounded(annualPercentageRate([{ amount: creditAmount, years: 0 }], payments)),
  };
};
