import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { InvokeCommand } from '@aws-sdk/client-lambda';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { lambda, s3 } from '../platform/aws.ts';
import { respond } from '../platform/http/response.ts';
import { documentsBucket, physicalName } from '../platform/tables.ts';
import type * as RenderModule from './render.ts';
import { renderRequestSchema, renderResultSchema, type RenderRequest } from './render-request.ts';

/**
 * The port API handlers print documents through. In AWS (`PDF_FUNCTION_NAME` set) it invokes the PDF Lambda, which
 * alone carries Chromium; locally and in tests it renders in-process with the same code. Either way the PDF ends
 * up in the documents bucket under `key`, and the caller gets its bytes (e.g. to answer a preview) and can hand out
 * a short-lived URL to it.
 */
export interface RenderedDocument {
  key: string;
  bytes: number;
  pdf: Uint8Array;
}

export interface PdfRenderer {
  render(request: RenderRequest): Promise<RenderedDocument>;
}

// A computed specifier, so that esbuild leaves the renderer (puppeteer, React and the templates with their fonts) out
// of the API bundles: in AWS they use the PDF Lambda. Locally (tsx, vitest) the sources are on disk and the import
// resolves beside this file.
const rendererModule = './render.ts';

/** Renders in this process (Chromium from `@sparticuz/chromium`) and stores the PDF. */
export const inProcessPdfRenderer: PdfRenderer = {
  async render(request) {
    if (process.env.AWS_LAMBDA_FUNCTION_NAME) {
      throw new Error('PDF_FUNCTION_NAME is not set: API functions print through the PDF Lambda');
    }
    const { renderDocument } = (await import(/* @vite-ignore */ rendererModule)) as typeof RenderModule;
    return renderDocument(renderRequestSchema.parse(request));
  },
};

const readDocument = async (key: string): Promise<Uint8Array> => {
  const object = await s3().send(new GetObjectCommand({ Bucket: physicalName(documentsBucket), Key: key }));
  if (!object.Body) throw new Error(`Document ${key} has no body`);
  return object.Body.transformToByteArray();
};

/** Invokes the PDF Lambda synchronously, then reads the PDF it stored back from the documents bucket. */
export const lambdaPdfRenderer = (functionName: string): PdfRenderer => ({
  async render(request) {
    const response = await lambda().send(
      new InvokeCommand({
        FunctionName: functionName,
        Payload: new TextEncoder().encode(JSON.stringify(renderRequestSchema.parse(request))),
      }),
    );
    const payload = response.Payload ? new TextDecoder().decode(response.Payload) : '';
    if (response.FunctionError) {
      const failure = (payload ? JSON.parse(payload) : {}) as { errorType?: string; errorMessage?: string };
      throw new Error(
        `PDF function failed (${response.FunctionError}): ${failure.errorType ?? 'Error'}: ${failure.errorMessage ?? payload}`,
      );
    }
    const result = renderResultSchema.parse(JSON.parse(payload));
    const pdf = await readDocument(result.key);
    return { key: result.key, bytes: pdf.length, pdf };
  },
});

/** The renderer this process should use: the PDF Lambda when `PDF_FUNCTION_NAME` is set, else in-process. */
export const pdfRenderer = (): PdfRenderer => {
  const functionName = process.env.PDF_FUNCTION_NAME;
  return functionName ? lambdaPdfRenderer(functionName) : inProcessPdfRenderer;
};

/** How long a document link works: long enough to open it, too short to pass around. */
export const documentUrlLifetimeSeconds = 300;

const danishLetters: Record<string, string> = { æ: 'ae', Æ: 'Ae', ø: 'oe', Ø: 'Oe', å: 'aa', Å: 'Aa' };

/**
 * The download name in plain ASCII (æ → ae, ø → oe, å → aa, Š → S). RFC 5987's `filename*=UTF-8''…` would keep the
 * Danish letters, but its apostrophes break the S3 emulator's signature check of presigned URLs; the PDF's own Title
 * (what the browser's viewer shows) keeps them anyway.
 */
export const asciiFileName = (fileName: string): string =>
  fileName
    .replace(/[æÆøØåÅ]/g, (letter) => danishLetters[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '')
    .trim() || 'dokument.pdf';

/**
 * The answer's Content-Disposition: shown in the browser or downloaded, under its ASCII name, and under its own name
 * (RFC 5987) where that differs, for the browsers that read it.
 */
export const contentDisposition = (fileName: string, attachment: boolean): string => {
  const ascii = asciiFileName(fileName);
  const base = `${attachment ? 'attachment' : 'inline'}; filename="${ascii}"`;
  return ascii === fileName ? base : `${base}; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/** A rendered PDF as a route's answer. */
export const pdfResponse = (pdf: Uint8Array, fileName: string, attachment = false) =>
  respond(200, pdf, { headers: { 'content-type': 'application/pdf', 'content-disposition': contentDisposition(fileName, attachment) } });

/** Where a print that records nothing passes through: the dealer's preview folder of its kind (expired after a day). */
export const previewKey = (dealerId: string, kind: string, at: Date = new Date()): string =>
  `previews/${dealerId}/${kind}/${at.toISOString().replace(/[-:.]/g, '')}-${randomUUID().slice(0, 8)}.pdf`;

/** A presigned GET of a stored document, valid for 5 minutes; the browser shows it inline unless `download`. */
export const presignedDocumentUrl = (
  key: string,
  options: { fileName?: string; download?: boolean } = {},
): Promise<string> =>
  getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: physicalName(documentsBucket),
      Key: key,
      ResponseContentType: 'application/pdf',
      ...(options.fileName || options.download
        ? {
            ResponseContentDisposition: `${options.download ? 'attachment' : 'inline'}; filename="${asciiFileName(options.fileName ?? 'dokument.pdf')}"`,
          }
        : {}),
    }),
    { expiresIn: documentUrlLifetimeSeconds },
  );
