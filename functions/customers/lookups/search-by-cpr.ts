import { cprLookupRequest, LookupMessages, type PersonLookupResult } from '../../../domain/customers/lookup.ts';
import { HttpError } from '../../platform/errors.ts';
import { command } from '../../platform/http/endpoint.ts';
import { respond } from '../../platform/http/response.ts';
import { personRegister } from '../../platform/registries/person-register.ts';
import { recordLookup } from './audit.ts';
import { lookUp, notFound, type LookupAnswer } from './look-up.ts';
import { searchByCprResponse } from '../responses.ts';

/**
 * POST /api/cprlookup/searchbycpr with `{ Cpr }` (spec part 1 §5, §6, §8): the person of a CPR number from the person
 * register. Only for departments with `can_perform_cpr_lookup`, except the CPR of a business customer's user
 * (`IsBusiness`), which the spec allows every department; anyone else gets 403 with the text the screen shows.
 * 404 'Der findes ingen oplysninger på det indtastede CPR nummer.', 503 'CPR servicen svarer ikke - prøv igen senere.',
 * 403 for a person with name and address protection. Status 90 in the answer means deceased. The number travels in
 * the body, never in the URL, and is neither logged nor stored: the audit record says who looked up and when.
 */
export const handler = command({
  summary: 'Slår en person op i CPR-registret.',
  responses: { 200: searchByCprResponse },
  body: cprLookupRequest,
  run: async (context) => {
    const { body, session } = context;
    const purpose = body.IsBusiness ? 'businessUser' : 'privateCustomer';
    if (!body.IsBusiness && !session.roleFlags.has('can_perform_cpr_lookup')) {
      await recordLookup(session, { register: 'cpr', outcome: 'refused', purpose }, context.correlationId, context.requestId);
      throw new HttpError(403, LookupMessages.cprNotAllowed, { code: 'CprLookupNotAllowed' });
    }
    return lookUp(context, {
      register: 'cpr',
      purpose,
      unavailable: LookupMessages.cprUnavailable,
      ask: async (): Promise<LookupAnswer<PersonLookupResult>> => {
        const answer = await personRegister().byCpr(body.Cpr);
        if (answer === 'unknown') return notFound(LookupMessages.cprNotFound);
        if (answer === 'protected') return { refused: respond(403, { Message: LookupMessages.cprProtected, Code: 'Protected' }) };
        return { found: answer.Person };
      },
    });
  },
});
