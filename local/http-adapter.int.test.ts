import { createServer, request as httpRequest, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpHandler } from '../functions/platform/dispatch.ts';
import { findRoute, type RouteDefinition } from '../functions/routes.ts';
import { createApiHandler, importHandler } from './http-adapter.ts';

/** Test routes beside the real route table; the real ones go to the real handlers. */
const testRoutes: RouteDefinition[] = [
  { method: 'POST', path: '/api/test/echo', handler: 'test/echo', action: 'ownSession', requires: [], writes: false },
  { method: 'GET', path: '/api/test/slow', handler: 'test/slow', action: 'ownSession', requires: [], writes: false },
  { method: 'GET', path: '/api/test/crash', handler: 'test/crash', action: 'ownSession', requires: [], writes: false },
  { method: 'GET', path: '/api/test/binary', handler: 'test/binary', action: 'ownSession', requires: [], writes: false },
];

const seen: { event?: APIGatewayProxyEventV2; context?: Context } = {};
const testHandlers: Record<string, HttpHandler> = {
  'test/echo': async (event, context) => {
    seen.event = event;
    seen.context = context;
    return { statusCode: 201, headers: { 'X-Echo': 'yes', 'Content-Type': 'text/plain; charset=utf-8' }, cookies: ['a=1; Path=/', 'b=2; Path=/; HttpOnly'], body: 'hej æøå' };
  },
  'test/slow': async () => {
    // Never answers: it runs past any timeout the adapter gives it.
    await new Promise(() => undefined);
    return { statusCode: 200, body: 'late' };
  },
  'test/crash': async () => {
    throw new Error('handler bug');
  },
  'test/binary': async () => ({ statusCode: 200, headers: { 'content-type': 'application/pdf' }, isBase64Encoded: true, body: Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff]).toString('base64') }),
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let server: Server;
let port: number;
const logged: string[] = [];

const send = (method: string, path: string, headers: OutgoingHttpHeaders = {}, body?: Buffer | string): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });

beforeAll(async () => {
  const api = createApiHandler({
    resolveRoute: (method, path) =>
      testRoutes.find((route) => route.method === method && route.path === path.toLowerCase().replace(/\/$/, '')) ?? findRoute(method, path),
    loadHandler: async (route) => testHandlers[route.handler] ?? importHandler(route),
    // Long enough for a real handler's first DynamoDB call (isloggedin issues a token), shorter than the slow one.
    timeoutMs: 2_500,
    maxBodyBytes: 1_024,
    log: (message) => logged.push(message),
  });
  server = createServer((req, res) => void api(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the local API Gateway', () => {
  it('turns a request into a payload format 2.0 event and the result back into the response', async () => {
    const answer = await send(
      'POST',
      '/api/test/echo?CaseId=7&Tag=a&Tag=b%20c',
      { 'Content-Type': 'application/json', 'X-Multi': ['one', 'two'], Cookie: 'dh_session=abc; XSRF-TOKEN=def', 'User-Agent': 'vitest' },
      JSON.stringify({ Name: 'Søren' }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.toString('utf8')).toBe('hej æøå');
    expect(answer.headers['x-echo']).toBe('yes');
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    expect(answer.headers['apigw-requestid']).toBe(seen.event?.requestContext.requestId);

    const event = seen.event!;
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/test/echo',
      rawPath: '/api/test/echo',
      rawQueryString: 'CaseId=7&Tag=a&Tag=b%20c',
      cookies: ['dh_session=abc', 'XSRF-TOKEN=def'],
      queryStringParameters: { CaseId: '7', Tag: 'a,b c' },
      body: '{"Name":"Søren"}',
      isBase64Encoded: false,
      requestContext: {
        domainName: '127.0.0.1',
        stage: '$default',
        routeKey: 'POST /api/test/echo',
        http: { method: 'POST', path: '/api/test/echo', sourceIp: '127.0.0.1', userAgent: 'vitest', protocol: 'HTTP/1.1' },
      },
    });
    expect(event.headers['x-multi']).toBe('one,two');
    expect(event.headers['content-type']).toBe('application/json');
    expect(event.headers.cookie).toBeUndefined();
    expect(Math.abs(event.requestContext.timeEpoch - Date.now())).toBeLessThan(5_000);
    expect(seen.context?.functionName).toBe('dealerhub-test');
    expect(seen.context?.awsRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.context!.getRemainingTimeInMillis()).toBeGreaterThan(0);
    expect(seen.context!.getRemainingTimeInMillis()).toBeLessThanOrEqual(2_500);
  });

  it('passes a binary body as base64 and returns a base64 result as bytes', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    await send('POST', '/api/test/echo', { 'Content-Type': 'image/png' }, bytes);
    expect(seen.event).toMatchObject({ isBase64Encoded: true, body: bytes.toString('base64') });

    const answer = await send('GET', '/api/test/binary');
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect([...answer.body]).toEqual([0x25, 0x50, 0x44, 0x46, 0xff]);
  });

  it('answers unknown routes with 404, wrong methods with 405 and too large bodies with 413', async () => {
    const unknown = await send('GET', '/api/no/such/thing');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString())).toEqual({ Message: 'Findes ikke.', Code: 'NotFound' });
    // As CloudFront adds them in AWS: also an answer no handler wrote is data that loads and frames nothing.
    expect(unknown.headers['x-content-type-options']).toBe('nosniff');
    expect(unknown.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");

    const wrongMethod = await send('GET', '/api/account/login');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');

    const tooLarge = await send('POST', '/api/test/echo', { 'Content-Type': 'application/json' }, 'x'.repeat(2_000));
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body.toString())).toMatchObject({ Code: 'PayloadTooLarge' });
  });

  it('answers a handler that throws with 500 and one that runs past the timeout with 503', async () => {
    const crash = await send('GET', '/api/test/crash');
    expect(crash.status).toBe(500);
    expect(JSON.parse(crash.body.toString())).toMatchObject({ Code: 'InternalError' });
    expect(logged.some((line) => line.includes('handler bug'))).toBe(true);

    const slow = await send('GET', '/api/test/slow');
    expect(slow.status).toBe(503);
  });

  it('serves a real route through its handler module, in any casing and with a trailing slash', async () => {
    const answer = await send('GET', '/api/Account/IsLoggedIn/');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toBe(false);
    const cookies = [answer.headers['set-cookie'] ?? []].flat();
    expect(cookies.some((cookie) => cookie.startsWith('XSRF-TOKEN='))).toBe(true);
  });
});
