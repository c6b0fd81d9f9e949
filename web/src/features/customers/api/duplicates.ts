import { api } from '@/lib/api.ts';

/** The existing customer a new one duplicates: its id, and its name where the server gives it. */
export interface DuplicateCustomer {
  id: string;
  name: string | null;
}

/**
 * POST /api/customerlist/GetDuplicatePrivateCustomer or /GetDuplicateBusinessCustomer (spec part 1 §7 "Duplicates"):
 * the customer of the department that the new one duplicates (matched on its CPR, phone and e-mail, by keyed hashes on
 * the server), or null. An id above 0 means a duplicate.
 */
export const findDuplicate = async (customer: Record<string, unknown> & { IsBusiness: boolean }): Promise<DuplicateCustomer | null> => {
  const path = customer.IsBusiness ? '/api/customerlist/GetDuplicateBusinessCustomer' : '/api/customerlist/GetDuplicatePrivateCustomer';
  const answer = await api.post<unknown>(path, customer);
  // The id alone, as the spec has it; an object naming it (with the customer's name) is read the same way.
  const named = answer !== null && typeof answer === 'object' ? (answer as { Id?: unknown; CustomerId?: unknown; Name?: unknown }) : undefined;
  const id = named ? (named.Id ?? named.CustomerId) : answer;
  if (!isDuplicateId(id)) return null;
  return { id: String(id as string | number), name: typeof named?.Name === 'string' && named.Name.trim() !== '' ? named.Name : null };
};

/** An id above 0: the server answers the id as a digit string (or a number), 0 or nothing when there is none. */
export const isDuplicateId = (id: unknown): boolean =>
  (typeof id === 'number' && Number.isInteger(id) && id > 0) || (typeof id === 'string' && /^\d+$/.test(id) && /[1-9]/.test(id));
