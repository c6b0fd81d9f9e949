import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_EVENT_TYPES } from '../events/lead-events.ts';
import { LEAD_BUS_NAME, busRules } from '../events/routing.ts';
import {
  analyticsBucket,
  buckets,
  documentsBucket,
  picturesBucket,
  eventsTable,
  physicalName,
  readModelsTable,
  tables,
} from '../functions/platform/tables.ts';
import { contextOf, routeKeyOf, routes } from '../functions/routes.ts';
import { rendererModuleNames } from '../functions/pdf/renderer-modules.ts';
import { MICRO_FRONTENDS } from '../micro-frontends/bases.ts';
import { createDealerHubApp } from './dealerhub-app.ts';
import { BUNDLE_LIMIT_BYTES } from './dealerhub-function.ts';
import { rendererModuleVersions } from './renderer-modules-layer.ts';
import { tableName } from './resource-names.ts';
import { VIMEO_TOKEN_SECRET_NAME } from './stacks/api-stack.ts';
import { LEAD_ANALYTICS_ERROR_PREFIX, LEAD_ANALYTICS_PREFIX, STREAM_RETRY_ATTEMPTS } from './stacks/events-stack.ts';
import { LAYER_PACK_PATH } from './stacks/pdf-stack.ts';

/** One synthesis for the whole file (bundling takes a few seconds), with a stand-in web build so the SPA deploys. */
const work = mkdtempSync(join(tmpdir(), 'dealerhub-cdk-'));
const webDist = join(work, 'web-dist');
mkdirSync(join(webDist, 'assets'), { recursive: true });
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>DealerHub</title>');
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);');
// One widget built (a stand-in), the others not: the built one deploys, the others are left out with a warning.
const microFrontends = join(work, 'micro-frontends');
mkdirSync(join(microFrontends, 'quick-calculator', 'dist'), { recursive: true });
writeFileSync(join(microFrontends, 'quick-calculator', 'dist', 'asset-manifest.json'), '{"entrypoints":["quick-calculator.js"]}');
writeFileSync(join(microFrontends, 'quick-calculator', 'dist', 'quick-calculator.js'), 'export const mount = () => {};');

const API_DOMAIN = { apiDomainName: 'api.dealerhub.example.dk', apiCertificateArn: 'arn:aws:acm:eu-central-1:123456789012:certificate/abc' };
let built: ReturnType<typeof createDealerHubApp>;
let assembly: CloudAssembly;
const template = (stack: string) => Template.fromJSON(assembly.getStackByName(`DealerHub-${stack}`).template as Record<string, unknown>);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- templates are untyped JSON; the assertions check their shape
type Properties = Record<string, any>;
/** The directory of a function's code asset in the cloud assembly: what its zip holds. */
const assetDirOf = (fn: { Properties: Properties }): string =>
  join(assembly.directory, `asset.${(fn.Properties.Code.S3Key as string).replace(/\.zip$/, '')}`);
const resourcesOf = (stack: string, type: string) =>
  Object.entries(template(stack).findResources(type)) as [string, { Properties: Properties; DeletionPolicy?: string }][];

beforeAll(() => {
  // With the API's own host name, as a deployment that disables the default execute-api endpoint passes it.
  built = createDealerHubApp({ outdir: join(work, 'cdk.out'), webDist, microFrontends, context: API_DOMAIN });
  // Throws if a validation plugin (cdk-nag among them) reports an error.
  assembly = built.app.synth();
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('Data', () => {
  it('creates every table of tables.ts with its keys, indexes, TTL and stream, on demand, encrypted, with PITR', () => {
    const data = template('Data');
    for (const definition of tables) {
      data.hasResourceProperties('AWS::DynamoDB::Table', {
        TableName: tableName(definition),
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: definition.partitionKey.name, KeyType: 'HASH' },
          ...(definition.sortKey ? [{ AttributeName: definition.sortKey.name, KeyType: 'RANGE' }] : []),
        ],
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
        StreamSpecification: definition.stream ? { StreamViewType: 'NEW_IMAGE' } : Match.absent(),
        TimeToLiveSpecification: definition.timeToLiveAttribute
          ? { AttributeName: definition.timeToLiveAttribute, Enabled: true }
          : Match.absent(),
        GlobalSecondaryIndexes:
          definition.globalIndexes.length === 0
            ? Match.absent()
            : definition.globalIndexes.map((index) =>
                Match.objectLike({
                  IndexName: index.indexName,
                  KeySchema: [
                    { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
                    ...(index.sortKey ? [{ AttributeName: index.sortKey.name, KeyType: 'RANGE' }] : []),
                  ],
                  Projection: { ProjectionType: 'ALL' },
                }),
              ),
      });
    }
    data.resourceCountIs('AWS::DynamoDB::Table', tables.length);
  });

  it('keeps the event store: Events is streamId/version with a NEW_IMAGE stream, deletion-protected and retained', () => {
    const [, events] = resourcesOf('Data', 'AWS::DynamoDB::Table').find(([, table]) => table.Properties.TableName === 'dealerhub-events')!;
    expect(events.Properties.KeySchema).toEqual([
      { AttributeName: 'streamId', KeyType: 'HASH' },
      { AttributeName: 'version', KeyType: 'RANGE' },
    ]);
    expect(events.Properties.AttributeDefinitions).toEqual(
      expect.arrayContaining([
        { AttributeName: 'streamId', AttributeType: 'S' },
        { AttributeName: 'version', AttributeType: 'N' },
      ]),
    );
    expect(events.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
    expect(events.Properties.DeletionProtectionEnabled).toBe(true);
    expect(events.DeletionPolicy).toBe('Retain');
  });

  it('gives ReadModels its gsi1 index', () => {
    template('Data').hasResourceProperties('AWS::DynamoDB::Table', {
      TableName: tableName(readModelsTable),
      GlobalSecondaryIndexes: [
        Match.objectLike({
          IndexName: 'gsi1',
          KeySchema: [
            { AttributeName: 'gsi1pk', KeyType: 'HASH' },
            { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
          ],
        }),
      ],
    });
  });

  it('names the tables as the local cloud does by default', () => {
    for (const definition of tables) {
      const saved = process.env[definition.envName];
      delete process.env[definition.envName];
      try {
        expect(tableName(definition)).toBe(physicalName(definition));
      } finally {
        if (saved !== undefined) process.env[definition.envName] = saved;
      }
    }
  });

  it('keeps the buckets private, encrypted, versioned, TLS-only and access-logged', () => {
    const data = template('Data');
    for (const definition of buckets) {
      data.hasResourceProperties('AWS::S3::Bucket', {
        BucketName: { 'Fn::Join': ['', Match.arrayWith([`dealerhub-${definition.logicalName.toLowerCase()}-`])] },
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
        VersioningConfiguration: { Status: 'Enabled' },
        LoggingConfiguration: { DestinationBucketName: Match.anyValue(), LogFilePrefix: `${definition.logicalName.toLowerCase()}/` },
      });
    }
    const policies = resourcesOf('Data', 'AWS::S3::BucketPolicy');
    expect(policies).toHaveLength(buckets.length + 1);
    for (const [, policy] of policies) {
      expect(policy.Properties.PolicyDocument.Statement).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      );
    }
  });

  it('expires document previews after a day', () => {
    template('Data').hasResourceProperties('AWS::S3::Bucket', {
      BucketName: { 'Fn::Join': ['', Match.arrayWith([`dealerhub-${documentsBucket.logicalName.toLowerCase()}-`])] },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Prefix: 'previews/', ExpirationInDays: 1, Status: 'Enabled' })]),
      },
    });
  });
});

