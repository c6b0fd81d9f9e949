import { queryOptions } from '@tanstack/react-query';
import type { CatalogueCarTypeId, CatalogueVariant } from '../../../../../domain/catalogue/model-catalogue.ts';
import { api } from '@/lib/api.ts';
import { ONE_HOUR } from './cache.ts';

export interface CatalogueFilters {
  make: string | null;
  carType: CatalogueCarTypeId | null;
  model: string | null;
  freetext: string;
}

/** The grid's variants; searched once a make is chosen or free text is typed. */
export const catalogueSearchQuery = (filters: CatalogueFilters) =>
  queryOptions({
    queryKey: ['catalogue', 'search', filters],
    queryFn: () =>
      api.get<{ Total: number; List: CatalogueVariant[] }>('/api/dbi/search', {
        carType: filters.carType,
        make: filters.make,
        model: filters.model,
        freetext: filters.freetext || null,
      }),
    enabled: filters.make !== null || filters.freetext !== '',
    staleTime: ONE_HOUR,
    retry: false,
  });
