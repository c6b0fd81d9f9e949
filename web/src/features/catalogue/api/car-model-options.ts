import { queryOptions } from '@tanstack/react-query';
import type { CarModelOption } from '../../../../../domain/catalogue/vehicle-data.ts';
import { api } from '@/lib/api.ts';
import { ONE_HOUR } from './cache.ts';

/** GET /api/CarCatalog/GetCarModelOptions: a catalogue variant's standard and extra equipment. */
export const carModelOptionsQuery = (id: string) =>
  queryOptions({
    queryKey: ['vehicle-data', 'car-model-options', id],
    queryFn: () => api.get<CarModelOption[]>('/api/CarCatalog/GetCarModelOptions', { id }),
    staleTime: ONE_HOUR,
    retry: false,
  });
