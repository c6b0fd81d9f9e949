import { queryOptions } from '@tanstack/react-query';
import type { CatalogueCarTypeId } from '../../../../../domain/catalogue/model-catalogue.ts';
import { api } from '@/lib/api.ts';
import { ONE_HOUR } from './cache.ts';

/** GET /api/dbi/getmodels: the models of a make and car type. */
export const catalogueModelsQuery = (make: string | null, carType: CatalogueCarTypeId | null) =>
  queryOptions({
    queryKey: ['catalogue', 'models', make, carType],
    queryFn: () => api.get<string[]>('/api/dbi/getmodels', { make, carType }),
    enabled: make !== null,
    staleTime: ONE_HOUR,
    retry: false,
  });
