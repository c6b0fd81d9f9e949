import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { HttpHandler } from '../functions/platform/dispatch.ts';
import { API_SECURITY_HEADERS } from '../functions/platform/http/response.ts';
import { contextOf, findRoute, normalisePath, routeKeyOf, routes, type RouteDefinition } from '../functions/routes.ts';
import { repoRoot } from './emulators.ts';

/**
 * The local API Gateway: turns an HTTP request into the HTTP API payload format 2.0 event the real handler gets in
 * AWS, invokes the handler named by functions/routes.ts with a Lambda context, and turns its result back into the
 * HTTP response, with API Gateway's limits (10 MB payload, 29 s integration timeout).
 */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
export const INTEGRATION_TIMEOUT_MS = 29_000;

const JSON_TYPE = 'application/json; charset=utf-8';

/** Bodies of these types reach the handler as text; anything else (uploads, multipart) as base64, as API Gateway does. */
export const isTextContentType = (contentType: string | undefined): boolean => {
  if (!contentType) return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/xml' ||
    type.endsWith('+xml') ||
    type === 'application/javascript' ||
    type === 'application/x-www-form-urlencoded'
  );
};

const firstValue = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** `?a=1&a=2&b=%C3%A6` → `{ a: '1,2', b: 'æ' }`, as API Gateway joins repeated keys. */
export const queryParametersOf = (rawQueryString: string): Record<string, string> | undefined => {
  if (rawQueryString === '') return undefined;
  const parameters: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    parameters[name] = name in parameters ? `${parameters[name]},${value}` : value;
  }
  return parameters;
};

/** Values of `{name}` segments of the route's path, if it has any. */
export const pathParametersOf = (route: RouteDefinition, rawPath: string): Record<string, string> | undefined => {
  const actual = rawPath.replace(/\/$/, '').split('/');
  const parameters: Record<string, string> = {};
  route.path
    .replace(/\/$/, '')
    .split('/')
    .forEach((segment, index) => {
      const match = /^\{(.+)\}$/.exec(segment);
      if (match && actual[index] !== undefined) parameters[match[1]!] = decodeURIComponent(actual[index]!);
    });
  return Object.keys(parameters).length > 0 ? parameters : undefined;
};

