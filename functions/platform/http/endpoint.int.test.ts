import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { refused } from '../../../domain/errors.ts';
import { ROLE_FLAGS } from '../../../domain/roles.ts';
import { httpEvent, lambdaContext } from '../../../tests/support/http-event.ts';
import { dealerWith, sessionAt } from '../../../tests/support/signed-in.ts';
import { routes, writesOn, writingQuery } from '../../routes.ts';
import type { HttpHandler } from '../dispatch.ts';
import { SessionStore, SLIDING_EXPIRY_SECONDS } from '../auth/sessions.ts';
import { EventStore } from '../event-store.ts';
import { command, query } from './endpoint.ts';
import { respond } from './response.ts';
import type { Decider } from '../../../domain/decider.ts';

/** These handlers exist to test the platform: what they answer is no published contract. */
const ANSWERS = { summary: 'Test.', responses: { 200: z.unknown() } };

const sessions = new SessionStore();
const store = new EventStore();

const call = (handler: HttpHandler, event: ReturnType<typeof httpEvent>) => handler(event, lambdaContext());
const json = (result: { body?: string }) => JSON.parse(result.body ?? 'null');

let proDealer: string;
let startDealer: string;
beforeAll(async () => {
  proDealer = await dealerWith(['case', 'finance']);
  startDealer = await dealerWith(['car_list']);
});

// The policy comes from the route a request was sent on: these test handlers are called on real routes of the table.
const CASE_READ = '/api/Case/Get';
const CASE_WRITE = '/api/case/save';
const OPEN_READ = '/api/account/settings';

