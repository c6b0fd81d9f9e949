import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { grantPersonalData, grantTable, retentionAccess } from '../context-access.ts';
import { dealerHubFunction } from '../dealerhub-function.ts';
import type { Deployment } from '../deployment.ts';
import { repoPath } from '../repo.ts';
import { bucketArn, bucketName, tableName } from '../resource-names.ts';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LEADS_PREFIX as ANALYTICS_LEADS_PREFIX } from '../../functions/analytics/lead-retention.ts';
import { analyticsBucket } from '../../functions/platform/tables.ts';
import { acknowledge, wildcardResource } from '../nag.ts';

export interface JobsStackProps extends StackProps {
  deployment: Deployment;
  /** Forgetting a customer destroys its data keys and its cases'. */
  personalDataKeyArn: string;
}

/** When data retention runs: nightly, at 02:00 UTC, when the dealerships are closed. */
export const RETENTION_SCHEDULE = { minute: '0', hour: '2' } as const;

/**
 * Scheduled jobs. Data retention (spec part 1 §9): every night each department forgets the customers it has kept past
 * its period, through the same erasure as a deleted customer; the run is idempotent, so a retried or doubled
 * invocation forgets nothing twice.
 */
export class JobsStack extends Stack {
  readonly retention: NodejsFunction;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const environment: Record<string, string> = {};
    for (const { table } of retentionAccess.tables) environment[table.envName] = tableName(table);
    const retention = dealerHubFunction(this, 'Retention', {
      entry: repoPath('functions', 'data-retention.ts'),
      service: 'dealerhub-retention',
      description: 'Data retention: forgets the customers kept past their department\'s period',
      architecture: props.deployment.lambdaArchitecture,
      memorySize: 512,
      // A run over every department; well within Lambda's limit at the target scale.
      timeout: Duration.minutes(15),
      environment,
    });
    for (const grant of retentionAccess.tables) grantTable(retention.role, grant);
    if (retentionAccess.personalData !== 'none') {
      const { access, subjects } = retentionAccess.personalData;
      for (const [name, value] of Object.entries(grantPersonalData(retention.role, props.personalDataKeyArn, access, subjects))) {
        retention.fn.addEnvironment(name, value);
      }
    }
    new Rule(this, 'RetentionSchedule', {
      description: 'Runs data retention nightly',
      schedule: Schedule.cron(RETENTION_SCHEDULE),
      // One attempt more on a failure; the run is idempotent.
      targets: [new LambdaFunction(retention.fn, { retryAttempts: 1, maxEventAge: Duration.hours(6) })],
    });
    this.retention = retention.fn;

    // The analytics copy of the lead events keeps each department's leads for its lead period: the run reads the
    // objects under the leads prefix and writes them again without the leads past it (or deletes them), nothing else.
    retention.fn.addEnvironment(analyticsBucket.envName, bucketName(this, analyticsBucket));
    const leadObjects = `${bucketArn(this, analyticsBucket)}/${ANALYTICS_LEADS_PREFIX}*`;
    retention.role.addToPrincipalPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], resources: [leadObjects] }),
    );
    retention.role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['s3:ListBucket'],
        resources: [bucketArn(this, analyticsBucket)],
        conditions: { StringLike: { 's3:prefix': [ANALYTICS_LEADS_PREFIX, `${ANALYTICS_LEADS_PREFIX}*`] } },
      }),
    );
    acknowledge(
      retention.role,
      wildcardResource(this, leadObjects),
      'Firehose names the lead objects per delivery under the leads prefix; the run rewrites or deletes those it finds there, nothing else.',
    );
  }
}
