import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyEnvironment, localAwsEnvironment } from '../../local/emulators.ts';
import { dynamo } from '../../functions/platform/aws.ts';
import { eventsTable, physicalName } from '../../functions/platform/tables.ts';
import { mayWrite, routeKeyOf, routes, writingQuery, type RouteDefinition } from '../../functions/routes.ts';
import { TEST_CLOUD_PORTS } from '../setup/local-cloud.ts';
import { loggedIn, type ApiClient } from '../support/api-client.ts';
import { demoCustomer, isLocalCloud, projectionsCaughtUp, RUN, saveCase, sellableCase } from './case-support.ts';

/**
 * Anti-forgery over the route table: every route that can change state (every POST, PUT and DELETE, and every GET
 * the table declares as writing, with the query that makes it write) is sent by a signed-in owner without the
 * token, with a wrong one and with another live session's token. Each must answer 403 AntiForgery, and nothing may
 * change: no event carries the requests' correlation ids, the event store holds as many events as before, and both
 * sessions still live. A route added to the table is covered the day it lands.
 */
const stateChanging: readonly RouteDefinition[] = routes.filter((route) => route.method !== 'GET' || mayWrite(route));

type Attempt = 'without the token' | 'with a wrong token' | "with another session's token";
const ATTEMPTS: readonly Attempt[] = ['without the token', 'with a wrong token', "with another session's token"];

const correlationPrefix = `forged-${RUN}-`;
let owner: ApiClient;
let otherSession: ApiClient;
let caseId: string;
let sent = 0;

/** The events whose correlation id is one of these forged requests', and the count of all events (local cloud only). */
async function storeState(): Promise<{ forged: number; total: number } | undefined> {
  if (!isLocalCloud()) return undefined;
  let forged = 0;
  let total = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({ TableName: physicalName(eventsTable), ProjectionExpression: 'meta.correlationId', ExclusiveStartKey, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) {
      total += 1;
      if (String((item.meta as { correlationId?: string } | undefined)?.correlationId ?? '').startsWith(correlationPrefix)) forged += 1;
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return { forged, total };
}

/** A request the route would act on, were it not forged: the owner's own case, the query that makes it write. */
function forged(route: RouteDefinition, attempt: Attempt) {
  const query = new URLSearchParams({ CaseId: caseId, caseid: caseId, Id: caseId, event: 'ContractPrinted', ...writingQuery(route) });
  const token = attempt === 'with a wrong token' ? 'forkert-token-0000000000' : attempt === "with another session's token" ? otherSession.xsrfToken() : undefined;
  sent += 1;
  return owner.request<{ Code?: string }>(route.method, `${route.path}?${query}`, {
    xsrf: false,
    body: route.method === 'GET' ? undefined : { CaseId: caseId, Ids: [caseId] },
    headers: { 'x-correlation-id': `${correlationPrefix}${sent}`, ...(token ? { 'x-xsrf-token': token } : {}) },
  });
}

let before: { forged: number; total: number } | undefined;

beforeAll(async () => {
  if (isLocalCloud()) applyEnvironment(localAwsEnvironment(TEST_CLOUD_PORTS));
  await projectionsCaughtUp();
  [owner, otherSession] = await Promise.all([loggedIn('ejer@demo.dk'), loggedIn('saelger@demo.dk')]);
  const customer = await demoCustomer(owner);
  caseId = (await saveCase(owner, sellableCase(customer.Id, 'anti-forgery'))).id;
  before = await storeState();
});

describe('anti-forgery on every state-changing route of the table', () => {
  it('covers the table: every method that changes state, and the GETs that write (prints, lead tracking)', () => {
    const keys = stateChanging.map(routeKeyOf);
    expect(keys).toContain('GET /api/printtracking/tracklead');
    expect(keys).toContain('GET /api/printcontract/printcontract');
    expect(keys).toContain('DELETE /api/case/delete');
    for (const route of routes.filter((each) => each.method !== 'GET')) expect(keys).toContain(routeKeyOf(route));
  });

  describe.each(stateChanging.map((route) => [routeKeyOf(route), route] as const))('%s', (_, route) => {
    it.each(ATTEMPTS)('answers 403 %s', async (attempt) => {
      const response = await forged(route, attempt);
      expect(response.status, JSON.stringify(response.body)).toBe(403);
      expect(response.body.Code).toBe('AntiForgery');
    });
  });

  it('changed nothing: no event from a forged request, as many events as before, both sessions alive', async () => {
    expect(sent).toBe(stateChanging.length * ATTEMPTS.length);
    const after = await storeState();
    if (isLocalCloud()) expect(before?.total).toBeGreaterThan(0);
    expect(after).toEqual(before);
    expect((await owner.get('/api/account/settings')).status).toBe(200);
    expect((await otherSession.get('/api/account/settings')).status).toBe(200);
  });

  it('would have changed something with the right token: the same lead tracking GET records its event', async () => {
    const tracked = await owner.request('GET', `/api/printtracking/tracklead?caseid=${caseId}&event=ContractPrinted`, {
      headers: { 'x-correlation-id': `${correlationPrefix}control` },
    });
    expect(tracked.status, JSON.stringify(tracked.body)).toBe(200);
    const after = await storeState();
    if (before && after) expect(after).toEqual({ forged: 1, total: before.total + 1 });
  });
});
