import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { caseKeys } from './keys.ts';
import type { NewCaseSearch } from './new-case-search.ts';
import type { CaseModel } from './types.ts';

/** GET /api/Case/New: a blank case (not stored), with a stock car, a customer or a finance offer filled in. */
export const blankCaseQuery = ({ carId, customerId, financeOfferId }: NewCaseSearch) =>
  queryOptions({
    queryKey: caseKeys.blank({ carId, customerId, financeOfferId }),
    queryFn: () => api.get<CaseModel>('/api/Case/New', { carId, customerId, financeOfferId }),
  });

/** The sales item the server makes of a stock car (the same prefill as a case created from the car). */
export const salesItemOfCar = async (carId: string) => (await api.get<CaseModel>('/api/Case/New', { carId })).SalesItem;
