import { queryOptions } from '@tanstack/react-query';
import type { CarColor } from '../../../domain/catalogue/vehicle-data.ts';
import { api } from './api.ts';

/**
 * GET /api/CarCatalog/GetCarColors: the colours a car is registered in, from the car catalogue. One list for the
 * specification search and the swap car's colour field (the customer car's CarColorId).
 */
export const carColorsQuery = queryOptions({
  queryKey: ['vehicle-data', 'colors'],
  queryFn: () => api.get<CarColor[]>('/api/CarCatalog/GetCarColors'),
  staleTime: 60 * 60 * 1000,
  retry: false,
});
