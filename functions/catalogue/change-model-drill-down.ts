import type { DrillDownResponse } from '../../domain/catalogue/vehicle-data.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema } from '../platform/http/request-schemas.ts';
import { catalogueDrillDown } from '../platform/registries/catalogue-drill-down.ts';
import { catalogueUnavailable, fromRegistries, guidParam, selectionShape } from './vehicle-query.ts';
import { changeModelDrillDownResponse } from './responses.ts';

const { model, year, fuel } = selectionShape;
const changeModelQuery = querySchema({ id: guidParam('id'), model, year, fuel });

/**
 * GET /api/CarCatalog/ChangeModelDrillDown?id=&model=&year=&fuel=: changing the model of a car already specified
 * (variant `id`) keeps its vehicle type and make and drills down from the model: the car tab's change of variant.
 */
export const handler = query({
  summary: 'Skift model: næste trin i kataloget.',
  responses: { 200: changeModelDrillDownResponse },
  query: changeModelQuery,
  run: ({ query: filters }) =>
    fromRegistries(catalogueUnavailable, async (): Promise<DrillDownResponse> => {
      const drill = catalogueDrillDown();
      const current = await drill.variant(filters.id);
      if (!current) throw notFound('Varianten findes ikke i modelkataloget.');
      const answer = await drill.drillDown({
        Type: current.Selection.Type,
        Make: current.Selection.Make,
        Model: filters.model ?? current.Selection.Model,
        Year: filters.year ?? null,
        Fuel: filters.fuel ?? null,
      });
      return { ...answer, VehicleDetails: null, Error: false };
    }),
});
