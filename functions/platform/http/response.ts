import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** A handler's answer when it needs more than a 200 with a JSON body: a status, headers or cookies. */
export class HttpResponse {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
    readonly cookies: string[] = [],
  ) {}
}

export const respond = (
  statusCode: number,
  body: unknown,
  options: { headers?: Record<string, string>; cookies?: string[] } = {},
): HttpResponse => new HttpResponse(statusCode, body, options.headers, options.cookies);

/** Responses are never cached: the spec asks for no caching on ajax calls, and they carry personal data. */
const NO_STORE = { 'cache-control': 'no-store' };

export const jsonResult = (
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
  cookies: string[] = [],
): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', ...NO_STORE, ...headers },
  ...(cookies.length ? { cookies } : {}),
  body: body === undefined ? '' : JSON.stringify(body),
});

/** Binary bodies (PDFs) go out base64-encoded, as API Gateway expects; everything else as JSON. */
export const toResult = (value: unknown): APIGatewayProxyStructuredResultV2 => {
  if (!(value instanceof HttpResponse)) return jsonResult(200, value ?? null);
  if (value.body instanceof Uint8Array) {
    return {
      statusCode: value.statusCode,
      headers: { ...NO_STORE, ...value.headers },
      ...(value.cookies.length ? { cookies: value.cookies } : {}),
      body: Buffer.from(value.body).toString('base64'),
      isBase64Encoded: true,
    };
  }
  return jsonResult(value.statusCode, value.body, value.headers, value.cookies);
};
