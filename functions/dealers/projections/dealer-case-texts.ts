import { projection } from '../../platform/projection.ts';

/** A text of a dealer's list, as the case page's selects show it. */
export interface DealerCaseText {
  Id: string;
  Text: string;
}

/** One row per dealer: its warranty and right-to-complain texts (the choices of the case's other agreements). */
export interface DealerCaseTextsRow extends Record<string, unknown> {
  DealerId: string;
  Warranties: DealerCaseText[];
  RightToComplain: DealerCaseText[];
}

export const DEALER_CASE_TEXTS = 'dealer-case-texts';
const dealerIdOf = (streamId: string): string => streamId.slice(streamId.indexOf('#') + 1);
// Keyed by the dealer itself, not by whoever set the texts (an administrator may do it from another dealer).
export const dealerCaseTextsKey = (dealerId: string) => ({ pk: `${DEALER_CASE_TEXTS}#${dealerId}`, sk: dealerId });

export const dealerCaseTexts = projection({
  name: DEALER_CASE_TEXTS,
  events: ['DealerCaseTextsSet'],
  key: (event) => dealerCaseTextsKey(dealerIdOf(event.streamId)),
  evolve: (_row: DealerCaseTextsRow | undefined, { streamId, data }): DealerCaseTextsRow => ({ DealerId: dealerIdOf(streamId), Warranties: data.Warranties, RightToComplain: data.RightToComplain }),
});
