import { randomInt } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo } from '../functions/platform/aws.ts';
import { COPY_FORMAT, PartitionReader, snapshotPartition } from '../functions/platform/list-engine.ts';
import { physicalName, readModelsTable } from '../functions/platform/tables.ts';
import { rewriteListCopies } from './rebuild.ts';

const table = physicalName(readModelsTable);

describe('rewriteListCopies', () => {
  it("writes every partition's copy anew in the current format, the old format's chunks gone", async () => {
    const prefix = `copies-${randomInt(1_000_000, 9_999_999)}#`;
    const reader = new PartitionReader<{ Id: string; Name: string; SearchText: string; lastVersion: number }>({ fields: ['Id', 'Name', 'SearchText', 'lastVersion'], searchFields: ['SearchText'] });
    const partitions = [`${prefix}101`, `${prefix}102`];
    for (const [index, partition] of partitions.entries()) {
      for (let row = 1; row <= index + 2; row += 1) {
        await dynamo().send(new PutCommand({ TableName: table, Item: { pk: partition, sk: `row#${row}`, Id: `row#${row}`, Name: `Række ${row}`, SearchText: `række ${row}`, lastVersion: 1 } }));
      }
      // A copy of an older format: its head and one chunk.
      await dynamo().send(new PutCommand({ TableName: table, Item: { pk: snapshotPartition(partition), sk: 'head', format: 'list-4', generation: '1', chunks: 1, since: '2020-01-01T00:00:00.000Z', rows: 0 } }));
      await dynamo().send(new PutCommand({ TableName: table, Item: { pk: snapshotPartition(partition), sk: '1#0', Data: Buffer.from('old') } }));
    }

    const written = await rewriteListCopies({ lists: [{ prefix, reader }] });

    expect(written).toEqual({ partitions: 2, rows: 5 });
    for (const [index, partition] of partitions.entries()) {
      const { Items } = await dynamo().send(new QueryCommand({ TableName: table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': snapshotPartition(partition) } }));
      expect(Items?.find((item) => item.sk === 'head')).toMatchObject({ format: COPY_FORMAT, rows: index + 2 });
      expect(Items?.some((item) => item.sk === '1#0')).toBe(false);
      const copy = await reader.readSnapshot(partition);
      expect(copy?.rows.map((row) => row.SearchText).sort()).toEqual(Array.from({ length: index + 2 }, (_, row) => `række ${row + 1}`));
    }
  });
});
