/**
 * Market insights (spec part 2 §2; part 1 §2 opens it from the price estimate): what the comparable cars for sale say
 * a car of a catalogue model is worth (the price guide, the estimate and its green, yellow and red ranges) and how the
 * market of its make and model runs over the registration years around it. A micro-frontend; the page loads the
 * figures from the market's API and hands them over as `load`.
 */
import type { MarketInsight } from '../../../domain/market/insights.ts';
import { CELL_STYLE, el, loadAndDraw, TABLE_STYLE } from '../../shared/src/widget-dom.ts';

export type { MarketInsight };

export interface MarketInsightsProps {
  /** The car's insights; without it the widget shows its sandbox data. */
  readonly load?: () => Promise<MarketInsight>;
}

export const MarketInsightsTexts = {
  heading: 'Markedsindsigt',
  fallback: 'Service kan ikke hentes i øjeblikket.',
  comparable: 'Sammenlignelige biler til salg',
  averagePrice: 'Gennemsnitspris',
  averageMileage: 'Gennemsnitlig kilometerstand',
  pricePerKm: 'Pris pr. km',
  estimate: 'Estimeret pris',
  unique: 'For få sammenlignelige biler til et estimat.',
  ranges: { green: 'God pris', yellow: 'Rimelig pris', red: 'Høj pris' },
  search: (from: number, to: number, kmFrom: number, kmTo: number) => `Registreret ${from}–${to}, ${kmFrom}–${kmTo} tusind km`,
  years: 'Markedet år for år (samme kilometerstand)',
  year: 'Årgang',
  cars: 'Biler',
} as const;

const number = (value: number): string => new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 }).format(value);
const kr = (value: number): string => `${number(value)} kr.`;
const km = (value: number): string => `${number(value)} km`;
const RANGE_COLOURS = { green: '#2b8a3e', yellow: '#e67700', red: '#c92a2a' } as const;

/** The figures of one car against the market; the vehicle assessment draws them too. */
export const insightFigures = (insight: MarketInsight): HTMLElement => {
  const texts = MarketInsightsTexts;
  const row = (label: string, value: string, field: string) => [el('dt', { text: label }), el('dd', { attrs: { 'data-field': field }, style: 'margin:0;font-weight:bold', text: value })];
  const ranges = (['green', 'yellow', 'red'] as const).flatMap((colour) => {
    const range = { green: insight.GreenRange, yellow: insight.YellowRange, red: insight.RedRange }[colour];
    return range ? row(texts.ranges[colour], `${kr(range.From)} – ${kr(range.To)}`, `${colour}Range`).map((cell) => ((cell.style.color = RANGE_COLOURS[colour]), cell)) : [];
  });
  return el(
    'div',
    {},
    el('p', { style: 'margin:0 0 8px;font-size:13px', text: texts.search(insight.RegistrationYearFrom, insight.RegistrationYearTo, insight.MileageFrom, insight.MileageTo) }),
    el(
      'dl',
      { style: 'display:grid;grid-template-columns:auto auto;gap:4px 16px;margin:0' },
      ...row(texts.comparable, number(insight.NumberOfCars), 'numberOfCars'),
      ...(insight.NumberOfCars > 0
        ? [...row(texts.averagePrice, kr(insight.AveragePrice), 'averagePrice'), ...row(texts.averageMileage, km(insight.AverageMileage), 'averageMileage'), ...row(texts.pricePerKm, `${insight.PricePrKmCalculated.toFixed(2).replace('.', ',')} kr.`, 'pricePerKm')]
        : []),
      ...(insight.CarEstimatedPrice !== null ? row(texts.estimate, kr(insight.CarEstimatedPrice), 'estimate') : []),
      ...ranges,
    ),
    insight.CarEstimatedPrice === null ? el('p', { attrs: { role: 'status' }, style: 'margin:8px 0 0', text: texts.unique }) : null,
  );
};

const yearTable = (insight: MarketInsight): HTMLElement => {
  const texts = MarketInsightsTexts;
  const cell = (tag: 'th' | 'td', text: string) => el(tag, { style: CELL_STYLE, text });
  return el(
    'table',
    { attrs: { 'aria-label': texts.years }, style: TABLE_STYLE },
    el('caption', { style: 'text-align:left;font-weight:bold;padding:8px 0 4px', text: texts.years }),
    el('thead', {}, el('tr', {}, cell('th', texts.year), cell('th', texts.cars), cell('th', texts.averagePrice), cell('th', texts.averageMileage))),
    el(
      'tbody',
      {},
      ...insight.Years.map((year) =>
        el(
          'tr',
          { attrs: { 'data-year': String(year.Year), ...(year.Year === insight.RegistrationYear ? { 'aria-current': 'true' } : {}) }, style: year.Year === insight.RegistrationYear ? 'font-weight:bold' : '' },
          cell('td', String(year.Year)),
          cell('td', number(year.NumberOfCars)),
          cell('td', year.AveragePrice === null ? '–' : kr(year.AveragePrice)),
          cell('td', year.AverageMileage === null ? '–' : km(year.AverageMileage)),
        ),
      ),
    ),
  );
};

const draw = (element: HTMLElement, insight: MarketInsight): void => {
  element.replaceChildren(
    el('h2', { style: 'margin:0 0 4px', text: MarketInsightsTexts.heading }),
    el('p', { style: 'margin:0 0 8px;font-weight:bold', text: `${insight.Make} ${insight.Model}, ${insight.RegistrationYear}, ${km(insight.Mileage)}` }),
    insightFigures(insight),
    yearTable(insight),
  );
};

/** What the widget shows with nothing connected. */
export const SANDBOX_INSIGHT: MarketInsight = {
  Make: 'Volkswagen',
  Model: 'Golf',
  RegistrationYear: 2020,
  Mileage: 80_000,
  MileageFrom: 30,
  MileageTo: 130,
  RegistrationYearFrom: 2019,
  RegistrationYearTo: 2021,
  NumberOfCars: 42,
  AveragePrice: 189_500,
  AverageMileage: 78_000,
  PricePrKmCalculated: 0.66,
  CalculatedPrice: 188_180,
  CarEstimatedPrice: 188_000,
  CurrentPrice: null,
  CurrentRangeColor: 0,
  GreenRange: { From: 160_000, To: 183_000 },
  YellowRange: { From: 183_000, To: 194_000 },
  RedRange: { From: 194_000, To: 216_000 },
  Years: [2017, 2018, 2019, 2020, 2021, 2022, 2023].map((year, index) => ({ Year: year, NumberOfCars: [9, 12, 14, 15, 13, 6, 2][index]!, AveragePrice: 140_000 + index * 16_000, AverageMileage: 110_000 - index * 9_000 })),
};

/** The widget contract of the app's micro-frontend host. */
export const mount = (element: HTMLElement, props: MarketInsightsProps) => {
  const show = (next: MarketInsightsProps) =>
    loadAndDraw(element, next.load ?? (async () => SANDBOX_INSIGHT), (insight) => draw(element, insight), () => el('p', { attrs: { role: 'status' }, text: MarketInsightsTexts.fallback }));
  let cancel = show(props);
  return {
    update: (next: MarketInsightsProps) => {
      cancel();
      cancel = show(next);
    },
    unmount: () => {
      cancel();
      element.replaceChildren();
    },
  };
};
