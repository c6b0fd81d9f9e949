import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws.ts';
import { physicalName, sessionsTable } from '../tables.ts';

/**
 * The anti-forgery token of a caller who has not signed in yet (the login form): a pre-session the server issues and
 * keeps, not a value the caller may choose. Signing in with a cookie and header pair the server never issued is
 * refused, so a page that plants a cookie of its own choosing cannot sign a victim in to the attacker's account.
 * The table holds a hash of the token, as it does of session ids.
 */
export const PRE_LOGIN_TOKEN_SECONDS = 12 * 60 * 60;

const keyOf = (token: string) => ({ pk: `prelogin#${createHash('sha256').update(token).digest('base64url')}` });

export class PreLoginTokens {
  constructor(
    private readonly client: DynamoDBDocumentClient = dynamo(),
    private readonly tableName: string = physicalName(sessionsTable),
  ) {}

  async issue(now = Date.now()): Promise<string> {
    const token = randomBytes(16).toString('base64url');
    const expiresAt = now + PRE_LOGIN_TOKEN_SECONDS * 1000;
    await this.client.send(
      new PutCommand({ TableName: this.tableName, Item: { ...keyOf(token), expiresAt, ttl: Math.ceil(expiresAt / 1000) } }),
    );
    return token;
  }

  /** Whether the server issued this token and it has not expired (TTL deletion lags, so the expiry is checked here). */
  async isIssued(token: string, now = Date.now()): Promise<boolean> {
    if (!/^[\w-]{16,64}$/.test(token)) return false;
    const { Item } = await this.client.send(new GetCommand({ TableName: this.tableName, Key: keyOf(token), ConsistentRead: true }));
    return Item !== undefined && Number(Item.expiresAt) > now;
  }

  /** A signed-in session brings its own token: the pre-login one is spent. */
  async spend(token: string): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.tableName, Key: keyOf(token) }));
  }
}
