import { queryOptions } from '@tanstack/react-query';
import type { CatalogueVariant } from '../../../../../domain/catalogue/model-catalogue.ts';
import { api } from '@/lib/api.ts';
import { ONE_HOUR } from './cache.ts';

/** One catalogue variant by its guid (part 1 §7 GetModelCatalogByGuid): the model catalogue details dialog. */
export const modelCatalogueQuery = (guid: string) =>
  queryOptions({
    queryKey: ['catalogue', 'variant', guid],
    queryFn: () => api.get<CatalogueVariant>('/api/CarCatalog/GetModelCatalogByGuid', { guid }),
    staleTime: ONE_HOUR,
    retry: false,
  });
