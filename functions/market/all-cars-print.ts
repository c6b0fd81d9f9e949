import { formatNumber, toClientDate } from '../../domain/format.ts';
import type { MarketListing } from '../../domain/market/listing.ts';
import type { PriceGuide } from '../../domain/market/price-guide.ts';
import { CAR_LIST_PRINT_STYLES, carCell, carListPrintBody, cell, printedKr, SOLD_COLUMNS, type PrintColumn } from '../pdf/car-list-print.ts';
import { escapeHtml } from '../pdf/document-shell.ts';
import { MARKET_CAR_TYPES } from './schemas.ts';

/**
 * The all-cars print's page (spec part 1 §2 all cars print): the cars chosen from the market-wide list, with their
 * seller's town and marketplace, and the price guide of the search where the dealer holds the price guide function.
 */
export const ALL_CARS_PRINT_STYLES = `${CAR_LIST_PRINT_STYLES}
.guide { display: flex; gap: 8mm; border: 0.3mm solid #999; padding: 2mm 3mm; margin-bottom: 4mm; font-size: 9pt; }
.guide .label { color: #555; font-size: 7.5pt; }
.guide .figure { font-weight: 700; }
`;

/** The marketplaces as a dealer names them. */
const SOURCE_NAMES: Readonly<Record<string, string>> = { Bilbasen: 'Bilbasen', DBA: 'DBA', Engros: 'Engroslisten' };

const COLUMNS: readonly PrintColumn[] = [
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

/** The price guide as the page shows it: the calculated price only for a car's own mileage. */
const guideBlock = (guide: PriceGuide | (Omit<PriceGuide, 'ActualMileage' | 'CalculatedPrice'> & { ActualMileage: null; CalculatedPrice: null })): string => {
  const perKm = guide.PricePrKmUserOverwrite ?? guide.PricePrKmCalculated;
  const figures: [string, string][] = [
    ['Antal biler', formatNumber(guide.NumberOfCars)],
    ['Gennemsnitlig km', formatNumber(guide.AverageMileage)],
    ['Gennemsnitspris', printedKr(guide.AveragePrice)],
    ['Km-pris', `${formatNumber(perKm, 2)} kr.`],
    ...(guide.CalculatedPrice === null || guide.ActualMileage === null
      ? []
      : ([
          ['Faktisk km', formatNumber(guide.ActualMileage * 1000)],
          ['Beregnet pris', printedKr(Math.round(guide.CalculatedPrice))],
        ] as [string, string][])),
  ];
  return [
    '<section class="guide" aria-label="Prisguide"><div><div class="label">Prisguide</div></div>',
    ...figures.map(([label, value]) => `<div><div class="label">${escapeHtml(label)}</div><div class="figure">${escapeHtml(value)}</div></div>`),
    '</section>',
  ].join('');
};

export type PrintedGuide = Parameters<typeof guideBlock>[0];

export const allCarsPrintBody = (
  cars: readonly MarketListing[],
  options: { title: string; dealerName: string; logo: boolean; sold: boolean; guide: PrintedGuide | null; printedAt: Date },
): string =>
  carListPrintBody({
    ...options,
    before: options.guide ? guideBlock(options.guide) : '',
    columns: options.sold ? [...COLUMNS, ...SOLD_COLUMNS] : COLUMNS,
    rows: cars.map((car) => [
      carCell(`${car.Make} ${car.Model}`, `${car.Motor} ${car.Variant}`.trim()),
      cell(MARKET_CAR_TYPES[car.CarType] ?? ''),
      cell(toClientDate(car.FirstRegistrationDate) || '–', 'nowrap'),
      cell(formatNumber(car.Mileage), 'figure'),
      cell(printedKr(car.CashPrice), 'figure'),
      cell(printedKr(car.Price), 'figure'),
      cell(`${car.ZipCode} ${car.City}`),
      cell(SOURCE_NAMES[car.Source] ?? car.Source),
      cell(toClientDate(car.ModifiedDate) || '–', 'nowrap'),
      ...(options.sold ? [cell(toClientDate(car.SalesDate) || '–', 'nowrap'), cell(printedKr(car.SalesPrice), 'figure')] : []),
    ]),
  });