/** `[12/Mar/2020:19:03:58 +0000]`-style time API Gateway writes into `requestContext.time`. */
const requestTime = (at: Date): string => {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(at.getUTCDate())}/${months[at.getUTCMonth()]}/${at.getUTCFullYear()}:${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())} +0000`;
};

const sourceIpOf = (request: IncomingMessage): string => (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');

export interface EventOptions {
  requestId?: string;
  now?: Date;
}

/** The payload format 2.0 event for a request that matched `route`. */
export const toApiGatewayEvent = (request: IncomingMessage, body: Buffer, route: RouteDefinition, options: EventOptions = {}): APIGatewayProxyEventV2 => {
  const now = options.now ?? new Date();
  const url = request.url ?? '/';
  const queryStart = url.indexOf('?');
  const rawPath = queryStart < 0 ? url : url.slice(0, queryStart);
  const rawQueryString = queryStart < 0 ? '' : url.slice(queryStart + 1);
  const sourceIp = sourceIpOf(request);

  // Header names arrive lower-cased; repeated headers are joined with commas. Cookies move to `cookies`.
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, values] of Object.entries(request.headersDistinct)) {
    if (!values) continue;
    if (name === 'cookie') {
      cookies = values
        .flatMap((value) => value.split(';'))
        .map((cookie) => cookie.trim())
        .filter((cookie) => cookie !== '');
      continue;
    }
    headers[name] = values.join(',');
  }
  const host = headers.host ?? 'localhost';
  headers['x-forwarded-for'] ??= sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-port'] ??= String(request.socket.localPort ?? '');
  const domainName = host.replace(/:\d+$/, '');

  const text = isTextContentType(headers['content-type']);
  const pathParameters = pathParametersOf(route, rawPath);
  const queryStringParameters = queryParametersOf(rawQueryString);
  return {
    version: '2.0',
    routeKey: routeKeyOf(route),
    rawPath,
    rawQueryString,
    ...(cookies && cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0] ?? domainName,
      http: {
        method: (request.method ?? 'GET').toUpperCase(),
        path: rawPath,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: options.requestId ?? randomBytes(10).toString('base64'),
      routeKey: routeKeyOf(route),
      stage: '$default',
      time: requestTime(now),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0 ? { body: text ? body.toString('utf8') : body.toString('base64') } : {}),
    ...(pathParameters ? { pathParameters } : {}),
    isBase64Encoded: body.length > 0 && !text,
  };
};

/** A Lambda context for one invocation of a context's function. */
export const lambdaContext = (functionName: string, timeoutMs = INTEGRATION_TIMEOUT_MS): Context => {
  const deadline = Date.now() + timeoutMs;
  const region = process.env.AWS_REGION ?? 'us-east-1';
  const unsupported = (): never => {
    throw new Error('Callback-style Lambda handlers are not supported; return a promise');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${region}:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${functionName}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
};

const errorResult = (statusCode: number, Message: string, Code: string): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': JSON_TYPE },
  body: JSON.stringify({ Message, Code }),
});

/**
 * A result as API Gateway reads it: a structured result (it has `statusCode`) as is; anything else is a 200 whose
 * body is the value as JSON.
 */
export const normaliseResult = (result: APIGatewayProxyResultV2 | undefined): APIGatewayProxyStructuredResultV2 => {
  if (result !== null && typeof result === 'object' && 'statusCode' in result && result.statusCode !== undefined) return result;
  return { statusCode: 200, headers: { 'content-type': JSON_TYPE }, body: typeof result === 'string' ? result : JSON.stringify(result ?? null) };
};

/**
 * Writes a handler's result: its status, headers, one `Set-Cookie` per cookie and the body (decoded from base64).
 * Every answer carries the API's security headers, as CloudFront's response headers policy adds them in AWS, also
 * the ones no handler wrote (no such route, too large, a timeout).
 */
export const writeResult = (response: ServerResponse, result: APIGatewayProxyStructuredResultV2, requestId?: string): void => {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) headers[name] = value;
  if (result.cookies && result.cookies.length > 0) headers['set-cookie'] = [...result.cookies];
  if (requestId) headers['apigw-requestid'] = requestId;
  const body = result.body === undefined ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  if (!headers['content-type'] && body.length > 0) headers['content-type'] = JSON_TYPE;
  headers['content-length'] = String(body.length);
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(body);
};

/** Reads the request body, or undefined once it passes `limit` bytes. */
export const readBody = (request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer | undefined> =>
  new Promise((resolve, reject) => {
    const declared = Number(firstValue(request.headers['content-length']) ?? 0);
    if (declared > limit) {
      request.resume();
      resolve(undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    request.once('end', () => resolve(tooLarge ? undefined : Buffer.concat(chunks)));
    request.once('error', reject);
  });

export type HandlerLoader = (route: RouteDefinition) => Promise<HttpHandler>;

const loaded = new Map<string, Promise<HttpHandler>>();

/** Imports `functions/<handler>.ts` once (a warm container) and returns its `handler` export. */
export const importHandler: HandlerLoader = (route) => {
  let handler = loaded.get(route.handler);
  if (!handler) {
    const file = path.join(repoRoot, 'functions', `${route.handler}.ts`);
    handler = import(pathToFileURL(file).href).then((module: { handler?: HttpHandler }) => {
      if (typeof module.handler !== 'function') throw new Error(`functions/${route.handler}.ts does not export a handler`);
      return module.handler;
    });
    handler.catch(() => loaded.delete(route.handler));
    loaded.set(route.handler, handler);
  }
  return handler;
};

export interface ApiOptions {
  loadHandler?: HandlerLoader;
  /** Where a path is looked up; the route table by default. */
  resolveRoute?: (method: string, path: string) => RouteDefinition | undefined;
  allowedMethods?: (path: string) => string[];
  timeoutMs?: number;
  maxBodyBytes?: number;
  log?: (message: string) => void;
}

const routeTableMethods = (rawPath: string): string[] => {
  const key = normalisePath(rawPath);
  return routes.filter((route) => normalisePath(route.path) === key).map((route) => route.method);
};

/** Serves one `/api/*` request through the real handler. */
export const createApiHandler = (options: ApiOptions = {}) => {
  const loadHandler = options.loadHandler ?? importHandler;
  const resolveRoute = options.resolveRoute ?? findRoute;
  const allowedMethods = options.allowedMethods ?? routeTableMethods;
  const timeoutMs = options.timeoutMs ?? INTEGRATION_TIMEOUT_MS;
  const log = options.log ?? ((message: string) => console.error(message));

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const requestId = randomBytes(10).toString('base64');
    const method = (request.method ?? 'GET').toUpperCase();
    const rawPath = (request.url ?? '/').split('?')[0]!;
    const route = resolveRoute(method, rawPath);
    if (!route) {
      const allowed = allowedMethods(rawPath);
      request.resume();
      if (allowed.length > 0) {
        response.setHeader('allow', allowed.join(', '));
        writeResult(response, errorResult(405, 'Metoden er ikke tilladt.', 'MethodNotAllowed'), requestId);
      } else {
        writeResult(response, errorResult(404, 'Findes ikke.', 'NotFound'), requestId);
      }
      return;
    }

    const body = await readBody(request, options.maxBodyBytes ?? MAX_BODY_BYTES);
    if (!body) {
      writeResult(response, errorResult(413, 'Forespørgslen er for stor.', 'PayloadTooLarge'), requestId);
      return;
    }

    const event = toApiGatewayEvent(request, body, route, { requestId });
    let result: APIGatewayProxyStructuredResultV2;
    let timer: NodeJS.Timeout | undefined;
    try {
      const handler = await loadHandler(route);
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      const outcome = await Promise.race([handler(event, lambdaContext(`dealerhub-${contextOf(route)}`, timeoutMs)), timeout]);
      if (outcome === 'timeout') {
        log(`${event.routeKey}: no answer within ${timeoutMs} ms`);
        result = errorResult(503, 'Tjenesten svarede ikke i tide. Prøv igen.', 'Timeout');
      } else {
        result = normaliseResult(outcome);
      }
    } catch (error) {
      // In AWS an unhandled error is a 500 from API Gateway; the handler's own error handling should prevent it.
      log(`${event.routeKey} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      result = errorResult(500, 'Der opstod en uventet fejl.', 'InternalError');
    } finally {
      clearTimeout(timer);
    }
    writeResult(response, result, requestId);
  };
};
