import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../platform/aws.ts';
import { physicalName, sessionsTable } from '../platform/tables.ts';

/**
 * A browser stuck in an error loop, or someone flooding the log, must not fill the log nor cost much: each signed-in
 * user, or each address without a session, may report so many errors per window; the rest are refused. The counters
 * live in the Sessions table beside the login throttle's and expire by TTL.
 */
export const REPORT_WINDOW_SECONDS = 10 * 60;
export const REPORTS_PER_WINDOW = 30;

export class ReportLimit {
  constructor(
    private readonly client: DynamoDBDocumentClient = dynamo(),
    private readonly tableName: string = physicalName(sessionsTable),
  ) {}

  /** Counts one report of `reporter` (`user#<id>` or `address#<ip>`); false when its window's reports are spent. */
  async take(reporter: string, now = Date.now()): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
    const window = Math.floor(now / 1000 / REPORT_WINDOW_SECONDS);
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk: `client-log#${reporter}#${window}` },
          UpdateExpression: 'ADD reports :one SET #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(reports) OR reports < :limit',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':one': 1, ':limit': REPORTS_PER_WINDOW, ':ttl': (window + 2) * REPORT_WINDOW_SECONDS },
        }),
      );
      return { allowed: true };
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      return { allowed: false, retryAfterSeconds: Math.max(1, (window + 1) * REPORT_WINDOW_SECONDS - Math.floor(now / 1000)) };
    }
  }
}
