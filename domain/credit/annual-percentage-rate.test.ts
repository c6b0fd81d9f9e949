import { describe, expect, it } from 'vitest';
import { annualPercentageRate, percentRounded } from './annual-percentage-rate.ts';

// The worked examples published with the directive's annex (98/7/EC, annex III), whose equation the credit agreements
// act's annex 1 repeats.
describe('ÅOP by the annex equation', () => {
  it('1 000 lent, 1 200 repaid 546 days later (calendar basis): 12,96 %, rounded 13,0 %', () => {
    const rate = annualPercentageRate([{ amount: 1000, years: 0 }], [{ amount: 1200, years: 546 / 365 }]);
    expect(percentRounded(rate, 2)).toBe(12.96);
    expect(percentRounded(rate)).toBe(13);
  });

  it('50 of the 1 000 retained as expenses, so 950 lent, 1 200 repaid after 1½ years: 16,9 %', () => {
    expect(percentRounded(annualPercentageRate([{ amount: 950, years: 0 }], [{ amount: 1200, years: 1.5 }]))).toBe(16.9);
  });

  it('1 000 lent, 600 repaid after one year and 600 after two: i = 0,1306623, 13,07 %', () => {
    const rate = annualPercentageRate([{ amount: 1000, years: 0 }], [{ amount: 600, years: 1 }, { amount: 600, years: 2 }]);
    expect(rate).toBeCloseTo(0.1306623, 6);
    expect(percentRounded(rate, 2)).toBe(13.07);
  });

  it('a credit that costs nothing has an ÅOP of 0', () => {
    expect(percentRounded(annualPercentageRate([{ amount: 1200, years: 0 }], Array.from({ length: 12 }, (_, index) => ({ amount: 100, years: (index + 1) / 12 }))))).toBe(0);
  });

  it('payments that can never repay the credit are refused, not answered with a made-up rate', () => {
    expect(() => annualPercentageRate([{ amount: 1000, years: 0 }], [{ amount: 1, years: 1 }])).toThrow(RangeError);
  });

  it('rounds a following digit of 5 up', () => {
    expect(percentRounded(0.12345, 2)).toBe(12.35);
    expect(percentRounded(0.1249)).toBe(12.5);
    expect(percentRounded(0.12449)).toBe(12.4);
  });
});
