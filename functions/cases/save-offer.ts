import { command } from '../platform/http/endpoint.ts';
import { forDealer, loadCase, withVersion } from './case-commands.ts';
import { offerIdResponse, saveOfferBody } from './offer-schemas.ts';

/**
 * POST /api/caseplugin/save: the offer as its plugin frame holds it. Without `OfferId` the offer is added (and numbered:
 * the plugin loads once the offer has its number); with it, its terms, status and activation are saved. Answers the
 * offer's number, with the case's version as the ETag.
 */
export const handler = command({
  summary: 'Gemmer et tilbud på finansiering eller forsikring og svarer med tilbuddets nummer.',
  responses: { 200: offerIdResponse },
  body: saveOfferBody,
  async run(context) {
    const { CaseId, OfferId, FinanceCompany, IsActive, Offer } = context.body;
    const { Status, ServiceType: _filedByTheCase, ...terms } = Offer;
    const outcome = await context.handleGroup(async (group) => {
      const offerCase = await loadCase(group, CaseId);
      if (OfferId) {
        offerCase.decide(forDealer(context, { type: 'SaveOffer', offerId: OfferId, terms, status: Status ?? undefined, isActive: IsActive }));
        return OfferId;
      }
      const offerId = await group.reserve('offer');
      offerCase.decide(forDealer(context, { type: 'AddOffer', offerId, financeCompany: FinanceCompany, terms }));
      return offerId;
    });
    return withVersion(outcome.result, outcome.version);
  },
});
