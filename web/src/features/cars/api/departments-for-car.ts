import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type { Department } from './types.ts';

/** GET /api/ConglomerateDealer/FindConglomerateDealersForCar?carId=: the departments the car can go to. */
export const departmentsForCarQuery = (carId: string) =>
  queryOptions({
    queryKey: ['cars', 'transfer-targets', carId],
    queryFn: () => api.get<Department[]>('/api/ConglomerateDealer/FindConglomerateDealersForCar', { carId }),
    staleTime: 60_000,
  });
