import { describe, expect, it } from 'vitest';
import { annualPercentageRate } from '../credit/annual-percentage-rate.ts';
import { financingExample, financingExampleLines, financingExampleSentence, isOffered } from './financing.ts';

const terms = { FinancingCompanyName: 'Fjord Finans', NominalRatePercent: 4.95, EstablishmentFee: 4_000, MonthlyFee: 50 };

describe('the representative example of a financed price tag', () => {
  const example = financingExample(200_000, 20, 60, terms);

  it('lends the price less the down payment, over the term chosen', () => {
    expect(example).toMatchObject({ CashPrice: 200_000, DownPayment: 40_000, CreditAmount: 160_000, TermMonths: 60, BorrowingRatePercent: 4.95 });
  });

  it('computes the payment, the ÅOP and the totals by the credit rules (fee financed, monthly fee on top)', () => {
    expect(example.MonthlyPayment).toBe(3_141.13);
    expect(example.AnnualPercentageRatePercent).toBe(6.8);
    expect(example.TotalAmountPayable).toBeCloseTo(60 * 3_141.13, 2);
    expect(example.TotalCreditCost).toBeCloseTo(60 * 3_141.13 - 160_000, 2);
  });

  it('states an ÅOP at which the payments are worth exactly the credit', () => {
    const payments = Array.from({ length: 60 }, (_, index) => ({ amount: example.MonthlyPayment, years: (index + 1) / 12 }));
    const exact = annualPercentageRate([{ amount: example.CreditAmount, years: 0 }], payments) * 100;
    expect(Math.abs(exact - example.AnnualPercentageRatePercent)).toBeLessThanOrEqual(0.05);
  });

  it('prints every figure the law requires, the Danish way', () => {
    const lines = Object.fromEntries(financingExampleLines(example));
    expect(lines).toMatchObject({
      Kontantpris: '200.000,00 kr.',
      'Udbetaling (20 %)': '40.000,00 kr.',
      Kreditbeløb: '160.000,00 kr.',
      Løbetid: '60 mdr.',
      'Månedlig ydelse': '3.141,13 kr.',
      'Fast debitorrente': '4,95 %',
      ÅOP: '6,8 %',
      'Samlede kreditomkostninger': '28.467,80 kr.',
      'Samlet beløb at betale': '188.467,80 kr.',
    });
    expect(financingExampleSentence(example)).toContain('ÅOP 6,8 %');
    expect(financingExampleSentence(example)).toContain('Fjord Finans');
  });
});

describe('the offered down payments and periods', () => {
  it('accept only a combination offered', () => {
    const offered = [{ DownPaymentPercentage: 20, Periods: [12, 24] }];
    expect(isOffered(offered, 20, 24)).toBe(true);
    expect(isOffered(offered, 20, 36)).toBe(false);
    expect(isOffered(offered, 10, 12)).toBe(false);
  });
});
