import { describe, expect, it } from 'vitest';
import { eventsTable, readModelsTable, sessionsTable } from '../functions/platform/tables.ts';
import { createTableInput } from './resources.ts';

describe('createTableInput', () => {
  it('builds the Events table with its keys and a NEW_IMAGE stream', () => {
    expect(createTableInput(eventsTable)).toEqual({
      TableName: 'dealerhub-events',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'streamId', KeyType: 'HASH' },
        { AttributeName: 'version', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'streamId', AttributeType: 'S' },
        { AttributeName: 'version', AttributeType: 'N' },
      ],
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
    });
  });

  it('defines every key attribute of the table and its indexes once', () => {
    const input = createTableInput(readModelsTable);
    expect(input.AttributeDefinitions?.map((a) => a.AttributeName)).toEqual(['pk', 'sk', 'gsi1pk', 'gsi1sk']);
    expect(input.GlobalSecondaryIndexes).toEqual([
      {
        IndexName: 'gsi1',
        KeySchema: [
          { AttributeName: 'gsi1pk', KeyType: 'HASH' },
          { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ]);
    expect(createTableInput(sessionsTable).StreamSpecification).toBeUndefined();
  });
});
