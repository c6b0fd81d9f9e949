import { queryOptions } from '@tanstack/react-query';
import type { DrillDownResponse, DrillDownSelection } from '../../../../../domain/catalogue/vehicle-data.ts';
import { api } from '@/lib/api.ts';
import { ONE_HOUR } from './cache.ts';

/** GET /api/CarCatalog/DrillDown: the choices under a selection, or the variants a number points to. */
export const drillDownQuery = (selection: DrillDownSelection) =>
  queryOptions({
    queryKey: ['vehicle-data', 'drill-down', selection],
    queryFn: () =>
      api.get<DrillDownResponse>('/api/CarCatalog/DrillDown', {
        type: selection.Type,
        make: selection.Make,
        model: selection.Model,
        year: selection.Year,
        fuel: selection.Fuel,
      }),
    staleTime: ONE_HOUR,
    retry: false,
  });

export const drillDownByNumber = (number: string): Promise<DrillDownResponse> => api.get<DrillDownResponse>('/api/CarCatalog/DrillDown', { number });
