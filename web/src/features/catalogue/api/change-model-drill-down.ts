import { queryOptions } from '@tanstack/react-query';
import type { DrillDownResponse } from '../../../../../domain/catalogue/vehicle-data.ts';
import { api } from '@/lib/api.ts';
import { ONE_HOUR } from './cache.ts';

/** What the user has narrowed so far when changing the model of a car already specified as variant `Id`. */
export interface ChangeModelSelection {
  Id: string;
  Model: string | null;
  Year: number | null;
  Fuel: string | null;
}

/**
 * GET /api/CarCatalog/ChangeModelDrillDown: the catalogue's next step from the car's own type and make, narrowed by
 * model, year and fuel; the car's own model until another is chosen.
 */
export const changeModelDrillDownQuery = (selection: ChangeModelSelection) =>
  queryOptions({
    queryKey: ['vehicle-data', 'change-model-drill-down', selection],
    queryFn: () =>
      api.get<DrillDownResponse>('/api/CarCatalog/ChangeModelDrillDown', {
        id: selection.Id,
        model: selection.Model,
        year: selection.Year,
        fuel: selection.Fuel,
      }),
    staleTime: ONE_HOUR,
    retry: false,
  });
