import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, fileNameOf, readXsrfToken, SESSION_EXPIRED_CODE, versionOf, withQuery } from './api.ts';
import { createSession, SESSION_TIMEOUT_MS, type Session } from './session.ts';

type Answer = { status?: number; body?: unknown; contentType?: string };

const json = ({ status = 200, body, contentType = 'application/json; charset=utf-8' }: Answer): Response =>
  new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': contentType },
  });

const HTML_PAGE = '<!doctype html><html lang="da"><head><title>DealerHub</title></head><body><div id="root"></div></body></html>';

/** A fetch that answers from a per-path script and records every call. */
const scriptedFetch = (answers: Record<string, Answer | (() => Answer)>) => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const answer = answers[url.split('?')[0] ?? url];
    if (!answer) throw new TypeError('Failed to fetch');
    return json(typeof answer === 'function' ? answer() : answer);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
};

const headersOf = (init: RequestInit): Record<string, string> => init.headers as Record<string, string>;

let clock: number;
let session: Session;
let currentPath: string;

beforeEach(() => {
  clock = Date.UTC(2026, 0, 5, 8, 0);
  currentPath = '/Cars/CarList?Make=Audi';
  session = createSession({ now: () => clock, currentPath: () => currentPath });
});

describe('the anti-forgery header', () => {
  it('echoes the XSRF-TOKEN cookie on POST, PUT and DELETE', async () => {
    document.cookie = 'XSRF-TOKEN=token%2Fwith-slash';
    const { fetch, calls } = scriptedFetch({ '/api/x': { body: true } });
    const api = createApiClient({ session, fetch });

    await api.post('/api/x', { A: 1 });
    await api.put('/api/x', { A: 2 });
    await api.delete('/api/x');

    expect(calls.map((call) => headersOf(call.init)['X-XSRF-TOKEN'])).toEqual(['token/with-slash', 'token/with-slash', 'token/with-slash']);
  });

  it('is sent on GET too, so a GET that changes data (a print) carries it, and on a PDF fetched as a file', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    const { fetch, calls } = scriptedFetch({ '/api/x': { body: true } });
    const api = createApiClient({ session, fetch });

    await api.get('/api/x');
    await api.getFile('/api/x', { RenderPdf: true }).catch(() => undefined);

    expect(calls.map((call) => headersOf(call.init)['X-XSRF-TOKEN'])).toEqual(['abc', 'abc']);
  });

  it('reads the token among other cookies, and nothing when it is absent, empty or undecodable', () => {
    expect(readXsrfToken('a=1; XSRF-TOKEN=t0k; b=2')).toBe('t0k');
    expect(readXsrfToken('NOT-XSRF-TOKEN=x')).toBeUndefined();
    expect(readXsrfToken('XSRF-TOKEN=')).toBeUndefined();
    expect(readXsrfToken('XSRF-TOKEN=%ff')).toBeUndefined();
  });

  it('reads the __Host- prefixed cookie the server sets outside localhost', () => {
    expect(readXsrfToken('a=1; __Host-XSRF-TOKEN=h0st')).toBe('h0st');
    expect(readXsrfToken('XSRF-TOKEN=old; __Host-XSRF-TOKEN=h0st')).toBe('h0st');
  });
});

describe('requests', () => {
  it('sends JSON, never from the cache, and returns the parsed answer', async () => {
    const { fetch, calls } = scriptedFetch({ '/api/customer/save': { body: 42 } });
    const api = createApiClient({ session, fetch });

    const id = await api.post<number>('/api/customer/save', { FirstName: 'Søren' });

    expect(id).toBe(42);
    const { init } = calls[0]!;
    expect(init.method).toBe('POST');
    expect(init.cache).toBe('no-store');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"FirstName":"Søren"}');
    expect(headersOf(init)['Content-Type']).toBe('application/json');
    expect(headersOf(init).Accept).toBe('application/json');
  });

  it('puts query parameters in the URL, leaving out empty ones and repeating arrays', async () => {
    const { fetch, calls } = scriptedFetch({ '/api/carlist/search': { body: [] } });
    const api = createApiClient({ session, fetch });

    await api.get('/api/carlist/search', { Make: 'Škoda', IsSold: false, CarType: null, Skip: undefined, Ids: [1, 2] });

    expect(calls[0]!.url).toBe('/api/carlist/search?Make=%C5%A0koda&IsSold=false&Ids=1&Ids=2');
    expect(withQuery('/api/x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2');
    expect(withQuery('/api/x', {})).toBe('/api/x');
  });

  it('returns undefined for an empty answer', async () => {
    const { fetch } = scriptedFetch({ '/api/x': { status: 204 } });
    const api = createApiClient({ session, fetch });

    await expect(api.delete('/api/x')).resolves.toBeUndefined();
  });
});