describe('Api', () => {
  it('registers every route of functions/routes.ts under its normalised route key', () => {
    const routeKeys = resourcesOf('Api', 'AWS::ApiGatewayV2::Route').map(([, route]) => route.Properties.RouteKey as string);
    expect([...routeKeys].sort()).toEqual(routes.map(routeKeyOf).sort());
  });

  it("sends each route to the Lambda of the route's bounded context", () => {
    const api = template('Api');
    const integrations = api.findResources('AWS::ApiGatewayV2::Integration');
    const functions = api.findResources('AWS::Lambda::Function');
    for (const [, route] of resourcesOf('Api', 'AWS::ApiGatewayV2::Route')) {
      const definition = routes.find((candidate) => routeKeyOf(candidate) === route.Properties.RouteKey)!;
      const integrationId = (route.Properties.Target['Fn::Join'][1] as unknown[])[1] as { Ref: string };
      const integration = integrations[integrationId.Ref]!;
      expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
      const functionId = (integration.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      expect(functions[functionId]!.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME).toBe(`dealerhub-${contextOf(definition)}`);
    }
  });

  it('runs the context Lambdas on Node.js 22, arm64, with their tables; only documents, catalogue, cars, price tags and the market (their prints) get the bucket and the PDF renderer', () => {
    const contexts = new Set(routes.map(contextOf));
    const functions = resourcesOf('Api', 'AWS::Lambda::Function');
    expect(functions).toHaveLength(contexts.size);
    for (const [id, fn] of functions) {
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      const variables = fn.Properties.Environment.Variables;
      expect(variables).toMatchObject({
        READ_MODELS_TABLE: 'dealerhub-readmodels',
        SESSIONS_TABLE: 'dealerhub-sessions',
      });
      const documents = ['DocumentsFunction', 'CatalogueFunction', 'CarsFunction', 'PriceTagsFunction', 'MarketFunction'].some((name) => id.startsWith(name));
      expect(variables.DOCUMENTS_BUCKET !== undefined, id).toBe(documents);
      expect(variables.PDF_FUNCTION_NAME !== undefined, id).toBe(documents);
    }
    template('Api').hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: 'lambda:InvokeFunction', Resource: { 'Fn::ImportValue': Match.stringLikeRegexp('DealerHub-Pdf') } }),
        ]),
      },
    });
  });

  it('disables the default execute-api endpoint, so only CloudFront (through the API host name) reaches the API', () => {
    template('Api').hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    template('Api').hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: API_DOMAIN.apiDomainName,
      DomainNameConfigurations: [{ CertificateArn: API_DOMAIN.apiCertificateArn, EndpointType: 'REGIONAL' }],
    });
    template('Api').resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
  });

  it('throttles and access-logs the stage', () => {
    template('Api').hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context.requestId') },
    });
  });
});

