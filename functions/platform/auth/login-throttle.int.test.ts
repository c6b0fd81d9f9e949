import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADDRESS_FAILURE_LIMIT, LoginThrottle, USERNAME_FAILURE_LIMIT } from './login-throttle.ts';

const throttle = new LoginThrottle();
const newAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${randomUUID().slice(0, 4)}`;

describe('login throttle', () => {
  it('lets a username try its limit within the window, then refuses, whichever address it comes from', async () => {
    const username = `throttle-${randomUUID()}@demo.dk`;
    const tried = [];
    for (let attempt = 0; attempt < USERNAME_FAILURE_LIMIT + 2; attempt += 1) tried.push(await throttle.tryAttempt(username, newAddress()));
    expect(tried).toEqual([...Array<boolean>(USERNAME_FAILURE_LIMIT).fill(true), false, false]);
  });

  it('lets one address try the address limit over many usernames, then refuses it and not another address', async () => {
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: ADDRESS_FAILURE_LIMIT + 10 }, () => throttle.tryAttempt(`throttle-${randomUUID()}@demo.dk`, address)),
    );
    expect(answers.filter(Boolean)).toHaveLength(ADDRESS_FAILURE_LIMIT);
    expect(await throttle.tryAttempt(`throttle-${randomUUID()}@demo.dk`, newAddress())).toBe(true);
  });

  it('gives a successful attempt back to the address and starts the username afresh', async () => {
    const username = `throttle-${randomUUID()}@demo.dk`;
    const address = newAddress();
    for (let attempt = 0; attempt < USERNAME_FAILURE_LIMIT; attempt += 1) expect(await throttle.tryAttempt(username, address)).toBe(true);
    await throttle.succeeded(username, address);
    expect(await throttle.tryAttempt(username, address)).toBe(true);
  });
});
