import { Effect, PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import { Stack } from 'aws-cdk-lib';
import {
  documentsBucket,
  eventsTable,
  idempotencyTable,
  readModelsTable,
  personalDataKeysTable,
  picturesBucket,
  sessionsTable,
  type TableDefinition,
} from '../functions/platform/tables.ts';
import { bucketArn, tableArn, tableName } from './resource-names.ts';

/**
 * What each bounded context's Lambda may touch, declared once per context: the tables with the partition-key
 * prefixes it may use, read or read-write; the documents bucket's key prefixes; the PDF renderer; personal data. The
 * API stack grants exactly this, and a context without a declaration is refused at synthesis.
 */
export type Access = 'read' | 'readWrite';

export interface TableGrant {
  table: TableDefinition;
  access: Access;
  /**
   * Prefixes of the partition keys the context may use (IAM `dynamodb:LeadingKeys`), e.g. `case#` for the case
   * streams. Omitted: every key of the table. With prefixes, nothing without a partition key (scans) is granted.
   */
  keys?: readonly string[];
  /**
   * Non-key attributes a read grant may also update, and nothing else (IAM `dynamodb:Attributes`): a session's
   * sliding expiry, pushed forward by every signed-in request.
   */
  updates?: readonly string[];
  /**
   * Global indexes the context may query although its keys are limited by prefix (an index's partition key is
   * another attribute, so `keys` cannot bound it): read-only, `dynamodb:Query` on the named indexes only.
   */
  queries?: readonly string[];
}

export interface BucketGrant {
  /** 'delete': deletes objects (and lists their keys), nothing else. */
  access: Access | 'write' | 'delete';
  /** Key prefixes (`cases/`): objects under them only. */
  prefixes: readonly string[];
}

export type PersonalDataAccess = 'reveal' | 'protect';
export interface PersonalDataGrant {
  /** 'reveal' unwraps subjects' data keys; 'protect' also creates and deletes them. */
  access: PersonalDataAccess;
  /** Prefixes of the subjects (`customer#`): their keys in the keys table and their KMS encryption context. */
  subjects: readonly string[];
  /** Prefixes of further subjects whose data keys the context only unwraps (it reads their sealed fields). */
  reveals?: readonly string[];
}

export interface ContextAccess {
  tables: readonly TableGrant[];
  documents: BucketGrant | 'none';
  /** May invoke the PDF renderer (gets PDF_FUNCTION_NAME). */
  invokesPdf: boolean;
  /** Personal data (crypto-shredding, functions/platform/personal-data.ts): the keys table and the KMS key. */
  personalData: PersonalDataGrant | 'none';
  /** The pictures bucket: read, write and delete objects under these key prefixes (gets PICTURES_BUCKET). */
  pictures?: { prefixes: readonly string[] };
  /** Sends e-mail to users (activation links) through the mail service (SES), from the deployment's sender only. */
  sendsMail?: true;
  /** Asks the video host (Vimeo) for the support videos, with the access token kept in Secrets Manager. */
  videoHost?: true;
}

/**
 * What every signed-in request does: reads its session and pushes the session's expiry forward (at most once a
 * minute), and reads the dealer's row for its role flags. Read models are read across the table: a context's queries
 * compose other contexts' readers, and no API Lambda writes a read model (the projector does).
 */
const SESSION: TableGrant = { table: sessionsTable, access: 'read', keys: ['session#'], updates: ['lastSeenAt', 'expiresAt', 'ttl'] };
const READ_MODELS: TableGrant = { table: readModelsTable, access: 'read' };
/** Commands' idempotency records; their keys start with the caller's dealer, not the context. */
const IDEMPOTENCY: TableGrant = { table: idempotencyTable, access: 'readWrite' };

const streams = (access: Access, ...keys: string[]): TableGrant => ({ table: eventsTable, access, keys });

/** A context that only reads read models. */
const readOnly: ContextAccess = { tables: [SESSION, READ_MODELS], documents: 'none', invokesPdf: false, personalData: 'none' };

export const contextAccess: Readonly<Record<string, ContextAccess>> = {
  // Signing in starts a session, counts failed attempts (throttle#) and checks the login form's server-issued
  // anti-forgery token (prelogin#); signing in and out is recorded per user. User administration invites, edits and
  // deletes users (ending a deleted user's sessions) and sends activation links by e-mail.
  users: {
    ...readOnly,
    tables: [
      // A deleted user's, or a user with changed functions', sessions are found by user (the byUser index) and ended.
      { table: sessionsTable, access: 'readWrite', keys: ['session#', 'throttle#', 'prelogin#'], queries: ['byUser'] },
      READ_MODELS,
      IDEMPOTENCY,
      streams('readWrite', 'signins#', 'user#', 'sequence#user'),
    ],
    sendsMail: true,
  },
  // Cases number and change cases; signing takes the swap car (a customer car) into stock as a new stock car, and
  // delivery sells the stock car. The rental's drivers are sealed with the case's own key, revealed, and forgotten.
  cases: {
    ...readOnly,
    tables: [
      SESSION,
      READ_MODELS,
      IDEMPOTENCY,
      streams('readWrite', 'case#', 'sequence#case', 'customer-car#', 'car#', 'sequence#car'),
      // Whose a customer or user named on a case is, when saved a moment before (functions/id-scopes.ts).
      streams('read', 'customer#', 'user#'),
    ],
    // A swap car's registration and chassis number are sealed with its customer's key: revealed to take it into stock.
    personalData: { access: 'protect', subjects: ['case#'], reveals: ['customer#'] },
  },
  // Stock cars: creating (numbered), changing, selling, transferring and deleting them; their pictures (originals
  // and thumbnails, stored, linked and deleted); the own-cars print, rendered by the PDF renderer through its
  // preview folder.
  cars: {
    ...readOnly,
    // A responsible user invited a moment before is found by their stream (functions/id-scopes.ts).
    tables: [SESSION, READ_MODELS, IDEMPOTENCY, streams('readWrite', 'car#', 'sequence#car'), streams('read', 'user#')],
    documents: { access: 'readWrite', prefixes: ['previews/'] },
    invokesPdf: true,
    pictures: { prefixes: ['cars/'] },
  },
  // The calculation tab's rules and the catalogue's pricing data; the dealer's own extra equipment; the case's car
  // read from its stream for the original price.
  calculation: { ...readOnly, tables: [SESSION, READ_MODELS, IDEMPOTENCY, streams('readWrite', 'dealer-equipment#'), streams('read', 'case#', 'car#')] },
  // The market-wide list is answered from the listing feeds through the market search port, one car's price guide from
  // the market's price cells in the read models (which the projector keeps); it reads no tenant's data, only the session
  // and, to resolve it, the dealer's row (role flags). The all-cars print is rendered by the PDF renderer through its
  // preview folder, which the market's Lambda only reads back.
  market: { ...readOnly, documents: { access: 'read', prefixes: ['previews/'] }, invokesPdf: true },
  // Price tags read the stock car through the cars context's readers (and a car saved a moment before from its stream,
  // functions/id-scopes.ts) and are rendered by the PDF renderer through its preview folder; they record nothing.
  'price-tags': {
    ...readOnly,
    tables: [SESSION, READ_MODELS, streams('read', 'car#')],
    // The renderer writes the PDF; the tag's Lambda only reads it back.
    documents: { access: 'read', prefixes: ['previews/'] },
    invokesPdf: true,
  },
  // The model catalogue and the vehicle registers answer from their registry ports; a variant request is kept as an
  // event; the car facts and debt report are rendered by the PDF renderer, through its preview folder.
  catalogue: {
    ...readOnly,
    tables: [SESSION, READ_MODELS, IDEMPOTENCY, streams('readWrite', 'variant-request#')],
    documents: { access: 'readWrite', prefixes: ['previews/'] },
    invokesPdf: true,
    // A new-variant request is mailed to the catalogue's provider through the mail outbox.
    sendsMail: true,
  },
  // Customer cars and their bids, saved for a customer of the caller's department (read from the customer's stream);
  // their registration, chassis number and comment are sealed with the customer's key, which the customer created.
  'customer-cars': {
    ...readOnly,
    tables: [
      SESSION,
      READ_MODELS,
      IDEMPOTENCY,
      streams('readWrite', 'customer-car#', 'sequence#customer-car', 'sequence#customer-car-bid'),
      // A customer's own stream; a case a bid names, when it was saved a moment before (functions/id-scopes.ts).
      streams('read', 'customer#', 'case#'),
    ],
    personalData: { access: 'reveal', subjects: ['customer#'] },
  },
  // Customers encrypt their personal data on save and forget it on erasure (the cases context forgets the drivers of
  // the customer's cases when it sees the erasure); the duplicate check makes keyed hashes with the matching key (customer-matching). Register look-ups (CPR, phone,
  // CVR) are recorded per department and day for audit.
  customers: {
    ...readOnly,
    // An account manager invited a moment before is found by their stream (functions/id-scopes.ts).
    tables: [SESSION, READ_MODELS, IDEMPOTENCY, streams('readWrite', 'customer#', 'sequence#customer'), streams('readWrite', 'register-lookup#'), streams('read', 'user#')],
    personalData: { access: 'protect', subjects: ['customer#', 'customer-matching'] },
  },
  // The dealer's texts for cases, from read models; administration changes a dealer's functions, package, plates and
  // retention periods.
  dealers: { ...readOnly, tables: [SESSION, READ_MODELS, IDEMPOTENCY, streams('readWrite', 'dealer#')] },
  // The browser's error reports: counted per reporter in the Sessions table (client-log#) and written to the log; a
  // signed-in reporter's session is resolved as on every route (its dealer's row).
  'client-log': { ...readOnly, tables: [SESSION, READ_MODELS, { table: sessionsTable, access: 'readWrite', keys: ['client-log#'] }] },
  // The lead funnel reads its read model only (the projector builds it from the case streams' lead events).
  analytics: readOnly,
  // The dashboard's widgets read the stock cars' list copy through the cars context's readers.
  dashboard: readOnly,
  // News, written by the supplier for every dealer: the items, their authors and categories (numbered), and their
  // pictures (originals and thumbnails, stored, linked and deleted).
  news: {
    ...readOnly,
    tables: [SESSION, READ_MODELS, IDEMPOTENCY, streams('readWrite', 'news#', 'news-directory#', 'sequence#news', 'sequence#news-author', 'sequence#news-category')],
    pictures: { prefixes: ['news/'] },
  },
  // The support videos answer from the video host's port; nothing of ours is read but the session, and the host's
  // access token from its secret.
  'support-videos': { ...readOnly, videoHost: true },
  // The API's description, built at bundling: it reads only the caller's session and dealer.
  platform: readOnly,
  // Printing records events on the case and keeps the PDF with it; appendices are uploaded and deleted. The rental's
  // drivers (encrypted with the case's data key) are revealed to print them on the rental contract.
  documents: {
    tables: [SESSION, READ_MODELS, IDEMPOTENCY, streams('readWrite', 'case#', 'appendix#', 'sequence#appendix')],
    documents: { access: 'readWrite', prefixes: ['cases/', 'previews/', 'appendices/'] },
    invokesPdf: true,
    personalData: { access: 'reveal', subjects: ['case#'] },
  },
};

/** The PDF renderer writes the rendered document as a preview; the documents context files it with the case. */
export const rendererDocuments: BucketGrant = { access: 'write', prefixes: ['previews/'] };

/**
 * The projector deletes the printed documents and previews of a deleted case, and of every case of a forgotten
 * customer (functions/documents/projections/document-erasure.ts): it reads none of them.
 */
export const projectorDocuments: BucketGrant = { access: 'delete', prefixes: ['cases/', 'previews/'] };

export const accessOf = (context: string): ContextAccess => {
  const access = contextAccess[context];
  if (!access) throw new Error(`The context '${context}' declares no access: add it to contextAccess in cdk/context-access.ts`);
  return access;
};

/** Prefix lists united; `undefined` (every key) wins. */
const unitedKeys = (a: readonly string[] | undefined, b: readonly string[] | undefined): readonly string[] | undefined =>
  a && b ? [...new Set([...a, ...b])] : undefined;

/** The union of several contexts' rights, for a function that serves them all (the LocalStack Function URL). */
export const combinedAccess = (accesses: readonly ContextAccess[]): ContextAccess => {
  const tables = new Map<string, TableGrant>();
  for (const grant of accesses.flatMap((each) => each.tables)) {
    const id = `${grant.table.logicalName} ${grant.access} ${grant.updates?.join(',') ?? ''}`;
    const earlier = tables.get(id);
    const queries = [...new Set([...(earlier?.queries ?? []), ...(grant.queries ?? [])])];
    tables.set(id, earlier ? { ...earlier, keys: unitedKeys(earlier.keys, grant.keys), ...(queries.length ? { queries } : {}) } : grant);
  }
  const documents = accesses
    .map((each) => each.documents)
    .reduce<BucketGrant | 'none'>(
      (all, each) =>
        each === 'none'
          ? all
          : all === 'none'
            ? each
            : {
                access: all.access === each.access ? all.access : 'readWrite',
                prefixes: [...new Set([...all.prefixes, ...each.prefixes])],
              },
      'none',
    );
  const personal = accesses.map((each) => each.personalData).filter((each): each is PersonalDataGrant => each !== 'none');
  const picturePrefixes = [...new Set(accesses.flatMap((each) => each.pictures?.prefixes ?? []))];
  return {
    tables: [...tables.values()].map(({ keys, updates, queries, ...grant }) => ({
      ...grant,
      ...(keys ? { keys } : {}),
      ...(updates ? { updates } : {}),
      // Without key prefixes the whole table and its indexes are granted already.
      ...(keys && queries ? { queries } : {}),
    })),
    ...(accesses.some((each) => each.sendsMail) ? { sendsMail: true as const } : {}),
    ...(accesses.some((each) => each.videoHost) ? { videoHost: true as const } : {}),
    documents,
    invokesPdf: accesses.some((each) => each.invokesPdf),
    personalData:
      personal.length === 0
        ? 'none'
        : {
            access: personal.some((each) => each.access === 'protect') ? 'protect' : 'reveal',
            subjects: [...new Set(personal.flatMap((each) => [...each.subjects, ...(each.reveals ?? [])]))],
          },
    ...(picturePrefixes.length ? { pictures: { prefixes: picturePrefixes } } : {}),
  };
};

const READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem'];
/** Requests that name no partition key: granted only on a whole table. */
const TABLE_WIDE_ACTIONS = ['dynamodb:Scan', 'dynamodb:DescribeTable'];

/**
 * DynamoDB rights on a table and each of its named indexes (no `index/*`). Transactions need no actions of their
 * own: DynamoDB authorizes each item of a TransactWriteItems/TransactGetItems against the actions above, with its
 * own partition key. Key prefixes hold on the table; an index is granted only without them (its partition key is
 * another attribute).
 */
export const grantTable = (grantee: IRole, grant: TableGrant): void => {
  const { table, access, keys, updates, queries } = grant;
  const arn = tableArn(Stack.of(grantee), table);
  const leadingKeys = keys ? { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': keys.map((prefix) => `${prefix}*`) } } : undefined;
  grantee.addToPrincipalPolicy(
    new PolicyStatement({
      effect: Effect.ALLOW,
      actions: [...READ_ACTIONS, ...(access === 'readWrite' ? WRITE_ACTIONS : []), ...(keys ? [] : TABLE_WIDE_ACTIONS)],
      resources: keys ? [arn] : [arn, ...table.globalIndexes.map((index) => `${arn}/index/${index.indexName}`)],
      ...(leadingKeys ? { conditions: leadingKeys } : {}),
    }),
  );
  if (keys && queries?.length) {
    const unknown = queries.filter((name) => !table.globalIndexes.some((index) => index.indexName === name));
    if (unknown.length) throw new Error(`${table.logicalName} has no index ${unknown.join(', ')}`);
    grantee.addToPrincipalPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['dynamodb:Query'], resources: queries.map((name) => `${arn}/index/${name}`) }),
    );
  }
  if (updates && access === 'read') {
    const keyAttributes = [table.partitionKey.name, ...(table.sortKey ? [table.sortKey.name] : [])];
    grantee.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['dynamodb:UpdateItem'],
        resources: [arn],
        conditions: {
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': [...keyAttributes, ...updates] },
          'StringEqualsIfExists': { 'dynamodb:ReturnValues': ['NONE', 'UPDATED_OLD', 'UPDATED_NEW'] },
          ...(leadingKeys ?? {}),
        },
      }),
    );
  }
};

