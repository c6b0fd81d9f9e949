import { vi } from 'vitest';

/** One recorded request to the fake server. */
export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  /** The query parameters (the last value of each). */
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  /** JSON (anything), text (a string) or bytes (a Uint8Array, sent as they are). */
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

type Handler = (request: RecordedRequest) => FakeAnswer;

/** The fake server's answers keyed by 'METHOD /path': a fixed answer, or one computed from the request. */
export type FakeRoutes = Record<string, FakeAnswer | Handler>;

/**
 * The browser boundary in unit tests: replaces `fetch` with a table of answers keyed by 'METHOD /path'. Unknown
 * requests answer 599 and are listed in `unexpected`, so a test can assert that nothing else was called.
 */
export const fakeServer = (routes: FakeRoutes) => {
  const table = new Map(Object.entries(routes));
  const requests: RecordedRequest[] = [];
  const unexpected: string[] = [];

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      search: url.search,
      query: Object.fromEntries(url.searchParams),
      headers: { ...(init.headers as Record<string, string> | undefined) },
      // JSON as data; a form (an upload) as the FormData itself, for the test to read its files.
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body instanceof FormData ? init.body : undefined,
    };
    requests.push(request);
    const route = table.get(`${method} ${url.pathname}`);
    if (!route) {
      unexpected.push(`${method} ${url.pathname}`);
      return new Response(JSON.stringify({ Message: 'Ukendt kald i testen.' }), { status: 599, headers: { 'content-type': 'application/json' } });
    }
    const answer = typeof route === 'function' ? route(request) : route;
    const status = answer.status ?? 200;
    const body =
      answer.body === undefined
        ? null
        : typeof answer.body === 'string'
          ? answer.body
          : answer.body instanceof Uint8Array
            ? (answer.body as Uint8Array<ArrayBuffer>)
            : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : body, {
      status,
      headers: { 'content-type': answer.contentType ?? 'application/json; charset=utf-8', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetch);

  return {
    requests,
    unexpected,
    /** Changes one route's answer from now on. */
    answer(route: string, answer: FakeAnswer | Handler) {
      table.set(route, answer);
    },
    calls: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
  };
};
