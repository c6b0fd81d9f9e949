import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { CarMessages } from '../../domain/cars/messages.ts';
import { PRINT_SELECTION_MODES, PrintOwnCarsMessages, printRequestProblem, type PrintSelectionMode } from '../../domain/cars/print-own-cars.ts';
import { formatDateTime, formatNumber, toClientDate } from '../../domain/format.ts';
import { badRequest, notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { booleanText } from '../platform/http/request-schemas.ts';
import { respond } from '../platform/http/response.ts';
import { documentShell } from '../pdf/document-shell.ts';
import { asciiFileName, pdfRenderer } from '../pdf/pdf-port.ts';
import { searchFromQuery } from './export-own-cars.ts';
import { searchStock } from './stock-scope.ts';
import { stockSearchSchema, type StockListItem, type StockSearch } from './stock-search.ts';
import { PDF } from '../platform/http/contract.ts';

/**
 * GET /api/PrintOwnCars/PrintOwnCars?CarIds=&SelectionMode=&Title=&UseCompanyLogo=&{search params, IsSold, sort,
 * sortdir}: a list of stock cars as a PDF through the Chromium renderer (spec part 1 §2 own cars print, §5, §7, §9).
 *
 * 'Selected' prints the ids chosen (1 to 100; every one must be a car of the caller's scope, else nothing is printed);
 * 'All' prints the search's cars (1 to 100). The print modal sends 'All' when the whole page (50) or every car of the
 * search was chosen. Cars are printed in the list's order. The print records nothing; the PDF passes through the
 * renderer's preview folder (expired after a day).
 */
const OPTIONS = ['carids', 'selectionmode', 'title', 'usecompanylogo', 'renderpdf', 'usepdfattachment'];
const optionsSchema = z.object({
  SelectionMode: z
    .string()
    .transform((value) => PRINT_SELECTION_MODES.find((mode) => mode.toLowerCase() === value.toLowerCase()) ?? value)
    .pipe(z.enum(PRINT_SELECTION_MODES, { error: 'SelectionMode skal være Selected eller All.' }))
    .optional(),
  Title: z.string().max(100, 'Titlen må højst være 100 tegn.').optional(),
  UseCompanyLogo: booleanText('UseCompanyLogo').optional(),
  RenderPdf: booleanText('RenderPdf').optional(),
  UsePdfAttachment: booleanText('UsePdfAttachment').optional(),
});

const carIdsOf = (params: Readonly<Record<string, string | undefined>>): string[] => {
  const ids = Object.entries(params)
    .filter(([key]) => /^carids(\[\d*\])?$/i.test(key))
    .flatMap(([, value]) => (value ?? '').split(','))
    .map((id) => id.trim())
    .filter(Boolean);
  const wrong = ids.find((id) => !/^\d{1,18}$/.test(id));
  if (wrong !== undefined) throw badRequest('CarIds', 'CarIds skal være bil-id.');
  return [...new Set(ids)];
};

const optionOf = (params: Readonly<Record<string, string | undefined>>, name: string): string | undefined =>
  Object.entries(params).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

const escape = (text: string | number | null | undefined): string =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const kr = (value: number | null): string => (value === null ? '–' : `${formatNumber(value)} kr.`);
const km = (value: number | null): string => (value === null ? '–' : formatNumber(value));

const STYLES = `
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

/** The columns, and whether each is a right-aligned figure. */
const HEADERS: [string, boolean][] = [
  ['Bil', false],
  ['1. reg.', false],
  ['Km', true],
  ['Kontantpris', true],
  ['Pris ekskl. lev.', true],
  ['Status', false],
  ['Afdeling', false],
  ['Vognnr.', false],
  ['Reg.nr.', false],
  ['Lagerdage', true],
  ['Billeder', true],
];
const SOLD_HEADERS: [string, boolean][] = [
  ['Salgsdato', false],
  ['Salgspris', true],
];

export const ownCarsPrintBody = (
  cars: readonly StockListItem[],
  options: { title: string; dealerName: string; logo: boolean; sold: boolean; printedAt: Date },
): string =>
  [
    '<header><div>',
    `<h1>${escape(options.title)}</h1>`,
    `<p class="meta">${escape(`${cars.length} ${cars.length === 1 ? 'bil' : 'biler'} · Udskrevet ${formatDateTime(options.printedAt)} af ${options.dealerName}`)}</p>`,
    '</div>',
    options.logo ? `<div class="dealer">${escape(options.dealerName)}</div>` : '',
    '</header>',
    '<table class="cars"><thead><tr>',
    HEADERS.concat(options.sold ? SOLD_HEADERS : [])
      .map(([header, amount]) => `<th${amount ? ' class="amount"' : ''}>${escape(header)}</th>`)
      .join(''),
    '</tr></thead><tbody>',
    ...cars.map((car) =>
      [
        '<tr>',
        `<td><div class="car">${escape(`${car.Make} ${car.Model}`)}</div><div class="variant">${escape(car.Variant)}</div></td>`,
        `<td class="nowrap">${escape(toClientDate(car.FirstRegistrationDate) || '–')}</td>`,
        `<td class="amount">${escape(km(car.Mileage))}</td>`,
        `<td class="amount">${escape(kr(car.CashPrice))}</td>`,
        `<td class="amount">${escape(kr(car.Price))}</td>`,
        `<td>${escape(car.StatusText)}</td>`,
        `<td>${escape(car.Branch)}</td>`,
        `<td>${escape(car.VehicleNumber)}</td>`,
        `<td class="nowrap">${escape(car.RegistrationNumber)}</td>`,
        `<td class="amount">${escape(car.DaysInStock)}</td>`,
        `<td class="amount">${escape(car.Pictures)}</td>`,
        ...(options.sold ? [`<td class="nowrap">${escape(toClientDate(car.SalesDate) || '–')}</td>`, `<td class="amount">${escape(kr(car.SalesPrice))}</td>`] : []),
        '</tr>',
      ].join(''),
    ),
    '</tbody></table>',
  ].join('\n');

const stamp = (at: Date): string => at.toISOString().replace(/[-:.]/g, '');

/** Which cars a print takes, in the list's order; refused whole when it would be none or more than 100. */
export const carsToPrint = (items: readonly StockListItem[], mode: PrintSelectionMode, carIds: readonly string[]): StockListItem[] => {
  if (mode === 'All') {
    const problem = printRequestProblem(items.length);
    if (problem) throw badRequest('CarIds', problem);
    return [...items];
  }
  const byId = new Map(items.map((item) => [item.Id, item]));
  // A car outside the caller's scope is unknown, as everywhere else: nothing of the selection is printed.
  if (carIds.some((id) => !byId.has(id))) throw notFound(CarMessages.notFound);
  const chosen = new Set(carIds);
  return items.filter((item) => chosen.has(item.Id));
};

export const handler = query({
  summary: 'De valgte lagerbiler som PDF.',
  responses: { 200: PDF },
  query: z.record(z.string(), z.string().optional()),
  run: async ({ query: params, session }) => {
    const parsedOptions = optionsSchema.safeParse({
      SelectionMode: optionOf(params, 'SelectionMode'),
      Title: optionOf(params, 'Title'),
      UseCompanyLogo: optionOf(params, 'UseCompanyLogo'),
      RenderPdf: optionOf(params, 'RenderPdf'),
      UsePdfAttachment: optionOf(params, 'UsePdfAttachment'),
    });
    if (!parsedOptions.success) {
      const issue = parsedOptions.error.issues[0]!;
      throw badRequest(String(issue.path[0] ?? 'query'), issue.message);
    }
    const options = parsedOptions.data;
    const mode = options.SelectionMode ?? 'Selected';
    const carIds = carIdsOf(params);
    const problem = mode === 'Selected' ? printRequestProblem(carIds.length) : null;
    if (problem) throw badRequest('CarIds', problem);

    const searchParams = Object.fromEntries(Object.entries(params).filter(([key]) => !OPTIONS.includes(key.replace(/\[\d*\]$/, '').toLowerCase())));
    const multi: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(searchParams)) if (value?.includes(',')) multi[key] = value.split(',');
    const parsedSearch = stockSearchSchema.safeParse(searchFromQuery(searchParams, multi));
    if (!parsedSearch.success) {
      const issue = parsedSearch.error.issues[0]!;
      throw badRequest(String(issue.path[0] ?? 'query'), issue.message);
    }
    // Chosen cars are found in the scope they were chosen in, whatever the filters have become since.
    const search: StockSearch =
      mode === 'All'
        ? parsedSearch.data
        : {
            SearchScope: parsedSearch.data.SearchScope,
            SelectedDealerIds: parsedSearch.data.SelectedDealerIds,
            IsSold: parsedSearch.data.IsSold,
            sort: parsedSearch.data.sort,
            sortdir: parsedSearch.data.sortdir,
          };
    const { items } = await searchStock(session, search);
    const cars = carsToPrint(items, mode, carIds);

    const sold = search.IsSold ?? false;
    const title = options.Title?.trim() || (sold ? PrintOwnCarsMessages.soldTitle : PrintOwnCarsMessages.defaultTitle);
    const now = new Date();
    const html = documentShell({
      title,
      styles: STYLES,
      body: ownCarsPrintBody(cars, { title, dealerName: session.dealerName, logo: options.UseCompanyLogo ?? false, sold, printedAt: now }),
    });
    const key = `previews/${session.dealerId}/own-cars/${stamp(now)}-${randomUUID().slice(0, 8)}.pdf`;
    const { pdf } = await pdfRenderer().render({ html, title, author: session.dealerName, key, landscape: true });
    return respond(200, pdf, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `${options.UsePdfAttachment ? 'attachment' : 'inline'}; filename="${asciiFileName(`${title}.pdf`)}"`,
      },
    });
  },
});
