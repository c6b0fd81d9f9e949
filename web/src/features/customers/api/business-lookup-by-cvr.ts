import type { BusinessLookupResult } from '../../../../../domain/customers/lookup.ts';
import { api } from '@/lib/api.ts';

// A register look-up (spec part 1 §5, §8): run as a mutation, asked on purpose and recorded for audit, never cached.

/** GET /api/businesslookup/bycvr?cvrnumber=. */
export const lookUpBusinessByCvr = (cvr: string): Promise<BusinessLookupResult> => api.get<BusinessLookupResult>('/api/businesslookup/bycvr', { cvrnumber: cvr });
