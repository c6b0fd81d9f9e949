import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { caseKeys } from './keys.ts';
import type { CaseModel } from './types.ts';

/** GET /api/Case/New: a blank case (not stored), with a stock car or a customer filled in. */
export const blankCaseQuery = (carId?: string, customerId?: string) =>
  queryOptions({
    queryKey: caseKeys.blank(carId, customerId),
    queryFn: () => api.get<CaseModel>('/api/Case/New', { carId, customerId }),
  });

/** The sales item the server makes of a stock car (the same prefill as a case created from the car). */
export const salesItemOfCar = async (carId: string) => (await api.get<CaseModel>('/api/Case/New', { carId })).SalesItem;
