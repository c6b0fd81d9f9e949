// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { carLoanQuote } from '../../../domain/credit/car-loan.ts';
import { mount, QuickCalculatorTexts } from './quick-calculator.ts';

const shown = (element: HTMLElement, field: string) => element.querySelector(`[data-field="${field}"]`)?.textContent;
const type = (element: HTMLElement, name: string, value: string) => {
  const input = element.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  input.value = value;
  input.dispatchEvent(new Event('input'));
};

describe('the quick calculator', () => {
  it("shows a car loan's monthly payment and ÅOP as the credit domain computes them", () => {
    const element = document.createElement('div');
    mount(element, { price: 25_000_000 });
    const quote = carLoanQuote({ price: 25_000_000, downPayment: 5_000_000, termMonths: 84, nominalRatePercent: 4.95, establishmentFee: 399_500, monthlyFee: 4_900, residualValue: 0 });
    expect(shown(element, 'monthlyPayment')).toBe(`${new Intl.NumberFormat('da-DK').format(Math.round(quote.monthlyPayment / 100))} kr.`);
    expect(shown(element, 'creditAmount')).toBe('200.000 kr.');
    expect(shown(element, 'apr')).toBe(`${String(quote.annualPercentageRatePercent).replace('.', ',')} %`);
    expect(quote.annualPercentageRatePercent).toBeGreaterThan(4.95);
  });

  it('leaves its heading to a dialog that titles it, and has its own elsewhere', () => {
    const titled = document.createElement('div');
    mount(titled, { withHeading: false });
    expect(titled.querySelector('h2')).toBeNull();
    const alone = document.createElement('div');
    mount(alone, {});
    expect(alone.querySelector('h2')?.textContent).toBe(QuickCalculatorTexts.heading);
  });

  it('recomputes as the dealer types, with Danish decimals', () => {
    const element = document.createElement('div');
    mount(element, {});
    const before = shown(element, 'monthlyPayment');
    type(element, 'nominalRatePercent', '0');
    type(element, 'establishmentFee', '0');
    type(element, 'monthlyFee', '0');
    expect(shown(element, 'apr')).toBe('0,0 %');
    expect(shown(element, 'monthlyPayment')).toBe('1.905 kr.');
    type(element, 'nominalRatePercent', '7,5');
    expect(shown(element, 'monthlyPayment')).not.toBe(before);
  });

  it('says why it cannot compute instead of showing a figure', () => {
    const element = document.createElement('div');
    mount(element, {});
    type(element, 'downPayment', '250000');
    expect(element.querySelector('[role="alert"]')?.textContent).toBe(QuickCalculatorTexts.nothingToLend);
    type(element, 'downPayment', 'abc');
    expect(element.querySelector('[role="alert"]')?.textContent).toBe(QuickCalculatorTexts.invalid);
    expect(shown(element, 'monthlyPayment')).toBeUndefined();
  });
});
