import { cvrNumber, LookupMessages } from '../../../domain/customers/lookup.ts';
import { command } from '../../platform/http/endpoint.ts';
import { querySchema } from '../../platform/http/request-schemas.ts';
import { businessRegister } from '../../platform/registries/business-register.ts';
import { lookUp, notFound } from './look-up.ts';
import { businessByCvrResponse } from '../responses.ts';

/**
 * GET /api/businesslookup/bycvr?cvrnumber= (spec part 1 §5, §8): the company of an 8-digit CVR number from the
 * business register. 404 'Der findes ingen oplysninger på det indtastede CVR-nummer.'; 503 when the register is down.
 */
export const handler = command({
  summary: 'Slår en virksomhed op i CVR-registret på CVR-nummer.',
  responses: { 200: businessByCvrResponse },
  query: querySchema({ cvrnumber: cvrNumber }),
  run: (context) =>
    lookUp(context, {
      register: 'cvr',
      purpose: 'businessCustomer',
      unavailable: LookupMessages.cvrUnavailable,
      ask: async () => {
        const company = await businessRegister().byCvr(context.query.cvrnumber);
        return company ? { found: company } : notFound(LookupMessages.cvrNotFound);
      },
    }),
});
