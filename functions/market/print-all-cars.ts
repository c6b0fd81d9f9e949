import * as z from 'zod';
import { printRequestProblem } from '../../domain/cars/print-own-cars.ts';
import type { MarketListing } from '../../domain/market/listing.ts';
import { MarketMessages } from '../../domain/market/messages.ts';
import { priceGuide } from '../../domain/market/price-guide.ts';
import { badRequest, notFound } from '../platform/errors.ts';
import { PDF } from '../platform/http/contract.ts';
import { query } from '../platform/http/endpoint.ts';
import { booleanText, notTenantId, querySchema } from '../platform/http/request-schemas.ts';
import { carListPrintFields } from '../pdf/car-list-print.ts';
import { documentShell } from '../pdf/document-shell.ts';
import { pdfRenderer, pdfResponse, previewKey } from '../pdf/pdf-port.ts';
import { ALL_CARS_PRINT_STYLES, allCarsPrintBody, type PrintedGuide } from './all-cars-print.ts';
import { marketSearch } from './market.ts';
import type { MarketQuery, MarketSearch } from './market-search.ts';
import { carListSearchQuery, type CarListSearchQuery } from './schemas.ts';

/** The print's titles when none is typed, by the list's tab (spec part 1 §4 car list tab state). */
export const AllCarsPrintTitles = { all: 'Alle biler', forSale: 'Biler til salg', sold: 'Solgte biler' } as const;

/** The all-cars search the list was showing: the same query the grid sends (spec part 1 §3 "Stock search parameters"). */
const searchShape = (carListSearchQuery as unknown as { out: z.ZodObject }).out.shape;

/**
 * The print's own options beside the search (spec part 1 §7 Printing: car ids, selection mode, sort, title, search
 * params, logo flag, price guide info). The ids name listings of the public market, no tenant's data.
 */
const printOptions = {
  CarIds: notTenantId(
    z.string().transform((value, context) => {
      const ids = [...new Set(value.split(',').map((id) => id.trim()).filter(Boolean))];
      if (ids.some((id) => !/^\d{1,18}$/.test(id))) context.addIssue({ code: 'custom', message: 'CarIds skal være bil-id.' });
      return ids;
    }),
    'listings of the public market (the ad marketplaces and the wholesale list), the same for every dealer',
  ).optional(),
  ...carListPrintFields,
  UseCompanyLogo: booleanText('UseCompanyLogo').optional(),
  /** Whether the price guide of the search is printed above the cars (only for a dealer with the price guide function). */
  ShowPriceGuide: booleanText('ShowPriceGuide').optional(),
  UsePdfAttachment: booleanText('UsePdfAttachment').optional(),
};
export const printAllCarsQuery = querySchema({ ...searchShape, ...printOptions });
type PrintAllCarsQuery = CarListSearchQuery & z.output<z.ZodObject<typeof printOptions>>;

/** The search the list showed: its filters and sort, without the page or the price guide's own inputs. */
const searchOf = (params: PrintAllCarsQuery): MarketQuery => {
  const { CarIds: _ids, SelectionMode: _mode, Title: _title, UseCompanyLogo: _logo, ShowPriceGuide: _guide, UsePdfAttachment: _attachment, ActualMileage: _actual, PricePrKmUserOverwrite: _perKm, offset: _offset, count: _count, ...search } = params;
  return search;
};

/** Which cars a print takes: the ids chosen, in the order given (the list's), or every car of the search (at most 100). */
const carsToPrint = async (market: MarketSearch, params: PrintAllCarsQuery, search: MarketQuery): Promise<MarketListing[]> => {
  if ((params.SelectionMode ?? 'Selected') === 'All') {
    const page = await market.search({ ...search, offset: 0, count: 101 });
    const problem = printRequestProblem(page.Total);
    if (problem) throw badRequest('CarIds', problem);
    return page.List;
  }
  const ids = params.CarIds ?? [];
  const problem = printRequestProblem(ids.length);
  if (problem) throw badRequest('CarIds', problem);
  const cars = await Promise.all(ids.map((id) => market.byId(id)));
  // A listing no longer on the market is not printed silently as a gap: the print is refused whole.
  if (cars.some((car) => car === undefined)) throw notFound(MarketMessages.notFound);
  return cars as MarketListing[];
};

/** The price guide of the search, as the list showed it, for its actual mileage when one was given. */
const guideOf = async (market: MarketSearch, params: PrintAllCarsQuery, search: MarketQuery): Promise<PrintedGuide | null> => {
  const figures = await market.figures(search);
  if (figures.NumberOfCars === 0) return null;
  const input = { ...figures, PricePrKmUserOverwrite: params.PricePrKmUserOverwrite };
  const actual = params.ActualMileage;
  return actual === undefined ? { ...priceGuide({ ...input, ActualMileage: 0 }), ActualMileage: null, CalculatedPrice: null } : priceGuide({ ...input, ActualMileage: actual });
};

/**
 * GET /api/PrintAllCars/PrintAllCars?CarIds=&SelectionMode=&Title=&UseCompanyLogo=&ShowPriceGuide=&{the all-cars
 * search, sort, sortdir}: cars of the market-wide list as a PDF through the Chromium renderer (spec part 1 §2 all cars
 * print, §5, §6 price guide, §7, §9). 'Selected' prints the ids chosen (1 to 100), in the order given; 'All' every car
 * of the search (1 to 100) in the list's order. The price guide of the search is printed above the cars for a dealer
 * with the price guide function. The print records nothing; the PDF passes through the renderer's preview folder.
 */
export const handler = query({
  summary: 'Valgte biler fra alle biler som PDF, med prisguide.',
  responses: { 200: PDF },
  query: printAllCarsQuery,
  run: async ({ query, session }) => {
    const params = query as PrintAllCarsQuery;
    const market = await marketSearch();
    const search = searchOf(params);
    const cars = await carsToPrint(market, params, search);
    const guide = session.roleFlags.has('priceguide') && (params.ShowPriceGuide ?? true) ? await guideOf(market, params, search) : null;
    // The sale's columns go with the sold tab and the all tab, as in the grid.
    const sold = search.IsSold !== false;
    const title = params.Title?.trim() || (search.IsSold === true ? AllCarsPrintTitles.sold : search.IsSold === false ? AllCarsPrintTitles.forSale : AllCarsPrintTitles.all);
    const now = new Date();
    const html = documentShell({
      title,
      styles: ALL_CARS_PRINT_STYLES,
      body: allCarsPrintBody(cars, { title, dealerName: session.dealerName, logo: params.UseCompanyLogo ?? false, sold, guide, printedAt: now }),
    });
    const { pdf } = await pdfRenderer().render({ html, title, author: session.dealerName, key: previewKey(session.dealerId, 'all-cars', now), landscape: true });
    return pdfResponse(pdf, `${title}.pdf`, params.UsePdfAttachment);
  },
});