describe('commands and files', () => {
  it('answer a command with its data and the version from the ETag', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    const fetch = vi.fn(
      async () => new Response(JSON.stringify('1042'), { status: 200, headers: { 'content-type': 'application/json', etag: '"7"' } }),
    );
    const api = createApiClient({ session, fetch: fetch as unknown as typeof globalThis.fetch });

    const reply = await api.send<string>('POST', '/api/case/save', { body: { CustomerId: '12' }, query: { x: 1 } });

    expect(reply).toEqual({ data: '1042', version: '7' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/case/save?x=1');
    expect(init.body).toBe('{"CustomerId":"12"}');
    expect(headersOf(init)['X-XSRF-TOKEN']).toBe('abc');
  });

  it('fetch a PDF as a Blob with its file name and version', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 test');
    const fetch = vi.fn(
      async () =>
        new Response(bytes, {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="Slutseddel-12.pdf"', etag: 'W/"3"' },
        }),
    );
    const api = createApiClient({ session, fetch: fetch as unknown as typeof globalThis.fetch });

    const file = await api.getFile('/api/PrintContract/PrintContract', { CaseId: '12', RenderPdf: true });

    expect(file.fileName).toBe('Slutseddel-12.pdf');
    expect(file.version).toBe('3');
    expect(file.blob.type).toBe('application/pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7 test');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/PrintContract/PrintContract?CaseId=12&RenderPdf=true');
    expect(headersOf(init).Accept).toBe('application/pdf, application/json');
  });

  it('turn a refused file into an ApiError with the server message and code', async () => {
    const { fetch } = scriptedFetch({
      '/api/PrintContract/PrintContract': { status: 409, body: { Message: 'Mangler kunde', Code: 'MissingCarOrCustomer' } },
    });
    const api = createApiClient({ session, fetch });

    await expect(api.getFile('/api/PrintContract/PrintContract', { CaseId: '1' })).rejects.toMatchObject({
      status: 409,
      message: 'Mangler kunde',
      code: 'MissingCarOrCustomer',
    });
  });

  it('read versions and file names the ways servers write them', () => {
    expect(versionOf('"12"')).toBe('12');
    expect(versionOf('W/"12"')).toBe('12');
    expect(versionOf('12')).toBe('12');
    expect(versionOf(null)).toBeUndefined();
    expect(versionOf('""')).toBeUndefined();
    expect(fileNameOf('attachment; filename=Slutseddel-1.pdf')).toBe('Slutseddel-1.pdf');
    expect(fileNameOf("inline; filename*=UTF-8''K%C3%B8bsaftale-2.pdf")).toBe('Købsaftale-2.pdf');
    expect(fileNameOf('inline')).toBeUndefined();
  });
});

describe('errors', () => {
  it('become an ApiError carrying the server message, field, code and status', async () => {
    const { fetch } = scriptedFetch({
      '/api/account/login': { status: 400, body: { Message: 'Brugernavn skal udfyldes.', Field: 'Username', Code: 'Invalid' } },
    });
    const api = createApiClient({ session, fetch });

    const error = await api.post('/api/account/login', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Brugernavn skal udfyldes.', field: 'Username', code: 'Invalid' });
  });

  it('get a Danish message when the server sent none', async () => {
    const { fetch } = scriptedFetch({ '/api/x': { status: 500, body: 'Internal Server Error', contentType: 'text/plain' } });
    const api = createApiClient({ session, fetch });

    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 500, message: 'Der skete en fejl. Prøv igen.' });
  });

  it('report a lost connection with status 0', async () => {
    const { fetch } = scriptedFetch({});
    const api = createApiClient({ session, fetch });

    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, message: 'Der er ingen forbindelse til serveren. Prøv igen.' });
  });
});

describe('an HTML page where data was expected', () => {
  it('counts as an expired session with the way back to /', async () => {
    const { fetch } = scriptedFetch({ '/api/customer/get': { body: HTML_PAGE, contentType: 'text/html; charset=utf-8' } });
    const api = createApiClient({ session, fetch });
    session.signedIn();

    const error = await api.get('/api/customer/get', { id: 7 }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ code: SESSION_EXPIRED_CODE });
    expect(session.getState()).toEqual({ status: 'expired', returnPath: '/' });
  });
});

