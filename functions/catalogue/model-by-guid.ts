import { CatalogueMessages } from '../../domain/catalogue/model-catalogue.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { fromCatalogue, guidQuery } from './catalogue-query.ts';
import { modelByGuidResponse } from './responses.ts';

/**
 * GET /api/CarCatalog/GetModelCatalogByGuid?guid=: one catalogue variant (part 1 §7). Any signed-in user: the stock
 * car's details read it as well as the case page. A guid the catalogue does not hold is a 404.
 */
export const handler = query({
  summary: 'Én variant i modelkataloget.',
  responses: { 200: modelByGuidResponse },
  query: guidQuery,
  run: ({ query: { guid } }) =>
    fromCatalogue(async (catalogue) => {
      const variant = await catalogue.byGuid(guid);
      if (!variant) throw notFound(CatalogueMessages.notFound);
      return variant;
    }),
});