describe('endpoint middleware', () => {
  const caseOnly = query({ ...ANSWERS, run: async ({ session }) => ({ DealerId: session.dealerId }) });

  it('refuses a caller without a session with 401 and the one error shape', async () => {
    const result = await call(caseOnly, httpEvent('GET', CASE_READ));
    expect(result.statusCode).toBe(401);
    expect(json(result)).toEqual({ Message: 'Du er ikke logget ind.', Code: 'NotLoggedIn' });
  });

  it("enforces the route's role flags on the server: 403 without the flag, 200 with it, tenancy from the session", async () => {
    const withoutFlag = await sessionAt(startDealer);
    expect((await call(caseOnly, httpEvent('GET', CASE_READ, { cookies: [withoutFlag.cookie] }))).statusCode).toBe(403);
    const withFlag = await sessionAt(proDealer);
    const result = await call(caseOnly, httpEvent('GET', CASE_READ, { cookies: [withFlag.cookie], query: { DealerId: startDealer } }));
    expect(result.statusCode).toBe(200);
    expect(json(result)).toEqual({ DealerId: proDealer });
  });

  it('refuses a request on no route of the table: a handler never runs without a policy', async () => {
    const { cookie } = await sessionAt(proDealer);
    const result = await call(caseOnly, httpEvent('GET', '/api/not/a/route', { cookies: [cookie] }));
    expect(result.statusCode).toBe(404);
  });

  it('finds the route behind a Function URL (routeKey $default) by method and path', async () => {
    const withoutFlag = await sessionAt(startDealer);
    const event = { ...httpEvent('GET', CASE_READ, { cookies: [withoutFlag.cookie] }), routeKey: '$default' };
    expect((await call(caseOnly, event)).statusCode).toBe(403);
  });

  it('refuses an expired session: 4 hours after the last request', async () => {
    const stale = await sessionAt(proDealer, Date.now() - SLIDING_EXPIRY_SECONDS * 1000 - 1000);
    expect((await call(caseOnly, httpEvent('GET', CASE_READ, { cookies: [stale.cookie] }))).statusCode).toBe(401);
  });

  it('requires the anti-forgery token on state-changing requests', async () => {
    const save = command({ ...ANSWERS, body: z.object({ Name: z.string() }), run: async ({ body }) => ({ Saved: body.Name }) });
    const { cookie, xsrf } = await sessionAt(proDealer);
    const without = await call(save, httpEvent('POST', CASE_WRITE, { cookies: [cookie], body: { Name: 'A' } }));
    expect(without.statusCode).toBe(403);
    expect(json(without).Code).toBe('AntiForgery');
    const wrong = await call(save, httpEvent('POST', CASE_WRITE, { cookies: [cookie], body: { Name: 'A' }, headers: { 'x-xsrf-token': 'nope' } }));
    expect(wrong.statusCode).toBe(403);
    const right = await call(save, httpEvent('POST', CASE_WRITE, { cookies: [cookie], body: { Name: 'A' }, headers: { 'x-xsrf-token': xsrf } }));
    expect(right.statusCode).toBe(200);
    expect(json(right)).toEqual({ Saved: 'A' });
  });

  it('requires the anti-forgery token on a GET that writes (a print), and not on one that only reads (a preview)', async () => {
    const print = query({ ...ANSWERS, run: async () => true });
    const { cookie, xsrf } = await sessionAt(proDealer);
    const printPath = '/api/PrintContract/PrintContract';
    const printing = (headers: Record<string, string>, renderPdf = 'true') =>
      call(print, httpEvent('GET', printPath, { cookies: [cookie], query: { CaseId: '1', renderpdf: renderPdf }, headers }));
    const without = await printing({});
    expect(without.statusCode).toBe(403);
    expect(json(without).Code).toBe('AntiForgery');
    expect((await printing({ 'x-xsrf-token': 'nope' })).statusCode).toBe(403);
    expect((await printing({ 'x-xsrf-token': xsrf })).statusCode).toBe(200);
    expect((await printing({}, 'false')).statusCode).toBe(200);
    // The lead tracking GET always records.
    expect((await call(print, httpEvent('GET', '/api/printtracking/tracklead', { cookies: [cookie] }))).statusCode).toBe(403);
  });

  it('refuses a print to read-only access, and lets it preview', async () => {
    const print = query({ ...ANSWERS, run: async () => true });
    const readOnly = await sessionAt(await dealerWith(['case', 'read_only_access']));
    const printing = (renderPdf: string) =>
      call(print, httpEvent('GET', '/api/PrintOffer/PrintOffer', { cookies: [readOnly.cookie], headers: { 'x-xsrf-token': readOnly.xsrf }, query: { RenderPdf: renderPdf } }));
    const printed = await printing('true');
    expect(printed.statusCode).toBe(403);
    expect(json(printed).Code).toBe('ReadOnlyAccess');
    expect((await printing('false')).statusCode).toBe(200);
  });

  it('ignores a cookie that does not decode instead of failing the request', async () => {
    const open = query({ ...ANSWERS, run: async ({ session }) => session.dealerId });
    const { cookie, xsrf } = await sessionAt(proDealer);
    const garbled = await call(open, httpEvent('GET', OPEN_READ, { cookies: ['dh_session=%00%ff', 'XSRF-TOKEN=%ff'] }));
    expect(garbled.statusCode).toBe(401);
    const beside = await call(open, httpEvent('GET', OPEN_READ, { cookies: ['dh_session=%00%ff', cookie, 'XSRF-TOKEN=%ff'] }));
    expect(beside.statusCode).toBe(200);
    const save = command({ ...ANSWERS, run: async () => true });
    const post = await call(save, httpEvent('POST', CASE_WRITE, { cookies: [cookie, 'XSRF-TOKEN=%ff'], headers: { 'x-xsrf-token': xsrf } }));
    expect(post.statusCode).toBe(200);
  });

  it('refuses a JSON body that is not an object (null, a number, an array) with 400, for every route', async () => {
    const save = command({ ...ANSWERS, body: z.object({ Name: z.string() }).nullable(), run: async ({ body }) => body });
    const { cookie, xsrf } = await sessionAt(proDealer);
    for (const text of ['null', '42', '"x"', '[]', 'true']) {
      const result = await call(save, {
        ...httpEvent('POST', CASE_WRITE, { cookies: [cookie], headers: { 'x-xsrf-token': xsrf, 'content-type': 'application/json' } }),
        body: text,
      });
      expect(result.statusCode, text).toBe(400);
      expect(json(result), text).toMatchObject({ Field: 'body', Message: 'Forespørgslen skal være et JSON-objekt.' });
    }
  });

  it('reads the media type in any casing and with parameters, and refuses one that is not JSON with 415', async () => {
    const save = command({ ...ANSWERS, body: z.object({ Name: z.string() }), run: async ({ body }) => body.Name });
    const { cookie, xsrf } = await sessionAt(proDealer);
    const send = (contentType: string) =>
      call(save, {
        ...httpEvent('POST', CASE_WRITE, { cookies: [cookie], headers: { 'x-xsrf-token': xsrf, 'content-type': contentType } }),
        body: '{"Name":"A"}',
      });
    for (const type of ['Application/JSON', 'APPLICATION/JSON; Charset=UTF-8', 'application/json;charset=utf-8', 'application/problem+json']) {
      expect((await send(type)).statusCode, type).toBe(200);
    }
    for (const type of ['text/plain', 'application/jsonx', 'application/x-www-form-urlencoded', '']) {
      expect((await send(type)).statusCode, type).toBe(415);
    }
  });

  it('renews the session cookie whenever the session slides, so the browser keeps it as long as the server', async () => {
    const open = query({ ...ANSWERS, run: async () => true });
    const started = Date.now() - 5 * 60_000;
    const { cookie } = await sessionAt(proDealer, started);
    const slid = await call(open, httpEvent('GET', OPEN_READ, { cookies: [cookie] }));
    const renewed = slid.cookies?.find((each) => each.startsWith(`${cookie}; `));
    expect(renewed).toMatch(/HttpOnly/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(renewed ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(SLIDING_EXPIRY_SECONDS - 5);
    expect(maxAge).toBeLessThanOrEqual(SLIDING_EXPIRY_SECONDS);
    // Within the minute after, the session does not slide and the cookie is left alone; an error answer renews too.
    expect((await call(open, httpEvent('GET', OPEN_READ, { cookies: [cookie] }))).cookies).toBeUndefined();
    const other = await sessionAt(proDealer, started);
    const failing = query({ ...ANSWERS, run: async () => Promise.reject(refused('Nej.')) });
    const refusedAnswer = await call(failing, httpEvent('GET', OPEN_READ, { cookies: [other.cookie] }));
    expect(refusedAnswer.statusCode).toBe(409);
    expect(refusedAnswer.cookies?.some((each) => each.startsWith(`${other.cookie}; `))).toBe(true);
  });

  it('marks every answer as data: nosniff and a content security policy that loads and frames nothing', async () => {
    const open = query({ ...ANSWERS, run: async () => true });
    const { cookie } = await sessionAt(proDealer);
    for (const result of [await call(open, httpEvent('GET', OPEN_READ, { cookies: [cookie] })), await call(open, httpEvent('GET', OPEN_READ))]) {
      expect(result.headers?.['x-content-type-options']).toBe('nosniff');
      expect(result.headers?.['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('validates query and body with zod and names the failing field', async () => {
    const lookup = query({
      ...ANSWERS,
      query: z.object({ Id: z.coerce.number({ error: 'Id skal være et tal.' }).int() }),
      run: async ({ query: q }) => q,
    });
    const { cookie, xsrf } = await sessionAt(proDealer);
    const bad = await call(lookup, httpEvent('GET', CASE_READ, { cookies: [cookie], query: { Id: 'abc' } }));
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ Field: 'Id', Message: 'Id skal være et tal.', Code: 'Validation' });

    const save = command({ ...ANSWERS, body: z.object({ Street: z.string().max(500, 'Højst 500 tegn.') }), run: async () => true });
    const tooLong = await call(
      save,
      httpEvent('POST', CASE_WRITE, { cookies: [cookie], headers: { 'x-xsrf-token': xsrf }, body: { Street: 'x'.repeat(501) } }),
    );
    expect(json(tooLong)).toMatchObject({ Field: 'Street', Message: 'Højst 500 tegn.' });
    const notJson = await call(save, {
      ...httpEvent('POST', CASE_WRITE, { cookies: [cookie], headers: { 'x-xsrf-token': xsrf, 'content-type': 'application/json' } }),
      body: '{oops',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('turns domain refusals into 409 with the Danish message and hides unexpected errors', async () => {
    const { cookie } = await sessionAt(proDealer);
    const refusing = query({ ...ANSWERS, run: async () => Promise.reject(refused('Sagen er afsluttet.')) });
    const result = await call(refusing, httpEvent('GET', OPEN_READ, { cookies: [cookie] }));
    expect(result.statusCode).toBe(409);
    expect(json(result)).toMatchObject({ Message: 'Sagen er afsluttet.' });
    const crashing = query({ ...ANSWERS, run: async () => Promise.reject(new Error('secret detail')) });
    const crash = await call(crashing, httpEvent('GET', OPEN_READ, { cookies: [cookie], headers: { 'x-correlation-id': 'corr-42' } }));
    expect(crash.statusCode).toBe(500);
    expect(crash.body).not.toContain('secret');
    expect(crash.headers?.['x-correlation-id']).toBe('corr-42');
  });

  it('runs commands through the event store with Idempotency-Key and If-Match', async () => {
    const streamId = `test#${randomUUID()}`;
    const ticker: Decider<{ type: 'Tick' }, { type: 'UserSignedIn'; data: { ImpersonatedByUserId: null } }, number> = {
      initialState: () => 0,
      decide: () => [{ type: 'UserSignedIn', data: { ImpersonatedByUserId: null } }],
      evolve: (n) => n + 1,
    };
    const tick = command({
      ...ANSWERS,
      run: async ({ handle }) => {
        const { version, result } = await handle(ticker, streamId, { type: 'Tick' }, { result: ({ version: v }) => ({ Version: v }) });
        return respond(200, result, { headers: { etag: `"${version}"` } });
      },
    });
    const { cookie, xsrf } = await sessionAt(proDealer);
    const post = (headers: Record<string, string>) =>
      call(tick, httpEvent('POST', CASE_WRITE, { cookies: [cookie], headers: { 'x-xsrf-token': xsrf, ...headers } }));
    const first = await post({ 'idempotency-key': 'key-0000001' });
    const retried = await post({ 'idempotency-key': 'key-0000001' });
    expect(json(first)).toEqual({ Version: 1 });
    expect(json(retried)).toEqual({ Version: 1 });
    expect(await store.lastVersion(streamId)).toBe(1);
    const stale = await post({ 'if-match': '"0"' });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).Message).toMatch(/ændret af en anden/);
    const current = await post({ 'if-match': '"1"' });
    expect(current.headers?.etag).toBe('"2"');
    expect((await post({ 'if-match': 'abc' })).statusCode).toBe(400);
  });

  it('ends all sessions of a user at once', async () => {
    const dealer = proDealer;
    const created = await sessions.create({
      userId: 'u-ending',
      dealerId: dealer,
      conglomerateId: 'c1',
      name: 'X',
      username: 'x',
      initials: 'X',
      simpleRole: null,
      isAdmin: false,
      isConsultant: false,
    });
    expect(await sessions.endAllForUser('u-ending')).toBeGreaterThanOrEqual(1);
    expect(await sessions.load(created.sessionId)).toBeUndefined();
  });
});

describe('route policy, through the real handlers', () => {
  let readOnlyDealer: string;
  let everyFlagDealer: string;
  let noFlagDealer: string;
  beforeAll(async () => {
    [readOnlyDealer, everyFlagDealer, noFlagDealer] = await Promise.all([
      dealerWith(['case', 'read_only_access']),
      dealerWith([...ROLE_FLAGS]),
      dealerWith([]),
    ]);
  });

  const handlerOf = async (handler: string): Promise<HttpHandler> =>
    ((await import(/* @vite-ignore */ new URL(`../../${handler}.ts`, import.meta.url).href)) as { handler: HttpHandler }).handler;

  /** A request as the SPA sends it on a route: the session cookie, and the anti-forgery token on a state change. */
  const request = (method: string, path: string, signedIn: { cookie: string; xsrf: string }, body?: unknown) =>
    httpEvent(method, path, { cookies: [signedIn.cookie], headers: { 'x-xsrf-token': signedIn.xsrf }, body });

  it('lets a read-only dealer read the case list (200) and refuses its case save (403, the read-only message)', async () => {
    const readOnly = await sessionAt(readOnlyDealer);
    const [search, save] = await Promise.all([handlerOf('cases/search-cases'), handlerOf('cases/save-case')]);

    const listed = await call(search, request('GET', '/api/caselist/search/', readOnly));
    expect(listed.statusCode, listed.body).toBe(200);
    expect(json(listed)).toMatchObject({ Total: 0, List: [] });

    const saved = await call(save, request('POST', '/api/case/save', readOnly, { CustomerId: null }));
    expect(saved.statusCode).toBe(403);
    expect(json(saved)).toEqual({ Message: 'Du har kun læseadgang og kan ikke foretage ændringer.', Code: 'ReadOnlyAccess' });
  });

  it("refuses both to a dealer without the route's role flag (403), and lets a dealer with it past the policy", async () => {
    const [search, save] = await Promise.all([handlerOf('cases/search-cases'), handlerOf('cases/save-case')]);
    const withoutCase = await sessionAt(startDealer);
    for (const [handler, method, path] of [
      [search, 'GET', '/api/caselist/search/'],
      [save, 'POST', '/api/case/save'],
    ] as const) {
      const refused = await call(handler, request(method, path, withoutCase, { SalesItem: { Mileage: 'mange' } }));
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toMatchObject({ Code: 'Forbidden' });
    }
    // A writer gets on to the case itself: its validation names the field.
    const writer = await sessionAt(proDealer);
    const invalid = await call(save, request('POST', '/api/case/save', writer, { SalesItem: { Mileage: 'mange' } }));
    expect(invalid.statusCode).toBe(400);
    expect(json(invalid)).toMatchObject({ Field: 'SalesItem.Mileage' });
  });

  it('refuses any append by a read-only caller, also on a route that does not declare that it writes', async () => {
    const streamId = `test#${randomUUID()}`;
    const appending = command({
      ...ANSWERS,
      run: async ({ store, appendContext }) => {
        await store.append(streamId, await store.lastVersion(streamId), [{ type: 'UserSignedOut', data: {} }], appendContext);
        return true;
      },
    });
    // A print route without RenderPdf: a preview, which declares no write, yet its handler could append.
    const printPath = '/api/PrintOffer/PrintOffer';
    expect(writesOn(routes.find((route) => route.path === printPath)!, {})).toBe(false);
    const refused = await call(appending, request('GET', printPath, await sessionAt(readOnlyDealer)));
    expect(refused.statusCode).toBe(403);
    expect(json(refused).Code).toBe('ReadOnlyAccess');
    expect(await store.lastVersion(streamId)).toBe(0);
    expect((await call(appending, request('GET', printPath, await sessionAt(proDealer)))).statusCode).toBe(200);
    expect(await store.lastVersion(streamId)).toBe(1);
  });

  // Every route of the table, through its own handler: a route added tomorrow is covered by this test the day it is.
  const guarded = routes.filter((route) => !route.public);

  it.each(guarded.filter((route) => route.requires.length > 0).map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: 403 for a dealer without its role flags',
    async (_, route) => {
      const result = await call(await handlerOf(route.handler), request(route.method, route.path, await sessionAt(noFlagDealer)));
      expect(result.statusCode, result.body).toBe(403);
      expect(json(result).Code).toBe('Forbidden');
    },
  );

  it.each(guarded.filter((route) => writingQuery(route)).map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: 403 for a dealer with read-only access, whatever else it holds',
    async (_, route) => {
      const signedIn = await sessionAt(everyFlagDealer);
      const event = httpEvent(route.method, route.path, { cookies: [signedIn.cookie], headers: { 'x-xsrf-token': signedIn.xsrf }, query: writingQuery(route) });
      const result = await call(await handlerOf(route.handler), event);
      expect(result.statusCode, result.body).toBe(403);
      expect(json(result).Code).toBe('ReadOnlyAccess');
    },
  );
});
