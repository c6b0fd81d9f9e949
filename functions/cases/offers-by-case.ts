import { isLocked } from '../../domain/offers/rules.ts';
import { query } from '../platform/http/endpoint.ts';
import { readCase } from './case-views.ts';
import { offersOfCaseQuery, offersResponse } from './offer-schemas.ts';

/** GET /api/offer/GetByCaseId?caseId=[&MinVersion=]: the case's finance and insurance offers, in the order they were added. */
export const handler = query({
  summary: 'Sagens tilbud på finansiering og forsikring.',
  responses: { 200: offersResponse },
  query: offersOfCaseQuery,
  async run({ query: { caseId, MinVersion }, session }) {
    const row = await readCase(session.dealerId, caseId, MinVersion === undefined ? 0 : Number(MinVersion));
    return (row.Offers ?? []).map((offer) => ({
      FinanceCompany: offer.financeCompany,
      OfferId: offer.offerId,
      IsActive: offer.isActive,
      IsLocked: isLocked(offer),
      Offer: { ...offer.terms, ServiceType: offer.serviceType, Status: offer.status },
    }));
  },
});
