import { CfnOutput, Duration, Size, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Table, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Rule, type IRuleTarget } from 'aws-cdk-lib/aws-events';
import { FirehoseDeliveryStream } from 'aws-cdk-lib/aws-events-targets';
import {
  AppendDelimiterToRecordProcessor,
  Compression,
  DeliveryStream,
  S3Bucket,
  StreamEncryption,
} from 'aws-cdk-lib/aws-kinesisfirehose';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { LEAD_EVENT_TYPES } from '../../events/lead-events.ts';
import { LEAD_BUS_NAME, LEAD_EVENT_SOURCE, busRules, type BusRule } from '../../events/routing.ts';
import { PROJECTOR_MAPPING } from '../../functions/platform/stream-mapping.ts';
import { analyticsBucket, documentsBucket, eventsTable, picturesBucket, readModelsTable } from '../../functions/platform/tables.ts';
import {
  documentResources,
  grantDocuments,
  grantPersonalData,
  grantPictureDeletes,
  grantTable,
  pictureResources,
  projectorDocuments,
  projectorPictures,
} from '../context-access.ts';
import { dealerHubFunction } from '../dealerhub-function.ts';
import { LEAD_RETENTION_LIMIT_DAYS } from './data-stack.ts';
import type { Deployment } from '../deployment.ts';
import { acknowledge, wildcardResource } from '../nag.ts';
import { repoPath } from '../repo.ts';
import { bucketArn, bucketName, tableName } from '../resource-names.ts';

export interface EventsStackProps extends StackProps {
  deployment: Deployment;
  /** The stream ARN of the Events table (the one value that cannot be derived from the table's name). */
  eventsStreamArn: string;
  /** The projector reveals customers' personal data to build their list rows. */
  personalDataKeyArn: string;
}

/** Firehose delivers the lead events partitioned by date (UTC), one JSON document per line. */
export const LEAD_ANALYTICS_PREFIX = 'leads/yyyy=!{timestamp:yyyy}/mm=!{timestamp:MM}/dd=!{timestamp:dd}/';
export const LEAD_ANALYTICS_ERROR_PREFIX = 'leads-errors/!{firehose:error-output-type}/yyyy=!{timestamp:yyyy}/mm=!{timestamp:MM}/dd=!{timestamp:dd}/';

/** Bounded retries before a poison record is parked in the dead-letter queue and the stream moves on. */
export const STREAM_RETRY_ATTEMPTS = 5;

/**
 * The `Events` stream's two readers (DynamoDB Streams allow two per shard): the projector, which builds the read
 * models, and the lead publisher, which forwards lead events to the bus. Each has its own dead-letter queue.
 * The bus archives every lead event and routes them by the rules of `events/routing.ts`.
 */
export class EventsStack extends Stack {
  readonly projector: NodejsFunction;
  readonly leadPublisher: NodejsFunction;
  readonly deadLetterQueues: { projector: Queue; leadPublisher: Queue };
  readonly bus: EventBus;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    const { deployment } = props;
    const events = Table.fromTableAttributes(this, 'EventsTable', {
      tableName: tableName(eventsTable),
      tableStreamArn: props.eventsStreamArn,
    });

