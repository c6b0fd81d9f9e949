import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z, ZodError } from 'zod';
import { DomainError } from '../../../domain/errors.ts';
import { findRoute, routePathParameters, writesOn, type RouteDefinition } from '../../routes.ts';
import { readCookie, serializeCookie, sessionCookieName, xsrfCookieName, XSRF_HEADER } from '../auth/cookies.ts';
import { cookieMaxAge } from '../auth/sessions.ts';
import { forbidden, fromDomainError, HttpError, notFound, readOnlyAccess, roleRefused, unauthorized } from '../errors.ts';
import type { Decider } from '../../../domain/decider.ts';
import type { NewEvent } from '../../../events/envelope.ts';
import { handleCommand, handleGroup, type CommandGroup, type GroupOutcome, type HandleOptions, type HandleOutcome } from '../command-handler.ts';
import { EventStore, type AppendContext } from '../event-store.ts';
import { logger } from '../logger.ts';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { HandlerContract, SuccessResponses } from './contract.ts';
import { jsonResult, toResult } from './response.ts';
import { referredIds, refuseIdsOutOfScope, type IdScopes } from './scoped-ids.ts';
import { SessionResolver, type Session } from './session-context.ts';
import { clientAddress } from './client-address.ts';
import { policyRefusal } from './route-policy.ts';

/** What a handler's `run` receives. `session` is present unless the route is public. */
export interface RequestContext<Body, Query> {
  body: Body;
  query: Query;
  session: Session;
  event: APIGatewayProxyEventV2;
  correlationId: string;
  /** The id of this request: the causation id of the events it appends. */
  requestId: string;
  sourceIp: string;
}

export interface CommandContext<Body, Query> extends RequestContext<Body, Query> {
  store: EventStore;
  /** Envelope fields for the events this command appends. */
  appendContext: AppendContext;
  /** The `Idempotency-Key` header, if the client sent one. */
  idempotencyKey: string | undefined;
  /** The `If-Match` header as an aggregate version, if the client sent one. */
  expectedVersion: number | undefined;
  /**
   * Runs the generic command handler on one aggregate with this request's envelope, Idempotency-Key (payload: the
   * body and query) and If-Match. A handler is then a decider plus this one call.
   */
  handle<Command, Event extends NewEvent, State, Result = undefined>(
    decider: Decider<Command, Event, State>,
    streamId: string,
    command: Command,
    options?: Pick<HandleOptions<State, Result>, 'result' | 'retries'>,
  ): Promise<HandleOutcome<State, Result>>;
  /**
   * Runs a command over several aggregates as one atomic append, with this request's envelope, Idempotency-Key and
   * If-Match (compared with the version of the stream the request is about, by default the first one `attempt` loads;
   * its new version is the ETag).
   */
  handleGroup<Result>(attempt: (group: CommandGroup) => Promise<Result>, options?: { main?: string; retries?: number }): Promise<GroupOutcome<Result>>;
}

/**
 * A handler: its input schemas, what it answers and what it does. Who may call it (session, role flags, read-only
 * access) is the route's policy in `functions/routes.ts`, applied here before `run`.
 */
