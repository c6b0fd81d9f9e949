import * as z from 'zod';
import { AppendixMessages } from '../../domain/documents/print-options.ts';
import { HttpError } from '../platform/errors.ts';
import type { Session } from '../platform/http/session-context.ts';
import { isLive, queryPartition, readAtVersion } from '../platform/read-models.ts';
import { integerText, querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { respond, type HttpResponse } from '../platform/http/response.ts';
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

/**
 * The settings page's list: the dealer, and for read-your-writes the appendix a command just changed with the version
 * its answer's ETag gave (`AppendixId` and `MinVersion` together).
 */
export const appendixListQuery = querySchema({
  dealerId: scopedId('department', 'dealerId'),
  AppendixId: scopedId('appendix', 'AppendixId').optional(),
  MinVersion: integerText('MinVersion', 0, Number.MAX_SAFE_INTEGER).optional(),
});

export const uploadQuery = querySchema({
  dealerId: scopedId('department', 'dealerId'),
  label: z
    .string({ error: AppendixMessages.labelRequired })
    .trim()
    .min(1, AppendixMessages.labelRequired)
    .max(200, AppendixMessages.labelTooLong),
});

export const deleteQuery = querySchema({ salesContractAppendixId: scopedId('appendix', 'salesContractAppendixId') });

/**
 * An appendix command's answer with the appendix's new version as the ETag: the `MinVersion` the settings page asks its
 * list with (together with the appendix's id), so the list shows the upload or the deletion at once.
 */
export const withAppendixVersion = (body: unknown, version: number | undefined): HttpResponse =>
  respond(200, body, version ? { headers: { etag: `"${version}"` } } : {});

/** Read your writes: waits until the dealer's list shows the appendix at `minVersion` (or gone); at most a few seconds. */
export const awaitAppendixRow = async (dealerId: string, appendixId: string | undefined, minVersion: number | undefined): Promise<void> => {
  if (appendixId && minVersion) await readAtVersion({ pk: appendixListPartition(dealerId), sk: appendixId }, minVersion);
};

/** The dealer's live appendices, oldest first. */
export const appendicesOf = async (dealerId: string): Promise<AppendixListItem[]> => {
  const items = (await queryPartition({ pk: appendixListPartition(dealerId) })).filter(isLive) as AppendixRow[];
  return items
    .map(({ Id, DealerId, Label, Bytes, Pages, CreatedDate }) => ({ Id, DealerId, Label, Bytes, Pages, CreatedDate }))
    .sort((a, b) => Number(a.Id) - Number(b.Id));
};
