import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  StorageClass,
  type LifecycleRule,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { LEAD_RETENTION_DAYS } from '../../domain/dealers/retention.ts';
import {
  analyticsBucket,
  buckets,
  documentsBucket,
  eventsTable,
  tables,
  personalDataKeysTable,
  type BucketDefinition,
  type KeyAttribute,
  type TableDefinition,
} from '../../functions/platform/tables.ts';
import type { Deployment } from '../deployment.ts';
import { acknowledge } from '../nag.ts';
import { bucketName, tableName } from '../resource-names.ts';
import { Key } from 'aws-cdk-lib/aws-kms';

export interface DataStackProps extends StackProps {
  deployment: Deployment;
}

const attribute = (key: KeyAttribute) => ({ name: key.name, type: key.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER });

/**
 * Every table of `functions/platform/tables.ts` exactly as defined (keys, indexes, TTL, the Events stream) and the
 * documents and analytics buckets, plus the bucket their access logs go to.
 */
/** The longest period a department may keep leads: the analytics copy of the lead events goes after it. */
export const LEAD_RETENTION_LIMIT_DAYS = Math.max(...LEAD_RETENTION_DAYS);

export class DataStack extends Stack {
  readonly tables: ReadonlyMap<TableDefinition, Table>;
  readonly buckets: ReadonlyMap<BucketDefinition, Bucket>;
  readonly logsBucket: Bucket;
  /** The NEW_IMAGE stream of the Events table, read by the projector and the lead publisher. */
  readonly eventsStreamArn: string;
  /** The KMS key that wraps the per-subject data keys of personal data (crypto-shredding). */
  readonly personalDataKeyArn: string;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { localstack } = props.deployment;

    this.tables = new Map(tables.map((definition) => [definition, this.table(definition, localstack)]));
    const eventsStream = this.tables.get(eventsTable)?.tableStreamArn;
    if (!eventsStream) throw new Error('The Events table must have a stream (functions/platform/tables.ts)');
    this.eventsStreamArn = eventsStream;

    const personalDataKey = new Key(this, 'PersonalDataKey', {
      alias: 'alias/dealerhub-personal-data',
      description: 'DealerHub: wraps the per-customer data keys of personal data; erasure deletes a data key',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.personalDataKeyArn = personalDataKey.keyArn;
    new CfnOutput(this, 'PersonalDataKeyArn', { value: personalDataKey.keyArn });

    this.logsBucket = new Bucket(this, 'AccessLogs', {
      bucketName: `dealerhub-access-logs-${this.account}-${this.region}`,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ id: 'ExpireAccessLogs', expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(this.logsBucket, 'S1', 'This is the server-access-log bucket itself; logging it into itself would loop.');

    this.buckets = new Map(buckets.map((definition) => [definition, this.bucket(definition)]));

    for (const [definition, table] of this.tables) {
      new CfnOutput(this, `${definition.logicalName}TableName`, { value: table.tableName });
    }
    for (const [definition, bucket] of this.buckets) {
      new CfnOutput(this, `${definition.logicalName}BucketName`, { value: bucket.bucketName });
    }
  }

  private table(definition: TableDefinition, localstack: boolean): Table {
    const isEventStore = definition === eventsTable;
    // Losing the data keys loses every customer's personal data: protected like the event store.
    const isSystemOfRecord = isEventStore || definition === personalDataKeysTable;
    const table = new Table(this, definition.logicalName, {
      tableName: tableName(definition),
      partitionKey: attribute(definition.partitionKey),
      sortKey: definition.sortKey ? attribute(definition.sortKey) : undefined,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      stream: definition.stream ? StreamViewType.NEW_IMAGE : undefined,
      timeToLiveAttribute: definition.timeToLiveAttribute,
      // The event store is the system of record: never deleted with the stack, nor by accident. LocalStack
      // environments are disposable, so deletion protection would only get in the way of `cdklocal destroy` there.
      deletionProtection: isSystemOfRecord && !localstack,
      // Read models are rebuilt from the events; sessions and idempotency records are short-lived.
      removalPolicy: isSystemOfRecord || !localstack ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    for (const index of definition.globalIndexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        sortKey: index.sortKey ? attribute(index.sortKey) : undefined,
        projectionType: ProjectionType.ALL,
      });
    }
    return table;
  }

  private bucket(definition: BucketDefinition): Bucket {
    const lifecycleRules: LifecycleRule[] = [
      { id: 'AbortIncompleteUploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      { id: 'ExpireOldVersions', noncurrentVersionExpiration: Duration.days(90) },
    ];
    if (definition === documentsBucket) {
      // Previews are rendered for a look, never recorded: they go under `previews/` and are gone after a day.
      lifecycleRules.push({ id: 'ExpirePreviews', prefix: 'previews/', expiration: Duration.days(1) });
      // Printed documents are kept; after a quarter they are rarely opened.
      lifecycleRules.push({
        id: 'PrintedToInfrequentAccess',
        transitions: [{ storageClass: StorageClass.INFREQUENT_ACCESS, transitionAfter: Duration.days(90) }],
      });
    }
    if (definition === analyticsBucket) {
      // Firehose delivery failures are kept for investigation, not forever.
      lifecycleRules.push({ id: 'ExpireDeliveryErrors', prefix: 'leads-errors/', expiration: Duration.days(90) });
      // Leads are kept no longer than the longest lead retention period a department can choose (spec part 1 §9).
      lifecycleRules.push({ id: 'ExpireLeads', prefix: 'leads/', expiration: Duration.days(LEAD_RETENTION_LIMIT_DAYS) });
    }
    return new Bucket(this, definition.logicalName, {
      bucketName: bucketName(this, definition),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: `${definition.logicalName.toLowerCase()}/`,
      lifecycleRules,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
