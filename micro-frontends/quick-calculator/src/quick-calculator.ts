/**
 * The quick calculator: a car loan's monthly payment and ÅOP from a price, a down payment, a term and the finance
 * company's rate and fees, computed as the credit agreements act's annex prescribes by the same domain code the
 * case's finance offers use. A micro-frontend; it needs no service.
 */
import { carLoanQuote, type CarLoanTerms } from '../../../domain/credit/car-loan.ts';
import { el, kroner } from '../../shared/src/widget-dom.ts';

export interface QuickCalculatorProps {
  /** The car's price in øre to start from, e.g. the stock car the dealer is looking at. */
  readonly price?: number;
  /** False where the page titles the calculator itself (a dialog): its own heading would say it twice. */
  readonly withHeading?: boolean;
}

export const QuickCalculatorTexts = {
  heading: 'Hurtig beregner',
  price: 'Pris (kr.)',
  downPayment: 'Udbetaling (kr.)',
  termMonths: 'Løbetid (måneder)',
  nominalRatePercent: 'Debitorrente (% p.a.)',
  establishmentFee: 'Etableringsomkostninger (kr.)',
  monthlyFee: 'Månedligt gebyr (kr.)',
  residualValue: 'Restværdi (kr.)',
  monthlyPayment: 'Ydelse pr. måned',
  apr: 'ÅOP',
  creditAmount: 'Kreditbeløb',
  totalCreditCost: 'Samlede kreditomkostninger',
  totalRepayable: 'Samlet tilbagebetaling',
  invalid: 'Udfyld felterne med positive tal.',
  nothingToLend: 'Udbetalingen dækker hele prisen.',
} as const;

type Field = 'price' | 'downPayment' | 'termMonths' | 'nominalRatePercent' | 'establishmentFee' | 'monthlyFee' | 'residualValue';

/** In kroner (months and percent for those two), as the dealer types them. */
const DEFAULTS: Readonly<Record<Field, number>> = {
  price: 200_000,
  downPayment: 40_000,
  termMonths: 84,
  nominalRatePercent: 4.95,
  establishmentFee: 3_995,
  monthlyFee: 49,
  residualValue: 0,
};

/** Danish decimals with a comma; empty or not a number is NaN. */
const parseDanish = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(/\./g, '').replace(',', '.')));
const formatDanish = (value: number): string => String(value).replace('.', ',');
// A rate solved numerically can land a hair below zero for an interest-free loan: that is 0,0 %, not −0,0 %.
const percent = (value: number): string => `${new Intl.NumberFormat('da-DK', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.round(value * 10) / 10 || 0)} %`;

/** The terms the form holds, in øre, or the Danish reason they cannot be computed. */
export const termsOf = (values: Readonly<Record<Field, number>>): CarLoanTerms | string => {
  const fields = Object.values(values);
  if (fields.some((value) => !Number.isFinite(value) || value < 0) || values.termMonths < 1 || !Number.isInteger(values.termMonths)) return QuickCalculatorTexts.invalid;
  if (values.downPayment >= values.price) return QuickCalculatorTexts.nothingToLend;
  const ore = (kroner: number) => Math.round(kroner * 100);
  return {
    price: ore(values.price),
    downPayment: ore(values.downPayment),
    termMonths: values.termMonths,
    nominalRatePercent: values.nominalRatePercent,
    establishmentFee: ore(values.establishmentFee),
    monthlyFee: ore(values.monthlyFee),
    residualValue: ore(values.residualValue),
  };
};

/** The widget contract of the app's micro-frontend host. */
export const mount = (element: HTMLElement, props: QuickCalculatorProps) => {
  const inputs = new Map<Field, HTMLInputElement>();
  const result = el('dl', { attrs: { 'aria-live': 'polite' }, style: 'display:grid;grid-template-columns:auto auto;gap:4px 16px;margin:12px 0 0' });
  const recompute = () => {
    const values = Object.fromEntries([...inputs].map(([field, input]) => [field, parseDanish(input.value)])) as Record<Field, number>;
    const terms = termsOf(values);
    if (typeof terms === 'string') {
      result.replaceChildren(el('p', { attrs: { role: 'alert' }, style: 'grid-column:1/3;color:#c92a2a;margin:0', text: terms }));
      return;
    }
    const quote = carLoanQuote(terms);
    const row = (label: string, value: string, field: string) => [el('dt', { text: label }), el('dd', { attrs: { 'data-field': field }, style: 'margin:0;font-weight:bold', text: value })];
    result.replaceChildren(
      ...row(QuickCalculatorTexts.monthlyPayment, kroner(quote.monthlyPayment), 'monthlyPayment'),
      ...row(QuickCalculatorTexts.apr, percent(quote.annualPercentageRatePercent), 'apr'),
      ...row(QuickCalculatorTexts.creditAmount, kroner(quote.creditAmount), 'creditAmount'),
      ...row(QuickCalculatorTexts.totalCreditCost, kroner(quote.totalCreditCost), 'totalCreditCost'),
      ...row(QuickCalculatorTexts.totalRepayable, kroner(quote.totalRepayable), 'totalRepayable'),
    );
  };
  const field = (name: Field, initial: number) => {
    const input = el('input', { attrs: { name, inputmode: 'decimal', value: formatDanish(initial) }, style: 'width:100%', on: { input: recompute } });
    inputs.set(name, input);
    return el('label', { style: 'display:block;margin-bottom:6px' }, el('span', { style: 'display:block;font-size:13px', text: QuickCalculatorTexts[name] }), input);
  };
  const start = (price: number | undefined): Record<Field, number> => ({ ...DEFAULTS, ...(price !== undefined && { price: price / 100, downPayment: Math.round(price / 100 / 5) }) });
  const initial = start(props.price);
  element.replaceChildren(
    ...(props.withHeading === false ? [] : [el('h2', { text: QuickCalculatorTexts.heading })]),
    el('form', { on: { submit: (event) => event.preventDefault() } }, ...(Object.keys(DEFAULTS) as Field[]).map((name) => field(name, initial[name]))),
    result,
  );
  recompute();
  return {
    update: (next: QuickCalculatorProps) => {
      if (next.price === props.price) return;
      props = next;
      const values = start(next.price);
      for (const [name, input] of inputs) input.value = formatDanish(values[name]);
      recompute();
    },
    unmount: () => element.replaceChildren(),
  };
};
