import { queryOptions } from '@tanstack/react-query';
import type { CatalogueCarType, CatalogueCarTypeId, CatalogueVariant } from '../../../../../domain/catalogue/model-catalogue.ts';
import { CatalogueMessages } from '../../../../../domain/catalogue/model-catalogue.ts';
import { api, ApiError } from '@/lib/api.ts';

/** The model catalogue calls of the car catalogue modal (spec part 2 §7 "Lookups and pickers"). */

export interface CatalogueFilters {
  make: string | null;
  carType: CatalogueCarTypeId | null;
  model: string | null;
  freetext: string;
}

const ONE_HOUR = 60 * 60 * 1000;

export const catalogueMakesQuery = queryOptions({
  queryKey: ['catalogue', 'makes'],
  queryFn: () => api.get<string[]>('/api/dbi/getmakes'),
  staleTime: ONE_HOUR,
  retry: false,
});

export const catalogueTypesQuery = (make: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'types', make],
    queryFn: () => api.get<CatalogueCarType[]>('/api/dbi/gettypes', { make }),
    enabled: make !== null,
    staleTime: ONE_HOUR,
    retry: false,
  });

export const catalogueModelsQuery = (make: string | null, carType: CatalogueCarTypeId | null) =>
  queryOptions({
    queryKey: ['catalogue', 'models', make, carType],
    queryFn: () => api.get<string[]>('/api/dbi/getmodels', { make, carType }),
    enabled: make !== null,
    staleTime: ONE_HOUR,
    retry: false,
  });

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

/** What staff read when a catalogue call fails (spec part 2 §8): the outage message for ErrorCode 102, else the general one. */
export const catalogueErrorMessage = (error: unknown): string =>
  error instanceof ApiError && error.code === 'CatalogueUnavailable' ? CatalogueMessages.unavailable : CatalogueMessages.failed;

/** One catalogue variant by its guid (part 1 §7 GetModelCatalogByGuid): the model catalogue details dialog. */
export const modelCatalogueQuery = (guid: string) =>
  queryOptions({
    queryKey: ['catalogue', 'variant', guid],
    queryFn: () => api.get<CatalogueVariant>('/api/CarCatalog/GetModelCatalogByGuid', { guid }),
    staleTime: ONE_HOUR,
    retry: false,
  });
