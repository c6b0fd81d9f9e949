import { queryOptions } from '@tanstack/react-query';
import type { CatalogueCarType } from '../../../../../domain/catalogue/model-catalogue.ts';
import { api } from '@/lib/api.ts';
import { ONE_HOUR } from './cache.ts';

/** GET /api/dbi/gettypes: the car types of a make. */
export const catalogueTypesQuery = (make: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'types', make],
    queryFn: () => api.get<CatalogueCarType[]>('/api/dbi/gettypes', { make }),
    enabled: make !== null,
    staleTime: ONE_HOUR,
    retry: false,
  });