interface EndpointDefinition<Body, Query, Ctx> {
  /** What the route does, in Danish, for those who integrate with DealerHub (the API's published description). */
  summary: string;
  body?: z.ZodType<Body>;
  query?: z.ZodType<Query>;
  /**
   * The answer of each success status: its JSON body's schema, or the media type of its bytes. Required, so that no
   * route answers outside its published contract (`GET /api/openapi.json`); refusals share one error shape.
   */
  responses: SuccessResponses;
  run(context: Ctx): Promise<unknown>;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let sessionResolver: SessionResolver | undefined;
/**
 * The scopes the id kinds resolve in, from the composition root beside the route table: it composes the owning
 * contexts' readers, which the platform does not import itself. Loaded on the first request that names an id.
 */
let scopes: Promise<IdScopes> | undefined;
const idScopes = (): Promise<IdScopes> => {
  scopes ??= import('../../id-scopes.ts').then((module) => module.idScopes);
  scopes.catch(() => (scopes = undefined));
  return scopes;
};
let eventStore: EventStore | undefined;
/** The session cookie a response renews, for the request whose session slid (set before the handler runs). */
const renewals = new WeakMap<APIGatewayProxyEventV2, string>();

/** A query: reads read models only. */
export const query = <Query = Record<string, never>>(definition: EndpointDefinition<never, Query, RequestContext<never, Query>>) =>
  endpoint(definition, (context) => context);

/** A command: may append events through `store`; carries Idempotency-Key and If-Match. */
export const command = <Body = never, Query = Record<string, never>>(
  definition: EndpointDefinition<Body, Query, CommandContext<Body, Query>>,
) =>
  endpoint(definition, (context): CommandContext<Body, Query> => {
    const ifMatch = context.event.headers?.['if-match']?.replace(/^W\//, '').replace(/"/g, '');
    if (ifMatch !== undefined && !/^\d+$/.test(ifMatch)) throw new HttpError(400, 'If-Match skal være et versionsnummer.', { field: 'If-Match' });
    const idempotencyKey = context.event.headers?.['idempotency-key'];
    if (idempotencyKey !== undefined && !/^[\w-]{8,128}$/.test(idempotencyKey)) {
      throw new HttpError(400, 'Idempotency-Key skal være 8 til 128 tegn (bogstaver, tal, - og _).', { field: 'Idempotency-Key' });
    }
    const shared = (eventStore ??= new EventStore());
    // A read-only caller's command may read streams but never append, whatever its route declares.
    const store = context.session?.roleFlags.has('read_only_access') ? readOnlyStore(shared) : shared;
    const appendContext: AppendContext = {
      dealerId: context.session?.dealerId ?? '',
      userId: context.session?.userId ?? 'anonymous',
      correlationId: context.correlationId,
      causationId: context.requestId,
    };
    const expectedVersion = ifMatch === undefined ? undefined : Number(ifMatch);
    return {
      ...context,
      store,
      appendContext,
      idempotencyKey,
      expectedVersion,
      handle: (decider, streamId, aggregateCommand, options = {}) =>
        handleCommand(store, decider, streamId, aggregateCommand, appendContext, {
          ...options,
          expectedVersion,
          idempotencyKey,
          payload: { body: context.body, query: context.query },
        }),
      handleGroup: (attempt, options = {}) =>
        handleGroup(store, appendContext, attempt, {
          ...options,
          expectedVersion,
          idempotencyKey,
          payload: { body: context.body, query: context.query },
        }),
    };
  });

function endpoint<Body, Query, Ctx>(
  definition: EndpointDefinition<Body, Query, Ctx>,
  extend: (context: RequestContext<Body, Query>) => Ctx,
) {
  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(correlation())
    .use(errorResponses())
    .handler(async (event, lambdaContext) =>
      run(definition, extend, event, correlationIdOf(event), lambdaContext.awsRequestId ?? randomUUID()),
    );
  // The route's own input schemas travel with its handler, so that suites over the route table (fuzzing) can build
  // requests from them without each handler exporting them.
  const requestSchemas: RequestSchemas = { body: definition.body, query: definition.query };
  // Its answers and summary travel the same way, so that the API's description is built from the route table.
  const contract: HandlerContract = { summary: definition.summary, ...requestSchemas, responses: definition.responses };
  return Object.assign(handler, { requestSchemas, contract });
}

/** A handler's input schemas, as its definition declared them (absent where it takes no body or no query). */
export interface RequestSchemas {
  body: z.ZodType | undefined;
  query: z.ZodType | undefined;
}

type HttpMiddleware = middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>;

/** The correlation id comes from the caller (`x-correlation-id`) or is API Gateway's request id; it is logged and echoed. */
const correlationIdOf = (event: APIGatewayProxyEventV2): string =>
  event.headers?.['x-correlation-id'] ?? event.requestContext?.requestId ?? randomUUID();

const correlation = (): HttpMiddleware => ({
  before: (request) => {
    logger.appendKeys({ correlationId: correlationIdOf(request.event), route: request.event.routeKey });
  },
  after: (request) => {
    if (request.response) request.response = withSessionRenewal(withCorrelation(request.response, correlationIdOf(request.event)), request.event);
  },
});

/** One error shape for every handler: `{ Message, Field?, Code?, Errors? }`, Danish messages, no stack traces. */
const errorResponses = (): HttpMiddleware => ({
  onError: (request) => {
    request.response = withSessionRenewal(withCorrelation(errorResult(request.error), correlationIdOf(request.event)), request.event);
  },
});

async function run<Body, Query, Ctx>(
  definition: EndpointDefinition<Body, Query, Ctx>,
  extend: (context: RequestContext<Body, Query>) => Ctx,
  event: APIGatewayProxyEventV2,
  correlationId: string,
  requestId: string,
): Promise<APIGatewayProxyStructuredResultV2> {
  const method = event.requestContext?.http?.method?.toUpperCase() ?? 'GET';
  const route = routeOf(event, method);
  const session = await (sessionResolver ??= new SessionResolver()).resolve(event);
  if (!route.public && !session) throw unauthorized();
  if (session?.renewed) renewals.set(event, serializeCookie(event, sessionCookieName(event), session.sessionId, { httpOnly: true, maxAge: cookieMaxAge(session.expiresAt) }));
  // A GET that changes data (a print with RenderPdf=true) is a write like a POST: token and read-only rule alike.
  const writes = writesOn(route, event.queryStringParameters);
  if (STATE_CHANGING.has(method) || writes) checkAntiForgery(event, session);
  if (session) enforcePolicy(route, session, writes);
  if (session) logger.appendKeys({ userId: session.userId, dealerId: session.dealerId });

  // A path parameter is read as the query parameter of its name: the spec writes some routes both ways.
  const pathParameters = event.pathParameters ?? routePathParameters(route, event.rawPath ?? '');
  const query = parse(definition.query, { ...event.queryStringParameters, ...pathParameters }, 'query');
  const body = parse(definition.body, definition.body ? parseJsonBody(event) : undefined, 'body');
  // Every id the request names must be the caller's to name: refused here as unknown otherwise, whatever the handler.
  const named = [...referredIds(definition.query, query), ...referredIds(definition.body, body)];
  if (session && named.length > 0) await refuseIdsOutOfScope(session, named, await idScopes());
  const context = extend({
    body: body as Body,
    query: query as Query,
    session: session as Session,
    event,
    correlationId,
    requestId,
    sourceIp: clientAddress(event),
  });
  return toResult(await definition.run(context));
}

/**
 * The route this request was sent on, from API Gateway's `routeKey` (a Function URL sends `$default`: then its
 * method and path), matched as the route table matches. A handler reached outside the table has no policy and is
 * refused, so a route cannot run without one.
 */
function routeOf(event: APIGatewayProxyEventV2, method: string): RouteDefinition {
  const routeKey = event.routeKey && event.routeKey !== '$default' ? event.routeKey : `${method} ${event.rawPath ?? ''}`;
  const separator = routeKey.indexOf(' ');
  const route = separator > 0 ? findRoute(routeKey.slice(0, separator), routeKey.slice(separator + 1)) : undefined;
  if (!route) throw notFound();
  return route;
}

/** The route's policy (`policyRefusal`), as the answer the caller gets. */
function enforcePolicy(route: RouteDefinition, session: Session, writes: boolean): void {
  const refusal = policyRefusal(route, session, writes);
  if (refusal === 'flags') throw forbidden();
  if (refusal === 'readOnly') throw readOnlyAccess();
  if (refusal === 'role') throw roleRefused();
}

/** Reads are what a command may do for a read-only caller; any other use of the store (an append) is refused. */
const STORE_READS = new Set<PropertyKey>(['readStream', 'lastVersion', 'getIdempotencyRecord']);

const readOnlyStore = (store: EventStore): EventStore =>
  new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (STORE_READS.has(property)) return (value as (...args: unknown[]) => unknown).bind(target);
      return () => Promise.reject(readOnlyAccess());
    },
  });

