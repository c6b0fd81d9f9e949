import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { catalogueDrillDown } from '../platform/registries/catalogue-drill-down.ts';
import { variantIdQuery } from './car-model-options.ts';
import { catalogueUnavailable, fromRegistries } from './vehicle-query.ts';
import { carModelOptionsForChangeModelResponse } from './responses.ts';

/**
 * GET /api/CarCatalog/GetCarModelOptionsForChangeModel?id=: the variant chosen in the change-model drill-down with
 * its equipment, so the car tab can replace the variant and offer the new one's options in one answer.
 */
export const handler = query({
  summary: 'En variants udstyr, når modellen skiftes.',
  responses: { 200: carModelOptionsForChangeModelResponse },
  query: variantIdQuery,
  run: ({ query: { id } }) =>
    fromRegistries(catalogueUnavailable, async () => {
      const drill = catalogueDrillDown();
      const [Variant, Options] = await Promise.all([drill.variant(id), drill.options(id)]);
      if (!Variant || !Options) throw notFound('Varianten findes ikke i modelkataloget.');
      return { Variant, Options };
    }),
});
