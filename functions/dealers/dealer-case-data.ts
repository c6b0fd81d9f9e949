import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import { dealerRowKey, type DealerRow } from '../account/projections/dealer-directory.ts';
import { readableDealerIds } from '../cases/case-scope.ts';
import { idField, querySchema } from '../platform/http/request-schemas.ts';
import { dynamo } from '../platform/aws.ts';
import { notFound } from '../platform/errors.ts';
import type { Session } from '../platform/http/session-context.ts';
import { physicalName, readModelsTable } from '../platform/tables.ts';
import { dealerCaseTextsKey, type DealerCaseText, type DealerCaseTextsRow } from './projections/dealer-case-texts.ts';

/**
 * The dealer data the case page reads (spec part 2 §7 "Dealer data for cases"): `?Id=` names the case's dealer. A
 * caller reads its own dealer's, and another department's of its conglomerate only where it may read that
 * department's cases; any other dealer is unknown to it (404), as is one that does not exist.
 */
export const dealerIdQuery = querySchema({ Id: idField('Id') });
export type DealerIdQuery = z.infer<typeof dealerIdQuery>;

const DEALER_NOT_FOUND = 'Forhandleren findes ikke.';

const readItem = async <T>(key: { pk: string; sk: string }): Promise<T | undefined> => {
  const { Item } = await dynamo().send(new GetCommand({ TableName: physicalName(readModelsTable), Key: key }));
  return Item && !Item.deleted ? (Item as T) : undefined;
};

/** The dealer (department) row, when the caller may read the case data of that dealer. */
export const readableDealer = async (session: Session, dealerId: string): Promise<DealerRow> => {
  const readable = dealerId === session.dealerId || (await readableDealerIds(session)).includes(dealerId);
  const dealer = readable ? await readItem<DealerRow>(dealerRowKey(dealerId)) : undefined;
  if (!dealer) throw notFound(DEALER_NOT_FOUND);
  return dealer;
};

/** The dealer's lists of case texts; empty lists while the dealer has set none. */
export const caseTextsOf = async (session: Session, dealerId: string): Promise<Pick<DealerCaseTextsRow, 'Warranties' | 'RightToComplain'>> => {
  await readableDealer(session, dealerId);
  const row = await readItem<DealerCaseTextsRow>(dealerCaseTextsKey(dealerId));
  return { Warranties: row?.Warranties ?? [], RightToComplain: row?.RightToComplain ?? [] };
};

export const listOf = (texts: DealerCaseText[]): { List: DealerCaseText[] } => ({ List: texts.map(({ Id, Text }) => ({ Id, Text })) });