/**
 * Anti-forgery: a signed-in caller must echo the session's token; a caller without a session must echo the
 * anti-forgery cookie (double submit). Signing in asks more: the token must be one the server issued
 * (`PreLoginTokens`), which the login handler checks. SameSite=Strict cookies already stop most forgeries; this
 * closes the rest.
 */
function checkAntiForgery(event: APIGatewayProxyEventV2, session: Session | undefined): void {
  const header = event.headers?.[XSRF_HEADER];
  const expected = session ? session.xsrfToken : readCookie(event, xsrfCookieName(event));
  if (header === undefined || expected === undefined || !sameToken(header, expected)) throw antiForgeryRefusal();
}

export const antiForgeryRefusal = (): HttpError =>
  new HttpError(403, 'Sikkerhedstoken mangler eller er forkert. Genindlæs siden og prøv igen.', { code: 'AntiForgery' });

/** Compares in constant time (over hashes, so the lengths need not match), so timing tells nothing of the token. */
const sameToken = (given: string, expected: string): boolean =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/** `application/json` and `application/<anything>+json`, in any casing, with parameters (charset) or without. */
const isJsonMediaType = (contentType: string): boolean => {
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  return mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType);
};

/** A JSON body is an object: `null`, a number, a string or an array is refused as the request's shape, with 400. */
function parseJsonBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return {};
  if (!isJsonMediaType(event.headers?.['content-type'] ?? '')) {
    throw new HttpError(415, 'Forespørgslen skal sendes som JSON.', { code: 'UnsupportedMediaType' });
  }
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Forespørgslen er ikke gyldig JSON.', { code: 'InvalidJson' });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(400, 'Forespørgslen skal være et JSON-objekt.', { field: 'body', code: 'InvalidJson' });
  }
  return parsed;
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown, part: 'query' | 'body'): T | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(result.error, part);
}

