import { request as httpRequest } from 'node:http';
import { inject } from 'vitest';
import { contractViolation } from './api-contract.ts';

/** The base URL of the API under test: the local cloud the global setup started, or a deployed stage. */
export const baseUrl = (): string => {
  const fromEnv = process.env.API_BASE_URL;
  if (fromEnv) return fromEnv.replace(/\/$/, '');
  return (inject as (key: string) => string)('baseUrl');
};

export const DEMO_PASSWORD = 'DealerHub-2026';

/** A request's query string from its parameters, each written as text. */
export const queryString = (params: Record<string, string | number | boolean>): string =>
  new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)])).toString();

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  setCookies: string[];
}

/**
 * A black-box HTTP client that behaves like the SPA's browser: it keeps cookies, echoes the XSRF-TOKEN cookie (its
 * `__Host-` name outside localhost) in X-XSRF-TOKEN on every request (unless told not to), and sends JSON.
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();

  /**
   * `from` sends from another loopback address (127.0.0.2, ...), as a client elsewhere on the internet would: the local
   * cloud sees it as the request's source address. Only against the local cloud.
   */
  constructor(
    private readonly base: string = baseUrl(),
    private readonly from?: string,
  ) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; xsrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.xsrfToken();
    if (options.xsrf !== false && xsrf !== undefined) headers['x-xsrf-token'] = xsrf;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = this.from
      ? await sendFrom(this.from, method, `${this.base}${path}`, headers, body)
      : await fetch(`${this.base}${path}`, { method, headers, body, redirect: 'manual' });
    const setCookies = response.headers.getSetCookie();
    for (const cookie of setCookies) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (/max-age=0/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    const isJson = contentType.includes('json') && text !== '';
    const json = isJson ? (JSON.parse(text) as unknown) : undefined;
    // Every answer keeps its published contract, or the test that received it fails here.
    const violation = await contractViolation({ method, path, status: response.status, contentType, json });
    if (violation) throw new Error(`The API's answer breaks its contract (GET /api/openapi.json): ${violation}`);
    return { status: response.status, body: (isJson ? json : text) as T, headers: response.headers, setCookies };
  }

  /** The anti-forgery token the server set, under either of its names. */
  xsrfToken(): string | undefined {
    const value = this.cookies.get('__Host-XSRF-TOKEN') ?? this.cookies.get('XSRF-TOKEN');
    if (value === undefined) return undefined;
    try {
      return decodeURIComponent(value);
    } catch {
      return value; // a garbled cookie a test planted: sent as it is
    }
  }

  get<T = unknown>(path: string, options: { xsrf?: boolean } = {}) {
    return this.request<T>('GET', path, options);
  }
  post<T = unknown>(path: string, body?: unknown, options: { xsrf?: boolean } = {}) {
    return this.request<T>('POST', path, { body, ...options });
  }

  /** Logs in as the SPA does: fetch the anti-forgery cookie, then post the credentials. */
  async login(username: string, password = DEMO_PASSWORD): Promise<ApiResponse<Record<string, unknown>>> {
    if (this.xsrfToken() === undefined) await this.get('/api/account/isloggedin');
    return this.post('/api/account/login', { Username: username, Password: password });
  }
}

/** fetch cannot choose its source address; a plain request can. */
const sendFrom = (localAddress: string, method: string, url: string, headers: Record<string, string>, body?: string): Promise<Response> =>
  new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers, localAddress }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.once('error', reject);
      incoming.once('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value]) answer.append(name, each);
        }
        const status = incoming.statusCode ?? 500;
        const bodyless = status === 204 || status === 205 || status === 304;
        resolve(new Response(bodyless ? null : Buffer.concat(chunks), { status, headers: answer }));
      });
    });
    request.once('error', reject);
    request.end(body);
  });

export const loggedIn = async (username: string): Promise<ApiClient> => {
  const client = new ApiClient();
  const response = await client.login(username);
  if (response.status !== 200) throw new Error(`Login as ${username} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return client;
};
