import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Customer } from '../../../../../domain/customers/customer.ts';
import { api } from '@/lib/api.ts';
import { customerKeys } from './keys.ts';

/**
 * GET /api/customer/get: a customer with every field; CPR numbers masked without the CPR look-up function. `ETag` is
 * the customer's version as the server answered it, which the next save sends back as If-Match.
 */
export type StoredCustomer = Customer & { Id: string; DealerId: string; Title: string; ETag?: string };

/** The customer, at least at `minVersion` (the version a save answered with) when given. */
export const fetchCustomer = async (id: string, minVersion?: string): Promise<StoredCustomer> => {
  const { data, version } = await api.send<StoredCustomer>('GET', '/api/customer/get', { query: { id, MinVersion: minVersion } });
  return version === undefined ? data : { ...data, ETag: version };
};

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.customer(id),
    queryFn: () => fetchCustomer(id),
    refetchOnWindowFocus: false,
  });

/** Reads the customer again (at least at `version`) and puts it in the cache: what a reload after a conflict shows. */
export const reloadCustomer = async (queryClient: QueryClient, id: string, version?: string): Promise<StoredCustomer> => {
  const fresh = await fetchCustomer(id, version);
  queryClient.setQueryData(customerKeys.customer(id), fresh);
  return fresh;
};
