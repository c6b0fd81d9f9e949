import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../platform/aws.ts';
import { physicalName, sessionsTable } from '../platform/tables.ts';

/**
 * Limits how often a reset link may be asked for: per e-mail address, so nobody floods a colleague's mailbox, and per
 * client address, so one address cannot walk through many e-mails. Both are counted whether the e-mail belongs to a
 * user or not, so the limit tells nothing about which addresses are known. Fixed windows, counted in the Sessions
 * table by one conditional increment each (parallel requests cannot pass the limit), expiring by TTL.
 */
export const RESET_WINDOW_SECONDS = 15 * 60;
export const RESETS_PER_USERNAME = 3;
export const RESETS_PER_ADDRESS = 20;

export class PasswordResetThrottle {
  constructor(
    private readonly client: DynamoDBDocumentClient = dynamo(),
    private readonly tableName: string = physicalName(sessionsTable),
  ) {}

  /** Counts the request; the seconds to wait when either limit is reached, else 0. */
  async take(username: string, address: string, now = Date.now()): Promise<number> {
    const window = Math.floor(now / 1000 / RESET_WINDOW_SECONDS);
    const retryAfter = Math.max(1, (window + 1) * RESET_WINDOW_SECONDS - Math.floor(now / 1000));
    const [byUsername, byAddress] = await Promise.all([
      this.count(`reset#username#${username.trim().toLowerCase()}#${window}`, RESETS_PER_USERNAME, now),
      this.count(`reset#address#${address}#${window}`, RESETS_PER_ADDRESS, now),
    ]);
    return byUsername && byAddress ? 0 : retryAfter;
  }

  private async count(pk: string, limit: number, now: number): Promise<boolean> {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk },
          UpdateExpression: 'ADD requests :one SET #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(requests) OR requests < :limit',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':ttl': Math.floor(now / 1000) + 2 * RESET_WINDOW_SECONDS },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }
}