/** An IAM statement as synthesized: one action or several, one resource or several. */
interface Statement {
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

/** The statements of the policies attached to the role of the API function whose logical id starts with `functionId`. */
const apiStatements = (functionId: string): Statement[] => {
  const [, fn] = resourcesOf('Api', 'AWS::Lambda::Function').find(([id]) => id.startsWith(functionId))!;
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return resourcesOf('Api', 'AWS::IAM::Policy')
    .filter(([, policy]) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);
};
const actionsOf = (statement: Statement): string[] => [statement.Action].flat();
const names = (statement: Statement, resource: string): boolean => JSON.stringify(statement.Resource).includes(resource);
const TABLE_WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

describe('least privilege of the API Lambdas', () => {
  it('lets the cases Lambda only push its session\'s expiry forward in the sessions table, never create or end one', () => {
    const sessions = apiStatements('CasesFunction').filter((statement) => names(statement, 'table/dealerhub-sessions'));
    expect(sessions.length).toBeGreaterThan(0);
    for (const statement of sessions) {
      expect(actionsOf(statement)).not.toContain('dynamodb:PutItem');
      expect(actionsOf(statement)).not.toContain('dynamodb:DeleteItem');
      expect(statement.Condition?.['ForAllValues:StringLike']).toEqual({ 'dynamodb:LeadingKeys': ['session#*'] });
    }
    const update = sessions.find((statement) => actionsOf(statement).includes('dynamodb:UpdateItem'))!;
    expect(update.Condition?.['ForAllValues:StringEquals']).toEqual({ 'dynamodb:Attributes': ['pk', 'lastSeenAt', 'expiresAt', 'ttl'] });
  });

  it('holds the cases Lambda to the case streams and those its flows touch, with no scan of the event store', () => {
    const events = apiStatements('CasesFunction').filter((statement) => names(statement, 'table/dealerhub-events'));
    expect(events.length).toBeGreaterThan(0);
    const keysOf = (statement: (typeof events)[number]) => statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
    for (const statement of events) {
      expect(actionsOf(statement)).not.toContain('dynamodb:Scan');
      if (actionsOf(statement).includes('dynamodb:PutItem')) {
        expect(keysOf(statement)).toEqual(['case#*', 'sequence#case*', 'customer-car#*', 'car#*', 'sequence#car*']);
      } else {
        // A customer's or user's stream is only read: whose an id named on a case, saved a moment before, is.
        expect(keysOf(statement)).toEqual(['customer#*', 'user#*']);
        for (const write of ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']) expect(actionsOf(statement)).not.toContain(write);
      }
    }
    expect(events.some((statement) => actionsOf(statement).includes('dynamodb:PutItem'))).toBe(true);
  });

  it('holds the catalogue Lambda to the variant-request streams and the preview folder of the documents bucket', () => {
    const events = apiStatements('CatalogueFunction').filter((statement) => names(statement, 'table/dealerhub-events'));
    expect(events.length).toBeGreaterThan(0);
    for (const statement of events) expect(statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys']).toEqual(['variant-request#*']);
    const objects = JSON.stringify(apiStatements('CatalogueFunction').filter((statement) => /^s3:/.test(actionsOf(statement)[0] ?? '')).map((statement) => statement.Resource));
    expect(objects).toContain('/previews/*');
    expect(objects).not.toContain('/cases/*');
  });

  it('gives the dealers context (its administration writes the dealer streams) no bucket, no renderer and no key', () => {
    const actions = apiStatements('DealersFunction').flatMap(actionsOf);
    expect(actions.filter((action) => /^(s3|lambda|kms):/.test(action))).toEqual([]);
  });

  it('reads read models but writes none from any API Lambda (the projector writes them)', () => {
    for (const [id] of resourcesOf('Api', 'AWS::Lambda::Function')) {
      for (const statement of apiStatements(id).filter((each) => names(each, 'table/dealerhub-readmodels'))) {
        expect(actionsOf(statement).filter((action) => TABLE_WRITES.includes(action)), id).toEqual([]);
      }
    }
  });

  it('lets only the documents Lambda use the documents bucket, under its prefixes, and the renderer write previews only', () => {
    for (const [id] of resourcesOf('Api', 'AWS::Lambda::Function')) {
      const objects = apiStatements(id).filter((statement) => actionsOf(statement).includes('s3:GetObject'));
      if (id.startsWith('CatalogueFunction') || id.startsWith('PriceTagsFunction') || id.startsWith('MarketFunction')) {
        // The vehicle-data prints, the price tag and the all-cars print read the rendered PDF back from the preview folder, and nothing else.
        expect(JSON.stringify(objects.map((statement) => statement.Resource)).match(/\/(\w+)\/\*/g), id).toEqual(['/previews/*']);
        continue;
      }
      if (id.startsWith('CarsFunction')) {
        // The own-cars print reads the rendered PDF back from the preview folder; the rest is the pictures bucket.
        const onDocuments = objects.filter((statement) => names(statement, documentsBucket.logicalName.toLowerCase()));
        expect(JSON.stringify(onDocuments.map((statement) => statement.Resource)).match(/\/(\w+)\/\*/g), id).toEqual(['/previews/*']);
        expect(objects.filter((statement) => !onDocuments.includes(statement)).every((statement) => names(statement, picturesBucket.logicalName.toLowerCase())), id).toBe(true);
        continue;
      }
      if (id.startsWith('NewsFunction')) {
        // The news' pictures only: nothing of the documents bucket.
        expect(objects.every((statement) => names(statement, picturesBucket.logicalName.toLowerCase())), id).toBe(true);
        continue;
      }
      if (!id.startsWith('DocumentsFunction')) {
        expect(objects, id).toEqual([]);
        continue;
      }
      const resources = JSON.stringify(objects.map((statement) => statement.Resource));
      for (const prefix of ['/cases/*', '/previews/*', '/appendices/*']) expect(resources).toContain(prefix);
    }
    const renderer = resourcesOf('Pdf', 'AWS::IAM::Policy').flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);
    const puts = renderer.filter((statement) => actionsOf(statement).includes('s3:PutObject'));
    expect(puts).toHaveLength(1);
    expect(JSON.stringify(puts[0]!.Resource)).toContain('/previews/*');
    expect(renderer.flatMap(actionsOf)).not.toContain('s3:GetObject');
  });
});

describe('the pictures bucket', () => {
  it('is used by the cars and news Lambdas alone: each one\'s pictures (cars/, news/) read, written and deleted, nothing else of the bucket', () => {
    for (const [id, fn] of resourcesOf('Api', 'AWS::Lambda::Function')) {
      const onPictures = apiStatements(id).filter((statement) => names(statement, picturesBucket.logicalName.toLowerCase()));
      const prefix = id.startsWith('CarsFunction') ? '/cars/*' : id.startsWith('NewsFunction') ? '/news/*' : undefined;
      expect(fn.Properties.Environment.Variables.PICTURES_BUCKET !== undefined, id).toBe(prefix !== undefined);
      if (!prefix) {
        expect(onPictures, id).toEqual([]);
        continue;
      }
      const objects = onPictures.filter((statement) => actionsOf(statement).some((action) => action.endsWith('Object')));
      expect(objects.flatMap(actionsOf).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
      expect(JSON.stringify(objects.map((statement) => statement.Resource)).match(/\/(\w+)\/\*/g)).toEqual([prefix]);
      expect(onPictures.flatMap(actionsOf).filter((action) => !action.endsWith('Object'))).toEqual(['s3:ListBucket']);
    }
    const pdf = resourcesOf('Pdf', 'AWS::IAM::Policy').flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);
    expect(pdf.filter((statement) => names(statement, picturesBucket.logicalName.toLowerCase()))).toEqual([]);
  });

  it("lets the projector delete, and only delete, a deleted car's pictures", () => {
    const statements = resourcesOf('Events', 'AWS::IAM::Policy').flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);
    const bucket = picturesBucket.logicalName.toLowerCase();
    const onPictures = statements.filter((statement) => names(statement, bucket));
    expect(onPictures.flatMap(actionsOf)).toEqual(['s3:DeleteObject']);
    // CDK merges statements of the same actions: of their resources, those in the pictures bucket are cars/* alone.
    const resources = onPictures.flatMap((statement) => [statement.Resource].flat()).map((resource) => JSON.stringify(resource));
    expect(resources.filter((resource) => resource.includes(bucket)).map((resource) => resource.match(/\/(\w+)\/\*/g)?.[0])).toEqual(['/cars/*']);
  });
});

describe('Events', () => {
  const mappings = () =>
    resourcesOf('Events', 'AWS::Lambda::EventSourceMapping').map(([, mapping]) => mapping.Properties);
  const queues = () => template('Events').findResources('AWS::SQS::Queue');

  it('feeds the projector every INSERT, in order per aggregate (batches of a thousand, ten of a shard at once), with partial batch failures, bisection, bounded retries and a DLQ', () => {
    const projector = mappings().find((mapping) => (mapping.FunctionName.Ref as string).startsWith('Projector'))!;
    expect(projector).toMatchObject({
      BatchSize: 1000,
      StartingPosition: 'TRIM_HORIZON',
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: STREAM_RETRY_ATTEMPTS,
      ParallelizationFactor: 10,
      EventSourceArn: { 'Fn::ImportValue': expect.stringMatching(/^DealerHub-Data:.*StreamArn/) },
    });
    expect(projector.FilterCriteria.Filters.map((filter: { Pattern: string }) => JSON.parse(filter.Pattern))).toEqual([
      { eventName: ['INSERT'] },
    ]);
    const dlq = projector.DestinationConfig.OnFailure.Destination['Fn::GetAtt'][0] as string;
    expect(queues()[dlq]?.Properties).toMatchObject({ SqsManagedSseEnabled: true });
  });

  it('passes only lead events to the lead publisher, which has its own DLQ', () => {
    const all = mappings();
    const publisher = all.find((mapping) => (mapping.FunctionName.Ref as string).startsWith('LeadPublisher'))!;
    const [pattern] = publisher.FilterCriteria.Filters.map((filter: { Pattern: string }) => JSON.parse(filter.Pattern));
    expect(pattern).toEqual({ eventName: ['INSERT'], dynamodb: { NewImage: { type: { S: [...LEAD_EVENT_TYPES] } } } });
    expect(publisher).toMatchObject({ FunctionResponseTypes: ['ReportBatchItemFailures'], BisectBatchOnFunctionError: true });
    const dlqs = new Set(all.map((mapping) => mapping.DestinationConfig.OnFailure.Destination['Fn::GetAtt'][0]));
    expect(dlqs.size).toBe(2);
  });

  it('lets the publisher put events on the lead bus only, and tells it the bus name', () => {
    const events = template('Events');
    events.hasResourceProperties('AWS::Events::EventBus', { Name: LEAD_BUS_NAME });
    const [, publisher] = resourcesOf('Events', 'AWS::Lambda::Function').find(([id]) => id.startsWith('LeadPublisher'))!;
    expect(publisher.Properties.Environment.Variables.LEAD_BUS_NAME).toEqual({ Ref: expect.stringMatching(/^LeadBus/) });
    const roleId = publisher.Properties.Role['Fn::GetAtt'][0] as string;
    const policies = resourcesOf('Events', 'AWS::IAM::Policy').filter(([, policy]) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId));
    const statements = policies.flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const putEvents = statements.filter((statement) => [statement.Action].flat().includes('events:PutEvents'));
    expect(putEvents).toEqual([expect.objectContaining({ Resource: { 'Fn::GetAtt': [expect.stringMatching(/^LeadBus/), 'Arn'] } })]);
  });

  it('archives lead events and routes each bus rule to Firehose, date-partitioned and encrypted, into the analytics bucket', () => {
    const events = template('Events');
    events.hasResourceProperties('AWS::Events::Archive', { EventPattern: { source: ['dealerhub.leads'] } });
    const streams = resourcesOf('Events', 'AWS::KinesisFirehose::DeliveryStream');
    expect(streams).toHaveLength(1);
    const [streamId, stream] = streams[0]!;
    expect(stream.Properties).toMatchObject({
      DeliveryStreamEncryptionConfigurationInput: { KeyType: 'AWS_OWNED_CMK' },
      ExtendedS3DestinationConfiguration: {
        Prefix: LEAD_ANALYTICS_PREFIX,
        ErrorOutputPrefix: LEAD_ANALYTICS_ERROR_PREFIX,
        BucketARN: { 'Fn::Join': ['', expect.arrayContaining([`:s3:::dealerhub-${analyticsBucket.logicalName.toLowerCase()}-`])] },
      },
    });
    expect(LEAD_ANALYTICS_PREFIX).toBe('leads/yyyy=!{timestamp:yyyy}/mm=!{timestamp:MM}/dd=!{timestamp:dd}/');
    for (const rule of busRules) {
      events.hasResourceProperties('AWS::Events::Rule', {
        EventBusName: { Ref: Match.stringLikeRegexp('^LeadBus') },
        EventPattern: { source: rule.pattern.source, 'detail-type': rule.pattern['detail-type'] },
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [streamId, 'Arn'] } })],
      });
    }
  });
});

