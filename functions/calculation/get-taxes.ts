import { periodicTaxes, taxRequestSchema } from '../../domain/calculation/periodic-taxes.ts';
import { danishToday } from '../../domain/format.ts';
import { command } from '../platform/http/endpoint.ts';
import { getTaxesResponse } from './responses.ts';

/**
 * POST /api/VehicleTax/GetTaxes (spec part 2 §7 "Calculation"): the vehicle's yearly ownership or weight tax, diesel
 * equalisation tax and particle-filter surcharge at today's index, with the table each came from.
 */
export const handler = command({
  summary: 'Beregner de periodiske afgifter.',
  responses: { 200: getTaxesResponse },
  body: taxRequestSchema,
  run: async ({ body }) => periodicTaxes(body, danishToday()),
});