const objectActions: Record<BucketGrant['access'], string[]> = {
  read: ['s3:GetObject'],
  write: ['s3:PutObject'],
  readWrite: ['s3:GetObject', 's3:PutObject'],
  delete: ['s3:DeleteObject'],
};

/** The object ARNs a bucket grant names: one `<bucket>/<prefix>*` per prefix. */
export const documentResources = (scope: Stack, grant: BucketGrant): string[] =>
  grant.prefixes.map((prefix) => `${bucketArn(scope, documentsBucket)}/${prefix}*`);

/** Object rights on the documents bucket under the grant's prefixes; the caller acknowledges each `<prefix>*` (see cdk/nag.ts). */
export const grantDocuments = (grantee: IRole, grant: BucketGrant): void => {
  const stack = Stack.of(grantee);
  grantee.addToPrincipalPolicy(
    new PolicyStatement({ effect: Effect.ALLOW, actions: objectActions[grant.access], resources: documentResources(stack, grant) }),
  );
  if (grant.access !== 'write') {
    // Lets a missing key answer 404 instead of 403 (S3 checks ListBucket without a prefix then), and lists a case's
    // documents. It lists key names only; the objects stay under the prefixes above.
    grantee.addToPrincipalPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:ListBucket'], resources: [bucketArn(stack, documentsBucket)] }),
    );
  }
};