describe('Pdf', () => {
  const renderer = () => resourcesOf('Pdf', 'AWS::Lambda::Function')[0]![1];
  const layerAsset = (index: number): string => {
    const layerId = renderer().Properties.Layers[index].Ref as string;
    const layer = template('Pdf').findResources('AWS::Lambda::LayerVersion')[layerId]!;
    expect(layer.Properties.CompatibleArchitectures).toEqual(['x86_64']);
    return join(assembly.directory, `asset.${(layer.Properties.Content.S3Key as string).replace(/\.zip$/, '')}`);
  };

  it('runs the renderer on x86_64 with 2 GB, 60 s and the Chromium layer, which holds chromium/ from @sparticuz/chromium', () => {
    expect(renderer().Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['x86_64'],
      MemorySize: 2048,
      Timeout: 60,
      Environment: { Variables: { CHROMIUM_PACK_PATH: LAYER_PACK_PATH, DOCUMENTS_BUCKET: expect.anything() } },
    });
    for (const file of ['chromium.br', 'fonts.tar.br', 'swiftshader.tar.br', 'al2023.tar.br']) {
      expect(existsSync(join(layerAsset(0), 'chromium', file))).toBe(true);
    }
  });

  it('takes puppeteer-core and chromium-min from its modules layer, each one CommonJS file on the runtime NODE_PATH', () => {
    const modules = join(layerAsset(1), 'nodejs', 'node_modules');
    for (const name of rendererModuleNames) {
      const manifest = JSON.parse(readFileSync(join(modules, name, 'package.json'), 'utf8')) as { main: string; version: string };
      expect(manifest.main).toBe('index.cjs');
      expect(manifest.version).toBe(rendererModuleVersions()[name]);
      expect(statSync(join(modules, name, 'index.cjs')).size).toBeGreaterThan(10_000);
    }
    // The bundle requires them at run time and carries neither, nor the Chromium pack of @sparticuz/chromium.
    const bundle = readFileSync(join(assetDirOf(renderer()), 'index.mjs'), 'utf8');
    expect(bundle).toContain('"puppeteer-core"');
    expect(bundle).toContain('"@sparticuz/chromium-min"');
    expect(bundle).not.toContain('Target.setAutoAttach');
    expect(existsSync(join(assetDirOf(renderer()), 'chromium'))).toBe(false);
  });

  it('fills in the case document templates itself, so React is in its bundle', () => {
    expect(readFileSync(join(assetDirOf(renderer()), 'index.mjs'), 'utf8')).toContain('renderToStaticMarkup');
  });
});

