import { query } from '../platform/http/endpoint.ts';
import { fromCatalogue, modelsQuery } from './catalogue-query.ts';
import { getModelsResponse } from './responses.ts';

/** GET /api/dbi/getmodels?make=&carType=: the models of a make, of one vehicle category when carType is given. */
export const handler = query({
  summary: 'Et mærkes modeller.',
  responses: { 200: getModelsResponse },
  query: modelsQuery,
  run: ({ query: { make, carType } }) => fromCatalogue((catalogue) => catalogue.models(make, carType)),
});
