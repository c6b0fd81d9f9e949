import { createHash } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { PRINTABLE_DOCUMENTS, type PrintableDocument } from '../../domain/documents/print-options.ts';
import { s3 } from '../platform/aws.ts';
import { documentsBucket, physicalName } from '../platform/tables.ts';
import { inPool } from '../platform/worker-pool.ts';

/**
 * The documents bucket as the documents context uses it: printed case documents kept per case
 * (`cases/<dealerId>/<caseId>/<Document>-<timestamp>.pdf`, the dealer in the key so that no other dealer's request
 * can name them), previews under `previews/` (expired after a day) and appendix files under `appendices/<dealerId>/`.
 */

/** `20260307T141502123Z`: sortable, and only characters a document key allows. */
const stamp = (at: Date): string => at.toISOString().replace(/[-:.]/g, '');

export const DOCUMENT_ID = new RegExp(`^(${PRINTABLE_DOCUMENTS.join('|')})-(\\d{8}T\\d{9}Z)$`);

export const caseFolder = (dealerId: string, caseId: string): string => `cases/${dealerId}/${caseId}/`;
export const previewFolder = (dealerId: string, caseId: string): string => `previews/${dealerId}/${caseId}/`;
export const storedDocumentId = (document: PrintableDocument, at: Date): string => `${document}-${stamp(at)}`;
export const storedDocumentKey = (dealerId: string, caseId: string, documentId: string): string => `${caseFolder(dealerId, caseId)}${documentId}.pdf`;
export const previewKey = (dealerId: string, caseId: string, document: PrintableDocument, at: Date): string =>
  `${previewFolder(dealerId, caseId)}${storedDocumentId(document, at)}.pdf`;
/**
 * An appendix file is kept under its content's hash (in digits, as the upload event's key allows), so that it can be
 * stored before the upload is recorded and its number taken: an upload refused or retried leaves at most an
 * unreferenced copy, never a file under another upload's number.
 */
export const appendixFileKey = (dealerId: string, pdf: Uint8Array): string =>
  `appendices/${dealerId}/${BigInt(`0x${createHash('sha256').update(pdf).digest('hex').slice(0, 30)}`).toString(10)}.pdf`;

export const putPdf = async (key: string, pdf: Uint8Array): Promise<void> => {
  await s3().send(
    new PutObjectCommand({ Bucket: physicalName(documentsBucket), Key: key, Body: pdf, ContentType: 'application/pdf', ContentLength: pdf.length }),
  );
};

/** The stored bytes, or undefined when there is no such object. */
export const readPdf = async (key: string): Promise<Uint8Array | undefined> => {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: physicalName(documentsBucket), Key: key }));
    return object.Body ? await object.Body.transformToByteArray() : undefined;
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
};

export interface StoredDocument {
  DocumentId: string;
  Document: PrintableDocument;
  /** When it was printed, ISO 8601. */
  PrintedDate: string;
  Bytes: number;
}

const fromStamp = (value: string): string =>
  `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T${value.slice(9, 11)}:${value.slice(11, 13)}:${value.slice(13, 15)}.${value.slice(15, 18)}Z`;

/** A case's printed documents, newest first. */
export const listStoredDocuments = async (dealerId: string, caseId: string): Promise<StoredDocument[]> => {
  const documents: StoredDocument[] = [];
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: physicalName(documentsBucket), Prefix: caseFolder(dealerId, caseId), ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      const documentId = object.Key?.slice(caseFolder(dealerId, caseId).length).replace(/\.pdf$/, '') ?? '';
      const match = DOCUMENT_ID.exec(documentId);
      if (match) documents.push({ DocumentId: documentId, Document: match[1] as PrintableDocument, PrintedDate: fromStamp(match[2]!), Bytes: object.Size ?? 0 });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return documents.sort((a, b) => (a.PrintedDate < b.PrintedDate ? 1 : -1));
};

/** Every key under a prefix, across pages. */
const keysUnder = async (prefix: string): Promise<string[]> => {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3().send(new ListObjectsV2Command({ Bucket: physicalName(documentsBucket), Prefix: prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
};

/** How many objects are deleted at once. */
const PARALLEL_DELETES = 8;

/**
 * Deletes every document printed for the case and every preview of it (they name its customers and drivers): what
 * deleting the case, or forgetting its customer, leaves behind otherwise. Deleting what is already gone is no error,
 * so a redelivered event deletes again harmlessly. Returns how many objects were deleted.
 */
export const deleteCaseDocuments = async (dealerId: string, caseId: string): Promise<number> => {
  const keys = (await Promise.all([keysUnder(caseFolder(dealerId, caseId)), keysUnder(previewFolder(dealerId, caseId))])).flat();
  await inPool(keys, PARALLEL_DELETES, async (key) => {
    await s3().send(new DeleteObjectCommand({ Bucket: physicalName(documentsBucket), Key: key }));
  });
  return keys.length;
};