    // Projector: the read models. Order matters per aggregate, not across aggregates (see the stream mapping below).
    const projectorDlq = this.deadLetterQueue('ProjectorDeadLetters');
    const projector = dealerHubFunction(this, 'Projector', {
      entry: repoPath('functions', 'projector.ts'),
      service: 'dealerhub-projector',
      description: 'Builds the read models from the Events stream',
      architecture: deployment.lambdaArchitecture,
      memorySize: 512,
      timeout: Duration.seconds(60),
      environment: { [readModelsTable.envName]: tableName(readModelsTable), [eventsTable.envName]: tableName(eventsTable) },
    });
    for (const [name, value] of Object.entries(grantPersonalData(projector.role, props.personalDataKeyArn, 'reveal'))) {
      projector.fn.addEnvironment(name, value);
    }
    // The customer list keeps keyed hashes of CPR, phone and e-mail (what the duplicate check compares), made with the
    // matching key, which the first customer projected may have to create; forgetting a customer destroys the keys of
    // its cases (functions/cases/projections/case-key-erasure.ts).
    grantPersonalData(projector.role, props.personalDataKeyArn, 'protect', ['customer-matching', 'case#']);
    grantTable(projector.role, { table: readModelsTable, access: 'readWrite' });
    // A row that is behind catches up the events it missed from the store (see ProjectionRunner).
    grantTable(projector.role, { table: eventsTable, access: 'read' });
    // Forgetting a customer forgets its cars: each records so on its own stream (customer-car-erasure.ts).
    grantTable(projector.role, { table: eventsTable, access: 'readWrite', keys: ['customer-car#'] });
    // Deleting a case, or forgetting its customer, deletes the case's printed documents and previews.
    grantDocuments(projector.role, projectorDocuments);
    for (const resource of documentResources(this, projectorDocuments)) {
      acknowledge(projector.role, wildcardResource(this, resource), 'A deleted case\'s documents are deleted by key prefix (the case folder); object ARNs under a prefix need the /* form.');
    }
    projector.fn.addEnvironment(documentsBucket.envName, bucketName(this, documentsBucket));
    // Deleting a stock car deletes its pictures.
    grantPictureDeletes(projector.role, projectorPictures.prefixes);
    for (const resource of pictureResources(this, projectorPictures.prefixes)) {
      acknowledge(projector.role, wildcardResource(this, resource), 'A deleted car\'s pictures are deleted by their keys, each under its own random id within the prefix; object ARNs under a prefix need the /* form.');
    }
    projector.fn.addEnvironment(picturesBucket.envName, bucketName(this, picturesBucket));
    // Large batches, up to ten of a shard at once: Lambda keeps the records of one aggregate (one partition key) in
    // order, and within a batch the projector reads and writes the rows of different aggregates together.
    this.readStream(projector.fn, events, projectorDlq, [FilterCriteria.filter({ eventName: FilterRule.isEqual('INSERT') })], PROJECTOR_MAPPING);
    this.acknowledgeListStreams(projector.role);
    this.projector = projector.fn;

    // Lead publisher: lead events only, filtered at the source.
    this.bus = new EventBus(this, 'LeadBus', { eventBusName: LEAD_BUS_NAME, description: 'DealerHub lead events for analytics' });
    this.bus.archive('LeadArchive', {
      archiveName: `${LEAD_BUS_NAME}-archive`,
      description: 'Every lead event, kept for replay',
      eventPattern: { source: [LEAD_EVENT_SOURCE] },
      // Replays reach back no further than the longest period a department may keep its leads.
      retention: Duration.days(LEAD_RETENTION_LIMIT_DAYS),
    });
    const publisherDlq = this.deadLetterQueue('LeadPublisherDeadLetters');
    const publisher = dealerHubFunction(this, 'LeadPublisher', {
      entry: repoPath('functions', 'lead-publisher.ts'),
      service: 'dealerhub-lead-publisher',
      description: 'Forwards lead events from the Events stream to the lead bus',
      architecture: deployment.lambdaArchitecture,
      memorySize: 256,
      timeout: Duration.seconds(30),
      environment: { LEAD_BUS_NAME: this.bus.eventBusName },
    });
    this.bus.grantPutEventsTo(publisher.role);
    this.readStream(publisher.fn, events, publisherDlq, [
      FilterCriteria.filter({
        eventName: FilterRule.isEqual('INSERT'),
        dynamodb: { NewImage: { type: { S: FilterRule.or(...LEAD_EVENT_TYPES) } } },
      }),
    ]);
    this.acknowledgeListStreams(publisher.role);
    this.leadPublisher = publisher.fn;
    this.deadLetterQueues = { projector: projectorDlq, leadPublisher: publisherDlq };

