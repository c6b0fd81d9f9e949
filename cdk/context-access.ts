import { Effect, PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import { Stack } from 'aws-cdk-lib';
import {
  documentsBucket,
  eventsTable,
  idempotencyTable,
  readModelsTable,
  personalDataKeysTable,
  sessionsTable,
  type TableDefinition,
} from '../functions/platform/tables.ts';
import { bucketArn, tableArn, tableName } from './resource-names.ts';

/**
 * What each bounded context's Lambda may touch. The one place to narrow a context's rights: add an entry keyed by
 * the context (the first segment of its handlers, see `contextOf`). Contexts without an entry get `apiDefault`.
 */
export type Access = 'read' | 'readWrite';

export interface ContextAccess {
  tables: readonly { table: TableDefinition; access: Access }[];
  documents: Access | 'none';
  /** May invoke the PDF renderer (gets PDF_FUNCTION_NAME). */
  invokesPdf: boolean;
  /**
   * Personal data (crypto-shredding, functions/platform/personal-data.ts): 'reveal' unwraps subjects' data keys,
   * 'protect' also creates and deletes them. Gets the keys table and the KMS key.
   */
  personalData: PersonalDataAccess;
}
export type PersonalDataAccess = 'none' | 'reveal' | 'protect';

/** Today every API context writes events and idempotency records, reads and writes read models and sessions, and prints. */
export const apiDefault: ContextAccess = {
  tables: [
    { table: eventsTable, access: 'readWrite' },
    { table: readModelsTable, access: 'readWrite' },
    { table: sessionsTable, access: 'readWrite' },
    { table: idempotencyTable, access: 'readWrite' },
  ],
  documents: 'readWrite',
  invokesPdf: true,
  personalData: 'none',
};

/** Narrowed contexts, e.g. `news: { tables: [{ table: readModelsTable, access: 'read' }], documents: 'none', invokesPdf: false }`. */
export const contextAccess: Readonly<Record<string, ContextAccess>> = {
  // Customers encrypt their personal data on save and forget it on erasure.
  customers: { ...apiDefault, personalData: 'protect' },
  // Cases seal the rental's drivers with the case's own key on save and copy, reveal them on read, forget on delete.
  cases: { ...apiDefault, personalData: 'protect' },
  // Documents reveal the rental's drivers (encrypted with the case's data key) to print them on the rental contract.
  documents: { ...apiDefault, personalData: 'reveal' },
};

export const accessOf = (context: string): ContextAccess => contextAccess[context] ?? apiDefault;

const wider = (a: Access | 'none', b: Access | 'none'): Access | 'none' =>
  a === 'readWrite' || b === 'readWrite' ? 'readWrite' : a === 'read' || b === 'read' ? 'read' : 'none';

/** The union of several contexts' rights, for a function that serves them all (the LocalStack Function URL). */
export const combinedAccess = (accesses: readonly ContextAccess[]): ContextAccess => {
  const tables = new Map<TableDefinition, Access>();
  for (const { table, access } of accesses.flatMap((each) => each.tables)) {
    tables.set(table, wider(tables.get(table) ?? 'none', access) as Access);
  }
  return {
    tables: [...tables].map(([table, access]) => ({ table, access })),
    documents: accesses.reduce<Access | 'none'>((widest, each) => wider(widest, each.documents), 'none'),
    invokesPdf: accesses.some((each) => each.invokesPdf),
    personalData: accesses.some((each) => each.personalData === 'protect')
      ? 'protect'
      : accesses.some((each) => each.personalData === 'reveal')
        ? 'reveal'
        : 'none',
  };
};

const tableActions: Record<Access, string[]> = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:Scan', 'dynamodb:DescribeTable'],
  readWrite: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:Scan',
    'dynamodb:DescribeTable',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
    'dynamodb:ConditionCheckItem',
  ],
};

/**
 * DynamoDB rights on a table and each of its named indexes (no `index/*`). Transactions need no actions of their
 * own: DynamoDB authorizes each item of a TransactWriteItems/TransactGetItems against the actions above.
 */
export const grantTable = (grantee: IRole, table: TableDefinition, access: Access): void => {
  const stack = Stack.of(grantee);
  const arn = tableArn(stack, table);
  grantee.addToPrincipalPolicy(
    new PolicyStatement({
      effect: Effect.ALLOW,
      actions: tableActions[access],
      resources: [arn, ...table.globalIndexes.map((index) => `${arn}/index/${index.indexName}`)],
    }),
  );
};

const objectActions: Record<Access | 'write', string[]> = {
  read: ['s3:GetObject'],
  write: ['s3:PutObject'],
  readWrite: ['s3:GetObject', 's3:PutObject'],
};

/** Object rights on the documents bucket; the caller acknowledges the `<bucket>/*` finding (see cdk/nag.ts). */
export const grantDocuments = (grantee: IRole, access: Access | 'write'): void => {
  const stack = Stack.of(grantee);
  const arn = bucketArn(stack, documentsBucket);
  grantee.addToPrincipalPolicy(
    new PolicyStatement({ effect: Effect.ALLOW, actions: objectActions[access], resources: [`${arn}/*`] }),
  );
  if (access !== 'write') {
    // Lets a missing key answer 404 instead of 403.
    grantee.addToPrincipalPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:ListBucket'], resources: [arn] }),
    );
  }
};

const kmsActions: Record<Exclude<PersonalDataAccess, 'none'>, string[]> = {
  reveal: ['kms:Decrypt'],
  protect: ['kms:Decrypt', 'kms:GenerateDataKey'],
};

/**
 * The keys table and the personal-data KMS key, with the environment `personalData()` reads. KMS use is bound to
 * requests whose encryption context names the subject, as every data key of ours does.
 */
export const grantPersonalData = (
  grantee: IRole,
  keyArn: string,
  access: Exclude<PersonalDataAccess, 'none'>,
): Record<string, string> => {
  grantTable(grantee, personalDataKeysTable, access === 'protect' ? 'readWrite' : 'read');
  grantee.addToPrincipalPolicy(
    new PolicyStatement({
      effect: Effect.ALLOW,
      actions: kmsActions[access],
      resources: [keyArn],
      conditions: { 'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': ['subjectId'] } },
    }),
  );
  return { [personalDataKeysTable.envName]: tableName(personalDataKeysTable), PERSONAL_DATA_KMS_KEY_ID: keyArn };
};
