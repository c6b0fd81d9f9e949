import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ROLE_FLAGS, type RoleFlag } from '../../../domain/roles.ts';
import { dynamo } from '../aws.ts';
import { readCookie, sessionCookieName } from '../auth/cookies.ts';
import { dealerRowKey, type DealerRow } from '../auth/dealer-directory.ts';
import { SessionStore, type SessionRecord } from '../auth/sessions.ts';
import { physicalName, readModelsTable } from '../tables.ts';

/**
 * The caller as every handler sees it: taken from the server-side session only, never from the request. The
 * dealer's role flags are read on every request, so a change by an administrator applies at once.
 */
export interface Session extends SessionRecord {
  sessionId: string;
  dealerName: string;
  subscriptionPackageName: string;
  roleFlags: ReadonlySet<RoleFlag>;
  /** This request pushed the session's expiry forward: the response renews the cookie. */
  renewed?: true;
}

const isRoleFlag = (flag: string): flag is RoleFlag => (ROLE_FLAGS as readonly string[]).includes(flag);

/**
 * A user given only some of the dealer's functions uses only those; read-only access is the dealer's and applies to
 * every user of it whatever they were given.
 */
const userMayUse = (userRoles: readonly string[] | null | undefined, flag: RoleFlag): boolean =>
  !Array.isArray(userRoles) || flag === 'read_only_access' || userRoles.includes(flag);

export class SessionResolver {
  constructor(
    private readonly sessions: SessionStore = new SessionStore(),
    private readonly client: DynamoDBDocumentClient = dynamo(),
    private readonly readModels: string = physicalName(readModelsTable),
  ) {}

  async resolve(event: APIGatewayProxyEventV2): Promise<Session | undefined> {
    const sessionId = readCookie(event, sessionCookieName(event));
    return sessionId ? this.resolveId(sessionId) : undefined;
  }

  async resolveId(sessionId: string): Promise<Session | undefined> {
    const record = await this.sessions.load(sessionId);
    if (!record) return undefined;
    const { Item } = await this.client.send(new GetCommand({ TableName: this.readModels, Key: dealerRowKey(record.dealerId) }));
    const dealer = Item as DealerRow | undefined;
    return {
      ...record,
      sessionId,
      dealerName: dealer?.Name ?? '',
      subscriptionPackageName: dealer?.SubscriptionPackageName ?? '',
      roleFlags: new Set((dealer?.SelectedRoles ?? []).filter(isRoleFlag).filter((flag) => userMayUse(record.userRoles, flag))),
    };
  }
}
