import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { eventsTable, personalDataKeysTable, physicalName, type BucketDefinition, type TableDefinition } from '../functions/platform/tables.ts';
import { createBuckets, createTables, localS3Client } from './resources.ts';

/**
 * Helpers for the local cloud's integration tests: a private Events table (with its own stream) or bucket per test,
 * so a poller reads only what its test wrote, whatever else the integration suite puts in the shared tables.
 */
const UNUSED_ENV = 'DEALERHUB_TEST_NAME_FROM_DEFINITION';

export const uniqueSuffix = (): string => randomUUID().slice(0, 8);

/** A table made like `definition` under a name of the test's own: its physical name. */
const privateTable = async (definition: TableDefinition, name: string): Promise<string> => {
  const own: TableDefinition = { ...definition, logicalName: `${name}-${uniqueSuffix()}`, envName: UNUSED_ENV };
  const client = new DynamoDBClient({});
  try {
    await createTables(client, [own]);
  } finally {
    client.destroy();
  }
  return physicalName(own);
};

export const privateEventsTable = (): Promise<string> => privateTable(eventsTable, 'events');

/**
 * A personal-data keys table of the test's own: a test with its own master key must not meet another test's keys of a
 * shared subject (the customer matching key is one per installation).
 */
export const privatePersonalDataKeysTable = (): Promise<string> => privateTable(personalDataKeysTable, 'personal-data-keys');

export const privateBucket = async (): Promise<string> => {
  const definition: BucketDefinition = { logicalName: `analytics-${uniqueSuffix()}`, envName: UNUSED_ENV };
  const client = localS3Client();
  try {
    await createBuckets(client, [definition]);
  } finally {
    client.destroy();
  }
  return physicalName(definition);
};