describe('a 401', () => {
  it('asks whether the user is logged in and, if not, shows the logout modal with the current path', async () => {
    const { fetch, calls } = scriptedFetch({
      '/api/customer/get': { status: 401, body: { Message: 'Du er ikke logget ind.' } },
      '/api/account/isloggedin': { body: false },
    });
    const api = createApiClient({ session, fetch });
    session.signedIn();

    await expect(api.get('/api/customer/get')).rejects.toMatchObject({ status: 401 });

    expect(calls.map((call) => call.url)).toEqual(['/api/customer/get', '/api/account/isloggedin']);
    expect(session.getState()).toEqual({ status: 'expired', returnPath: '/Cars/CarList?Make=Audi' });
  });

  it('leaves the session alone when the server says the user is still logged in', async () => {
    const { fetch } = scriptedFetch({
      '/api/x': { status: 401, body: { Message: 'Nej.' } },
      '/api/account/isloggedin': { body: true },
    });
    const api = createApiClient({ session, fetch });
    session.signedIn();

    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 401, message: 'Nej.' });

    expect(session.getState().status).toBe('active');
  });

  it('is only an error when nobody is signed in (a wrong password on the login page)', async () => {
    const { fetch, calls } = scriptedFetch({
      '/api/account/login': { status: 401, body: { Message: 'Forkert brugernavn eller adgangskode.' } },
    });
    const api = createApiClient({ session, fetch });

    await expect(api.post('/api/account/login', { Username: 'a', Password: 'b' })).rejects.toMatchObject({
      status: 401,
      message: 'Forkert brugernavn eller adgangskode.',
    });

    expect(calls).toHaveLength(1);
    expect(session.getState().status).toBe('signed-out');
  });
});

describe('the session timer', () => {
  it('is reset by every completed request, error answers included', async () => {
    const { fetch } = scriptedFetch({ '/api/ok': { body: 1 }, '/api/fails': { status: 404, body: { Message: 'Findes ikke.' } } });
    const api = createApiClient({ session, fetch });
    session.signedIn();

    clock += SESSION_TIMEOUT_MS - 1000;
    await api.get('/api/ok');
    clock += SESSION_TIMEOUT_MS - 1000;
    await api.get('/api/fails').catch(() => undefined);
    clock += SESSION_TIMEOUT_MS - 1000;

    expect(session.check()).toBe(false);
    clock += 1000;
    expect(session.check()).toBe(true);
  });

  it('is not reset by a request that got no answer', async () => {
    const { fetch } = scriptedFetch({});
    const api = createApiClient({ session, fetch });
    session.signedIn();

    clock += SESSION_TIMEOUT_MS - 1;
    await api.get('/api/unreachable').catch(() => undefined);
    clock += 1;

    expect(session.check()).toBe(true);
  });
});

describe('uploads', () => {
  it('post the form as it is, with the anti-forgery header and no JSON content type, and answer with the version', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    const fetch = vi.fn(async () => new Response(JSON.stringify({ Number: 1 }), { status: 200, headers: { 'content-type': 'application/json', etag: '"4"' } }));
    const api = createApiClient({ session, fetch: fetch as unknown as typeof globalThis.fetch });
    const form = new FormData();
    form.append('file', new Blob(['jpg'], { type: 'image/jpeg' }), 'bil.jpg');

    expect(await api.upload('/api/CarPicture', form, { query: { carId: '7' } })).toEqual({ data: { Number: 1 }, version: '4' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/CarPicture?carId=7');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect(headersOf(init)['Content-Type']).toBeUndefined();
    expect(headersOf(init)['X-XSRF-TOKEN']).toBe('abc');
  });

  it('turn a refused upload into an ApiError with the server message and code', async () => {
    const { fetch } = scriptedFetch({ '/api/CarPicture': { status: 400, body: { Message: 'Det valgte billede kunne ikke indlæses.', Code: 'PictureUnreadable', Field: 'file' } } });
    const api = createApiClient({ session, fetch });

    await expect(api.upload('/api/CarPicture', new FormData())).rejects.toMatchObject({ status: 400, code: 'PictureUnreadable', field: 'file' });
  });
});
