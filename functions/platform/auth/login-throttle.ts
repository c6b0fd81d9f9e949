import { DeleteCommand, GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws.ts';
import { physicalName, sessionsTable } from '../tables.ts';

/**
 * Throttles failed logins per username and per client address: after `limit` failures within the window, further
 * attempts are refused until the window has passed. Counters live in the Sessions table and expire by TTL.
 */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const USERNAME_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;

export class LoginThrottle {
  constructor(
    private readonly client: DynamoDBDocumentClient = dynamo(),
    private readonly tableName: string = physicalName(sessionsTable),
  ) {}

  private keys(username: string, address: string) {
    const window = Math.floor(Date.now() / 1000 / LOGIN_WINDOW_SECONDS);
    return [
      { pk: `throttle#user#${username.trim().toLowerCase()}#${window}`, limit: USERNAME_FAILURE_LIMIT },
      { pk: `throttle#address#${address}#${window}`, limit: ADDRESS_FAILURE_LIMIT },
    ];
  }

  /** Counts a failed attempt against the username and the client address. */
  async recordFailure(username: string, address: string): Promise<void> {
    const ttl = Math.floor(Date.now() / 1000) + 2 * LOGIN_WINDOW_SECONDS;
    await Promise.all(
      this.keys(username, address).map(({ pk }) =>
        this.client.send(
          new UpdateCommand({
            TableName: this.tableName,
            Key: { pk },
            UpdateExpression: 'ADD failures :one SET #ttl = :ttl',
            ExpressionAttributeNames: { '#ttl': 'ttl' },
            ExpressionAttributeValues: { ':one': 1, ':ttl': ttl },
          }),
        ),
      ),
    );
  }

  async isBlocked(username: string, address: string): Promise<boolean> {
    const counters = await Promise.all(
      this.keys(username, address).map(async ({ pk, limit }) => {
        const { Item } = await this.client.send(new GetCommand({ TableName: this.tableName, Key: { pk }, ConsistentRead: true }));
        return Number(Item?.failures ?? 0) >= limit;
      }),
    );
    return counters.some(Boolean);
  }

  /** A successful login clears the username's counter (not the address's: one address may try many usernames). */
  async reset(username: string): Promise<void> {
    const [userKey] = this.keys(username, '');
    await this.client.send(new DeleteCommand({ TableName: this.tableName, Key: { pk: userKey!.pk } }));
  }
}