const kmsActions: Record<PersonalDataAccess, string[]> = {
  reveal: ['kms:Decrypt'],
  protect: ['kms:Decrypt', 'kms:GenerateDataKey'],
};

/**
 * The keys table and the personal-data KMS key, with the environment `personalData()` reads. KMS use is bound to
 * requests whose encryption context names a subject of the grant's kinds, as every data key of ours does; without
 * subject prefixes (the projector) any subject.
 */
export const grantPersonalData = (
  grantee: IRole,
  keyArn: string,
  access: PersonalDataAccess,
  subjects?: readonly string[],
): Record<string, string> => {
  grantTable(grantee, { table: personalDataKeysTable, access: access === 'protect' ? 'readWrite' : 'read', ...(subjects ? { keys: subjects } : {}) });
  grantee.addToPrincipalPolicy(
    new PolicyStatement({
      effect: Effect.ALLOW,
      actions: kmsActions[access],
      resources: [keyArn],
      conditions: {
        'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': ['subjectId'] },
        ...(subjects ? { StringLike: { 'kms:EncryptionContext:subjectId': subjects.map((prefix) => `${prefix}*`) } } : {}),
      },
    }),
  );
  return { [personalDataKeysTable.envName]: tableName(personalDataKeysTable), PERSONAL_DATA_KMS_KEY_ID: keyArn };
};

