import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws.ts';
import { physicalName, sessionsTable } from '../tables.ts';

/**
 * Throttles password guessing without letting anyone lock a user out.
 *
 * Failed attempts are counted per pair of username and client address, not per username: a per-username limit would
 * let anyone who knows a colleague's username keep them from signing in by sending a few wrong passwords from
 * anywhere. A pair gets a few attempts freely, then must wait a delay that doubles with every further failure (up to a
 * quarter of an hour), so guessing from one address slows to a crawl while the user, from an address that has not
 * failed, signs in at once. Each address also has a hard limit of failed attempts per window over all usernames, so
 * one address cannot try passwords across many usernames. The counters live in the Sessions table and expire by TTL.
 *
 * An attempt is counted before its password is verified, by a conditional write that checks the wait and counts in
 * one step: of many attempts sent at once, only those the wait allows get to try a password. A successful attempt
 * clears its pair and gives its count back to the address.
 */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Attempts a username and address may fail one after the other before each further attempt must wait. */
export const FREE_FAILURES = 5;
/** The wait after the first failure past the free ones; it doubles with each further failure. */
export const FIRST_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = LOGIN_WINDOW_SECONDS;
/** A pair that has not tried for a day starts afresh. */
export const PAIR_MEMORY_SECONDS = 24 * 60 * 60;
/**
 * A dealership's staff sign in from one office address each morning, so the address allows many typos; it stops one
 * address from trying passwords across many usernames, which the per-pair delay alone would not.
 */
export const ADDRESS_FAILURE_LIMIT = 100;

/** The wait before the next attempt of a pair that has failed `failures` times in a row. */
export const delayAfter = (failures: number): number =>
  failures < FREE_FAILURES ? 0 : Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES));

/** Rounds an attempt past the free ones may lose to parallel attempts of its pair before it is refused. */
const PAIR_RACE_ROUNDS = 10;

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface PairRecord {
  failures?: number;
  nextAttemptAt?: number;
  lastAttemptAt?: number;
}

export class LoginThrottle {
  constructor(
    private readonly client: DynamoDBDocumentClient = dynamo(),
    private readonly tableName: string = physicalName(sessionsTable),
  ) {}

  private addressKey(address: string, now: number): string {
    return `throttle#address#${address}#${Math.floor(now / 1000 / LOGIN_WINDOW_SECONDS)}`;
  }

  private pairKey(username: string, address: string): string {
    return `throttle#pair#${username.trim().toLowerCase()}#${address}`;
  }

  /**
   * Counts an attempt against the pair and the address, unless the pair must still wait or the address has reached
   * its limit: then nothing is counted and the answer says how long to wait (refuse without checking the password).
   */
  async tryAttempt(username: string, address: string, now = Date.now()): Promise<LoginAttempt> {
    const addressKey = this.addressKey(address, now);
    if (!(await this.takeAddress(addressKey, now))) {
      const windowEnds = (Math.floor(now / 1000 / LOGIN_WINDOW_SECONDS) + 1) * LOGIN_WINDOW_SECONDS * 1000;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now) / 1000)) };
    }
    const pair = await this.takePair(this.pairKey(username, address), now);
    if (!pair.allowed) await this.giveBack(addressKey);
    return pair;
  }

  /** A successful login: the pair starts afresh, and the attempt does not count against the address. */
  async succeeded(username: string, address: string, now = Date.now()): Promise<void> {
    await Promise.all([
      this.client.send(new DeleteCommand({ TableName: this.tableName, Key: { pk: this.pairKey(username, address) } })),
      this.giveBack(this.addressKey(address, now)),
    ]);
  }

  /**
   * The free attempts are counted by one conditional increment, so parallel ones never conflict. Past them, each
   * attempt is a compare-and-set on the count that also sets the next wait: one that loses the race to a parallel
   * attempt reads again, so none passes a wait another attempt has just started. Losing again and again means a flood
   * of parallel guesses for the pair: those are refused.
   */
  private async takePair(pk: string, now: number): Promise<LoginAttempt> {
    for (let round = 0; round < PAIR_RACE_ROUNDS; round += 1) {
      if (await this.takeFree(pk, now)) return { allowed: true };
      const { Item } = await this.client.send(new GetCommand({ TableName: this.tableName, Key: { pk }, ConsistentRead: true }));
      const record = Item as PairRecord | undefined;
      if (!record) continue; // a successful login cleared it meanwhile
      const seen = record.failures ?? 0;
      const stale = now - (record.lastAttemptAt ?? 0) >= PAIR_MEMORY_SECONDS * 1000;
      const failures = stale ? 0 : seen;
      const nextAttemptAt = stale ? 0 : (record.nextAttemptAt ?? 0);
      if (now < nextAttemptAt) return { allowed: false, retryAfterSeconds: Math.ceil((nextAttemptAt - now) / 1000) };
      try {
        await this.client.send(
          new UpdateCommand({
            TableName: this.tableName,
            Key: { pk },
            UpdateExpression: 'SET failures = :failures, nextAttemptAt = :nextAttemptAt, lastAttemptAt = :now, #ttl = :ttl',
            ConditionExpression: 'failures = :seen AND lastAttemptAt = :seenAt',
            ExpressionAttributeNames: { '#ttl': 'ttl' },
            ExpressionAttributeValues: {
              ':failures': failures + 1,
              ':nextAttemptAt': now + delayAfter(failures + 1) * 1000,
              ':now': now,
              ':ttl': Math.floor(now / 1000) + PAIR_MEMORY_SECONDS,
              ':seen': seen,
              ':seenAt': record.lastAttemptAt ?? 0,
            },
          }),
        );
        return { allowed: true };
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }
    return { allowed: false, retryAfterSeconds: 1 };
  }

  /**
   * One of the pair's free attempts, if it has any left and has tried within the last day. The wait after the last free
   * one is set already; it is read only once the free attempts are spent.
   */
  private async takeFree(pk: string, now: number): Promise<boolean> {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk },
          UpdateExpression: 'ADD failures :one SET nextAttemptAt = :nextAttemptAt, lastAttemptAt = :now, #ttl = :ttl',
          ConditionExpression: '(attribute_not_exists(failures) OR failures < :free) AND (attribute_not_exists(lastAttemptAt) OR lastAttemptAt > :forgotten)',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':free': FREE_FAILURES,
            ':nextAttemptAt': now + delayAfter(FREE_FAILURES) * 1000,
            ':now': now,
            ':forgotten': now - PAIR_MEMORY_SECONDS * 1000,
            ':ttl': Math.floor(now / 1000) + PAIR_MEMORY_SECONDS,
          },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  private async takeAddress(pk: string, now: number): Promise<boolean> {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk },
          UpdateExpression: 'ADD failures :one SET #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(failures) OR failures < :limit',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':one': 1, ':limit': ADDRESS_FAILURE_LIMIT, ':ttl': Math.floor(now / 1000) + 2 * LOGIN_WINDOW_SECONDS },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  /** Gives an address's count back, never below zero and never creating a counter. */
  private async giveBack(pk: string): Promise<void> {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk },
          UpdateExpression: 'ADD failures :minusOne',
          ConditionExpression: 'failures > :zero',
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
}
