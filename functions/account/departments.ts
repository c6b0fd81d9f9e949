import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../platform/aws.ts';
import { physicalName, readModelsTable } from '../platform/tables.ts';
import type { DealerRow } from './projections/dealer-directory.ts';

/**
 * The live departments (dealers) of a conglomerate, from the dealer directory's conglomerate index (gsi1
 * `conglomerate#<id>`). Every search scope that spans departments (cars, customers, cases) starts here.
 */
export const departmentsOf = async (conglomerateId: string, client: DynamoDBDocumentClient = dynamo()): Promise<DealerRow[]> => {
  const rows: DealerRow[] = [];
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: physicalName(readModelsTable),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': `conglomerate#${conglomerateId}` },
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    // Only the dealer directory writes `conglomerate#` index keys; tombstones of deleted dealers are skipped.
    for (const row of (page.Items ?? []) as (DealerRow & { deleted?: true })[]) {
      if (!row.deleted && row.DealerId) rows.push(row);
    }
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return rows;
};