/** The object ARNs of a pictures grant: one `<bucket>/<prefix>*` per prefix. */
export const pictureResources = (scope: Stack, prefixes: readonly string[]): string[] =>
  prefixes.map((prefix) => `${bucketArn(scope, picturesBucket)}/${prefix}*`);

/**
 * Pictures under the grant's prefixes: read (presigned links are signed with these rights), written and deleted.
 * ListBucket lets a missing key answer 404 rather than 403; it lists key names only.
 */
export const grantPictures = (grantee: IRole, prefixes: readonly string[]): void => {
  const stack = Stack.of(grantee);
  grantee.addToPrincipalPolicy(
    new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], resources: pictureResources(stack, prefixes) }),
  );
  grantee.addToPrincipalPolicy(
    new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:ListBucket'], resources: [bucketArn(stack, picturesBucket)] }),
  );
};

/** The projector deletes a deleted car's pictures (functions/cars/projections/car-picture-erasure.ts): it reads none. */
export const projectorPictures = { prefixes: ['cars/'] } as const;

/** Deletes, and only deletes, pictures under the prefixes. */
export const grantPictureDeletes = (grantee: IRole, prefixes: readonly string[]): void => {
  grantee.addToPrincipalPolicy(
    new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:DeleteObject'], resources: pictureResources(Stack.of(grantee), prefixes) }),
  );
};

/**
 * The data-retention job (functions/data-retention.ts): reads every department's periods from its stream and
 * its customers and their cases from the read models (a nightly scan of the directory), and forgets those past the
 * period through the customers' erasure (the customer's stream and key); the projector deletes their cases on it. A
 * case no customer keeps it deletes itself (the case's stream and key).
 */
export const retentionAccess: ContextAccess = {
  // The read models without key prefixes: the scan over every department is granted with them.
  tables: [READ_MODELS, streams('read', 'dealer#'), streams('readWrite', 'customer#', 'case#')],
  documents: 'none',
  invokesPdf: false,
  personalData: { access: 'protect', subjects: ['customer#', 'case#'] },
};
