import * as z from 'zod';
import { HttpError } from '../platform/errors.ts';
import type { RequestContext } from '../platform/http/endpoint.ts';
import { EventStore } from '../platform/event-store.ts';
import { notTenantId, querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { ownCaseOf } from '../cases/readers.ts';
import { DOCUMENT_ID } from './document-store.ts';

/** What the stored-document routes share: the queries and the check that the case is the caller's. */
export const listQuery = querySchema({ caseId: scopedId('case', 'caseId') });

export const getQuery = querySchema({
  caseId: scopedId('case', 'caseId'),
  documentId: notTenantId(z.string({ error: 'documentId skal udfyldes.' }).trim().regex(DOCUMENT_ID, 'documentId er ikke et dokument-id.'), 'a document within the case named beside it'),
  UsePdfAttachment: z
    .enum(['true', 'false', 'True', 'False'], { error: 'UsePdfAttachment skal være true eller false.' })
    .transform((value) => value.toLowerCase() === 'true')
    .optional(),
});

let store: EventStore | undefined;

/** The case's dealer when the case exists and is the caller's; 'Sagen findes ikke.' (404) otherwise. */
export const ownCaseDealer = async (context: RequestContext<unknown, unknown>, caseId: string): Promise<string> => {
  const { state } = await ownCaseOf((store ??= new EventStore()), context.session, caseId);
  return state.dealerId;
};

export const documentNotFound = (): HttpError => new HttpError(404, 'Dokumentet findes ikke.', { field: 'documentId', code: 'NotFound' });
