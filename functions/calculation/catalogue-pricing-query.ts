import * as z from 'zod';
import { CATALOGUE_UNAVAILABLE_ERROR_CODE, CatalogueMessages } from '../../domain/catalogue/model-catalogue.ts';
import { cataloguePricing, type CataloguePricing } from '../platform/registries/catalogue-pricing.ts';
import { ModelCatalogueUnavailable } from '../platform/registries/model-catalogue.ts';
import { missing, notTenantId, querySchema } from '../platform/http/request-schemas.ts';
import { respond, type HttpResponse } from '../platform/http/response.ts';

/** What the calculation's catalogue routes share: the DbiId parameter and the catalogue outage's answer (ErrorCode 102). */
export const dbiIdParam = notTenantId(
  z
    .string({ error: missing('DbiId') })
    .trim()
    .min(1, missing('DbiId'))
    .max(64, 'DbiId må højst være 64 tegn.')
    .regex(/^[0-9A-Za-z-]+$/, 'DbiId er ikke gyldigt.'),
  "the catalogue's variant",
);
export const dbiIdQuery = querySchema({ DbiId: dbiIdParam });

let pricing: CataloguePricing | undefined;

export const fromPricing = async <T>(call: (pricing: CataloguePricing) => Promise<T>): Promise<T | HttpResponse> => {
  try {
    return await call((pricing ??= cataloguePricing()));
  } catch (error) {
    if (!(error instanceof ModelCatalogueUnavailable)) throw error;
    return respond(503, { Message: CatalogueMessages.unavailable, Code: 'CatalogueUnavailable', ErrorCode: CATALOGUE_UNAVAILABLE_ERROR_CODE });
  }
};
