import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api-client.ts';

/**
 * The local cloud's helpers (`/__local/...`: the mailbox with its activation links, the retention run that erases
 * data) answer only this machine's own tools: never a page of another origin in the developer's browser, nor a request
 * that reaches the port under another host name. Only the local cloud has them.
 */
const base = new URL(baseUrl());
const isLocalCloud = ['localhost', '127.0.0.1'].includes(base.hostname);
/** A department that does not exist: were a refused retention run to go through, it would erase nothing. */
const NO_DEALER = '999999';

const send = (method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, base), { method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.once('error', reject);
    request.end();
  });

describe('the local helpers', () => {
  it("refuse a foreign Origin: another site's page cannot run a retention erasure or read the mailbox", async () => {
    if (!isLocalCloud) return;
    for (const origin of ['https://attacker.example', 'null', `http://localhost:${Number(base.port) + 1}`]) {
      const erasure = await send('POST', `/__local/retention?dealerId=${NO_DEALER}&days=1`, { origin });
      expect(erasure.status, origin).toBe(403);
      expect(JSON.parse(erasure.body), origin).toMatchObject({ Code: 'LocalOnly' });
      expect((await send('GET', '/__local/mailbox?to=admin%40demo.dk', { origin })).status, origin).toBe(403);
    }
  });

  it('refuse a foreign Host: a rebound host name or another port cannot read the activation links', async () => {
    if (!isLocalCloud) return;
    for (const host of [`attacker.example:${base.port}`, 'attacker.example', `localhost:${Number(base.port) + 1}`]) {
      expect((await send('GET', '/__local/mailbox?to=admin%40demo.dk', { host })).status, host).toBe(403);
      expect((await send('GET', '/__local/drain', { host })).status, host).toBe(403);
    }
  });

  it("answer this machine's own tools, under each local host name and from the app's own origin", async () => {
    if (!isLocalCloud) return;
    for (const host of [`localhost:${base.port}`, `127.0.0.1:${base.port}`]) {
      expect((await send('GET', '/__local/mailbox?to=admin%40demo.dk', { host })).status, host).toBe(200);
    }
    expect((await send('GET', '/__local/drain', { origin: base.origin })).status).toBe(204);
    const run = await send('POST', `/__local/retention?dealerId=${NO_DEALER}&days=1`, { origin: base.origin });
    expect(run.status).toBe(200);
  });
});
