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
    /** The aggregate's current version, when a refusal tells it (a 409 over a stale If-Match). */
    readonly version?: string,
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
/** Outside localhost the server sets the cookie with the `__Host-` prefix (Secure, this host only). */
export const HOST_XSRF_COOKIE = `__Host-${XSRF_COOKIE}`;
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const IS_LOGGED_IN_PATH = '/api/account/isloggedin';

type QueryValue = string | number | boolean | null | undefined;
/** Query parameters; null and undefined are left out, arrays repeat the key. */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * The anti-forgery token the server set in the `XSRF-TOKEN` cookie (readable by script on purpose), under its
 * `__Host-` name where the app is served over https.
 */
export const readXsrfToken = (cookies: string = document.cookie): string | undefined => {
  const values = new Map<string, string>();
  for (const cookie of cookies.split(';')) {
    const separator = cookie.indexOf('=');
    if (separator > 0) values.set(cookie.slice(0, separator).trim(), cookie.slice(separator + 1).trim());
  }
  for (const name of [HOST_XSRF_COOKIE, XSRF_COOKIE]) {
    const value = values.get(name);
    if (!value) continue;
    try {
      return decodeURIComponent(value);
    } catch {
      // not a token the server set: try the other name
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

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An answer with what the headers say besides the data. */
export interface ApiReply<T> {
  data: T;
  /** The aggregate version a command answered with in its ETag (`"12"` → '12'), if any. */
  version: string | undefined;
  /** A warning the command answered with beside its result (`x-case-warning`), in Danish; absent: none. */
  warning?: string;
}

const warningOf = (response: Response): string | undefined => {
  const header = response.headers.get('x-case-warning');
  if (!header) return undefined;
  try {
    return decodeURIComponent(header);
  } catch {
    return undefined;
  }
};

/** What a call may carry besides its data. */
export interface ApiCallOptions {
  body?: unknown;
  query?: QueryParams;
  /**
   * The version of the aggregate the user saw (the ETag it was loaded with), sent as `If-Match`: the server refuses
   * the command with 409 when someone else changed it since.
   */
  ifMatch?: string;
}

/** A file the server produced (a PDF). */
export interface ApiFile {
  blob: Blob;
  /** The name from Content-Disposition, if the server gave one. */
  fileName: string | undefined;
  version: string | undefined;
}

export interface ApiClient {
  get<T>(path: string, query?: QueryParams): Promise<T>;
  post<T>(path: string, body?: unknown, query?: QueryParams): Promise<T>;
  put<T>(path: string, body?: unknown, query?: QueryParams): Promise<T>;
  delete<T>(path: string, query?: QueryParams): Promise<T>;
  /** Any call, answering with the version from the ETag too (read-your-writes after a command). */
  send<T>(method: ApiMethod, path: string, options?: ApiCallOptions): Promise<ApiReply<T>>;
  /** A GET answered with a file (a PDF) rather than JSON; errors are JSON as everywhere. */
  getFile(path: string, query?: QueryParams, options?: Pick<ApiCallOptions, 'ifMatch'>): Promise<ApiFile>;
  /** A POST answered with a file (a PDF): a print whose options travel as a JSON body. */
  postFile(path: string, body: unknown): Promise<ApiFile>;
  /** A POST of files as multipart/form-data (an upload), answered with JSON and the version from the ETag. */
  upload<T>(path: string, form: FormData, options?: Pick<ApiCallOptions, 'query' | 'ifMatch'>): Promise<ApiReply<T>>;
}

/** The version in an ETag: `"12"`, `W/"12"` or `12` → '12'; undefined without one. */
export const versionOf = (etag: string | null | undefined): string | undefined => {
  const match = /^(?:W\/)?"?([^"]*)"?$/.exec((etag ?? '').trim());
  return match?.[1] ? match[1] : undefined;
};

/** The file name of a Content-Disposition header (`inline; filename="Slutseddel-12.pdf"`). */
export const fileNameOf = (disposition: string | null | undefined): string | undefined => {
  const text = disposition ?? '';
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(text)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(text)?.[1];
  return plain?.trim() || undefined;
};

/**
 * The one way the SPA talks to `/api` (spec part 1 §4, §6, §7): same origin, never cached, JSON in and out, the
 * anti-forgery header on every call, errors as `ApiError`. Every answer resets the session timer; a
 * 401 while a user is active asks whether the session still lives and, if not, shows the logout modal; an HTML page
 * where JSON was expected counts as an expired session (return path '/').
 */
export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const { session } = options;
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const send = async (method: string, url: string, body: unknown, accept = 'application/json', ifMatch?: string): Promise<Response> => {
    const headers: Record<string, string> = { Accept: accept };
    if (ifMatch !== undefined) headers['If-Match'] = `"${ifMatch}"`;
    // A form (an upload) sets its own multipart content type, boundary included.
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
    // On every call, GET included: some GETs change data (a print with RenderPdf=true), and the server decides
    // which. Printed documents come through this client as blobs too, so no request that changes data is ever a
    // plain link or frame that cannot carry the header.
    const token = readXsrfToken();
    if (token) headers[XSRF_HEADER] = token;
    try {
      return await fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
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

  // Every call goes through here: the session timer, the HTML-as-data rule, the 401 check and the error shape.
  const exchange = async (
    method: string,
    path: string,
    body: unknown,
    query: QueryParams | undefined,
    as: 'json' | 'file',
    ifMatch?: string,
  ): Promise<{ data: unknown; response: Response }> => {
    const response = await send(method, withQuery(path, query), body, as === 'file' ? 'application/pdf, application/json' : 'application/json', ifMatch);
    session.responded();
    if (isHtml(response)) {
      session.expire('/');
      throw new ApiError(response.status, HTML_AS_DATA, undefined, SESSION_EXPIRED_CODE);
    }
    if (response.status === 401) await checkStillSignedIn();
    if (response.ok && as === 'file') return { data: await response.blob(), response };
    const data = await readBody(response).catch((error: unknown) => {
      if (response.ok) throw error;
      return undefined; // an unreadable error body still fails with the status below
    });
    if (!response.ok) {
      const version = versionOf(response.headers.get('etag'));
      if (isErrorBody(data)) throw new ApiError(response.status, data.Message, data.Field, data.Code, version);
      throw new ApiError(response.status, FALLBACK_MESSAGES[response.status] ?? GENERIC_FAILURE, undefined, undefined, version);
    }
    return { data, response };
  };

  const request = async <T>(method: string, path: string, body?: unknown, query?: QueryParams): Promise<T> =>
    (await exchange(method, path, body, query, 'json')).data as T;

  return {
    get: (path, query) => request('GET', path, undefined, query),
    post: (path, body, query) => request('POST', path, body, query),
    put: (path, body, query) => request('PUT', path, body, query),
    delete: (path, query) => request('DELETE', path, undefined, query),
    async send<T>(method: ApiMethod, path: string, options: ApiCallOptions = {}) {
      const { data, response } = await exchange(method, path, options.body, options.query, 'json', options.ifMatch);
      const warning = warningOf(response);
      return { data: data as T, version: versionOf(response.headers.get('etag')), ...(warning ? { warning } : {}) };
    },
    async getFile(path, query, options = {}) {
      const { data, response } = await exchange('GET', path, undefined, query, 'file', options.ifMatch);
      return {
        blob: data as Blob,
        fileName: fileNameOf(response.headers.get('content-disposition')),
        version: versionOf(response.headers.get('etag')),
      };
    },
    async postFile(path, body) {
      const { data, response } = await exchange('POST', path, body, undefined, 'file');
      return { blob: data as Blob, fileName: fileNameOf(response.headers.get('content-disposition')), version: versionOf(response.headers.get('etag')) };
    },
    async upload<T>(path: string, form: FormData, options: Pick<ApiCallOptions, 'query' | 'ifMatch'> = {}) {
      const { data, response } = await exchange('POST', path, form, options.query, 'json', options.ifMatch);
      return { data: data as T, version: versionOf(response.headers.get('etag')) };
    },
  };
};

/** The browser's one API client. */
export const api = createApiClient({ session: appSession });
