import { LookupMessages, phoneLookupRequest } from '../../../domain/customers/lookup.ts';
import { command } from '../../platform/http/endpoint.ts';
import { phoneDirectory } from '../../platform/registries/phone-directory.ts';
import { lookUp, notFound } from './look-up.ts';
import { searchByPhoneResponse } from '../responses.ts';

/**
 * POST /api/TdcLookup/SearchByPhonenumber with `{ PhoneNumber }` (spec part 1 §5, §8): the person an 8-digit phone
 * number belongs to, from the phone directory, for a private customer or a business customer's user (`IsBusiness`,
 * for the audit). 404 'Der findes ingen oplysninger på det indtastede telefonnummer.'; 503 when the directory is
 * down. The directory knows no CPR number: the answer's is empty.
 */
export const handler = command({
  summary: 'Slår et telefonnummer op i nummeroplysningen.',
  responses: { 200: searchByPhoneResponse },
  body: phoneLookupRequest,
  run: (context) =>
    lookUp(context, {
      register: 'phone',
      purpose: context.body.IsBusiness ? 'businessUser' : 'privateCustomer',
      unavailable: LookupMessages.phoneUnavailable,
      ask: async () => {
        const person = await phoneDirectory().byPhone(context.body.PhoneNumber);
        return person ? { found: person } : notFound(LookupMessages.phoneNotFound);
      },
    }),
});
