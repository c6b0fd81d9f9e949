import { queryOptions } from '@tanstack/react-query';
import type { CarModelOption, DrillDownVariant } from '../../../../../domain/catalogue/vehicle-data.ts';
import { api } from '@/lib/api.ts';
import { ONE_HOUR } from './cache.ts';

export interface VariantWithOptions {
  Variant: DrillDownVariant;
  Options: CarModelOption[];
}

/** GET /api/CarCatalog/GetCarModelOptionsForChangeModel: the variant chosen when changing model, with its equipment. */
export const carModelOptionsForChangeModelQuery = (id: string) =>
  queryOptions({
    queryKey: ['vehicle-data', 'car-model-options-for-change-model', id],
    queryFn: () => api.get<VariantWithOptions>('/api/CarCatalog/GetCarModelOptionsForChangeModel', { id }),
    staleTime: ONE_HOUR,
    retry: false,
  });
