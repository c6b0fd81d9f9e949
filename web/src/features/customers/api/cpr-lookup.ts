import type { PersonLookupResult } from '../../../../../domain/customers/lookup.ts';
import { api } from '@/lib/api.ts';

// A register look-up (spec part 1 §5, §8): run as a mutation, asked on purpose and recorded for audit, never cached.

/** POST /api/cprlookup/searchbycpr. `isBusiness`: the CPR of a business customer's user. */
export const lookUpCpr = (cpr: string, isBusiness: boolean): Promise<PersonLookupResult> =>
  api.post<PersonLookupResult>('/api/cprlookup/searchbycpr', { Cpr: cpr, ...(isBusiness ? { IsBusiness: true } : {}) });
