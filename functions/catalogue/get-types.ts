import { query } from '../platform/http/endpoint.ts';
import { fromCatalogue, makeQuery } from './catalogue-query.ts';
import { getTypesResponse } from './responses.ts';

/** GET /api/dbi/gettypes?make=: the vehicle categories of a make as { Id, Name } (Personbil, Varebil). */
export const handler = query({
  summary: 'Et mærkes køretøjskategorier.',
  responses: { 200: getTypesResponse },
  query: makeQuery,
  run: ({ query: { make } }) => fromCatalogue((catalogue) => catalogue.carTypes(make)),
});
