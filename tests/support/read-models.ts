import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../functions/platform/aws.ts';
import { physicalName, readModelsTable } from '../../functions/platform/tables.ts';

/** A read-model row as it is stored now (a consistent read: what the projector just wrote). */
export const rowAt = async (key: { pk: string; sk: string }): Promise<Record<string, unknown> | undefined> =>
  (await dynamo().send(new GetCommand({ TableName: physicalName(readModelsTable), Key: key, ConsistentRead: true }))).Item;
