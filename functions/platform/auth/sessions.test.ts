import { describe, expect, it } from 'vitest';
import { ABSOLUTE_EXPIRY_SECONDS, expiryOf, SLIDING_EXPIRY_SECONDS } from './sessions.ts';

describe('session expiry', () => {
  const login = Date.UTC(2026, 10, 22, 8, 0, 0);
  it('slides 4 hours (14,400 s) past the last request', () => {
    expect(SLIDING_EXPIRY_SECONDS).toBe(14_400);
    expect(expiryOf(login, login + 60_000)).toBe(login + 60_000 + 14_400_000);
  });
  it('never runs past 12 hours after login', () => {
    expect(expiryOf(login, login + 10 * 3_600_000)).toBe(login + ABSOLUTE_EXPIRY_SECONDS * 1000);
  });
});