/** A validation failure names the first failing field; all of them are listed in `Errors`. */
function validationError(error: ZodError, part: 'query' | 'body'): HttpError {
  const errors = error.issues.map((issue) => ({ Field: issue.path.join('.') || part, Message: issue.message }));
  const first = errors[0]!;
  return new HttpError(400, first.Message, { field: first.Field, code: 'Validation', errors });
}

function errorResult(error: unknown): APIGatewayProxyStructuredResultV2 {
  const known = error instanceof DomainError ? fromDomainError(error) : error instanceof HttpError ? error : undefined;
  if (known) {
    if (known.statusCode >= 500) logger.error('Request failed', { error });
    else logger.info('Request refused', { status: known.statusCode, code: known.details.code, field: known.details.field });
    return jsonResult(
      known.statusCode,
      {
        Message: known.message,
        ...(known.details.field ? { Field: known.details.field } : {}),
        ...(known.details.code ? { Code: known.details.code } : {}),
        ...(known.details.errors ? { Errors: known.details.errors } : {}),
      },
      known.details.headers,
    );
  }
  logger.error('Unhandled error', { error });
  return jsonResult(500, { Message: 'Der skete en fejl. Prøv igen.', Code: 'InternalError' });
}

/** Renews the session cookie's Max-Age when the session slid, unless the handler set the cookie itself (login, logout). */
const withSessionRenewal = (result: APIGatewayProxyStructuredResultV2, event: APIGatewayProxyEventV2): APIGatewayProxyStructuredResultV2 => {
  const cookie = renewals.get(event);
  if (!cookie) return result;
  const name = `${sessionCookieName(event)}=`;
  if (result.cookies?.some((each) => each.startsWith(name))) return result;
  return { ...result, cookies: [...(result.cookies ?? []), cookie] };
};

const withCorrelation = (result: APIGatewayProxyStructuredResultV2, correlationId: string): APIGatewayProxyStructuredResultV2 => ({
  ...result,
  headers: { ...result.headers, 'x-correlation-id': correlationId },
});
