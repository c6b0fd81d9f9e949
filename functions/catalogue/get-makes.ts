import { query } from '../platform/http/endpoint.ts';
import { fromCatalogue } from './catalogue-query.ts';
import { getMakesResponse } from './responses.ts';

/** GET /api/dbi/getmakes: the catalogue's makes, sorted (the car catalogue modal's first filter). */
export const handler = query({
  summary: 'Modelkatalogets mærker.',
  responses: { 200: getMakesResponse },
  run: () => fromCatalogue((catalogue) => catalogue.makes()),
});
