import * as z from 'zod';
import { CATALOGUE_CAR_TYPES, CATALOGUE_UNAVAILABLE_ERROR_CODE, CatalogueMessages, type CatalogueCarTypeId } from '../../domain/catalogue/model-catalogue.ts';
import { modelCatalogue, ModelCatalogueUnavailable, type ModelCatalogue } from '../platform/registries/model-catalogue.ts';
import { respond, type HttpResponse } from '../platform/http/response.ts';
import { missing, querySchema } from '../platform/http/request-schemas.ts';

/**
 * What the catalogue routes share: their query parameters (any casing, empty as none) and the answer when the
 * catalogue does not answer: 503 with the spec's ErrorCode 102 and its message (spec part 2 §8).
 */
export const makeParam = z.string({ error: missing('make') }).trim().min(1, missing('make')).max(100, 'make må højst være 100 tegn.');
const carTypeMessage = `carType skal være ${Object.entries(CATALOGUE_CAR_TYPES)
  .map(([id, name]) => `${id} (${name})`)
  .join(' eller ')}.`;
export const carTypeParam = z
  .string()
  .refine((value) => value in CATALOGUE_CAR_TYPES, carTypeMessage)
  .transform((value) => Number(value) as CatalogueCarTypeId);

export const makeQuery = querySchema({ make: makeParam });
export const modelsQuery = querySchema({ make: makeParam, carType: carTypeParam.optional() });
export const searchQuery = querySchema({
  carType: carTypeParam.optional(),
  make: makeParam.optional(),
  model: z.string().trim().max(100, 'model må højst være 100 tegn.').optional(),
  freetext: z.string().trim().max(200, 'freetext må højst være 200 tegn.').optional(),
});
export const guidQuery = querySchema({
  guid: z
    .string({ error: missing('guid') })
    .trim()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'guid skal være et gyldigt guid.'),
});

let catalogue: ModelCatalogue | undefined;

/** Runs a call to the catalogue; an outage becomes the spec's ErrorCode 102 answer. */
export const fromCatalogue = async <T>(call: (catalogue: ModelCatalogue) => Promise<T>): Promise<T | HttpResponse> => {
  try {
    return await call((catalogue ??= modelCatalogue()));
  } catch (error) {
    if (!(error instanceof ModelCatalogueUnavailable)) throw error;
    return respond(503, { Message: CatalogueMessages.unavailable, Code: 'CatalogueUnavailable', ErrorCode: CATALOGUE_UNAVAILABLE_ERROR_CODE });
  }
};
