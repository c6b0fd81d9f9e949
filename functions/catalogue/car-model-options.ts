import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema } from '../platform/http/request-schemas.ts';
import { catalogueDrillDown } from '../platform/registries/catalogue-drill-down.ts';
import { catalogueUnavailable, fromRegistries, guidParam } from './vehicle-query.ts';
import { carModelOptionsResponse } from './responses.ts';

export const variantIdQuery = querySchema({ id: guidParam('id') });

/** GET /api/CarCatalog/GetCarModelOptions?id=: a catalogue variant's standard and optional equipment. */
export const handler = query({
  summary: 'En variants standard- og ekstraudstyr.',
  responses: { 200: carModelOptionsResponse },
  query: variantIdQuery,
  run: ({ query: { id } }) =>
    fromRegistries(catalogueUnavailable, async () => {
      const options = await catalogueDrillDown().options(id);
      if (!options) throw notFound('Varianten findes ikke i modelkataloget.');
      return options;
    }),
});