    const targets = this.ruleTargets(deployment);
    for (const rule of busRules) {
      new Rule(this, rule.name, {
        eventBus: this.bus,
        description: rule.description,
        eventPattern: { source: rule.pattern.source, detailType: rule.pattern['detail-type'] },
        targets: [targets(rule)],
      });
    }

    new CfnOutput(this, 'LeadBusName', { value: this.bus.eventBusName });
    new CfnOutput(this, 'ProjectorDeadLetterQueueUrl', { value: projectorDlq.queueUrl });
    new CfnOutput(this, 'LeadPublisherDeadLetterQueueUrl', { value: publisherDlq.queueUrl });
  }

  private deadLetterQueue(id: string): Queue {
    const queue = new Queue(this, id, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(queue, 'SQS3', 'This queue is itself a dead-letter queue: the on-failure destination of a stream event source mapping.');
    return queue;
  }

  private readStream(
    fn: NodejsFunction,
    table: ITable,
    dlq: Queue,
    filters: Record<string, unknown>[],
    { batchSize, parallelizationFactor }: { batchSize: number; parallelizationFactor: number } = { batchSize: 100, parallelizationFactor: 1 },
  ): void {
    fn.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize,
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: STREAM_RETRY_ATTEMPTS,
        parallelizationFactor,
        onFailure: new SqsDlq(dlq),
        filters,
      }),
    );
  }

  private acknowledgeListStreams(role: Construct): void {
    acknowledge(
      role,
      'IAM5[Resource::*]',
      'dynamodb:ListStreams (added by the event source mapping) has no resource-level permissions; the stream itself is named.',
    );
  }

  /** Where each rule's `target` goes. */
  private ruleTargets(deployment: Deployment): (rule: BusRule) => IRuleTarget {
    const analytics = Bucket.fromBucketName(this, 'AnalyticsBucket', bucketName(this, analyticsBucket));
    const stream = new DeliveryStream(this, 'LeadAnalyticsStream', {
      // Server-side encryption of buffered records. LocalStack does not implement Firehose stream encryption
      // (Start/StopDeliveryStreamEncryption are unimplemented there), so it is left out on LocalStack.
      encryption: deployment.localstack ? undefined : StreamEncryption.awsOwnedKey(),
      destination: new S3Bucket(analytics, {
        dataOutputPrefix: LEAD_ANALYTICS_PREFIX,
        errorOutputPrefix: LEAD_ANALYTICS_ERROR_PREFIX,
        bufferingInterval: Duration.seconds(60),
        bufferingSize: Size.mebibytes(5),
        compression: Compression.UNCOMPRESSED,
        fileExtension: '.ndjson',
        // NDJSON, like the local sink: Firehose would otherwise concatenate the records.
        processors: [new AppendDelimiterToRecordProcessor()],
      }),
    });
    // CDK's S3 destination grants its role the bucket's standard read/write set; Firehose needs most of it to write,
    // list and clean up multipart uploads, on objects it names per delivery.
    for (const finding of ['Action::s3:GetObject*', 'Action::s3:GetBucket*', 'Action::s3:List*', 'Action::s3:DeleteObject*', 'Action::s3:Abort*']) {
      acknowledge(stream, `IAM5[${finding}]`, 'The delivery role gets the standard S3 read/write action set of the analytics bucket only.');
    }
    acknowledge(
      stream,
      wildcardResource(this, `${bucketArn(this, analyticsBucket)}/*`),
      'Firehose writes objects under date-partitioned keys it chooses per delivery, in the analytics bucket only.',
    );
    // The construct carries a mapping of Firehose's CIDR ranges that only VPC destinations use.
    Validations.of(this).acknowledge({ id: 'CloudFormation-Validate::W7001', reason: 'CDK\'s Firehose construct adds a CIDR mapping used only by other destination types.' });
    if (deployment.localstack) {
      acknowledge(stream, 'KDF1', 'LocalStack only: it does not implement Firehose stream encryption.');
    }
    const analyticsTarget = new FirehoseDeliveryStream(stream);
    return (rule) => {
      switch (rule.target) {
        case 'analytics':
          return analyticsTarget;
      }
    };
  }
}
