import * as z from 'zod';
import { CATALOGUE_UNAVAILABLE_ERROR_CODE, CatalogueMessages } from '../../domain/catalogue/model-catalogue.ts';
import { insightRows, marketInsight, marketInsightResponse, type InsightCar } from '../../domain/market/insights.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { integerText, missing, notTenantId, querySchema } from '../platform/http/request-schemas.ts';
import { respond } from '../platform/http/response.ts';
import { modelCatalogue, ModelCatalogueUnavailable } from '../platform/registries/model-catalogue.ts';
import { recentPriceCells } from './readers.ts';

/**
 * The market insights tool and the vehicle assessment (spec part 2 §2; part 1 §2 opens /marketinsights from the price
 * estimate): one car against the market, summed from the market's price cells. The market is everyone's; the car is
 * named by its data, not by a tenant's id.
 */
const firstRegistrationDate = z
  .string({ error: missing('firstRegistrationDate') })
  .regex(/^\d{4}-\d{2}-\d{2}/, 'firstRegistrationDate skal være en dato (ÅÅÅÅ-MM-DD).')
  .transform((value) => Number(value.slice(0, 4)))
  .pipe(z.number().min(1900, 'firstRegistrationDate skal være efter 1900.').max(2100, 'firstRegistrationDate skal være før 2100.'));
const mileage = integerText('mileage', 0, 2_000_000);
const name = (field: string) => z.string({ error: missing(field) }).trim().min(1, missing(field)).max(100, `${field} må højst være 100 tegn.`);

export const insightsQuery = querySchema({
  modelCatalogId: notTenantId(
    z
      .string({ error: missing('modelCatalogId') })
      .trim()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'modelCatalogId skal være et gyldigt guid.'),
    'a variant of the importers’ model catalogue, the same for every dealer',
  ),
  mileage: mileage.optional(),
  firstRegistrationDate,
});

export const assessmentQuery = querySchema({
  make: name('make'),
  model: name('model'),
  mileage: mileage.optional(),
  firstRegistrationDate,
  price: integerText('price', 0, 100_000_000).optional(),
});

const insightOf = async (car: InsightCar) => marketInsight(car, await recentPriceCells(insightRows(car)));

/** GET /api/market/insights/?modelCatalogId&mileage&firstRegistrationDate: a catalogue variant against the market. */
export const insights = query({
  summary: 'Markedsindsigt for en model i modelkataloget: prisguide, prisintervaller og markedet år for år.',
  responses: { 200: marketInsightResponse },
  query: insightsQuery,
  async run({ query: search }) {
    let variant;
    try {
      variant = await modelCatalogue().byGuid(search.modelCatalogId);
    } catch (error) {
      if (!(error instanceof ModelCatalogueUnavailable)) throw error;
      return respond(503, { Message: CatalogueMessages.unavailable, Code: 'CatalogueUnavailable', ErrorCode: CATALOGUE_UNAVAILABLE_ERROR_CODE });
    }
    if (!variant) throw notFound(CatalogueMessages.notFound);
    return insightOf({ Make: variant.Make, Model: variant.Model, RegistrationYear: search.firstRegistrationDate, Mileage: search.mileage ?? 0, CurrentPrice: null });
  },
});

/** GET /api/market/vehicleassessment/?make&model&firstRegistrationDate&mileage&price: a car as its data names it. */
export const assessment = query({
  summary: 'Vurdering af en bil mod markedet: prisguide, estimeret pris og prisintervaller.',
  responses: { 200: marketInsightResponse },
  query: assessmentQuery,
  run: ({ query: search }) =>
    insightOf({ Make: search.make, Model: search.model, RegistrationYear: search.firstRegistrationDate, Mileage: search.mileage ?? 0, CurrentPrice: search.price ?? null }),
});
