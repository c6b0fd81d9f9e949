/**
 * The client side of the session (spec part 1 §4 "Session", §9): 4 hours (14,400 s) after the last server response
 * the client shows the logout modal, checking every 30 s; every completed request resets the timer. The server
 * keeps the same sliding expiry, so the modal appears when the server has forgotten the session too.
 *
 * The logic is a small store with an injected clock, so it is tested without waiting four hours; React reads it
 * through `useSyncExternalStore` (see session-context.tsx).
 */
export const SESSION_TIMEOUT_MS = 14_400 * 1000;
export const SESSION_CHECK_INTERVAL_MS = 30 * 1000;

/**
 * - `signed-out`: nobody is known to be signed in (the login page, before the first settings call, after logout).
 * - `active`: a signed-in user is working; a 401 or four silent hours end it.
 * - `expired`: the session ended under the user; the logout modal shows until the user closes it.
 */
export type SessionStatus = 'signed-out' | 'active' | 'expired';

export interface SessionState {
  status: SessionStatus;
  /** Where the user was when the session expired: the login page returns there. */
  returnPath: string;
}

/** Pure: has a session whose last server response came at `lastResponseAt` expired at `now`? */
export const hasExpired = (lastResponseAt: number, now: number, timeoutMs: number = SESSION_TIMEOUT_MS): boolean =>
  now - lastResponseAt >= timeoutMs;

export interface SessionOptions {
  /** The clock, in milliseconds. */
  now?: () => number;
  timeoutMs?: number;
  /** The current path and search, recorded as the return path when the session expires. */
  currentPath?: () => string;
}

export interface Session {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** A server response arrived (any status): the four hours start again. */
  responded(): void;
  /** A signed-in user's data arrived (login, settings). */
  signedIn(): void;
  /** The user logged out on purpose: no modal for what follows. */
  signedOut(): void;
  /** The session ended under an active user: show the logout modal. `returnPath` defaults to the current path. */
  expire(returnPath?: string): void;
  /** The periodic check: expires an active session after the timeout. Returns whether it expired now. */
  check(): boolean;
  /** The user closed the logout modal: returns the path the login page should return to. */
  acknowledge(): string;
}

export const createSession = (options: SessionOptions = {}): Session => {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? SESSION_TIMEOUT_MS;
  const currentPath = options.currentPath ?? (() => '/');
  const listeners = new Set<() => void>();
  let lastResponseAt = now();
  let state: SessionState = { status: 'signed-out', returnPath: '/' };

  const set = (next: SessionState): void => {
    if (next.status === state.status && next.returnPath === state.returnPath) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const expire = (returnPath?: string): void => {
    if (state.status === 'expired') return;
    set({ status: 'expired', returnPath: returnPath ?? currentPath() });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    responded() {
      lastResponseAt = now();
    },
    signedIn() {
      lastResponseAt = now();
      // An expiry the user has not acknowledged stands: a late response must not hide the modal.
      if (state.status === 'signed-out') set({ status: 'active', returnPath: '/' });
    },
    signedOut() {
      set({ status: 'signed-out', returnPath: '/' });
    },
    expire,
    check() {
      if (state.status !== 'active' || !hasExpired(lastResponseAt, now(), timeoutMs)) return false;
      expire();
      return true;
    },
    acknowledge() {
      const { returnPath } = state;
      set({ status: 'signed-out', returnPath: '/' });
      return returnPath;
    },
  };
};

export interface IntervalTimer {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

const browserTimer: IntervalTimer = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof globalThis.setInterval>),
};

/** Runs the session check every 30 s; returns the function that stops it. */
export const watchSession = (
  session: Session,
  timer: IntervalTimer = browserTimer,
  intervalMs: number = SESSION_CHECK_INTERVAL_MS,
): (() => void) => {
  const id = timer.setInterval(() => session.check(), intervalMs);
  return () => timer.clearInterval(id);
};

/** The browser's one session. */
export const appSession = createSession({
  currentPath: () => `${window.location.pathname}${window.location.search}`,
});
