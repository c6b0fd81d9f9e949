import type { BusinessLookupResult } from '../../../../../domain/customers/lookup.ts';
import { api } from '@/lib/api.ts';

// A register look-up (spec part 1 §5, §8): run as a mutation, asked on purpose and recorded for audit, never cached.

/** GET /api/businesslookup/byphone?phonenumber=. */
export const lookUpBusinessByPhone = (phoneNumber: string): Promise<BusinessLookupResult> =>
  api.get<BusinessLookupResult>('/api/businesslookup/byphone', { phonenumber: phoneNumber });
