import { LookupMessages } from '../../../../../domain/customers/lookup.ts';
import { ApiError } from '@/lib/api.ts';

/** Which look-up failed: the business register by phone has the phone's no-data text and the register's service text. */
export type LookupKind = 'cpr' | 'phone' | 'cvr' | 'businessPhone';

const NOT_FOUND: Record<LookupKind, string> = {
  cpr: LookupMessages.cprNotFound,
  phone: LookupMessages.phoneNotFound,
  cvr: LookupMessages.cvrNotFound,
  businessPhone: LookupMessages.phoneNotFound,
};
const UNAVAILABLE: Record<LookupKind, string> = {
  cpr: LookupMessages.cprUnavailable,
  phone: LookupMessages.phoneUnavailable,
  cvr: LookupMessages.cvrUnavailable,
  businessPhone: LookupMessages.cvrUnavailable,
};

/**
 * The text a failed look-up shows (spec part 1 §8): 404 or 400, no data; a server failure (500, or the register down
 * or too slow: 503, 504), the service text; 403, the server's own text; anything else, an unexpected error.
 */
export const lookupFailure = (kind: LookupKind, error: unknown): string => {
  if (!(error instanceof ApiError)) return LookupMessages.unexpected;
  if (error.status === 404 || error.status === 400) return NOT_FOUND[kind];
  if (error.status === 500 || error.status === 502 || error.status === 503 || error.status === 504) return UNAVAILABLE[kind];
  if (error.status === 403) return error.message;
  return error.status === 0 ? error.message : LookupMessages.unexpected;
};
