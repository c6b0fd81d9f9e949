import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADDRESS_FAILURE_LIMIT, FIRST_DELAY_SECONDS, FREE_FAILURES, LoginThrottle, MAX_DELAY_SECONDS, PAIR_MEMORY_SECONDS } from './login-throttle.ts';

const throttle = new LoginThrottle();
const newAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${randomUUID().slice(0, 4)}`;
const newUsername = () => `throttle-${randomUUID()}@demo.dk`;
const ALLOWED = { allowed: true };
const SECOND = 1000;

/** Fails `count` attempts of the pair one after the other at `now`; every one of them is let through. */
const failFreely = async (username: string, address: string, count: number, now: number) => {
  for (let attempt = 0; attempt < count; attempt += 1) expect(await throttle.tryAttempt(username, address, now)).toEqual(ALLOWED);
};

describe('login throttle', () => {
  it("never keeps a user out because of another address's failures: only the failing address must wait", async () => {
    const username = newUsername();
    const attacker = newAddress();
    const now = Date.now();
    await failFreely(username, attacker, FREE_FAILURES, now);
    expect(await throttle.tryAttempt(username, attacker, now)).toEqual({ allowed: false, retryAfterSeconds: FIRST_DELAY_SECONDS });
    expect(await throttle.tryAttempt(username, newAddress(), now)).toEqual(ALLOWED);
  });

  it('makes a failing pair wait longer after each further failure, up to a quarter of an hour', async () => {
    const username = newUsername();
    const address = newAddress();
    let now = Date.now();
    await failFreely(username, address, FREE_FAILURES, now);
    const waits: number[] = [];
    for (let failure = 0; failure < 8; failure += 1) {
      const refused = await throttle.tryAttempt(username, address, now);
      if (refused.allowed) throw new Error('a failing pair was let through before its wait');
      waits.push(refused.retryAfterSeconds);
      expect(await throttle.tryAttempt(username, address, now + (refused.retryAfterSeconds - 1) * SECOND)).toMatchObject({ allowed: false });
      now += refused.retryAfterSeconds * SECOND;
      expect(await throttle.tryAttempt(username, address, now)).toEqual(ALLOWED);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, MAX_DELAY_SECONDS, MAX_DELAY_SECONDS, MAX_DELAY_SECONDS]);
  });

  it('counts every attempt before its password is checked: of many parallel ones, only the free ones are let through', async () => {
    const username = newUsername();
    const address = newAddress();
    const now = Date.now();
    const answers = await Promise.all(Array.from({ length: 20 }, () => throttle.tryAttempt(username, address, now)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(FREE_FAILURES);
  });

  it('lets one person sign in from several tabs at once: parallel successful logins never wait', async () => {
    const username = newUsername();
    const address = newAddress();
    const tab = async () => {
      const answers = [];
      for (let login = 0; login < 4; login += 1) {
        const answer = await throttle.tryAttempt(username, address);
        answers.push(answer);
        if (answer.allowed) await throttle.succeeded(username, address);
      }
      return answers;
    };
    const answers = (await Promise.all(Array.from({ length: FREE_FAILURES }, tab))).flat();
    expect(answers).toEqual(Array.from({ length: 4 * FREE_FAILURES }, () => ALLOWED));
  });

  it('lets one address try the address limit over many usernames, then refuses it and not another address', async () => {
    const address = newAddress();
    const now = Date.now();
    const answers = await Promise.all(Array.from({ length: ADDRESS_FAILURE_LIMIT + 10 }, () => throttle.tryAttempt(newUsername(), address, now)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(ADDRESS_FAILURE_LIMIT);
    expect(answers.find((answer) => !answer.allowed)).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect(await throttle.tryAttempt(newUsername(), newAddress(), now)).toEqual(ALLOWED);
  });

  it('gives a successful attempt back to the address and starts the pair afresh', async () => {
    const username = newUsername();
    const address = newAddress();
    const now = Date.now();
    await failFreely(username, address, FREE_FAILURES, now);
    await throttle.succeeded(username, address, now);
    await failFreely(username, address, FREE_FAILURES, now);
  });

  it('forgets a pair that has not tried for a day', async () => {
    const username = newUsername();
    const address = newAddress();
    const now = Date.now();
    await failFreely(username, address, FREE_FAILURES, now);
    const dayLater = now + PAIR_MEMORY_SECONDS * SECOND;
    await failFreely(username, address, FREE_FAILURES, dayLater);
    expect(await throttle.tryAttempt(username, address, dayLater)).toEqual({ allowed: false, retryAfterSeconds: FIRST_DELAY_SECONDS });
  });
});
