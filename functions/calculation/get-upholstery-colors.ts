import { query } from '../platform/http/endpoint.ts';
import { fromPricing } from './catalogue-pricing-query.ts';

/** GET /api/CarCatalog/GetUpholsteryColors: the catalogue's upholstery colours with their codes. */
export const handler = query({ run: () => fromPricing((pricing) => pricing.upholsteryColors()) });
