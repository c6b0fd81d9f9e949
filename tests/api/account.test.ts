import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ApiClient, baseUrl, DEMO_PASSWORD, loggedIn } from '../support/api-client.ts';

const cookieNamed = (setCookies: string[], name: string) => setCookies.find((c) => c.startsWith(`${name}=`));
const baseHost = new URL(baseUrl()).hostname;
const isLoopbackBase = ['localhost', '127.0.0.1'].includes(baseHost);
/** The server treats LocalStack's hosts like localhost: plain http, so no Secure cookies. */
const isLocalBase = isLoopbackBase || baseHost.endsWith('localhost.localstack.cloud');
/** Outside localhost the session cookie carries the `__Host-` prefix. */
const SESSION = isLocalBase ? 'dh_session' : '__Host-dh_session';
const XSRF = isLocalBase ? 'XSRF-TOKEN' : '__Host-XSRF-TOKEN';

describe('account: login, session and logout', () => {
  it('answers isloggedin with the boolean and hands out an anti-forgery cookie', async () => {
    const client = new ApiClient();
    const response = await client.get('/api/account/isloggedin');
    expect(response.status).toBe(200);
    expect(response.body).toBe(false);
    const xsrf = cookieNamed(response.setCookies, XSRF);
    expect(xsrf).toMatch(/SameSite=Strict/);
    expect(xsrf).not.toMatch(/HttpOnly/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('matches the path in any casing and with a trailing slash', async () => {
    const client = new ApiClient();
    expect((await client.get('/api/Account/IsLoggedIn/')).body).toBe(false);
    const unknown = await client.get('/api/no/such/route');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ Message: 'Findes ikke.' });
  });

  it('refuses a login without the anti-forgery header', async () => {
    const client = new ApiClient();
    await client.get('/api/account/isloggedin');
    const response = await client.post('/api/account/login', { Username: 'saelger@demo.dk', Password: 'DealerHub-2026' }, { xsrf: false });
    expect(response.status).toBe(403);
  });

  it('names the missing field and refuses a wrong password with the Danish message', async () => {
    const client = new ApiClient();
    await client.get('/api/account/isloggedin');
    const missing = await client.post('/api/account/login', { Username: '', Password: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ Field: 'Username', Message: 'Brugernavn skal udfyldes.' });
    const wrong = await client.login('saelger@demo.dk', 'forkert');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ Message: 'Forkert brugernavn eller adgangskode.' });
    const unknownUser = await client.login('ingen@demo.dk');
    expect(unknownUser.status).toBe(401);
  });

  it('logs in with an HttpOnly, SameSite=Strict session cookie and returns the current user', async () => {
    const client = new ApiClient();
    const response = await client.login('saelger@demo.dk');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      Username: 'saelger@demo.dk',
      SimpleRole: 'Salesman',
      DealerId: '101',
      DealerName: 'Demo Biler Aarhus',
      ConglomerateId: '1',
      SubscriptionPackageName: 'pro',
    });
    expect(response.body.RoleFlags).toContain('case');
    const session = cookieNamed(response.setCookies, SESSION)!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Strict/);
    expect(session).toMatch(/Max-Age=14400/);
    if (isLocalBase) expect(session).not.toMatch(/Secure/); // localhost: browsers refuse Secure cookies over http
    expect((await client.get('/api/account/isloggedin')).body).toBe(true);
    expect((await client.get('/api/account/settings')).status).toBe(200);
  });

  it('gives a new session id at every login and ends the session on the server at logout', async () => {
    const first = await loggedIn('salgschef@demo.dk');
    const firstSession = first.cookies.get(SESSION);
    const second = await loggedIn('salgschef@demo.dk');
    expect(second.cookies.get(SESSION)).not.toBe(firstSession);

    const stolen = new ApiClient();
    stolen.cookies.set(SESSION, first.cookies.get(SESSION)!);
    expect((await stolen.get('/api/account/settings')).status).toBe(200);

    expect((await first.post('/api/account/logout', undefined, { xsrf: false })).status).toBe(403);
    const logout = await first.post('/api/account/logout');
    expect(logout.status).toBe(200);
    expect(first.cookies.has(SESSION)).toBe(false);
    // The old cookie, replayed, is worthless: the session is gone on the server.
    expect((await stolen.get('/api/account/settings')).status).toBe(401);
    expect((await stolen.get('/api/account/isloggedin')).body).toBe(false);
    // The other login is untouched.
    expect((await second.get('/api/account/settings')).status).toBe(200);
  });

  it('reads role flags and the tenant from the session: start package and another department', async () => {
    const vejle = await loggedIn('saelger.vejle@demo.dk');
    const settings = (await vejle.get<{ DealerId: string; SubscriptionPackageName: string; RoleFlags: string[] }>('/api/account/settings')).body;
    expect(settings).toMatchObject({ DealerId: '103', SubscriptionPackageName: 'start' });
    expect(settings.RoleFlags).not.toContain('case');
    expect(settings.RoleFlags).toContain('car_list');
    const aalborg = await loggedIn('saelger.aalborg@demo.dk');
    expect((await aalborg.get('/api/account/settings')).body).toMatchObject({ DealerId: '102', DealerName: 'Demo Biler Aalborg' });
  });

  it('makes an address that failed repeatedly wait, even when the right password follows', async () => {
    const client = new ApiClient();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await client.login('mekaniker.aalborg@demo.dk', `forkert-${attempt}`)).status).toBe(401);
    }
    const blocked = await client.login('mekaniker.aalborg@demo.dk');
    expect(blocked.status).toBe(429);
    // The wait counts from the last failure: 30 seconds, less the time the request took to arrive.
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(20);
    expect(wait).toBeLessThanOrEqual(30);
    expect(blocked.body).toMatchObject({ Message: `For mange forkerte forsøg. Vent ${wait} sekunder og prøv igen.` });
  });

  it("lets a user sign in from their own address while another address is guessing their password, and keeps that one waiting", async () => {
    // Other addresses exist only on the local cloud's loopback network.
    if (!isLoopbackBase) return;
    const attacker = new ApiClient(baseUrl(), '127.0.0.2');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await attacker.login('klargoering@demo.dk', `forkert-${attempt}`)).status).toBe(401);
    }
    const waiting = await attacker.login('klargoering@demo.dk');
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(20);
    expect((await new ApiClient().login('klargoering@demo.dk')).status).toBe(200);
    expect((await new ApiClient(baseUrl(), '127.0.0.3').login('klargoering@demo.dk')).status).toBe(200);
    // The victim's sign-in gives the attacker nothing: the guessing address still waits.
    expect((await attacker.login('klargoering@demo.dk')).status).toBe(429);
  });

  it('marks the cookies Secure and __Host- outside localhost', async () => {
    if (!isLoopbackBase && isLocalBase) return; // LocalStack: every host it routes is a local one
    // Locally, a request for a real domain shows what a browser there receives; a deployed stage is one.
    const setCookies = isLoopbackBase
      ? await loginWithHost('dealerhub.example.dk', 'ejer@demo.dk')
      : (await new ApiClient().login('ejer@demo.dk')).setCookies;
    const session = cookieNamed(setCookies, '__Host-dh_session');
    expect(session).toMatch(/Secure/);
    expect(session).toMatch(/HttpOnly/);
    expect(cookieNamed(setCookies, '__Host-XSRF-TOKEN')).toMatch(/Secure/);
    expect(cookieNamed(setCookies, 'XSRF-TOKEN')).toBeUndefined();
  });

  it('counts every attempt before checking the password: of 20 parallel wrong passwords at most 5 are tried', async () => {
    const username = `gaet-${randomUUID()}@demo.dk`;
    const client = new ApiClient();
    await client.get('/api/account/isloggedin');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => client.login(username, `forkert-${index}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('signs in only with an anti-forgery token the server issued, not a pair the caller chose', async () => {
    const chosen = new ApiClient();
    chosen.cookies.set(XSRF, 'valgt-af-angriberen-1234567890');
    const refused = await chosen.post('/api/account/login', { Username: 'saelger@demo.dk', Password: DEMO_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ Code: 'AntiForgery' });
    // isloggedin replaces a cookie it did not issue; with that one the login goes through.
    const issued = await chosen.get('/api/account/isloggedin');
    expect(cookieNamed(issued.setCookies, XSRF)).toBeDefined();
    expect(chosen.cookies.get(XSRF)).not.toBe('valgt-af-angriberen-1234567890');
    expect((await chosen.post('/api/account/login', { Username: 'saelger@demo.dk', Password: DEMO_PASSWORD })).status).toBe(200);
    // A token is good for one sign-in: the session brings its own.
    const replay = new ApiClient();
    replay.cookies.set(XSRF, issued.setCookies.find((c) => c.startsWith(`${XSRF}=`))!.split(';')[0]!.slice(XSRF.length + 1));
    expect((await replay.post('/api/account/login', { Username: 'saelger@demo.dk', Password: DEMO_PASSWORD })).status).toBe(403);
  });

  it('keeps the token it issued: a second isloggedin sets no new cookie', async () => {
    const client = new ApiClient();
    await client.get('/api/account/isloggedin');
    expect((await client.get('/api/account/isloggedin')).setCookies).toEqual([]);
  });

  it('ignores an undecodable cookie instead of answering 500, on public and signed-in routes alike', async () => {
    const garbled = new ApiClient();
    garbled.cookies.set(SESSION, '%00%ff');
    garbled.cookies.set(XSRF, '%ff');
    expect((await garbled.get('/api/account/isloggedin')).status).toBe(200);
    expect((await garbled.get('/api/account/settings')).status).toBe(401);
    expect((await garbled.get('/api/caselist/search/')).status).toBe(401);
    const signedIn = await loggedIn('saelger@demo.dk');
    signedIn.cookies.set('other', '%ff');
    expect((await signedIn.get('/api/account/settings')).status).toBe(200);
  });

  it('answers every API response, found or not, as data: nosniff and a content security policy that frames nothing', async () => {
    const client = new ApiClient();
    for (const path of ['/api/account/isloggedin', '/api/account/settings', '/api/no/such/route']) {
      const response = await client.get(path);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), path).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    }
  });
});

describe('request bodies on every route', () => {
  it("answers a JSON body that is not an object with 400 naming the body, not 500", async () => {
    const salesman = await loggedIn('saelger@demo.dk');
    for (const body of [null, 42, 'tekst', []]) {
      const response = await salesman.post<{ Field?: string }>('/api/car/saveCustomerCar', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.Field).toBe('body');
    }
  });

  it('reads the media type in any casing and with a charset', async () => {
    const salesman = await loggedIn('saelger@demo.dk');
    for (const contentType of ['Application/JSON', 'APPLICATION/JSON; Charset=UTF-8']) {
      const response = await salesman.request<{ Code?: string }>('POST', '/api/car/saveCustomerCar', { body: {}, headers: { 'content-type': contentType } });
      expect(response.status, contentType).toBe(400);
      expect(response.body.Code, contentType).toBe('Validation');
    }
    const text = await salesman.request('POST', '/api/car/saveCustomerCar', { body: {}, headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
  });
});

/** fetch cannot set Host; a plain request can, to show what a browser on a real domain receives. */
async function loginWithHost(host: string, username: string): Promise<string[]> {
  const issued = await requestWithHost(host, 'GET', '/api/account/isloggedin', {});
  const xsrf = cookieNamed(issued, '__Host-XSRF-TOKEN')!.split(';')[0]!.slice('__Host-XSRF-TOKEN='.length);
  const body = JSON.stringify({ Username: username, Password: 'DealerHub-2026' });
  return requestWithHost(host, 'POST', '/api/account/login', { 'content-type': 'application/json', cookie: `__Host-XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': decodeURIComponent(xsrf) }, body);
}

function requestWithHost(host: string, method: string, path: string, headers: Record<string, string>, body = ''): Promise<string[]> {
  return new Promise<string[]>((resolve, reject) => {
    const req = httpRequest(
      new URL(`${baseUrl()}${path}`),
      { method, headers: { host, ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        resolve(res.headers['set-cookie'] ?? []);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
