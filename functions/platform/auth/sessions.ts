import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws.ts';
import { physicalName, sessionsTable } from '../tables.ts';

/** The spec's session: 4 hours (14,400 s) after the last request, never longer than 12 hours after login. */
export const SLIDING_EXPIRY_SECONDS = 14_400;
export const ABSOLUTE_EXPIRY_SECONDS = 12 * 60 * 60;
/** A session's expiry is pushed forward at most once a minute, so a busy user does not cost a write per request. */
const TOUCH_INTERVAL_MS = 60_000;

/** What is known about the caller at login; the dealer's role flags are read fresh on every request. */
export interface SessionUser {
  userId: string;
  dealerId: string;
  conglomerateId: string;
  name: string;
  username: string;
  initials: string;
  simpleRole: string | null;
  isAdmin: boolean;
  isConsultant: boolean;
  /** The functions user administration gave the user, of the dealer's; null or absent: all the dealer's. */
  userRoles?: readonly string[] | null;
  /** The administrator acting as this user (log in as user): signing out returns to them. */
  impersonator?: Omit<SessionUser, 'impersonator'> | null;
}

export interface SessionRecord extends SessionUser {
  xsrfToken: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

/** The table holds a hash of the session id, so a read of the table does not yield live session ids. */
const keyOf = (sessionId: string) => ({ pk: `session#${createHash('sha256').update(sessionId).digest('base64url')}` });
const randomToken = (): string => randomBytes(16).toString('base64url');

export class SessionStore {
  constructor(
    private readonly client: DynamoDBDocumentClient = dynamo(),
    private readonly tableName: string = physicalName(sessionsTable),
  ) {}

  /** A new session with a fresh 128-bit id (never reused: a new id at every login). */
  async create(user: SessionUser, now = Date.now()): Promise<{ sessionId: string; session: SessionRecord }> {
    const sessionId = randomToken();
    const session: SessionRecord = {
      ...user,
      xsrfToken: randomToken(),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: expiryOf(now, now),
    };
    await this.client.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { ...keyOf(sessionId), ...session, ttl: Math.ceil(session.expiresAt / 1000) },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { sessionId, session };
  }

  /**
   * The live session, its expiry pushed forward (sliding), or undefined when unknown or expired. `renewed` says the
   * expiry moved, so the response renews the cookie's Max-Age and the browser keeps the session as long as we do.
   */
  async load(sessionId: string, now = Date.now()): Promise<(SessionRecord & { renewed?: true }) | undefined> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.tableName, Key: keyOf(sessionId), ConsistentRead: true }));
    const session = Item as (SessionRecord & { pk: string; ttl: number }) | undefined;
    if (!session || session.expiresAt <= now) return undefined;
    if (now - session.lastSeenAt < TOUCH_INTERVAL_MS) return session;
    const expiresAt = expiryOf(session.createdAt, now);
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: keyOf(sessionId),
          UpdateExpression: 'SET lastSeenAt = :now, expiresAt = :exp, #ttl = :ttl',
          // Never revive a session that logout deleted in the meantime.
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':now': now, ':exp': expiresAt, ':ttl': Math.ceil(expiresAt / 1000) },
        }),
      );
    } catch {
      return undefined;
    }
    return { ...session, lastSeenAt: now, expiresAt, renewed: true };
  }

  async end(sessionId: string): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.tableName, Key: keyOf(sessionId) }));
  }

  /** Ends every session of a user at once (a disabled user, a role change by an administrator). */
  async endAllForUser(userId: string): Promise<number> {
    const { Items = [] } = await this.client.send(
      new QueryCommand({ TableName: this.tableName, IndexName: 'byUser', KeyConditionExpression: 'userId = :u', ExpressionAttributeValues: { ':u': userId } }),
    );
    await Promise.all(Items.map((item) => this.client.send(new DeleteCommand({ TableName: this.tableName, Key: { pk: item.pk } }))));
    return Items.length;
  }
}

/** The cookie's Max-Age for a session expiring at `expiresAt`: whole seconds, never more than the sliding expiry. */
export const cookieMaxAge = (expiresAt: number, now = Date.now()): number =>
  Math.max(0, Math.min(SLIDING_EXPIRY_SECONDS, Math.floor((expiresAt - now) / 1000)));

export const expiryOf = (createdAt: number, lastSeenAt: number): number =>
  Math.min(lastSeenAt + SLIDING_EXPIRY_SECONDS * 1000, createdAt + ABSOLUTE_EXPIRY_SECONDS * 1000);
