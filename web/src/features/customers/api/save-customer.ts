import { useMutation } from '@tanstack/react-query';
import { api, type ApiReply } from '@/lib/api.ts';

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
