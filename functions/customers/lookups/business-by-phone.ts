import { LookupMessages, phoneNumber } from '../../../domain/customers/lookup.ts';
import { command } from '../../platform/http/endpoint.ts';
import { querySchema } from '../../platform/http/request-schemas.ts';
import { businessRegister } from '../../platform/registries/business-register.ts';
import { lookUp, notFound } from './look-up.ts';
import { businessByPhoneResponse } from '../responses.ts';

/**
 * GET /api/businesslookup/byphone?phonenumber= (spec part 1 §5, §8): the company an 8-digit phone number belongs to,
 * from the business register. 404 'Der findes ingen oplysninger på det indtastede telefonnummer.'; 503 'CVR servicen svarer ikke - prøv igen senere.' when down.
 */
export const handler = command({
  summary: 'Slår en virksomhed op i CVR-registret på telefonnummer.',
  responses: { 200: businessByPhoneResponse },
  query: querySchema({ phonenumber: phoneNumber }),
  run: (context) =>
    lookUp(context, {
      register: 'businessPhone',
      purpose: 'businessCustomer',
      unavailable: LookupMessages.cvrUnavailable,
      ask: async () => {
        const company = await businessRegister().byPhone(context.query.phonenumber);
        return company ? { found: company } : notFound(LookupMessages.phoneNotFound);
      },
    }),
});
