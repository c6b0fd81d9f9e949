import { queryOptions } from '@tanstack/react-query';
import type { Customer } from '../../../../../domain/customers/customer.ts';
import { api } from '@/lib/api.ts';

/** The customer API the customer tab uses (spec part 1 §7 "Customers"; part 2 §7 "Lookups and pickers"). */

/** GET /api/customer/get: a customer with every field; CPR numbers masked without the CPR look-up function. */
export type StoredCustomer = Customer & { Id: string; DealerId: string; Title: string };

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: ['customers', 'customer', id],
    queryFn: () => api.get<StoredCustomer>('/api/customer/get', { id }),
    refetchOnWindowFocus: false,
  });

/** GET /api/customer/InitNewCustomer/: a blank customer with Id '0'. */
export const initNewCustomer = (): Promise<StoredCustomer> => api.get<StoredCustomer>('/api/customer/InitNewCustomer/');

/** POST /api/customer/save (private) or /api/customer/savebusiness: the customer's id. */
export const saveCustomer = async (customer: Record<string, unknown> & { IsBusiness: boolean }): Promise<string> => {
  const path = customer.IsBusiness ? '/api/customer/savebusiness' : '/api/customer/save';
  return String(await api.post<string | number>(path, customer));
};

/** GET /api/zipcode/getcity: the city of a 4-digit zip code, or 'Ukendt'. */
export const cityOf = (zipCode: string): Promise<string> => api.get<string>('/api/zipcode/getcity', { zipcodeId: zipCode });
