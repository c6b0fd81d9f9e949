import { query } from '../platform/http/endpoint.ts';
import { fromPricing } from './catalogue-pricing-query.ts';
import { getUpholsteryColorsResponse } from './responses.ts';

/** GET /api/CarCatalog/GetUpholsteryColors: the catalogue's upholstery colours with their codes. */
export const handler = query({
  summary: 'Katalogets polstringsfarver.',
  responses: { 200: getUpholsteryColorsResponse },
  run: () => fromPricing((pricing) => pricing.upholsteryColors()),
});
