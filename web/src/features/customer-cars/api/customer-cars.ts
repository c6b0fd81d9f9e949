import { queryOptions, useMutation } from '@tanstack/react-query';
import type { BidEntry, CustomerCarData } from '../../../../../events/customer-cars.ts';
import { api, type ApiReply } from '@/lib/api.ts';

/** A customer car as `GET /api/Car/GetCustomerCars` lists it (spec part 1 §3 "Customer car"). */
export interface CustomerCarRow extends CustomerCarData {
  Id: string;
  DealerId: string;
  Title: string;
  Deleted?: boolean;
  /** The car's version as the list answered it: its save sends it back as If-Match. */
  Version?: number;
}

export const customerCarKeys = {
  ofCustomer: (customerId: string) => ['customer-cars', customerId] as const,
  bids: (carId: string, caseId: string | null) => ['customer-cars', 'bids', carId, caseId] as const,
};

/** The customer's cars; deleted ones too, so that a case whose swap car was deleted still shows it. */
export const customerCarsQuery = (customerId: string) =>
  queryOptions({
    queryKey: customerCarKeys.ofCustomer(customerId),
    queryFn: () => api.get<CustomerCarRow[]>('/api/Car/GetCustomerCars', { customerId, IncludeCarEvenIfDeleted: true }),
  });

/** GET /api/Case/GetBids: the bids on the swap car. */
export const bidsQuery = (carId: string, caseId: string | null) =>
  queryOptions({
    queryKey: customerCarKeys.bids(carId, caseId),
    queryFn: async () => (await api.get<{ Bids: BidEntry[] }>('/api/Case/GetBids', { CaseId: caseId, SwapCarId: carId })).Bids,
  });

/**
 * POST /api/car/saveCustomerCar: the car's id and new version. `ifMatch` is the version of the car the user edited:
 * the server answers 409 'Conflict' when someone else saved the car since.
 */
export const saveCustomerCar = async (car: unknown, ifMatch?: string): Promise<ApiReply<string>> => {
  const reply = await api.send<string | number>('POST', '/api/car/saveCustomerCar', { body: car, ifMatch });
  return { ...reply, data: String(reply.data) };
};

/** The swap car save as a mutation: pending while it runs; the caller says what success and failure do. */
export const useSaveCustomerCar = () =>
  useMutation({ mutationFn: ({ car, ifMatch }: { car: unknown; ifMatch?: string }) => saveCustomerCar(car, ifMatch) });
