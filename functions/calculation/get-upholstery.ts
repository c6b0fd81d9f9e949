import { query } from '../platform/http/endpoint.ts';
import { fromPricing } from './catalogue-pricing-query.ts';
import { getUpholsteryResponse } from './responses.ts';

/** GET /api/CarCatalog/GetUpholstery: the catalogue's upholstery types (the car tab's Upholstery.Type). */
export const handler = query({
  summary: 'Katalogets polstringstyper.',
  responses: { 200: getUpholsteryResponse },
  run: () => fromPricing((pricing) => pricing.upholstery()),
});
