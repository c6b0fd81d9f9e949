import { queryOptions } from '@tanstack/react-query';
import type { BidEntry, CustomerCarData } from '../../../../../events/customer-cars.ts';
import { api } from '@/lib/api.ts';

/** A customer car as `GET /api/Car/GetCustomerCars` lists it (spec part 1 §3 "Customer car"). */
export interface CustomerCarRow extends CustomerCarData {
  Id: string;
  DealerId: string;
  Title: string;
  Deleted?: boolean;
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

/** POST /api/car/saveCustomerCar: the car's id. */
export const saveCustomerCar = async (car: unknown): Promise<string> => {
  const reply = await api.send<string | number>('POST', '/api/car/saveCustomerCar', { body: car });
  return String(reply.data);
};
