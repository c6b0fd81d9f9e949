import { CatalogueMessages } from '../../domain/catalogue/model-catalogue.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { dbiIdQuery, fromPricing } from './catalogue-pricing-query.ts';
import { getDbiVehicleResponse } from './responses.ts';

/**
 * GET /api/dbi/getdbivehicle?DbiId=: a catalogue variant's vehicle information, tax-deductible settings, price block
 * at catalogue prices (what 'reset to catalogue prices' restores), minimum profit, minimum taxation, access level and
 * factory equipment. A variant the catalogue no longer holds is a 404 (the reset is then refused).
 */
export const handler = query({
  summary: 'En variant fra kataloget med prisdata.',
  responses: { 200: getDbiVehicleResponse },
  query: dbiIdQuery,
  run: ({ query: { DbiId } }) =>
    fromPricing(async (pricing) => {
      const vehicle = await pricing.vehicle(DbiId);
      if (!vehicle) throw notFound(CatalogueMessages.notFound);
      return vehicle;
    }),
});
