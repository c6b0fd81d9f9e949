import type { z } from 'zod';
import { readableDealerIds } from '../cases/readers.ts';
import { dealerById, type DealerRow } from '../platform/auth/dealer-directory.ts';
import { notFound } from '../platform/errors.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import type { Session } from '../platform/http/session-context.ts';
import { getRow } from '../platform/read-models.ts';
import { dealerCaseTextsKey, type DealerCaseText, type DealerCaseTextsRow } from './projections/dealer-case-texts.ts';

/**
 * The dealer data the case page reads (spec part 2 §7 "Dealer data for cases"): `?Id=` names the case's dealer. A
 * caller reads its own dealer's, and another department's of its conglomerate only where it may read that
 * department's cases; any other dealer is unknown to it (404), as is one that does not exist.
 */
export const dealerIdQuery = querySchema({ Id: scopedId('department', 'Id') });
export type DealerIdQuery = z.infer<typeof dealerIdQuery>;

const DEALER_NOT_FOUND = 'Forhandleren findes ikke.';

/** The dealer (department) row, when the caller may read the case data of that dealer. */
export const readableDealer = async (session: Session, dealerId: string): Promise<DealerRow> => {
  const readable = dealerId === session.dealerId || (await readableDealerIds(session)).includes(dealerId);
  const dealer = readable ? await dealerById(dealerId) : undefined;
  if (!dealer) throw notFound(DEALER_NOT_FOUND);
  return dealer;
};

/** The dealer's lists of case texts; empty lists while the dealer has set none. */
export const caseTextsOf = async (session: Session, dealerId: string): Promise<Pick<DealerCaseTextsRow, 'Warranties' | 'RightToComplain'>> => {
  await readableDealer(session, dealerId);
  const row = await getRow<DealerCaseTextsRow>(dealerCaseTextsKey(dealerId));
  return { Warranties: row?.Warranties ?? [], RightToComplain: row?.RightToComplain ?? [] };
};

export const listOf = (texts: DealerCaseText[]): { List: DealerCaseText[] } => ({ List: texts.map(({ Id, Text }) => ({ Id, Text })) });
