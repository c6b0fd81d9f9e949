import { queryOptions } from '@tanstack/react-query';
import type { DbiVehicle } from '../../../../../domain/calculation/dbi-vehicle.ts';
import { api } from '@/lib/api.ts';

/** GET /api/dbi/getdbivehicle: the catalogue variant's figures the calculation starts from. */
export const dbiVehicleQuery = (dbiId: string | null) =>
  queryOptions({
    queryKey: ['calculation', 'dbi-vehicle', dbiId],
    queryFn: () => api.get<DbiVehicle>('/api/dbi/getdbivehicle', { DbiId: dbiId }),
    enabled: dbiId !== null,
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
