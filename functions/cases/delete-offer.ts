import { command } from '../platform/http/endpoint.ts';
import { caseCommand, withVersion } from './case-commands.ts';
import { deleteOfferQuery, offerDeletedResponse } from './offer-schemas.ts';

/** DELETE /api/caseplugin/delete?caseId=&company=&financeId=: deletes an offer not yet sent to its partner. */
export const handler = command({
  summary: 'Sletter et tilbud, som ikke er sendt til finansieringsselskabet.',
  responses: { 200: offerDeletedResponse },
  query: deleteOfferQuery,
  async run(context) {
    const { caseId, financeId } = context.query;
    const outcome = await caseCommand(context, caseId, { type: 'DeleteOffer', offerId: financeId });
    return withVersion({ OfferId: financeId }, outcome.version);
  },
});
