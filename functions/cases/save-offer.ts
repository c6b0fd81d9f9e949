import { command } from '../platform/http/endpoint.ts';
import { logger } from '../platform/logger.ts';
import { financeCompanies, type PartnerOffer } from '../platform/partners/finance-companies.ts';
import { forDealer, loadCase, withVersion } from './case-commands.ts';
import { offerIdResponse, saveOfferBody } from './offer-schemas.ts';

/** The offer as its partner holds it; a partner that does not answer leaves the offer as the plugin saved it. */
const partnerOffer = async (financeCompany: number, offerId: string): Promise<PartnerOffer | null> => {
  try {
    return await financeCompanies().offer(financeCompany, offerId);
  } catch (error) {
    logger.warn('The finance partner did not answer for its offer', { error, financeCompany });
    return null;
  }
};

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
    const { Status: statusSent, ServiceType: _filedByTheCase, ...sent } = Offer;
    // The status is the partner's: its back office moves the offer, and the save (after the plugin's update notice)
    // learns it from the partner, with the product the plugin chose.
    const atPartner = OfferId ? await partnerOffer(FinanceCompany, OfferId) : null;
    const Status = statusSent ?? atPartner?.Status;
    const terms = atPartner
      ? {
          ...sent,
          StatusText: atPartner.StatusText,
          StatusChangedDate: atPartner.StatusChangedDate,
          ApplicationSentDate: atPartner.ApplicationSentDate,
          ...(atPartner.ProductName ? { ProductId: atPartner.ProductId, ProductName: atPartner.ProductName } : {}),
        }
      : sent;
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
