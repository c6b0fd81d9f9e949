import type { PersonLookupResult } from '../../../../../domain/customers/lookup.ts';
import { api } from '@/lib/api.ts';

// A register look-up (spec part 1 §5, §8): run as a mutation, asked on purpose and recorded for audit, never cached.

/** POST /api/TdcLookup/SearchByPhonenumber. */
export const lookUpPhone = (phoneNumber: string, isBusiness = false): Promise<PersonLookupResult> =>
  api.post<PersonLookupResult>('/api/TdcLookup/SearchByPhonenumber', { PhoneNumber: phoneNumber, ...(isBusiness ? { IsBusiness: true } : {}) });
