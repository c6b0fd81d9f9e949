import * as z from 'zod';

/**
 * A route's contract: what it takes and what it answers, declared beside its handler (`command()` / `query()`) and
 * published as the API's OpenAPI description (`GET /api/openapi.json`), so that those who integrate with DealerHub,
 * the SPA and the API suites read one definition.
 */

/** An answer that is bytes, not JSON (a PDF, a spreadsheet): its media type and what it is. */
export interface BinaryResponse {
  readonly mediaType: string;
  readonly description: string;
}

/** A success answer: the schema of its JSON body, or the media type of its bytes. */
export type ResponseContract = z.ZodType | BinaryResponse;

/** The success statuses a route may answer, each with its answer; every route answers 200. */
export type SuccessStatus = 200 | 201 | 202 | 204;
export type SuccessResponses = { readonly 200: ResponseContract } & { readonly [status in Exclude<SuccessStatus, 200>]?: ResponseContract };

export interface HandlerContract {
  summary: string;
  body: z.ZodType | undefined;
  query: z.ZodType | undefined;
  responses: SuccessResponses;
}

export const isBinary = (response: ResponseContract): response is BinaryResponse => 'mediaType' in response && !(response instanceof z.ZodType);

export const PDF: BinaryResponse = { mediaType: 'application/pdf', description: 'Dokumentet som PDF.' };
export const SPREADSHEET: BinaryResponse = {
  mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  description: 'Listen som Excel-regneark.',
};

/** One error shape for every refusal and failure (`endpoint.ts`): a Danish message, the field and a code to branch on. */
export const errorBody = z
  .looseObject({
    Message: z.string(),
    Field: z.string().optional(),
    Code: z.string().optional(),
    Errors: z.array(z.object({ Field: z.string(), Message: z.string() })).optional(),
  })
  .describe('En afvisning eller fejl: en dansk besked, evt. feltet og en kode at forgrene på.');

/**
 * `schema`, checked at compile time to accept every value of the handler's own type `T` (as far as types tell: a field
 * the type allows to be null must be nullable in the schema), so a schema cannot claim less than the handler answers.
 */
export const describing =
  <T>() =>
  <S extends z.ZodType>(schema: S & ([T] extends [z.output<S>] ? unknown : { error: 'the schema refuses values of the type it describes' })): S =>
    schema;

/** The common answer of a command that only confirms, in Danish. */
export const messageBody = z.object({ Message: z.string() });
