import { appSession, type Session } from './session.ts';

/** The server's error shape (every handler answers errors with it). */
export interface ApiErrorBody {
  Message: string;
  Field?: string;
  Code?: string;
}

/** A failed API call: the server's Danish message, the field it concerns, its code and the HTTP status (0: no answer). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The code of the error thrown when an HTML page came back where data was expected (spec part 1 §4). */
export const SESSION_EXPIRED_CODE = 'SessionExpired';

const GENERIC_FAILURE = 'Der skete en fejl. Prøv igen.';
const NO_CONNECTION = 'Der er ingen forbindelse til serveren. Prøv igen.';
const HTML_AS_DATA = 'Du er blevet logget ud.';
const FALLBACK_MESSAGES: Record<number, string> = {
  401: 'Du er ikke logget ind.',
  403: 'Du har ikke adgang til denne funktion.',
  404: 'Findes ikke.',
};

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const IS_LOGGED_IN_PATH = '/api/account/isloggedin';

type QueryValue = string | number | boolean | null | undefined;
/** Query parameters; null and undefined are left out, arrays repeat the key. */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** The anti-forgery token the server set in the `XSRF-TOKEN` cookie (readable by script on purpose). */
export const readXsrfToken = (cookies: string = document.cookie): string | undefined => {
  for (const cookie of cookies.split(';')) {
    const separator = cookie.indexOf('=');
    if (separator > 0 && cookie.slice(0, separator).trim() === XSRF_COOKIE) {
      const value = cookie.slice(separator + 1).trim();
      return value === '' ? undefined : decodeURIComponent(value);
    }
  }
  return undefined;
};

export const withQuery = (path: string, query?: QueryParams): string => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${search}`;
};

const isErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof value === 'object' && value !== null && typeof (value as { Message?: unknown }).Message === 'string';

export interface ApiClientOptions {
  session: Session;
  /** The browser's fetch, looked up at call time by default so a test can replace it. */
  fetch?: typeof fetch;
}

export interface ApiClient {
  get<T>(path: string, query?: QueryParams): Promise<T>;
  post<T>(path: string, body?: unknown, query?: QueryParams): Promise<T>;
  put<T>(path: string, body?: unknown, query?: QueryParams): Promise<T>;
  delete<T>(path: string, query?: QueryParams): Promise<T>;
}

/**
 * The one way the SPA talks to `/api` (spec part 1 §4, §6, §7): same origin, never cached, JSON in and out, the
 * anti-forgery header on every state-changing call, errors as `ApiError`. Every answer resets the session timer; a
 * 401 while a user is active asks whether the session still lives and, if not, shows the logout modal; an HTML page
 * where JSON was expected counts as an expired session (return path '/').
 */
export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const { session } = options;
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const send = async (method: string, url: string, body: unknown): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') {
      const token = readXsrfToken();
      if (token) headers[XSRF_HEADER] = token;
    }
    try {
      return await fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
        credentials: 'same-origin',
      });
    } catch {
      throw new ApiError(0, NO_CONNECTION, undefined, 'NoConnection');
    }
  };

  const isHtml = (response: Response): boolean => (response.headers.get('content-type') ?? '').includes('text/html');

  const readBody = async (response: Response): Promise<unknown> => {
    const text = await response.text();
    if (text === '') return undefined;
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new ApiError(response.status, GENERIC_FAILURE, undefined, 'InvalidResponse');
      }
    }
    return text;
  };

  // Spec part 1 §4: a 401 triggers a logged-in check and, if not logged in, the logout modal. Only for a user who
  // was signed in: on the login page a 401 is a wrong password, and a first visit is redirected to login instead.
  const checkStillSignedIn = async (): Promise<void> => {
    if (session.getState().status !== 'active') return;
    let response: Response;
    try {
      response = await send('GET', IS_LOGGED_IN_PATH, undefined);
    } catch {
      return; // no answer: nothing is known, leave the session as it is
    }
    session.responded();
    if (isHtml(response)) {
      session.expire('/');
      return;
    }
    const loggedIn = response.ok ? await readBody(response).catch(() => undefined) : false;
    if (loggedIn !== true) session.expire();
  };

  const request = async <T>(method: string, path: string, body?: unknown, query?: QueryParams): Promise<T> => {
    const response = await send(method, withQuery(path, query), body);
    session.responded();
    if (isHtml(response)) {
      session.expire('/');
      throw new ApiError(response.status, HTML_AS_DATA, undefined, SESSION_EXPIRED_CODE);
    }
    if (response.status === 401) await checkStillSignedIn();
    const data = await readBody(response).catch((error: unknown) => {
      if (response.ok) throw error;
      return undefined; // an unreadable error body still fails with the status below
    });
    if (!response.ok) {
      if (isErrorBody(data)) throw new ApiError(response.status, data.Message, data.Field, data.Code);
      throw new ApiError(response.status, FALLBACK_MESSAGES[response.status] ?? GENERIC_FAILURE);
    }
    return data as T;
  };

  return {
    get: (path, query) => request('GET', path, undefined, query),
    post: (path, body, query) => request('POST', path, body, query),
    put: (path, body, query) => request('PUT', path, body, query),
    delete: (path, query) => request('DELETE', path, undefined, query),
  };
};

/** The browser's one API client. */
export const api = createApiClient({ session: appSession });
