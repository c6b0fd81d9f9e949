import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
  type CreateTableCommandInput,
  type KeySchemaElement,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { buckets, physicalName, tables, type BucketDefinition, type KeyAttribute, type TableDefinition } from '../functions/platform/tables.ts';

/**
 * Creates the tables and buckets of functions/platform/tables.ts in the emulators, exactly as CDK defines them
 * (keys, GSIs, NEW_IMAGE stream, TTL). Idempotent: what exists is kept as it is.
 */
export const createTableInput = (definition: TableDefinition): CreateTableCommandInput => {
  const attributes = new Map<string, KeyAttribute>();
  const keySchema = (partitionKey: KeyAttribute, sortKey?: KeyAttribute): KeySchemaElement[] => {
    attributes.set(partitionKey.name, partitionKey);
    if (sortKey) attributes.set(sortKey.name, sortKey);
    return [{ AttributeName: partitionKey.name, KeyType: 'HASH' }, ...(sortKey ? [{ AttributeName: sortKey.name, KeyType: 'RANGE' as const }] : [])];
  };
  const KeySchema = keySchema(definition.partitionKey, definition.sortKey);
  const GlobalSecondaryIndexes = definition.globalIndexes.map((index) => ({
    IndexName: index.indexName,
    KeySchema: keySchema(index.partitionKey, index.sortKey),
    Projection: { ProjectionType: 'ALL' as const },
  }));
  const AttributeDefinitions: AttributeDefinition[] = [...attributes.values()].map((a) => ({ AttributeName: a.name, AttributeType: a.type }));
  return {
    TableName: physicalName(definition),
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema,
    AttributeDefinitions,
    ...(GlobalSecondaryIndexes.length > 0 ? { GlobalSecondaryIndexes } : {}),
    ...(definition.stream ? { StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' as const } } : {}),
  };
};

const tableExists = async (client: DynamoDBClient, name: string): Promise<boolean> => {
  try {
    await client.send(new DescribeTableCommand({ TableName: name }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
};

/** Creates every missing table; returns the names of those it created. */
export const createTables = async (client: DynamoDBClient = new DynamoDBClient({}), definitions: readonly TableDefinition[] = tables): Promise<string[]> => {
  const created: string[] = [];
  for (const definition of definitions) {
    const name = physicalName(definition);
    if (await tableExists(client, name)) continue;
    try {
      await client.send(new CreateTableCommand(createTableInput(definition)));
      created.push(name);
    } catch (error) {
      if (!(error instanceof ResourceInUseException)) throw error;
      continue; // created concurrently: keep it
    }
    if (definition.timeToLiveAttribute) {
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: name,
          TimeToLiveSpecification: { AttributeName: definition.timeToLiveAttribute, Enabled: true },
        }),
      );
    }
  }
  return created;
};

/** Creates every missing bucket; returns the names of those it created. */
export const createBuckets = async (client: S3Client, definitions: readonly BucketDefinition[] = buckets): Promise<string[]> => {
  const created: string[] = [];
  for (const definition of definitions) {
    const name = physicalName(definition);
    const exists = await client.send(new HeadBucketCommand({ Bucket: name })).then(
      () => true,
      () => false,
    );
    if (exists) continue;
    await client.send(new CreateBucketCommand({ Bucket: name }));
    created.push(name);
  }
  return created;
};

/** An S3 client for the emulator: path-style, checksums only where S3 requires them (the emulator knows no others). */
export const localS3Client = (): S3Client =>
  new S3Client({ forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
