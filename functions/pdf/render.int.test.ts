import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3 } from '../platform/aws.ts';
import { documentsBucket, physicalName } from '../platform/tables.ts';
import { closeBrowser } from './browser.ts';
import { documentShell } from './document-shell.ts';
import { lambdaPdfRenderer, pdfRenderer, presignedDocumentUrl } from './pdf-port.ts';
import { pdfInfo, pdfText } from './pdf-tools.test-support.ts';
import { handler } from './render.ts';
import type { RenderRequest } from './render-request.ts';
import { caseDocumentTitle } from './templates/document-model.ts';
import { sampleModel, sampleOptions } from './templates/document-sample.ts';

// The S3 emulator of tests/setup/emulators.ts (AWS_ENDPOINT_URL_S3) and real Chromium; one browser for the file.
const bucket = physicalName(documentsBucket);
const html = (text: string): string => documentShell({ title: text, body: `<h1>${text}</h1>` });
const uniqueKey = (name: string): string => `test/pdf/${Date.now()}-${Math.random().toString(36).slice(2)}/${name}.pdf`;

const readObject = async (key: string) => {
  const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return { contentType: object.ContentType, body: await object.Body!.transformToByteArray() };
};

const textOf = async (pdf: Uint8Array): Promise<string> => Promise.resolve(pdfText(pdf));
const authorOf = async (pdf: Uint8Array): Promise<string | undefined> => (await Promise.resolve(pdfInfo(pdf))).Author;

/** A sales contract as the documents context sends it: the model and options, no HTML. */
const contractRequest = (key: string): RenderRequest => ({
  document: 'Contract',
  model: sampleModel,
  options: sampleOptions('Contract'),
  key,
  author: sampleModel.dealer.Name,
});

const isMissing = async (key: string): Promise<boolean> =>
  s3()
    .send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    .then(
      () => false,
      (error: { name?: string }) => error.name === 'NotFound' || error.name === 'NoSuchKey',
    );

beforeAll(() => {
  // The setup starts the emulator and creates the buckets of functions/platform/tables.ts.
  expect(process.env.AWS_ENDPOINT_URL_S3, 'the S3 emulator from tests/setup/emulators.ts').toBeTruthy();
});

afterAll(async () => {
  await closeBrowser();
});

describe('the PDF Lambda handler', () => {
  it('writes the PDF to the documents bucket, where it reads back', async () => {
    const key = uniqueKey('slutseddel');
    const result = await handler({ html: html('Slutseddel – Århus'), key, title: 'Slutseddel 7', author: 'Bil Ø A/S' });

    expect(result.key).toBe(key);
    const stored = await readObject(key);
    expect(stored.contentType).toBe('application/pdf');
    expect(stored.body.length).toBe(result.bytes);
    expect(new TextDecoder().decode(stored.body.subarray(0, 5))).toBe('%PDF-');
    expect(await pdfText(stored.body)).toContain('Slutseddel – Århus');
    expect((await pdfInfo(stored.body)).Author).toBe('Bil Ø A/S');
  });

  it('refuses invalid input and writes nothing', async () => {
    const key = uniqueKey('tom');
    await expect(handler({ html: '', key, title: 'Tom', author: 'x' })).rejects.toThrow();
    await expect(handler({ html: html('x'), key: '../udenfor.pdf', title: 'x', author: 'x' })).rejects.toThrow();
    await expect(handler({ html: html('x'), key: 'a/b.html', title: 'x', author: 'x' })).rejects.toThrow();
    expect(await isMissing(key)).toBe(true);
  });

  it('prints a case document from its model and options, filling in the template itself', async () => {
    const key = uniqueKey('slutseddel-model');
    const result = await handler(contractRequest(key));

    const stored = await readObject(key);
    expect(stored.body.length).toBe(result.bytes);
    const text = await textOf(stored.body);
    expect(text).toContain('Slutseddel');
    expect(text).toContain('Åse Ørsted');
    expect(text).toContain('TMBJR7NX5MY012345');
    expect(await authorOf(stored.body)).toBe('Bilhuset Ærø A/S');
    expect((await Promise.resolve(pdfInfo(stored.body))).Title).toBe(caseDocumentTitle('Contract', sampleModel));
  });

  it('refuses a case document of an unknown type or without its model, and writes nothing', async () => {
    const key = uniqueKey('uden-model');
    const request = contractRequest(key);
    await expect(handler({ ...request, document: 'Kvittering' })).rejects.toThrow();
    await expect(handler({ ...request, model: { caseId: '1042' } })).rejects.toThrow();
    await expect(handler({ ...request, options: undefined })).rejects.toThrow();
    expect(await isMissing(key)).toBe(true);
  });
});

