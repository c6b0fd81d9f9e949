import { api } from '@/lib/api.ts';

/**
 * POST /api/customerlist/GetDuplicatePrivateCustomer or /GetDuplicateBusinessCustomer (spec part 1 §7 "Duplicates"):
 * the id of a customer of the department that the new one duplicates (matched on its CPR, phone and e-mail, by
 * keyed hashes on the server), or null. An id above 0 means a duplicate.
 */
export const findDuplicate = async (customer: Record<string, unknown> & { IsBusiness: boolean }): Promise<string | null> => {
  const path = customer.IsBusiness ? '/api/customerlist/GetDuplicateBusinessCustomer' : '/api/customerlist/GetDuplicatePrivateCustomer';
  const answer = await api.post<unknown>(path, customer);
  // The id alone, as the spec has it; an object naming it is read the same way.
  const id = answer !== null && typeof answer === 'object' ? ((answer as { Id?: unknown; CustomerId?: unknown }).Id ?? (answer as { CustomerId?: unknown }).CustomerId) : answer;
  return isDuplicateId(id) ? String(id) : null;
};

/** An id above 0: the server answers the id as a digit string (or a number), 0 or nothing when there is none. */
export const isDuplicateId = (id: unknown): boolean =>
  (typeof id === 'number' && Number.isInteger(id) && id > 0) || (typeof id === 'string' && /^\d+$/.test(id) && /[1-9]/.test(id));
