import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

/** An API Gateway HTTP API (payload 2.0) event as API Gateway delivers it, for calling a handler directly in a test. */
export function httpEvent(
  method: string,
  path: string,
  options: { query?: Record<string, string>; body?: unknown; cookies?: string[]; headers?: Record<string, string> } = {},
): APIGatewayProxyEventV2 {
  const rawQueryString = new URLSearchParams(options.query ?? {}).toString();
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return {
    version: '2.0',
    routeKey: `${method} ${path.toLowerCase()}`,
    rawPath: path,
    rawQueryString,
    cookies: options.cookies,
    headers: {
      host: 'localhost:3000',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    queryStringParameters: options.query,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId: `req-${Math.random().toString(36).slice(2)}`,
      routeKey: `${method} ${path.toLowerCase()}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body,
    isBase64Encoded: false,
  };
}

export const lambdaContext = (): Context =>
  ({
    awsRequestId: `aws-${Math.random().toString(36).slice(2)}`,
    functionName: 'test',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:test',
    memoryLimitInMB: '512',
    logGroupName: 'test',
    logStreamName: 'test',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  }) as Context;
