import { LookupMessages, type BusinessLookupResult, type PersonLookupResult } from '../../../../../domain/customers/lookup.ts';
import { api, ApiError } from '@/lib/api.ts';

/**
 * The register look-ups of the customer forms (spec part 1 §5, §7 "Lookups", §8): each answers the register's record,
 * or fails with an `ApiError` that `lookupFailure` turns into the text the screen shows. The screens run them as
 * mutations (`RegisterSearch`): each is a question asked on purpose and recorded for audit, never cached or retried.
 */

/** POST /api/cprlookup/searchbycpr. `isBusiness`: the CPR of a business customer's user. */
export const lookUpCpr = (cpr: string, isBusiness: boolean): Promise<PersonLookupResult> =>
  api.post<PersonLookupResult>('/api/cprlookup/searchbycpr', { Cpr: cpr, ...(isBusiness ? { IsBusiness: true } : {}) });

/** POST /api/TdcLookup/SearchByPhonenumber. */
export const lookUpPhone = (phoneNumber: string, isBusiness = false): Promise<PersonLookupResult> =>
  api.post<PersonLookupResult>('/api/TdcLookup/SearchByPhonenumber', { PhoneNumber: phoneNumber, ...(isBusiness ? { IsBusiness: true } : {}) });

/** GET /api/businesslookup/bycvr?cvrnumber=. */
export const lookUpBusinessByCvr = (cvr: string): Promise<BusinessLookupResult> => api.get<BusinessLookupResult>('/api/businesslookup/bycvr', { cvrnumber: cvr });

/** GET /api/businesslookup/byphone?phonenumber=. */
export const lookUpBusinessByPhone = (phoneNumber: string): Promise<BusinessLookupResult> =>
  api.get<BusinessLookupResult>('/api/businesslookup/byphone', { phonenumber: phoneNumber });

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
