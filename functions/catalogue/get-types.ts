import { query } from '../platform/http/endpoint.ts';
import { fromCatalogue, makeQuery } from './catalogue-query.ts';

/** GET /api/dbi/gettypes?make=: the vehicle categories of a make as { Id, Name } (Personbil, Varebil). */
export const handler = query({
  query: makeQuery,
  run: ({ query: { make } }) => fromCatalogue((catalogue) => catalogue.carTypes(make)),
});
