import { formatDateTime, formatNumber, toClientDate } from '../../domain/format.ts';
import type { MarketListing } from '../../domain/market/listing.ts';
import type { PriceGuide } from '../../domain/market/price-guide.ts';
import { MARKET_CAR_TYPES } from './schemas.ts';

/**
 * The all-cars print's page (spec part 1 §2 all cars print): the cars chosen from the market-wide list, with their
 * seller's town and marketplace, and the price guide of the search where the dealer holds the price guide function.
 */
export const ALL_CARS_PRINT_STYLES = `
header { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 4mm; }
.dealer { font-weight: 700; font-size: 12pt; border: 0.4mm solid #000; padding: 1.5mm 3mm; }
.meta { color: #555; font-size: 8.5pt; }
.guide { display: flex; gap: 8mm; border: 0.3mm solid #999; padding: 2mm 3mm; margin-bottom: 4mm; font-size: 9pt; }
.guide .label { color: #555; font-size: 7.5pt; }
.guide .figure { font-weight: 700; }
table.cars { font-size: 8.5pt; }
table.cars th { border-bottom: 0.3mm solid #000; white-space: nowrap; }
table.cars td { border-bottom: 0.2mm solid #ddd; }
.car { font-weight: 600; }
.variant { color: #444; }
td.nowrap { white-space: nowrap; }
`;

const escape = (text: string | number | null | undefined): string =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const kr = (value: number | null): string => (value === null ? '–' : `${formatNumber(value)} kr.`);

/** The marketplaces as a dealer names them. */
const SOURCE_NAMES: Readonly<Record<string, string>> = { Bilbasen: 'Bilbasen', DBA: 'DBA', Engros: 'Engroslisten' };

/** The columns, and whether each is a right-aligned figure. */
const HEADERS: [string, boolean][] = [
  ['Bil', false],
  ['Type', false],
  ['1. reg.', false],
  ['Km', true],
  ['Kontantpris', true],
  ['Pris ekskl. lev.', true],
  ['Postnr. og by', false],
  ['Markedsplads', false],
  ['Ændret', false],
];
const SOLD_HEADERS: [string, boolean][] = [
  ['Salgsdato', false],
  ['Salgspris', true],
];

/** The price guide as the page shows it: the calculated price only for a car's own mileage. */
const guideBlock = (guide: PriceGuide | (Omit<PriceGuide, 'ActualMileage' | 'CalculatedPrice'> & { ActualMileage: null; CalculatedPrice: null })): string => {
  const perKm = guide.PricePrKmUserOverwrite ?? guide.PricePrKmCalculated;
  const figures: [string, string][] = [
    ['Antal biler', formatNumber(guide.NumberOfCars)],
    ['Gennemsnitlig km', formatNumber(guide.AverageMileage)],
    ['Gennemsnitspris', kr(guide.AveragePrice)],
    ['Km-pris', `${formatNumber(perKm, 2)} kr.`],
    ...(guide.CalculatedPrice === null || guide.ActualMileage === null
      ? []
      : ([
          ['Faktisk km', formatNumber(guide.ActualMileage * 1000)],
          ['Beregnet pris', kr(Math.round(guide.CalculatedPrice))],
        ] as [string, string][])),
  ];
  return [
    '<section class="guide" aria-label="Prisguide"><div><div class="label">Prisguide</div></div>',
    ...figures.map(([label, value]) => `<div><div class="label">${escape(label)}</div><div class="figure">${escape(value)}</div></div>`),
    '</section>',
  ].join('');
};

export type PrintedGuide = Parameters<typeof guideBlock>[0];

export const allCarsPrintBody = (
  cars: readonly MarketListing[],
  options: { title: string; dealerName: string; logo: boolean; sold: boolean; guide: PrintedGuide | null; printedAt: Date },
): string =>
  [
    '<header><div>',
    `<h1>${escape(options.title)}</h1>`,
    `<p class="meta">${escape(`${cars.length} ${cars.length === 1 ? 'bil' : 'biler'} · Udskrevet ${formatDateTime(options.printedAt)} af ${options.dealerName}`)}</p>`,
    '</div>',
    options.logo ? `<div class="dealer">${escape(options.dealerName)}</div>` : '',
    '</header>',
    options.guide ? guideBlock(options.guide) : '',
    '<table class="cars"><thead><tr>',
    HEADERS.concat(options.sold ? SOLD_HEADERS : [])
      .map(([header, amount]) => `<th${amount ? ' class="amount"' : ''}>${escape(header)}</th>`)
      .join(''),
    '</tr></thead><tbody>',
    ...cars.map((car) =>
      [
        '<tr>',
        `<td><div class="car">${escape(`${car.Make} ${car.Model}`)}</div><div class="variant">${escape(`${car.Motor} ${car.Variant}`.trim())}</div></td>`,
        `<td>${escape(MARKET_CAR_TYPES[car.CarType] ?? '')}</td>`,
        `<td class="nowrap">${escape(toClientDate(car.FirstRegistrationDate) || '–')}</td>`,
        `<td class="amount">${escape(formatNumber(car.Mileage))}</td>`,
        `<td class="amount">${escape(kr(car.CashPrice))}</td>`,
        `<td class="amount">${escape(kr(car.Price))}</td>`,
        `<td>${escape(`${car.ZipCode} ${car.City}`)}</td>`,
        `<td>${escape(SOURCE_NAMES[car.Source] ?? car.Source)}</td>`,
        `<td class="nowrap">${escape(toClientDate(car.ModifiedDate) || '–')}</td>`,
        ...(options.sold ? [`<td class="nowrap">${escape(toClientDate(car.SalesDate) || '–')}</td>`, `<td class="amount">${escape(kr(car.SalesPrice))}</td>`] : []),
        '</tr>',
      ].join(''),
    ),
    '</tbody></table>',
  ].join('\n');
