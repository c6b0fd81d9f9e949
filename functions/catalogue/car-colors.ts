import { query } from '../platform/http/endpoint.ts';
import { catalogueDrillDown } from '../platform/registries/catalogue-drill-down.ts';
import { catalogueUnavailable, fromRegistries } from './vehicle-query.ts';
import { carColorsResponse } from './responses.ts';

/** GET /api/CarCatalog/GetCarColors: the colours a car is registered in (the swap car's CarColorId), as { Id, Name }. */
export const handler = query({
  summary: 'Farverne, en bil kan være registreret i.',
  responses: { 200: carColorsResponse },
  run: () => fromRegistries(catalogueUnavailable, () => catalogueDrillDown().colors()),
});
