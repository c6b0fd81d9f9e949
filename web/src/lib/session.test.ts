import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSession,
  hasExpired,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_TIMEOUT_MS,
  watchSession,
  type Session,
} from './session.ts';

describe('hasExpired', () => {
  it('is true from 14,400 s after the last response', () => {
    expect(SESSION_TIMEOUT_MS).toBe(14_400_000);
    expect(hasExpired(0, 14_399_999)).toBe(false);
    expect(hasExpired(0, 14_400_000)).toBe(true);
  });
});

describe('the session', () => {
  let clock: number;
  let path: string;
  let session: Session;

  beforeEach(() => {
    clock = 1_000_000;
    path = '/Customers/Customer/12?tab=car';
    session = createSession({ now: () => clock, currentPath: () => path });
  });

  it('expires an active session 14,400 s after the last response, returning to the current path', () => {
    session.signedIn();

    clock += SESSION_TIMEOUT_MS - 1;
    expect(session.check()).toBe(false);
    clock += 1;
    expect(session.check()).toBe(true);

    expect(session.getState()).toEqual({ status: 'expired', returnPath: '/Customers/Customer/12?tab=car' });
  });

  it('starts the four hours again at every response', () => {
    session.signedIn();
    clock += SESSION_TIMEOUT_MS - 1;
    session.responded();
    clock += SESSION_TIMEOUT_MS - 1;

    expect(session.check()).toBe(false);
    expect(session.getState().status).toBe('active');
  });

  it('never expires when nobody is signed in', () => {
    clock += SESSION_TIMEOUT_MS * 2;

    expect(session.check()).toBe(false);
    expect(session.getState().status).toBe('signed-out');
  });

  it('does not show the modal after a deliberate logout', () => {
    session.signedIn();
    session.signedOut();
    clock += SESSION_TIMEOUT_MS;

    expect(session.check()).toBe(false);
  });

  it('keeps the first return path while the modal is open, and a late response does not hide it', () => {
    session.signedIn();
    session.expire();
    path = '/elsewhere';
    session.expire('/');
    session.signedIn();

    expect(session.getState()).toEqual({ status: 'expired', returnPath: '/Customers/Customer/12?tab=car' });
  });

  it('hands the return path over when the modal is closed, and is signed out afterwards', () => {
    session.signedIn();
    session.expire();

    expect(session.acknowledge()).toBe('/Customers/Customer/12?tab=car');
    expect(session.getState()).toEqual({ status: 'signed-out', returnPath: '/' });
  });

  it('tells subscribers about changes only', () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);

    session.signedIn();
    session.signedIn();
    session.responded();
    session.expire();
    unsubscribe();
    session.acknowledge();

    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('watchSession', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks every 30 s, so an expired session is noticed within 30 s', () => {
    expect(SESSION_CHECK_INTERVAL_MS).toBe(30_000);
    const session = createSession({ now: () => Date.now() });
    session.signedIn();
    const check = vi.spyOn(session, 'check');
    const stop = watchSession(session);

    vi.advanceTimersByTime(29_999);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 30_000 - 1);
    expect(session.getState().status).toBe('active');
    vi.advanceTimersByTime(30_000);
    expect(session.getState().status).toBe('expired');

    stop();
    const calls = check.mock.calls.length;
    vi.advanceTimersByTime(60_000);
    expect(check).toHaveBeenCalledTimes(calls);
  });
});
