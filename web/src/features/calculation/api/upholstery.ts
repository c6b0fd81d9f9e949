import { queryOptions } from '@tanstack/react-query';
import type { UpholsteryColor, UpholsteryType } from '../../../../../domain/calculation/dbi-vehicle.ts';
import { api } from '@/lib/api.ts';

/** The catalogue's upholstery types and colours (`GET /api/CarCatalog/GetUpholstery`, `/GetUpholsteryColors`). */
export const upholsteryQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['calculation', 'upholstery'],
    queryFn: async () => {
      const [types, colors] = await Promise.all([api.get<UpholsteryType[]>('/api/CarCatalog/GetUpholstery'), api.get<UpholsteryColor[]>('/api/CarCatalog/GetUpholsteryColors')]);
      return { types, colors };
    },
    enabled,
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
