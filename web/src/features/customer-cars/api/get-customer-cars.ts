import { queryOptions } from '@tanstack/react-query';
import type { CustomerCarData } from '../../../../../events/customer-cars.ts';
import { api } from '@/lib/api.ts';
import { customerCarKeys } from './keys.ts';

/** A customer car as `GET /api/Car/GetCustomerCars` lists it (spec part 1 §3 "Customer car"). */
export interface CustomerCarRow extends CustomerCarData {
  Id: string;
  DealerId: string;
  Title: string;
  Deleted?: boolean;
  /** The car's version as the list answered it: its save sends it back as If-Match. */
  Version?: number;
}

/** The customer's cars; deleted ones too, so that a case whose swap car was deleted still shows it. */
export const customerCarsQuery = (customerId: string) =>
  queryOptions({
    queryKey: customerCarKeys.ofCustomer(customerId),
    queryFn: () => api.get<CustomerCarRow[]>('/api/Car/GetCustomerCars', { customerId, IncludeCarEvenIfDeleted: true }),
  });
