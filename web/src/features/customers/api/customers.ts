import { queryOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import type { Customer } from '../../../../../domain/customers/customer.ts';
import { api, type ApiReply } from '@/lib/api.ts';

/** The customer API the customer tab uses (spec part 1 §7 "Customers"; part 2 §7 "Lookups and pickers"). */

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

export const customerKeys = {
  customer: (id: string) => ['customers', 'customer', id] as const,
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

/** GET /api/customer/InitNewCustomer/: a blank customer with Id '0'. */
export const initNewCustomer = (): Promise<StoredCustomer> => api.get<StoredCustomer>('/api/customer/InitNewCustomer/');

/**
 * POST /api/customer/save (private) or /api/customer/savebusiness: the customer's id and new version. `ifMatch` is the
 * version the user edited (the ETag it was loaded or last saved with): the server answers 409 'Conflict' when someone
 * else saved the customer since.
 */
export const saveCustomer = async (customer: Record<string, unknown> & { IsBusiness: boolean }, ifMatch?: string): Promise<ApiReply<string>> => {
  const path = customer.IsBusiness ? '/api/customer/savebusiness' : '/api/customer/save';
  const reply = await api.send<string | number>('POST', path, { body: customer, ifMatch });
  return { ...reply, data: String(reply.data) };
};

export interface SaveCustomerVariables {
  customer: Record<string, unknown> & { IsBusiness: boolean };
  ifMatch?: string;
}

/** The customer save as a mutation: pending while it runs; the caller says what success and failure do. */
export const useSaveCustomer = () =>
  useMutation({ mutationFn: ({ customer, ifMatch }: SaveCustomerVariables) => saveCustomer(customer, ifMatch) });

/** GET /api/zipcode/getcity: the city of a 4-digit zip code, or 'Ukendt'. */
export const cityOf = (zipCode: string): Promise<string> => api.get<string>('/api/zipcode/getcity', { zipcodeId: zipCode });

/**
 * The city look-up of a group of fields (the customer's own, group null, or a contact person's): the city answered is
 * filled in; a failed look-up leaves the city as typed.
 */
export const cityLookup =
  <Group>(setCity: (group: Group, city: string) => void) =>
  (group: Group) =>
  (zipCode: string): void => {
    void cityOf(zipCode)
      .then((city) => setCity(group, city))
      .catch(() => undefined);
  };
