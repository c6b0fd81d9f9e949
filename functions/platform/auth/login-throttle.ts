import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws.ts';
import { physicalName, sessionsTable } from '../tables.ts';

/**
 * Throttles logins per username and per client address: at most `limit` failed attempts within the window, after
 * which further attempts are refused until the window has passed. Counters live in the Sessions table and expire by
 * TTL.
 *
 * An attempt is counted before its password is verified, by one conditional write per counter that both checks the
 * limit and counts: of many attempts sent at once, only as many as the limit allows get to try a password. A
 * successful attempt clears the username's counter and gives its count back to the address.
 */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const USERNAME_FAILURE_LIMIT = 5;
/**
 * A dealership's staff sign in from one office address each morning, so the address allows many typos; it stops one
 * address from trying passwords across many usernames, which the per-username limit alone would not.
 */
export const ADDRESS_FAILURE_LIMIT = 100;

interface Counter {
  pk: string;
  limit: number;
}

export class LoginThrottle {
  constructor(
    private readonly client: DynamoDBDocumentClient = dynamo(),
    private readonly tableName: string = physicalName(sessionsTable),
  ) {}

  private keys(username: string, address: string, now: number): { user: Counter; address: Counter } {
    const window = Math.floor(now / 1000 / LOGIN_WINDOW_SECONDS);
    return {
      user: { pk: `throttle#user#${username.trim().toLowerCase()}#${window}`, limit: USERNAME_FAILURE_LIMIT },
      address: { pk: `throttle#address#${address}#${window}`, limit: ADDRESS_FAILURE_LIMIT },
    };
  }

  /**
   * Counts an attempt against the username and the address, unless either has reached its limit: then nothing is
   * counted and the answer is false (refuse the attempt without checking the password).
   */
  async tryAttempt(username: string, address: string, now = Date.now()): Promise<boolean> {
    const keys = this.keys(username, address, now);
    if (!(await this.take(keys.user, now))) return false;
    if (await this.take(keys.address, now)) return true;
    await this.add(keys.user.pk, -1);
    return false;
  }

  /** A successful login: the username starts afresh, and the attempt does not count against the address. */
  async succeeded(username: string, address: string, now = Date.now()): Promise<void> {
    const keys = this.keys(username, address, now);
    await Promise.all([
      this.client.send(new DeleteCommand({ TableName: this.tableName, Key: { pk: keys.user.pk } })),
      this.add(keys.address.pk, -1),
    ]);
  }

  private async take({ pk, limit }: Counter, now: number): Promise<boolean> {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk },
          UpdateExpression: 'ADD failures :one SET #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(failures) OR failures < :limit',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':ttl': Math.floor(now / 1000) + 2 * LOGIN_WINDOW_SECONDS },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  /** Gives a count back, never below zero and never creating a counter. */
  private async add(pk: string, amount: number): Promise<void> {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk },
          UpdateExpression: 'ADD failures :amount',
          ConditionExpression: 'failures > :zero',
          ExpressionAttributeValues: { ':amount': amount, ':zero': 0 },
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
}
