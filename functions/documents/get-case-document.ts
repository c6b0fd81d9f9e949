import { documentFileName, type PrintableDocument } from '../../domain/documents/print-options.ts';
import { query } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { contentDisposition } from '../pdf/pdf-port.ts';
import { documentNotFound, getQuery, ownCaseDealer } from './case-documents.ts';
import { DOCUMENT_ID, readPdf, storedDocumentKey } from './document-store.ts';
import { PDF } from '../platform/http/contract.ts';

/** GET /api/casedocuments/get?caseId=&documentId=[&UsePdfAttachment=]: a printed document again, exactly as printed. */
export const handler = query({
  summary: 'Et udskrevet dokument igen, som PDF.',
  responses: { 200: PDF },
  query: getQuery,
  async run(context) {
    const { caseId, documentId, UsePdfAttachment = false } = context.query;
    const dealerId = await ownCaseDealer(context, caseId);
    const pdf = await readPdf(storedDocumentKey(dealerId, caseId, documentId));
    if (!pdf) throw documentNotFound();
    const document = DOCUMENT_ID.exec(documentId)![1] as PrintableDocument;
    return respond(200, pdf, {
      headers: { 'content-type': 'application/pdf', 'content-disposition': contentDisposition(documentFileName(document, caseId), UsePdfAttachment) },
    });
  },
});
