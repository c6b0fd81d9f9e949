/**
 * The DynamoDB tables and S3 buckets, defined once: CDK creates them from these definitions and the local
 * cloud creates the same tables in DynamoDB Local and the same buckets in the S3 emulator.
 * Physical names come from the environment (`*_TABLE`, `*_BUCKET`), set by CDK on every function.
 */
export interface KeyAttribute {
  name: string;
  type: 'S' | 'N';
}
export interface TableDefinition {
  /** Logical name: the CDK construct id and the default physical name locally. */
  logicalName: string;
  /** Environment variable that carries the physical name. */
  envName: string;
  partitionKey: KeyAttribute;
  sortKey?: KeyAttribute;
  globalIndexes: readonly { indexName: string; partitionKey: KeyAttribute; sortKey?: KeyAttribute }[];
  /** NEW_IMAGE stream for the projections and the lead publisher. */
  stream: boolean;
  /** Attribute holding an epoch-seconds expiry for DynamoDB TTL. */
  timeToLiveAttribute?: string;
}

export const eventsTable = {
  logicalName: 'Events',
  envName: 'EVENTS_TABLE',
  partitionKey: { name: 'streamId', type: 'S' },
  sortKey: { name: 'version', type: 'N' },
  globalIndexes: [],
  stream: true,
} as const satisfies TableDefinition;

/** Single-table read models: `pk` = `<projection>#<dealerId>` (or another partition the projection chooses), `sk` = row id. */
export const readModelsTable = {
  logicalName: 'ReadModels',
  envName: 'READ_MODELS_TABLE',
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
  globalIndexes: [
    { indexName: 'gsi1', partitionKey: { name: 'gsi1pk', type: 'S' }, sortKey: { name: 'gsi1sk', type: 'S' } },
  ],
  stream: false,
} as const satisfies TableDefinition;

/** Server-side sessions and login throttling counters; expired items are removed by TTL. */
export const sessionsTable = {
  logicalName: 'Sessions',
  envName: 'SESSIONS_TABLE',
  partitionKey: { name: 'pk', type: 'S' },
  globalIndexes: [{ indexName: 'byUser', partitionKey: { name: 'userId', type: 'S' } }],
  stream: false,
  timeToLiveAttribute: 'ttl',
} as const satisfies TableDefinition;

/** Idempotency records of commands, written in the same transaction as the command's events. */
export const idempotencyTable = {
  logicalName: 'Idempotency',
  envName: 'IDEMPOTENCY_TABLE',
  partitionKey: { name: 'key', type: 'S' },
  globalIndexes: [],
  stream: false,
  timeToLiveAttribute: 'ttl',
} as const satisfies TableDefinition;

/**
 * Data keys of personal data (crypto-shredding, functions/platform/personal-data.ts): one item per subject holding its
 * key wrapped by the master key (KMS). Deleting the item forgets the subject: its encrypted data can never be read again.
 */
export const personalDataKeysTable = {
  logicalName: 'PersonalDataKeys',
  envName: 'PERSONAL_DATA_KEYS_TABLE',
  partitionKey: { name: 'subjectId', type: 'S' },
  globalIndexes: [],
  stream: false,
} as const satisfies TableDefinition;

export const tables: readonly TableDefinition[] = [eventsTable, readModelsTable, sessionsTable, idempotencyTable, personalDataKeysTable];

export interface BucketDefinition {
  logicalName: string;
  envName: string;
}
export const documentsBucket = { logicalName: 'Documents', envName: 'DOCUMENTS_BUCKET' } as const satisfies BucketDefinition;
export const analyticsBucket = { logicalName: 'Analytics', envName: 'ANALYTICS_BUCKET' } as const satisfies BucketDefinition;
/** Stock cars' pictures: each picture's original and thumbnail, handed out through short-lived presigned URLs only. */
export const picturesBucket = { logicalName: 'Pictures', envName: 'PICTURES_BUCKET' } as const satisfies BucketDefinition;
export const buckets: readonly BucketDefinition[] = [documentsBucket, analyticsBucket, picturesBucket];

/** Physical name of a table or bucket: from its environment variable, else the local default. */
export const physicalName = (definition: { logicalName: string; envName: string }): string =>
  process.env[definition.envName] ?? `dealerhub-${definition.logicalName.toLowerCase()}`;
