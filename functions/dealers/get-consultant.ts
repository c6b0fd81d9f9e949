import { query } from '../platform/http/endpoint.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { bilbasenConsultants } from '../platform/registries/bilbasen-consultant.ts';
import { readableDealer } from './dealer-case-data.ts';
import { getConsultantResponse } from './responses.ts';

/** GET /api/Bilbasen/GetConsultant?dealerId: the department's marketplace consultant, or null when it has none. */
export const handler = query({
  summary: 'Afdelingens konsulent hos annonceportalen.',
  responses: { 200: getConsultantResponse },
  query: querySchema({ dealerId: scopedId('department', 'dealerId') }),
  async run({ session, query: { dealerId } }) {
    await readableDealer(session, dealerId);
    return (await bilbasenConsultants().consultantOf(dealerId)) ?? null;
  },
});
