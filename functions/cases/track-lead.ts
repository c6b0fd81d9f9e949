import { command } from '../platform/http/endpoint.ts';
import { caseCommand, withVersion } from './case-commands.ts';
import { TRACKED_EVENTS, trackLeadQuery } from './schemas.ts';
import { trackLeadResponse } from './responses.ts';

/**
 * GET|POST /api/printtracking/tracklead?caseid=&event=: records that a document was printed as its lead event
 * (TestDrivePrinted, PurchaseDocumentPrinted, OfferPrinted; no status change). The SPA calls it with GET in most places and POST in one, as the spec has it.
 */
export const handler = command({
  summary: 'Registrerer en udskrift som lead-hændelse.',
  responses: { 200: trackLeadResponse },
  query: trackLeadQuery,
  async run(context) {
    const { caseid, event } = context.query;
    const outcome = await caseCommand(context, caseid, { type: 'TrackLead', document: TRACKED_EVENTS[event] });
    return withVersion({ CaseId: caseid, Event: event }, outcome.version);
  },
});
