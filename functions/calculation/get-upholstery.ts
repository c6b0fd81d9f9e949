import { query } from '../platform/http/endpoint.ts';
import { fromPricing } from './catalogue-pricing-query.ts';

/** GET /api/CarCatalog/GetUpholstery: the catalogue's upholstery types (the car tab's Upholstery.Type). */
export const handler = query({ run: () => fromPricing((pricing) => pricing.upholstery()) });
