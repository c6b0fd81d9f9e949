import { query } from '../platform/http/endpoint.ts';
import { fromCatalogue } from './catalogue-query.ts';

/** GET /api/dbi/getmakes: the catalogue's makes, sorted (the car catalogue modal's first filter). */
export const handler = query({
  run: () => fromCatalogue((catalogue) => catalogue.makes()),
});
