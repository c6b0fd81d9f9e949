import { describe, expect, it } from 'vitest';
import { annuityPayment, carLoanQuote } from './car-loan.ts';

const loan = { price: 200_000_00, downPayment: 40_000_00, termMonths: 60, nominalRatePercent: 4.95, establishmentFee: 0, monthlyFee: 0 } as const;

describe('a car loan quote', () => {
  it('160 000 kr. at 4,95 % over 60 months costs 3 015,73 kr. a month', () => {
    const quote = carLoanQuote(loan);
    expect(quote.creditAmount).toBe(160_000_00);
    expect(quote.monthlyPayment).toBe(3_015_73);
    expect(quote.totalRepayable).toBe(60 * 3_015_73);
    expect(quote.totalCreditCost).toBe(60 * 3_015_73 - 160_000_00);
  });

  it('without fees the ÅOP is the nominal rate compounded monthly: (1 + 4,95 %/12)^12 − 1 = 5,06 %, shown 5,1 %', () => {
    expect(((1 + 0.0495 / 12) ** 12 - 1) * 100).toBeCloseTo(5.064, 3);
    expect(carLoanQuote(loan).annualPercentageRatePercent).toBe(5.1);
  });

  it('an establishment fee of 4 000 kr. and 50 kr. a month raise the payment to 3 141,13 kr. and the ÅOP to 6,8 %', () => {
    const quote = carLoanQuote({ ...loan, establishmentFee: 4_000_00, monthlyFee: 50_00 });
    expect(quote.monthlyPayment).toBe(3_141_13);
    expect(quote.annualPercentageRatePercent).toBe(6.8);
    // The ÅOP discounts the payments back to exactly the credit the buyer received (not the credit plus the fee).
    const yearly = 0.068;
    const discounted = Array.from({ length: 60 }, (_, index) => 3_141_13 * (1 + yearly) ** -((index + 1) / 12)).reduce((a, b) => a + b, 0);
    expect(Math.abs(discounted - 160_000_00) / 160_000_00).toBeLessThan(0.002);
  });

  it('a residual value is paid with the last month and lowers the monthly payment', () => {
    const quote = carLoanQuote({ price: 300_000_00, downPayment: 60_000_00, termMonths: 36, nominalRatePercent: 5.49, establishmentFee: 3_500_00, monthlyFee: 0, residualValue: 120_000_00 });
    expect(quote.monthlyPayment).toBe(4_277_64);
    expect(quote.totalRepayable).toBe(36 * 4_277_64 + 120_000_00);
    expect(quote.annualPercentageRatePercent).toBe(6.4);
  });

  it('at 0 % the payment is the principal spread evenly', () => {
    expect(annuityPayment(12_000_00, 0, 12)).toBe(1_000_00);
  });

  it('refuses a down payment that covers the whole price and a term of no months', () => {
    expect(() => carLoanQuote({ ...loan, downPayment: 200_000_00 })).toThrow(RangeError);
    expect(() => carLoanQuote({ ...loan, termMonths: 0 })).toThrow(RangeError);
  });
});