describe('the PDF port', () => {
  it('renders in-process when no PDF function is configured, and hands out a short-lived URL', async () => {
    expect(process.env.PDF_FUNCTION_NAME).toBeUndefined();
    const key = uniqueKey('tilbud');
    const rendered = await pdfRenderer().render({ html: html('Tilbud på Škoda'), key, title: 'Tilbud', author: 'Bil A/S' });

    expect(rendered.key).toBe(key);
    expect(rendered.bytes).toBe(rendered.pdf.length);
    expect((await readObject(key)).body).toEqual(rendered.pdf);

    const url = new URL(await presignedDocumentUrl(key, { fileName: 'Tilbud på Škoda.pdf' }));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="Tilbud paa Skoda.pdf"');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(rendered.pdf);
  });

  describe('through the Lambda invoke API', () => {
    // A minimal local Lambda service: the Invoke API (POST .../functions/<name>/invocations) running the real handler,
    // as the local cloud serves API Gateway events to the real handlers.
    let lambdaService: Server;
    const invoked: string[] = [];
    const payloadBytes: number[] = [];
    beforeAll(async () => {
      lambdaService = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          invoked.push(decodeURIComponent(/\/functions\/([^/]+)\/invocations/.exec(request.url ?? '')?.[1] ?? ''));
          payloadBytes.push(Buffer.concat(chunks).length);
          handler(JSON.parse(Buffer.concat(chunks).toString('utf8')))
            .then((result) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result)))
            .catch((error: Error) =>
              response
                .writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' })
                .end(JSON.stringify({ errorType: error.name, errorMessage: error.message })),
            );
        });
      });
      await new Promise<void>((resolve) => lambdaService.listen(0, '127.0.0.1', resolve));
      process.env.AWS_ENDPOINT_URL_LAMBDA = `http://127.0.0.1:${(lambdaService.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      delete process.env.AWS_ENDPOINT_URL_LAMBDA;
      await new Promise((resolve) => lambdaService.close(resolve));
    });

    it('invokes the PDF function and reads the stored PDF back', async () => {
      const key = uniqueKey('prisskilt');
      const rendered = await lambdaPdfRenderer('dealerhub-pdf').render({
        html: html('Prisskilt 149.900 kr.'),
        key,
        title: 'Prisskilt',
        author: 'Bil A/S',
        landscape: true,
      });

      expect(invoked).toEqual(['dealerhub-pdf']);
      expect(rendered.key).toBe(key);
      expect(rendered.bytes).toBe(rendered.pdf.length);
      expect(await pdfText(rendered.pdf)).toContain('Prisskilt 149.900 kr.');
      expect((await readObject(key)).body).toEqual(rendered.pdf);
    });

    it('sends a case document as its model, a payload of a few kilobytes instead of the HTML with its fonts', async () => {
      invoked.length = 0;
      payloadBytes.length = 0;
      const key = uniqueKey('slutseddel-lambda');
      const rendered = await lambdaPdfRenderer('dealerhub-pdf').render(contractRequest(key));

      expect(invoked).toEqual(['dealerhub-pdf']);
      expect(payloadBytes[0]).toBeLessThan(10_000);
      expect(await textOf(rendered.pdf)).toContain('Åse Ørsted');
      expect((await readObject(key)).body).toEqual(rendered.pdf);
    });

    it('validates before invoking, and reports a failure inside the function as an error', async () => {
      invoked.length = 0;
      const renderer = lambdaPdfRenderer('dealerhub-pdf');
      await expect(renderer.render({ html: html('x'), key: '../x.pdf', title: 'x', author: 'x' })).rejects.toThrow();
      expect(invoked).toEqual([]);

      // The function cannot store the PDF (no such bucket): Lambda answers with a FunctionError.
      const configured = process.env[documentsBucket.envName];
      process.env[documentsBucket.envName] = 'dealerhub-no-such-bucket';
      try {
        await expect(
          renderer.render({ html: html('Fejl'), key: uniqueKey('fejl'), title: 'Fejl', author: 'x' }),
        ).rejects.toThrow(/PDF function failed \(Unhandled\): NoSuchBucket/);
      } finally {
        if (configured === undefined) delete process.env[documentsBucket.envName];
        else process.env[documentsBucket.envName] = configured;
      }
      expect(invoked).toEqual(['dealerhub-pdf']);
    });
  });
});
