import { DEMO_PASSWORD } from '../support/api-client.ts';
import type { CookieMode, FuzzKind, FuzzRequest } from './requests.ts';

/**
 * Sends generated requests to a running DealerHub and judges each answer: never a 5xx, and every 4xx says what was
 * wrong (a `Message`, and a `Field` when the request got a field wrong on purpose).
 */
export interface Outcome {
  request: FuzzRequest;
  status: number;
  /** What was wrong with the answer; absent when it was a proper one. */
  problem?: string;
  body: string;
  milliseconds: number;
}

/** A signed-in browser as the SPA is one: its cookies, echoed anti-forgery token included. */
export class Session {
  cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    /** Whom the session signs in as: the account's name as the run last set it ('Min konto' may rename it). */
    public username?: string,
  ) {}

  private remember(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (/max-age=0/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  xsrfToken(): string | undefined {
    const token = this.cookies.get('XSRF-TOKEN');
    return token === undefined ? undefined : decodeURIComponent(token);
  }

  /** Fetches the pre-login anti-forgery cookie, then signs in when the session has a user. */
  async start(): Promise<void> {
    this.cookies.clear();
    this.remember(await fetch(`${this.base}/api/account/isloggedin`, { headers: { accept: 'application/json' } }));
    if (!this.username) return;
    const response = await fetch(`${this.base}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookieHeader(), 'x-xsrf-token': this.xsrfToken() ?? '' },
      body: JSON.stringify({ Username: this.username, Password: DEMO_PASSWORD }),
    });
    this.remember(response);
    if (response.status !== 200) throw new Error(`Login as ${this.username} failed: ${response.status} ${await response.text()}`);
  }

  async send(request: FuzzRequest): Promise<{ status: number; body: string; contentType: string }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const cookie = cookiesFor(request.cookies, this.cookieHeader());
    if (cookie) headers.cookie = cookie;
    const token = this.xsrfToken();
    if (request.method !== 'GET' && token) headers['x-xsrf-token'] = token;
    if (request.contentType !== undefined) headers['content-type'] = request.contentType;
    const attempt = () => fetch(`${this.base}${request.url}`, { method: request.method, headers, body: request.body, redirect: 'manual' });
    let response: Response;
    try {
      response = await attempt();
    } catch {
      // A kept-alive connection the server closed just as it was reused: once more on a fresh one.
      try {
        response = await attempt();
      } catch (error) {
        const cause = error instanceof Error ? String((error.cause as Error | undefined)?.message ?? error.message) : String(error);
        return { status: 0, body: `no answer: ${cause}`, contentType: '' };
      }
    }
    const contentType = response.headers.get('content-type') ?? '';
    const bytes = await response.arrayBuffer();
    return { status: response.status, body: contentType.includes('json') ? new TextDecoder().decode(bytes) : `<${bytes.byteLength} bytes ${contentType}>`, contentType };
  }
}

const cookiesFor = (mode: CookieMode, own: string): string => {
  const join = (...parts: string[]): string => parts.filter(Boolean).join('; ');
  switch (mode) {
    case 'session':
      return own;
    case 'none':
      return 'theme=dark';
    case 'undecodable-session':
      return join('dh_session=%00%ff', own);
    case 'undecodable-xsrf':
      return join('XSRF-TOKEN=%ff', own);
    case 'garbage':
      return join('=', 'novalue', 'a=b=c', '%zz=1', 'q="unterminated', 'dh_session', own);
  }
};

/** Answers with a status of 400 or more must say, in words, what was wrong. */
export const judge = (request: FuzzRequest, status: number, body: string, contentType: string): string | undefined => {
  if (status === 0) return body;
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return undefined;
  if (!contentType.includes('json')) return `${status} without a JSON error body`;
  let error: { Message?: unknown; Field?: unknown };
  try {
    error = JSON.parse(body) as typeof error;
  } catch {
    return `${status} with a body that is not JSON`;
  }
  if (typeof error.Message !== 'string' || error.Message.trim() === '') return `${status} without a Message`;
  if (status === 400 && request.field && (typeof error.Field !== 'string' || error.Field === '')) return `400 without a Field (the request got ${request.field} wrong)`;
  return undefined;
};

export interface Sessions {
  /** The session most requests are sent in. */
  main: Session;
  /** Signing out ends a session: those requests use this one, which is renewed after each sign-out. */
  spare: Session;
  /** A browser that has not signed in: login requests. */
  anonymous: Session;
}

const sessionFor = (request: FuzzRequest, sessions: Sessions): Session => {
  if (/\/api\/account\/logout$/i.test(request.route)) return sessions.spare;
  if (/\/api\/account\/login$/i.test(request.route)) return sessions.anonymous;
  return sessions.main;
};

/** A saved 'Min konto' renames the fuzz's own account: its sessions sign in again under the new name. */
const followRename = (request: FuzzRequest, status: number, sessions: Sessions): void => {
  if (status !== 200 || !/\/api\/user\/updatemyaccount$/i.test(request.route) || request.body === undefined) return;
  let username: unknown;
  try {
    username = (JSON.parse(request.body) as { Username?: unknown }).Username;
  } catch {
    return;
  }
  if (typeof username !== 'string' || username.trim() === '') return;
  for (const session of [sessions.main, sessions.spare]) if (session.username) session.username = username.trim();
};

/** Sends every request, `concurrency` at a time, and judges each answer. */
export const run = async (requests: readonly FuzzRequest[], sessions: Sessions, concurrency = 4): Promise<Outcome[]> => {
  const outcomes: Outcome[] = new Array<Outcome>(requests.length);
  let next = 0;
  let renewing: Promise<void> | undefined;
  const worker = async (): Promise<void> => {
    for (;;) {
      const index = next++;
      if (index >= requests.length) return;
      const request = requests[index]!;
      const session = sessionFor(request, sessions);
      if (renewing) await renewing;
      const started = performance.now();
      let answer = await session.send(request);
      if (answer.status === 401 && request.cookies === 'session' && session.username) {
        // The session ended under the run (a sign-out of the spare one): sign in again and resend once.
        renewing ??= session.start().finally(() => (renewing = undefined));
        await renewing;
        answer = await session.send(request);
      }
      followRename(request, answer.status, sessions);
      const problem = judge(request, answer.status, answer.body, answer.contentType);
      outcomes[index] = { request, status: answer.status, body: answer.body, milliseconds: performance.now() - started, ...(problem ? { problem } : {}) };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
};

export interface Summary {
  requests: number;
  perRoute: Record<string, { requests: number; '2xx': number; '4xx': number; '5xx': number; milliseconds: number }>;
  perKind: Partial<Record<FuzzKind, number>>;
  serverErrors: number;
  problems: Outcome[];
}

export const summarise = (outcomes: readonly Outcome[]): Summary => {
  const perRoute: Summary['perRoute'] = {};
  const perKind: Summary['perKind'] = {};
  for (const { request, status, milliseconds } of outcomes) {
    const row = (perRoute[request.route] ??= { requests: 0, '2xx': 0, '4xx': 0, '5xx': 0, milliseconds: 0 });
    row.requests += 1;
    row.milliseconds += milliseconds;
    if (status >= 500) row['5xx'] += 1;
    else if (status >= 400) row['4xx'] += 1;
    else row['2xx'] += 1;
    perKind[request.kind] = (perKind[request.kind] ?? 0) + 1;
  }
  return {
    requests: outcomes.length,
    perRoute,
    perKind,
    serverErrors: outcomes.filter((outcome) => outcome.status >= 500).length,
    problems: outcomes.filter((outcome) => outcome.problem),
  };
};

const clip = (text: string, length: number): string => (text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text);

/** One line per problem: the request (replayable with the seed) and the answer. */
export const describe = (outcome: Outcome): string =>
  `${outcome.problem}: ${outcome.request.method} ${clip(outcome.request.url, 160)} [${outcome.request.kind}; ${clip(outcome.request.note, 80)}]` +
  `${outcome.request.body !== undefined ? ` body=${clip(JSON.stringify(outcome.request.body), 120)}` : ''}` +
  `${outcome.request.contentType !== undefined ? ` content-type=${JSON.stringify(outcome.request.contentType)}` : ''}` +
  ` → ${outcome.status} ${clip(outcome.body, 200)}`;

export const report = (summary: Summary, seed: number, seconds: number): string => {
  const lines = [
    `Fuzzed ${summary.requests} requests over ${Object.keys(summary.perRoute).length} routes with seed ${seed} in ${seconds.toFixed(1)} s: ${summary.serverErrors} answered 5xx, ${summary.problems.length} problems.`,
    '',
    'route                                                        requests   2xx   4xx   5xx  ms/request',
    ...Object.entries(summary.perRoute).map(
      ([route, row]) =>
        `${route.padEnd(60)} ${String(row.requests).padStart(8)} ${String(row['2xx']).padStart(5)} ${String(row['4xx']).padStart(5)} ${String(row['5xx']).padStart(5)} ${String(Math.round(row.milliseconds / row.requests)).padStart(11)}`,
    ),
    '',
    `by kind: ${Object.entries(summary.perKind).map(([kind, count]) => `${kind} ${count}`).join(', ')}`,
  ];
  if (summary.problems.length > 0) lines.push('', 'problems:', ...summary.problems.slice(0, 60).map(describe));
  return lines.join('\n');
};
