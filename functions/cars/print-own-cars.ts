import * as z from 'zod';
import { CarMessages } from '../../domain/cars/messages.ts';
import { PrintOwnCarsMessages, printRequestProblem, type PrintSelectionMode } from '../../domain/cars/print-own-cars.ts';
import { formatNumber, toClientDate } from '../../domain/format.ts';
import { badRequest, notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { booleanText } from '../platform/http/request-schemas.ts';
import { CAR_LIST_PRINT_STYLES, carCell, carListPrintBody, carListPrintFields, cell, printedKr, SOLD_COLUMNS, type PrintColumn } from '../pdf/car-list-print.ts';
import { documentShell } from '../pdf/document-shell.ts';
import { pdfRenderer, pdfResponse, previewKey } from '../pdf/pdf-port.ts';
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
  ...carListPrintFields,
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

const km = (value: number | null): string => (value === null ? '–' : formatNumber(value));

const COLUMNS: readonly PrintColumn[] = [
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

export const ownCarsPrintBody = (
  cars: readonly StockListItem[],
  options: { title: string; dealerName: string; logo: boolean; sold: boolean; printedAt: Date },
): string =>
  carListPrintBody({
    ...options,
    columns: options.sold ? [...COLUMNS, ...SOLD_COLUMNS] : COLUMNS,
    rows: cars.map((car) => [
      carCell(`${car.Make} ${car.Model}`, car.Variant),
      cell(toClientDate(car.FirstRegistrationDate) || '–', 'nowrap'),
      cell(km(car.Mileage), 'figure'),
      cell(printedKr(car.CashPrice), 'figure'),
      cell(printedKr(car.Price), 'figure'),
      cell(car.StatusText),
      cell(car.Branch),
      cell(car.VehicleNumber),
      cell(car.RegistrationNumber, 'nowrap'),
      cell(car.DaysInStock, 'figure'),
      cell(car.Pictures, 'figure'),
      ...(options.sold ? [cell(toClientDate(car.SalesDate) || '–', 'nowrap'), cell(printedKr(car.SalesPrice), 'figure')] : []),
    ]),
  });

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
      styles: CAR_LIST_PRINT_STYLES,
      body: ownCarsPrintBody(cars, { title, dealerName: session.dealerName, logo: options.UseCompanyLogo ?? false, sold, printedAt: now }),
    });
    const { pdf } = await pdfRenderer().render({ html, title, author: session.dealerName, key: previewKey(session.dealerId, 'own-cars', now), landscape: true });
    return pdfResponse(pdf, `${title}.pdf`, options.UsePdfAttachment);
  },
});
