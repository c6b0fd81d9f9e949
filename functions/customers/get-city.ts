import * as z from 'zod';
import { FieldMessages, UNKNOWN_CITY } from '../../domain/customers/fields.ts';
import { query } from '../platform/http/endpoint.ts';
import { zipCodeRegistry } from '../platform/registries/zip-codes.ts';
import { notTenantId, querySchema } from '../platform/http/request-schemas.ts';
import { getCityResponse } from './responses.ts';

export const cityQuery = querySchema({
  zipcodeId: notTenantId(z.string({ error: FieldMessages.zipTooShort }).trim().min(4, FieldMessages.zipTooShort).regex(/^\d{4}$/, FieldMessages.zipInvalid), 'a Danish zip code'),
});

/**
 * GET /api/zipcode/getcity?zipcodeId= → the city of a Danish zip code, or 'Ukendt' for a zip code the register does
 * not know (the form then says 'By findes ikke.'). The form asks only once 4 characters are typed (spec part 1 §5).
 */
export const handler = query({
  summary: 'Bynavnet til et postnummer.',
  responses: { 200: getCityResponse },
  query: cityQuery,
  run: async ({ query: { zipcodeId } }) => (await zipCodeRegistry().cityOf(zipcodeId)) ?? UNKNOWN_CITY,
});
