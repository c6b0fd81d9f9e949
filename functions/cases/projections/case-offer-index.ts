import { projection } from '../../platform/projection.ts';

/**
 * Which case holds an offer, per department: a row per case that has offers (its offers' ids), none for a case without,
 * so that a new case made from a finance offer (`Case/New?financeOfferId=`) finds the offer's case without reading
 * every case of the department. An offer leaves its row as it leaves the case (removed, or the case deleted).
 */
export const CASE_OFFER_INDEX = 'case-offer-index';
export const caseOfferIndexPartition = (dealerId: string): string => `${CASE_OFFER_INDEX}#${dealerId}`;

export interface CaseOfferIndexRow extends Record<string, unknown> {
  CaseId: string;
  OfferIds: string[];
}

export const caseOfferIndex = projection({
  name: CASE_OFFER_INDEX,
  events: ['CaseOfferAdded', 'CaseOfferRemoved', 'CaseDeleted'],
  evolve(row: CaseOfferIndexRow | undefined, event) {
    if (event.type === 'CaseDeleted') return null;
    const others = (row?.OfferIds ?? []).filter((offerId) => offerId !== event.data.OfferId);
    const offerIds = event.type === 'CaseOfferAdded' ? [...others, event.data.OfferId] : others;
    return offerIds.length > 0 ? { CaseId: event.streamId.slice(event.streamId.indexOf('#') + 1), OfferIds: offerIds } : null;
  },
});
