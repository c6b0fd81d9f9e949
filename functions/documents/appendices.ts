import * as z from 'zod';
import { AppendixMessages } from '../../domain/documents/print-options.ts';
import { HttpError } from '../platform/errors.ts';
import type { Session } from '../platform/http/session-context.ts';
import { isLive, queryPartition } from '../platform/read-models.ts';
import { idField, querySchema } from '../platform/http/request-schemas.ts';
import { appendixListPartition, type AppendixRow } from './projections/appendix-list.ts';

/**
 * What the appendix routes share: the list as the client reads it, and the dealer rule. Appendices belong to one
 * dealer (department): a caller names only its own; any other dealer id is answered as unknown (404).
 */
export interface AppendixListItem {
  Id: string;
  DealerId: string;
  Label: string;
  Bytes: number;
  Pages: number;
  CreatedDate: string;
}

export const dealerNotFound = (): HttpError => new HttpError(404, 'Forhandleren findes ikke.', { field: 'dealerId', code: 'NotFound' });

export const ownDealer = (session: Pick<Session, 'dealerId'>, dealerId: string): string => {
  if (dealerId !== session.dealerId) throw dealerNotFound();
  return dealerId;
};

export const dealerIdQuery = querySchema({ dealerId: idField('dealerId') });

export const uploadQuery = querySchema({
  dealerId: idField('dealerId'),
  label: z
    .string({ error: AppendixMessages.labelRequired })
    .trim()
    .min(1, AppendixMessages.labelRequired)
    .max(200, AppendixMessages.labelTooLong),
});

export const deleteQuery = querySchema({ salesContractAppendixId: idField('salesContractAppendixId') });

/** The dealer's live appendices, oldest first. */
export const appendicesOf = async (dealerId: string): Promise<AppendixListItem[]> => {
  const items = (await queryPartition({ pk: appendixListPartition(dealerId) })).filter(isLive) as AppendixRow[];
  return items
    .map(({ Id, DealerId, Label, Bytes, Pages, CreatedDate }) => ({ Id, DealerId, Label, Bytes, Pages, CreatedDate }))
    .sort((a, b) => Number(a.Id) - Number(b.Id));
};
