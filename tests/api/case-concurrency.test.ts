import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, loggedIn } from '../support/api-client.ts';
import { demoCustomer, getCase, projectionsCaughtUp, saveCase, sellableCase, versionOf, type DemoCustomer } from './case-support.ts';

/**
 * Two people on the same case: the case page sends the version it loaded (the ETag of `Case/Get`) back as If-Match,
 * and a command over a version someone else has moved on from is refused with 409, appending nothing, so that
 * nobody's save silently overwrites another's.
 */
let salesman: ApiClient;
let manager: ApiClient;
let customer: DemoCustomer;

beforeAll(async () => {
  await projectionsCaughtUp();
  [salesman, manager] = await Promise.all(['saelger@demo.dk', 'salgschef@demo.dk'].map(loggedIn)) as [ApiClient, ApiClient];
  customer = await demoCustomer(salesman);
});

const withIfMatch = (client: ApiClient, method: 'POST' | 'DELETE', path: string, version: number | string, body?: unknown) =>
  client.request(method, path, { body, headers: { 'if-match': `"${version}"` } });

describe('If-Match on the case', () => {
  it("answers Case/Get with the case's version as the ETag", async () => {
    const { id, version } = await saveCase(salesman, sellableCase(customer.Id, 'etag'));
    const response = await salesman.get<{ Version: number }>(`/api/Case/Get?Id=${id}&MinVersion=${version}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe(`"${version}"`);
    expect(response.body.Version).toBe(version);
  });

  it('refuses a save over a stale version with 409 Conflict, tells the current version and appends nothing', async () => {
    const { id, version: loaded } = await saveCase(salesman, sellableCase(customer.Id, 'stale'));
    // The manager saves first, with the version both of them loaded.
    const first = await withIfMatch(manager, 'POST', '/api/case/save', loaded, sellableCase(customer.Id, 'stale', { Id: id, CashPayment: 10_000 }));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const current = versionOf(first);
    expect(current).toBeGreaterThan(loaded);

    // The salesman's save over the version he loaded: refused, with the version he missed.
    const stale = await withIfMatch(salesman, 'POST', '/api/case/save', loaded, sellableCase(customer.Id, 'stale', { Id: id, CashPayment: 99_000 }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ Code: 'Conflict' });
    expect(stale.headers.get('etag')).toBe(`"${current}"`);
    // Status changes over a stale version are refused the same way.
    expect((await withIfMatch(salesman, 'POST', `/api/case/close?id=${id}`, loaded)).status).toBe(409);
    expect((await withIfMatch(salesman, 'DELETE', `/api/case/delete?id=${id}`, loaded)).status).toBe(409);

    // Nothing was appended: the case is still at the manager's version with the manager's data ...
    const shown = await getCase(salesman, id, current);
    expect(shown.Version).toBe(current);
    expect(shown).toMatchObject({ CashPayment: 10_000 });
    // ... and a save with that version is the very next one.
    const next = await withIfMatch(salesman, 'POST', '/api/case/save', current, sellableCase(customer.Id, 'stale', { Id: id, CashPayment: 99_000 }));
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(versionOf(next)).toBe(current + 1);
  });

  it('of many saves at once over the same version, exactly one is made', async () => {
    const { id, version } = await saveCase(salesman, sellableCase(customer.Id, 'race'));
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        withIfMatch(index % 2 ? manager : salesman, 'POST', '/api/case/save', version, sellableCase(customer.Id, 'race', { Id: id, CashPayment: index })),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect(versionOf(winner)).toBe(version + 1);
  });

  it("refuses an If-Match that is not a version with 400 naming the header", async () => {
    const { id } = await saveCase(salesman, sellableCase(customer.Id, 'bad'));
    const response = await salesman.request('POST', '/api/case/save', { body: { Id: id, CustomerId: customer.Id }, headers: { 'if-match': '"abc"' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ Field: 'If-Match' });
  });
});
