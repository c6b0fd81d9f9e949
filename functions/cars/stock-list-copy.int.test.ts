import { randomInt } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { PartitionList, PartitionReader } from '../platform/list-engine.ts';
import { physicalName, readModelsTable } from '../platform/tables.ts';
import { stockListShape } from './stock-search.ts';

const tableName = physicalName(readModelsTable);

/** A client that counts the rows it is asked for by key (the cold reader's whole-row reads). */
const countingClient = () => {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 5 }), { marshallOptions: { removeUndefinedValues: true } });
  const counted = { keys: 0 };
  const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
  client.send = ((command: unknown) => {
    if (command instanceof BatchGetCommand) counted.keys += command.input.RequestItems?.[tableName]?.Keys?.length ?? 0;
    return send(command);
  }) as typeof client.send;
  return { client, counted };
};

/** A stock list row as the projection writes it: its change feed keyed by when it was written. */
const put = (client: DynamoDBDocumentClient, partition: string, id: string, version: number, projectedAt: string, fields: Record<string, unknown> = {}) =>
  client.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        pk: partition,
        sk: id,
        Id: id,
        DealerId: '101',
        Make: 'Volkswagen',
        Model: 'Golf',
        Title: 'Volkswagen Golf',
        Mileage: 10_000,
        EquipmentIds: ['heat-pump', 'tow-bar'],
        Pictures: ['p1'],
        lastVersion: version,
        ProjectedAt: projectedAt,
        gsi1pk: partition,
        gsi1sk: `${projectedAt}#${id}`,
        ...fields,
      },
    }),
  );

describe("the stock list's compact copy, read by a cold container", () => {
  it('reads whole only the rows written since the copy that the copy does not hold as written', async () => {
    const { client, counted } = countingClient();
    const partition = `stock-list#copy-${randomInt(1_000_000_000)}`;
    const earlier = new Date(Date.now() - 30_000).toISOString();
    for (const id of ['1', '2', '3']) await put(client, partition, id, 1, earlier);
    await put(client, partition, '4', 1, earlier, { EquipmentIds: ['tow-bar'], Pictures: null });
    // The copy looks back a minute: every row is in the feed since it, as rows in flight would be.
    await new PartitionReader(stockListShape, { client }).writeSnapshot(partition, { lookbackMs: 60_000 });

    const later = new Date().toISOString();
    await put(client, partition, '2', 2, later, { Mileage: 12_345 });
    await put(client, partition, '3', 2, later, { Deleted: true });
    await put(client, partition, '5', 1, later);
    counted.keys = 0;

    const rows = await new PartitionList(stockListShape, { client }).rowsOf([partition]);
    expect(Object.fromEntries(rows.map((row) => [row.Id, row.Mileage]))).toEqual({ '1': 10_000, '2': 12_345, '4': 10_000, '5': 10_000 });
    // The copy keeps each row's lists as they were, the same lists written once.
    expect(Object.fromEntries(rows.map((row) => [row.Id, row.EquipmentIds]))).toEqual({ '1': ['heat-pump', 'tow-bar'], '2': ['heat-pump', 'tow-bar'], '4': ['tow-bar'], '5': ['heat-pump', 'tow-bar'] });
    expect(rows.find((row) => row.Id === '4')?.Pictures).toBeUndefined();
    // The changed, deleted and new rows; not the two the copy holds as they were written.
    expect(counted.keys).toBe(3);
  });
});
