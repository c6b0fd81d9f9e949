import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../platform/aws.ts';
import { logger } from '../platform/logger.ts';
import { documentsBucket, physicalName } from '../platform/tables.ts';
import { renderRequestSchema, type RenderRequest, type RenderResult } from './render-request.ts';
import { renderPdf } from './renderer.ts';
import { caseDocumentHtml } from './templates/case-documents.tsx';
import { priceTagHtml } from './templates/price-tag.tsx';

/** The HTML to print: as sent, or a case document's or a price tag's template filled in. */
const documentHtml = (request: RenderRequest): { html: string; title: string } =>
  'html' in request ? request : 'priceTag' in request ? priceTagHtml(request.priceTag) : caseDocumentHtml(request.document, request.model, request.options);

/** Renders a document and writes it to the documents bucket; the Lambda below and the in-process port share it. */
export const renderDocument = async (request: RenderRequest): Promise<RenderResult & { pdf: Uint8Array }> => {
  const started = performance.now();
  const { html, title } = documentHtml(request);
  const pdf = await renderPdf(html, { title, author: request.author, landscape: request.landscape ?? false, pageNumbers: !('priceTag' in request) });
  const rendered = performance.now();
  await s3().send(
    new PutObjectCommand({
      Bucket: physicalName(documentsBucket),
      Key: request.key,
      Body: pdf,
      ContentType: 'application/pdf',
      ContentLength: pdf.length,
    }),
  );
  logger.info('Document rendered', {
    key: request.key,
    bytes: pdf.length,
    renderMs: Math.round(rendered - started),
    storeMs: Math.round(performance.now() - rendered),
  });
  return { key: request.key, bytes: pdf.length, pdf };
};

/**
 * The PDF Lambda (x86_64, Chromium and puppeteer from its layers): `{ document, model, options, key, author }` (a case
 * document) or `{ html, title, key, author, landscape? }` → the PDF in the documents bucket under `key` →
 * `{ key, bytes }`. Invalid input fails the invocation (FunctionError) and writes nothing.
 */
export const handler = async (event: unknown): Promise<RenderResult> => {
  const { key, bytes } = await renderDocument(renderRequestSchema.parse(event));
  return { key, bytes };
};
