import { maxGearing } from '../../domain/calculation/sale-calculation.ts';
import * as z from 'zod';
import { query } from '../platform/http/endpoint.ts';
import { missing, querySchema } from '../platform/http/request-schemas.ts';
import { fromPricing } from './catalogue-pricing-query.ts';
import { accessToDbiMakeResponse } from './responses.ts';

/**
 * GET /api/VehicleExtraEquipment/AccessToDbiMake?make=: how much the catalogue gives of a make (its DbiAccessLevel)
 * and what that means for max gearing (spec part 2 §4). An unknown make has no access.
 */
const makeParam = z.string({ error: missing('make') }).trim().min(1, missing('make')).max(100, 'make må højst være 100 tegn.');

export const handler = query({
  summary: 'Om afdelingen har adgang til mærkets katalogudstyr.',
  responses: { 200: accessToDbiMakeResponse },
  query: querySchema({ make: makeParam }),
  run: ({ query: { make } }) =>
    fromPricing(async (pricing) => {
      const level = await pricing.accessLevel(make);
      const gearing = maxGearing(level ?? null);
      return { Make: make, Access: level !== undefined && level !== null && level > 0, DbiAccessLevel: level ?? null, MaxGearing: gearing };
    }),
});
