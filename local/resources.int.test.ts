import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buckets, physicalName, tables } from '../functions/platform/tables.ts';
import { TEST_PORTS } from '../tests/setup/emulators.ts';
import { createBuckets, createTables, localS3Client } from './resources.ts';

const client = new DynamoDBClient({});
const s3 = localS3Client();
afterAll(() => {
  client.destroy();
  s3.destroy();
});

describe('the integration setup', () => {
  it('hands the emulators\' environment to the test workers, through process.env and inject', () => {
    const environment = inject('awsEnvironment');
    expect(environment.AWS_ENDPOINT_URL_DYNAMODB).toBe(`http://127.0.0.1:${TEST_PORTS.dynamoPort}`);
    expect(environment.AWS_ENDPOINT_URL_S3).toBe(`http://127.0.0.1:${TEST_PORTS.s3Port}`);
    for (const [name, value] of Object.entries(environment)) expect(process.env[name], name).toBe(value);
  });
});

describe('tables and buckets in the emulators (created by the integration setup)', () => {
  it.each(tables.map((definition) => [definition.logicalName, definition] as const))('%s has the keys, indexes, stream and TTL of its definition', async (_name, definition) => {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: physicalName(definition) }));
    expect(Table?.KeySchema).toEqual([
      { AttributeName: definition.partitionKey.name, KeyType: 'HASH' },
      ...(definition.sortKey ? [{ AttributeName: definition.sortKey.name, KeyType: 'RANGE' }] : []),
    ]);
    const types = Object.fromEntries((Table?.AttributeDefinitions ?? []).map((a) => [a.AttributeName, a.AttributeType]));
    expect(types[definition.partitionKey.name]).toBe(definition.partitionKey.type);
    if (definition.sortKey) expect(types[definition.sortKey.name]).toBe(definition.sortKey.type);

    const indexes = (Table?.GlobalSecondaryIndexes ?? []).map((index) => ({ name: index.IndexName, keys: index.KeySchema, projection: index.Projection?.ProjectionType }));
    expect(indexes).toEqual(
      definition.globalIndexes.map((index) => ({
        name: index.indexName,
        keys: [
          { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
          ...(index.sortKey ? [{ AttributeName: index.sortKey.name, KeyType: 'RANGE' }] : []),
        ],
        projection: 'ALL',
      })),
    );

    if (definition.stream) {
      expect(Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_IMAGE' });
      expect(Table?.LatestStreamArn).toBeTruthy();
    } else {
      expect(Table?.StreamSpecification?.StreamEnabled ?? false).toBe(false);
    }

    const { TimeToLiveDescription } = await client.send(new DescribeTimeToLiveCommand({ TableName: physicalName(definition) }));
    if (definition.timeToLiveAttribute) {
      expect(TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: definition.timeToLiveAttribute });
    } else {
      expect(TimeToLiveDescription?.TimeToLiveStatus).toBe('DISABLED');
    }
  });

  it('keeps what exists when run again', async () => {
    expect(await createTables(client)).toEqual([]);
    expect(await createBuckets(s3)).toEqual([]);
  });

  it.each(buckets.map((definition) => [physicalName(definition)]))('bucket %s exists', async (bucket) => {
    await expect(s3.send(new HeadBucketCommand({ Bucket: bucket }))).resolves.toBeTruthy();
  });
});
