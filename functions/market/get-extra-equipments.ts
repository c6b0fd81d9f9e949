import * as z from 'zod';
import { query } from '../platform/http/endpoint.ts';

/** The extra equipment the all-cars filter offers: an identifier and its Danish name, as the own-cars list's. */
export const extraEquipmentsResponse = z.array(z.object({ Identifier: z.string(), Name: z.string() }));

/**
 * GET /api/carlist/getExtraEquipments/: the extra equipment the all-cars list can be filtered by (spec part 1 §7 All
 * cars). The market's sources (the ad marketplaces' and the wholesale list's feeds) state no extra equipment of their
 * listings, so no equipment can narrow the market yet: the list answers none, and the filter offers none, rather than
 * choices that would find nothing.
 */
export const handler = query({
  summary: 'Det ekstraudstyr, filteret i alle biler tilbyder.',
  responses: { 200: extraEquipmentsResponse },
  run: () => Promise.resolve([]),
});