describe('Lambda bundles', () => {
  const ours = () =>
    assembly.stacks.flatMap((stack) =>
      Object.values(Template.fromJSON(stack.template as Record<string, unknown>).findResources('AWS::Lambda::Function'))
        .map((fn) => fn as { Properties: Properties })
        .filter((fn) => typeof fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === 'string'),
    );

  it('keeps every function of ours (each context, projector, lead publisher, PDF renderer, retention) below 1 MB, without its source map', () => {
    const functions = ours();
    expect(functions.map((fn) => fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME as string).sort()).toEqual(
      [...[...new Set(routes.map(contextOf))].map((context) => `dealerhub-${context}`), 'dealerhub-lead-publisher', 'dealerhub-pdf', 'dealerhub-projector', 'dealerhub-retention'].sort(),
    );
    for (const fn of functions) {
      const dir = assetDirOf(fn);
      const service = fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME as string;
      expect(readdirSync(dir), service).toEqual(['index.mjs']);
      expect(statSync(join(dir, 'index.mjs')).size, service).toBeLessThan(BUNDLE_LIMIT_BYTES);
      expect(fn.Properties.Environment.Variables.NODE_OPTIONS, service).toBeUndefined();
      // zod imported as a namespace (`import * as z`): `import { z }` would bring every locale, some 350 KB.
      expect(readFileSync(join(dir, 'index.mjs'), 'utf8'), `${service} carries zod's Indonesian messages`).not.toContain('tidak valid');
    }
  });

  it("leaves the local cloud's helpers out of every bundle: no deployed function answers /__local/", () => {
    const functions = ours();
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions) {
      const dir = assetDirOf(fn);
      for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => statSync(join(dir, name)).isFile())) {
        const code = readFileSync(join(dir, file), 'utf8');
        expect(code, `${fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME} ${file}`).not.toContain('__local');
      }
    }
  });

  it('leaves React, the templates and the fonts to the PDF function: the documents function sends the model', () => {
    const documents = ours().find((fn) => fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME === 'dealerhub-documents')!;
    const bundle = readFileSync(join(assetDirOf(documents), 'index.mjs'), 'utf8');
    expect(bundle).not.toContain('renderToStaticMarkup');
    expect(bundle).not.toContain('font/woff2');
  });
});

