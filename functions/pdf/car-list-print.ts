import * as z from 'zod';
import { PRINT_SELECTION_MODES } from '../../domain/cars/print-own-cars.ts';
import { formatDateTime, formatNumber } from '../../domain/format.ts';
import { escapeHtml } from './document-shell.ts';

/**
 * A printed list of cars (spec part 1 §2 own cars print, all cars print): the title with the number of cars, when and
 * by whom it was printed and the dealer's name as its logo, then one table row per car. Each list brings its columns
 * and cells; the layout is the one here.
 */
export const CAR_LIST_PRINT_STYLES = `
header { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 4mm; }
.dealer { font-weight: 700; font-size: 12pt; border: 0.4mm solid #000; padding: 1.5mm 3mm; }
.meta { color: #555; font-size: 8.5pt; }
table.cars { font-size: 8.5pt; }
table.cars th { border-bottom: 0.3mm solid #000; white-space: nowrap; }
table.cars td { border-bottom: 0.2mm solid #ddd; }
.car { font-weight: 600; }
.variant { color: #444; }
td.nowrap { white-space: nowrap; }
`;

/** A car list print's options as the query gives them: which cars, and the title above them. */
export const carListPrintFields = {
  SelectionMode: z
    .string()
    .transform((value) => PRINT_SELECTION_MODES.find((mode) => mode.toLowerCase() === value.toLowerCase()) ?? value)
    .pipe(z.enum(PRINT_SELECTION_MODES, { error: 'SelectionMode skal være Selected eller All.' }))
    .optional(),
  Title: z.string().max(100, 'Titlen må højst være 100 tegn.').optional(),
};

/** A column: its header, and whether it is a right-aligned figure. */
export type PrintColumn = readonly [header: string, figure: boolean];

/** The sold cars' two columns, printed last on the sold tab. */
export const SOLD_COLUMNS: readonly PrintColumn[] = [
  ['Salgsdato', false],
  ['Salgspris', true],
];

/** An amount in kroner, or a dash for none. */
export const printedKr = (value: number | null): string => (value === null ? '–' : `${formatNumber(value)} kr.`);

/** One cell of a car's row: text, a figure (right-aligned), or text kept on one line. */
export const cell = (text: string | number | null | undefined, kind?: 'figure' | 'nowrap'): string =>
  `<td${kind === 'figure' ? ' class="amount"' : kind === 'nowrap' ? ' class="nowrap"' : ''}>${escapeHtml(text)}</td>`;

/** The first cell of a car's row: make and model, and below them the variant. */
export const carCell = (makeAndModel: string, variant: string): string =>
  `<td><div class="car">${escapeHtml(makeAndModel)}</div><div class="variant">${escapeHtml(variant)}</div></td>`;

export interface CarListPrint {
  title: string;
  dealerName: string;
  logo: boolean;
  printedAt: Date;
  columns: readonly PrintColumn[];
  /** Each car's cells, in the columns' order. */
  rows: readonly (readonly string[])[];
  /** What stands between the header and the table (the all-cars price guide). */
  before?: string;
}

export const carListPrintBody = ({ title, dealerName, logo, printedAt, columns, rows, before = '' }: CarListPrint): string =>
  [
    '<header><div>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p class="meta">${escapeHtml(`${rows.length} ${rows.length === 1 ? 'bil' : 'biler'} · Udskrevet ${formatDateTime(printedAt)} af ${dealerName}`)}</p>`,
    '</div>',
    logo ? `<div class="dealer">${escapeHtml(dealerName)}</div>` : '',
    '</header>',
    before,
    '<table class="cars"><thead><tr>',
    columns.map(([header, figure]) => `<th${figure ? ' class="amount"' : ''}>${escapeHtml(header)}</th>`).join(''),
    '</tr></thead><tbody>',
    ...rows.map((cells) => `<tr>${cells.join('')}</tr>`),
    '</tbody></table>',
  ].join('\n');
