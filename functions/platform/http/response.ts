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

/**
 * What every API answer carries, whoever serves it (the handler, API Gateway behind CloudFront, the local cloud): an
 * answer is data, never a page, so it may load nothing, run nothing and be framed by nothing, and its content type
 * is never sniffed into something else.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

export const jsonResult = (
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
  cookies: string[] = [],
): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', ...NO_STORE, ...headers, ...API_SECURITY_HEADERS },
  ...(cookies.length ? { cookies } : {}),
  body: body === undefined ? '' : JSON.stringify(body),
});

/** Binary bodies (PDFs) go out base64-encoded, as API Gateway expects; everything else as JSON. */
export const toResult = (value: unknown): APIGatewayProxyStructuredResultV2 => {
  if (!(value instanceof HttpResponse)) return jsonResult(200, value ?? null);
  if (value.body instanceof Uint8Array) {
    return {
      statusCode: value.statusCode,
      headers: { ...NO_STORE, ...value.headers, ...API_SECURITY_HEADERS },
      ...(value.cookies.length ? { cookies: value.cookies } : {}),
      body: Buffer.from(value.body).toString('base64'),
      isBase64Encoded: true,
    };
  }
  return jsonResult(value.statusCode, value.body, value.headers, value.cookies);
};