describe('Web', () => {
  const distribution = () => resourcesOf('Web', 'AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;

  it('serves the private site bucket through origin access control, with the SPA fallback function and no error rewrites', () => {
    const web = template('Web');
    web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' },
    });
    const config = distribution();
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^SpaFallback/), 'FunctionARN'] } },
    ]);
    expect(config.Logging).toMatchObject({ Bucket: expect.anything(), Prefix: 'cloudfront/' });
  });

  it('passes /api/* to the HTTP API uncached, all methods, all viewer headers but Host, path normalised, TLS 1.2 to the origin', () => {
    const config = distribution();
    const api = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/api/*');
    expect(api).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^ApiPathNormalisation/), 'FunctionARN'] } }],
    });
    const origin = config.Origins.find((candidate: { Id: string }) => candidate.Id === api.TargetOriginId);
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    // The API's own host name as configured: the web stack does not wait for the API stack, which follows it.
    expect(origin.DomainName).toBe(API_DOMAIN.apiDomainName);
  });

  it('answers the API as data: nosniff and a policy that loads and frames nothing', () => {
    const config = distribution();
    const policies = Object.entries(template('Web').findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const [policyId, headers] = policies.find(([, each]) => each.Properties.ResponseHeadersPolicyConfig.Comment === 'DealerHub API security headers')!;
    const api = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/api/*');
    expect(api.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    const security = headers.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(security.ContentSecurityPolicy).toEqual({ ContentSecurityPolicy: "default-src 'none'; frame-ancestors 'none'", Override: true });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
  });

  it('sends security headers on every response', () => {
    const config = distribution();
    const policies = Object.entries(template('Web').findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const [policyId, headers] = policies.find(([, each]) => each.Properties.ResponseHeadersPolicyConfig.Comment === 'DealerHub security headers')!;
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    const security = headers.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(security.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true });
    expect(security.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.ReferrerPolicy).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
    // Pictures come from the app's own origin (/pictures/*): no other image source.
    const csp = security.ContentSecurityPolicy.ContentSecurityPolicy as string;
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).toContain("frame-ancestors 'none'");
    // The support videos embed the video host's player, and only its player.
    expect(csp).toMatch(/frame-src [^;]*https:\/\/player\.vimeo\.com(;| )/);
    expect(csp).not.toMatch(/(script|connect)-src [^;]*vimeo/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  });

  it('serves every micro-frontend base from the site bucket, before /api/* takes the rest of /api/', () => {
    const config = distribution();
    const patterns = config.CacheBehaviors.map((behavior: { PathPattern: string }) => behavior.PathPattern);
    const bases = Object.keys(MICRO_FRONTENDS).map((base) => `${base}*`);
    expect(bases).toContain('/api/quickcalculator/*');
    for (const base of bases) {
      expect(patterns.indexOf(base)).toBeGreaterThanOrEqual(0);
      expect(patterns.indexOf(base)).toBeLessThan(patterns.indexOf('/api/*'));
      const behavior = config.CacheBehaviors.find((candidate: { PathPattern: string }) => candidate.PathPattern === base);
      expect(behavior).toMatchObject({ TargetOriginId: config.DefaultCacheBehavior.TargetOriginId, AllowedMethods: ['GET', 'HEAD'], ViewerProtocolPolicy: 'https-only' });
    }
  });

  it('deploys a built widget under its base, revalidated and invalidated, and leaves an unbuilt one out', () => {
    const deployments = resourcesOf('Web', 'Custom::CDKBucketDeployment').map(([, deployment]) => deployment.Properties);
    const widgets = deployments.filter((deployment) => deployment.DestinationBucketKeyPrefix !== undefined);
    expect(widgets).toHaveLength(1);
    expect(widgets[0]).toMatchObject({ DestinationBucketKeyPrefix: 'api/quickcalculator/', DistributionPaths: ['/api/quickcalculator/*'], SystemMetadata: { 'cache-control': 'no-cache' } });
  });

  it('deploys the built SPA, index.html uncached and invalidated', () => {
    const deployments = resourcesOf('Web', 'Custom::CDKBucketDeployment')
      .map(([, deployment]) => deployment.Properties)
      .filter((deployment) => deployment.DestinationBucketKeyPrefix === undefined);
    expect(deployments).toHaveLength(2);
    const index = deployments.find((deployment) => deployment.DistributionPaths);
    expect(index).toMatchObject({ DistributionPaths: ['/index.html'], SystemMetadata: { 'cache-control': 'no-cache' } });
  });
});

describe('Alarms', () => {
  it('alarms on each DLQ, each function, both stream consumers and API 5xx, into an encrypted topic', () => {
    const alarms = template('Alarms');
    const [topicId] = Object.keys(alarms.findResources('AWS::SNS::Topic'));
    alarms.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    const all = resourcesOf('Alarms', 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties);
    for (const alarm of all) expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
    const byMetric = (name: string) => all.filter((alarm) => alarm.MetricName === name);
    expect(byMetric('ApproximateNumberOfMessagesVisible')).toHaveLength(2);
    expect(byMetric('IteratorAge')).toHaveLength(2);
    expect(byMetric('IteratorAge').every((alarm) => alarm.Threshold === 60_000)).toBe(true);
    const functionCount = new Set(routes.map(contextOf)).size + 4; // contexts + projector, publisher, renderer, retention
    expect(byMetric('Errors')).toHaveLength(functionCount);
    expect(byMetric('5xx')).toHaveLength(1);
  });
});

describe('cdk-nag', () => {
  it('reports no unacknowledged AwsSolutions error', () => {
    // synth() already ran the pack as a validation plugin (and would have thrown); this states it explicitly.
    const report = new AwsSolutionsChecks().validateScope(built.app);
    expect(report.violations.filter((violation) => violation.severity === 'error').map((violation) => violation.ruleName)).toEqual([]);
    const written = JSON.parse(readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8')) as {
      pluginReports: { pluginName: string; violations: { severity: string }[] }[];
    };
    const nagErrors = written.pluginReports
      .filter((plugin) => plugin.pluginName.includes('AwsSolutions'))
      .flatMap((plugin) => plugin.violations.filter((violation) => violation.severity === 'error'));
    expect(nagErrors).toEqual([]);
  });

  it('reports findings when there are some (the check above is not vacuous)', () => {
    const scratch = new App();
    new Bucket(new Stack(scratch, 'Scratch'), 'Careless');
    const report = new AwsSolutionsChecks().validateScope(scratch);
    expect(report.violations.map((violation) => violation.ruleName)).toEqual(expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']));
  });
});

describe('stacks', () => {
  it('are named DealerHub-* and environment-agnostic', () => {
    const stacks = assembly.stacks;
    expect(stacks.map((stack) => stack.stackName).sort()).toEqual(
      ['DealerHub-Alarms', 'DealerHub-Api', 'DealerHub-Data', 'DealerHub-Events', 'DealerHub-Jobs', 'DealerHub-Pdf', 'DealerHub-Web'],
    );
    for (const stack of stacks) expect(stack.environment.account).toBe('unknown-account');
  });

  it('tells the functions the table names of tables.ts by their envName', () => {
    const variables = resourcesOf('Events', 'AWS::Lambda::Function').find(([id]) => id.startsWith('Projector'))![1].Properties.Environment.Variables;
    expect(variables[readModelsTable.envName]).toBe(tableName(readModelsTable));
    // The projector reads the store to catch up a row that missed events.
    expect(variables[eventsTable.envName]).toBe(tableName(eventsTable));
  });

  it('lets the projector delete, and only delete, the documents of deleted cases and forgotten customers', () => {
    const statements = resourcesOf('Events', 'AWS::IAM::Policy').flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);
    const onDocuments = statements.filter((statement) => JSON.stringify(statement.Resource).includes(documentsBucket.logicalName.toLowerCase()));
    expect([...new Set(onDocuments.flatMap(actionsOf))].sort()).toEqual(['s3:DeleteObject', 's3:ListBucket']);
    const deletes = onDocuments.filter((statement) => actionsOf(statement).includes('s3:DeleteObject'));
    expect(deletes).toHaveLength(1);
    const resources = JSON.stringify(deletes[0]!.Resource);
    for (const prefix of ['/cases/*', '/previews/*']) expect(resources).toContain(prefix);
    expect(resources).not.toContain('/appendices/*');
  });
});

describe('personal data', () => {
  it('is wrapped by a rotating KMS key, kept in a protected keys table, and only the customers, customer cars, cases and documents contexts and the projector may use it', () => {
    const [, key] = resourcesOf('Data', 'AWS::KMS::Key')[0]!;
    expect(key.Properties.EnableKeyRotation).toBe(true);
    const keysTable = resourcesOf('Data', 'AWS::DynamoDB::Table').find(([, table]) => table.Properties.TableName === 'dealerhub-personaldatakeys')!;
    expect(keysTable[1].Properties.DeletionProtectionEnabled).toBe(true);

    const withKey = (stack: string) =>
      resourcesOf(stack, 'AWS::Lambda::Function')
        .filter(([, fn]) => fn.Properties.Environment?.Variables?.PERSONAL_DATA_KMS_KEY_ID)
        .map(([id]) => id.replace(/[0-9A-F]{8}$/, ''));
    expect(withKey('Api').sort()).toEqual(['CasesFunction', 'CustomerCarsFunction', 'CustomersFunction', 'DocumentsFunction']);
    expect(withKey('Events')).toEqual(['Projector']);
    const statements = resourcesOf('Events', 'AWS::IAM::Policy').flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement);
    const decrypt = statements.find((statement: { Action: unknown }) => JSON.stringify(statement.Action).includes('kms:Decrypt'));
    expect(decrypt.Action).toBe('kms:Decrypt');
    expect(decrypt.Condition).toEqual({ 'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': ['subjectId'] } });
  });
});

describe('Jobs', () => {
  const jobStatements = (): Statement[] =>
    resourcesOf('Jobs', 'AWS::IAM::Policy').flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);

  it('runs data retention nightly from an EventBridge schedule', () => {
    const [[functionId]] = resourcesOf('Jobs', 'AWS::Lambda::Function').filter(([id]) => id.startsWith('Retention')) as [[string, unknown]];
    const rules = resourcesOf('Jobs', 'AWS::Events::Rule');
    expect(rules).toHaveLength(1);
    expect(rules[0]![1].Properties.ScheduleExpression).toBe('cron(0 2 * * ? *)');
    expect(JSON.stringify(rules[0]![1].Properties.Targets)).toContain(functionId);
    expect(resourcesOf('Jobs', 'AWS::Lambda::Permission').some(([, permission]) => permission.Properties.Principal === 'events.amazonaws.com')).toBe(true);
  });

  it('lets retention read the departments, forget customers and delete cases, and nothing else', () => {
    const statements = jobStatements();
    const events = statements.filter((statement) => names(statement, 'table/dealerhub-events'));
    const writes = events.filter((statement) => actionsOf(statement).includes('dynamodb:PutItem'));
    expect(writes.map((statement) => statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'])).toEqual([['customer#*', 'case#*']]);
    for (const statement of events) expect(actionsOf(statement)).not.toContain('dynamodb:Scan');
    for (const statement of statements.filter((each) => names(each, 'table/dealerhub-readmodels'))) {
      expect(actionsOf(statement).filter((action) => TABLE_WRITES.includes(action))).toEqual([]);
    }
    const actions = statements.flatMap(actionsOf);
    expect(actions.filter((action) => /^(lambda|ses):/.test(action))).toEqual([]);
    // S3: the analytics copy of the leads only (its lead periods), see 'lead retention'.
    for (const statement of statements.filter((each) => actionsOf(each).some((action) => action.startsWith('s3:')))) {
      expect(JSON.stringify(statement.Resource)).toContain('dealerhub-analytics');
      expect(JSON.stringify(statement.Resource)).not.toContain('dealerhub-documents');
    }
    expect(actions).toContain('kms:GenerateDataKey');
  });
});

describe('mail and sessions of the users Lambda', () => {
  it('sends activation e-mails and variant requests through SES from the configured sender, and only the users and catalogue Lambdas may', () => {
    const users = resourcesOf('Api', 'AWS::Lambda::Function').find(([id]) => id.startsWith('UsersFunction'))![1];
    expect(users.Properties.Environment.Variables).toMatchObject({ MAIL_OUTBOX: 'ses', MAIL_FROM: 'DealerHub <noreply@dealerhub.example.dk>' });
    const send = apiStatements('UsersFunction').filter((statement) => actionsOf(statement).includes('ses:SendEmail'));
    expect(send).toHaveLength(1);
    expect(JSON.stringify(send[0]!.Resource)).toContain('identity/dealerhub.example.dk');
    expect(send[0]!.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'noreply@dealerhub.example.dk' } });
    const catalogue = apiStatements('CatalogueFunction').filter((statement) => actionsOf(statement).includes('ses:SendEmail'));
    expect(catalogue).toHaveLength(1);
    expect(catalogue[0]!.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'noreply@dealerhub.example.dk' } });
    const senders = ['UsersFunction', 'CatalogueFunction'];
    for (const [id] of resourcesOf('Api', 'AWS::Lambda::Function').filter(([each]) => !senders.some((sender) => each.startsWith(sender)))) {
      expect(apiStatements(id).flatMap(actionsOf).filter((action) => action.startsWith('ses:')), id).toEqual([]);
    }
  });

  it("points activation links at CloudFront's address (APP_BASE_URL), never at the host a request names", () => {
    const users = resourcesOf('Api', 'AWS::Lambda::Function').find(([id]) => id.startsWith('UsersFunction'))![1];
    const base = users.Properties.Environment.Variables.APP_BASE_URL as unknown;
    expect(base).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::ImportValue': expect.stringMatching(/^DealerHub-Web:.*Distribution.*DomainName/) }]] });
  });

  it('lets the users Lambda find a user\'s sessions by the byUser index, to end them when the user is deleted', () => {
    const queries = apiStatements('UsersFunction').filter((statement) => JSON.stringify(statement.Resource).includes('index/byUser'));
    expect(queries).toHaveLength(1);
    expect(actionsOf(queries[0]!)).toEqual(['dynamodb:Query']);
  });
});

describe('the video host of the support videos', () => {
  const supportVideos = () => resourcesOf('Api', 'AWS::Lambda::Function').find(([id]) => id.startsWith('SupportVideosFunction'))!;

  it('keeps the Vimeo token in a Secrets Manager secret of its own, whose value the repository never holds', () => {
    const secrets = resourcesOf('Api', 'AWS::SecretsManager::Secret');
    expect(secrets).toHaveLength(1);
    const [[, secret]] = secrets as [[string, { Properties: Properties }]];
    expect(secret.Properties.Name).toBe(VIMEO_TOKEN_SECRET_NAME);
    expect(secret.Properties.SecretString).toBeUndefined();
    const outputs = assembly.getStackByName('DealerHub-Api').template.Outputs as Record<string, { Value: unknown }>;
    expect(outputs.VimeoTokenSecretName?.Value).toBe(VIMEO_TOKEN_SECRET_NAME);
  });

  it('asks Vimeo from the support videos Lambda, reading the token through the Parameters and Secrets extension', () => {
    const [, fn] = supportVideos();
    expect(fn.Properties.Environment.Variables).toMatchObject({
      VIDEO_HOST: 'vimeo',
      VIMEO_TOKEN_SECRET: VIMEO_TOKEN_SECRET_NAME,
      PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: '2773',
    });
    // Environment-agnostic: the extension's layer of the function's region and architecture, from CDK's region facts.
    const layers = JSON.stringify(fn.Properties.Layers);
    expect(layers).toContain('Fn::FindInMap');
    const mappings = JSON.stringify(assembly.getStackByName('DealerHub-Api').template.Mappings);
    expect(mappings).toMatch(/layer:AWS-Parameters-and-Secrets-Lambda-Extension-Arm64:/);
  });

  it('lets the support videos Lambda read that secret and nothing else of Secrets Manager, and no other Lambda any secret', () => {
    const secretId = resourcesOf('Api', 'AWS::SecretsManager::Secret')[0]![0];
    for (const [id, fn] of resourcesOf('Api', 'AWS::Lambda::Function')) {
      const onSecrets = apiStatements(id).filter((statement) => actionsOf(statement).some((action) => action.startsWith('secretsmanager:')));
      if (!id.startsWith('SupportVideosFunction')) {
        expect(onSecrets, id).toEqual([]);
        expect(fn.Properties.Environment.Variables.VIDEO_HOST, id).toBeUndefined();
        continue;
      }
      expect(onSecrets).toHaveLength(1);
      expect(actionsOf(onSecrets[0]!).sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
      expect(onSecrets[0]!.Resource).toEqual({ Ref: secretId });
    }
  });
});

describe('lead retention', () => {
  it('keeps the analytics copy and the replay archive of the lead events no longer than the longest lead period', () => {
    const analytics = resourcesOf('Data', 'AWS::S3::Bucket').find(([, bucket]) => JSON.stringify(bucket.Properties.BucketName).includes('analytics'))![1];
    const rules = analytics.Properties.LifecycleConfiguration.Rules as { Id: string; Prefix?: string; ExpirationInDays?: number }[];
    expect(rules.find((rule) => rule.Id === 'ExpireLeads')).toMatchObject({ Prefix: 'leads/', ExpirationInDays: 365 });
    const [[, archive]] = resourcesOf('Events', 'AWS::Events::Archive') as [[string, { Properties: Properties }]];
    expect(archive.Properties.RetentionDays).toBe(365);
  });

  it("lets the nightly retention run apply the departments' lead periods to the analytics copy, under the leads prefix only", () => {
    const [[, retention]] = resourcesOf('Jobs', 'AWS::Lambda::Function').filter(([id]) => id.startsWith('Retention')) as [[string, { Properties: Properties }]];
    expect(JSON.stringify(retention.Properties.Environment.Variables.ANALYTICS_BUCKET)).toContain('dealerhub-analytics');
    const statements = resourcesOf('Jobs', 'AWS::IAM::Policy').flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);
    const objects = statements.filter((statement) => actionsOf(statement).includes('s3:GetObject'));
    expect(objects).toHaveLength(1);
    expect(actionsOf(objects[0]!).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
    expect(JSON.stringify(objects[0]!.Resource)).toContain('dealerhub-analytics-');
    expect(JSON.stringify(objects[0]!.Resource)).toMatch(/\/leads\/\*"\]/);
    const listing = statements.filter((statement) => actionsOf(statement).includes('s3:ListBucket'));
    expect(listing).toHaveLength(1);
    expect(listing[0]!.Condition).toEqual({ StringLike: { 's3:prefix': ['leads/', 'leads/*'] } });
  });
});
