import * as z from 'zod';
import { query } from './endpoint.ts';
import type { OpenApiDocument } from './openapi.ts';

/**
 * GET /api/openapi.json: the API's OpenAPI 3.1 description, for those who integrate with DealerHub. It is built from
 * every handler's contract by the composition root beside the route table (the platform imports no context). A
 * Lambda bundles only its own context's handlers, so the deployed function is given the document built at bundling.
 */
let document: Promise<OpenApiDocument> | undefined;

/** The document built ahead (the deployed function's entry calls this before any request). */
export const provideApiDocument = (built: OpenApiDocument): void => {
  document = Promise.resolve(built);
};

const apiDocument = (): Promise<OpenApiDocument> => {
  document ??= import('../../api-document.ts').then((module) => module.apiDocument());
  document.catch(() => (document = undefined));
  return document;
};

export const handler = query({
  summary: 'API-beskrivelsen (OpenAPI 3.1): alle ruter med parametre, forespørgsler og svar.',
  responses: {
    200: z
      .looseObject({ openapi: z.literal('3.1.0'), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) })
      .describe('OpenAPI 3.1-dokumentet.'),
  },
  run: apiDocument,
});
