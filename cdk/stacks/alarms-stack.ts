import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

export interface AlarmsStackProps extends StackProps {
  /** Dead-letter queues: any parked message needs a person. */
  deadLetterQueues: readonly { name: string; queue: IQueue }[];
  /** Every function: any error. */
  functions: readonly { name: string; fn: IFunction }[];
  /** Stream consumers: falling behind the Events stream. */
  streamConsumers: readonly { name: string; fn: IFunction }[];
  /** Undefined on LocalStack (no HTTP API there). */
  httpApi?: HttpApi;
  /** Optional e-mail subscriber (`-c alarmEmail=ops@example.dk`). */
  alarmEmail?: string;
}

/** A stream consumer this far behind is stuck (a poison batch in retries, or throttling). */
export const ITERATOR_AGE_THRESHOLD = Duration.seconds(60);

/** CloudWatch alarms on everything that needs a person, all notifying one encrypted SNS topic. */
export class AlarmsStack extends Stack {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmsStackProps) {
    super(scope, id, props);

    const key = new Key(this, 'AlarmTopicKey', {
      description: 'Encrypts the DealerHub alarm topic',
      enableKeyRotation: true,
    });
    // CloudWatch publishes to the encrypted topic, so it must be able to use the key.
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'DealerHub alarms', masterKey: key, enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const action = new SnsAction(this.topic);

    const alarm = (id: string, description: string, metric: IMetric, threshold: number): void => {
      new Alarm(this, id, {
        alarmDescription: description,
        metric,
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(action);
    };

    for (const { name, queue } of props.deadLetterQueues) {
      alarm(
        `${name}DeadLetters`,
        `${name}: records were parked in the dead-letter queue; inspect them and redrive after the fix`,
        queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' }),
        0,
      );
    }
    for (const { name, fn } of props.functions) {
      alarm(`${name}Errors`, `${name}: invocations failed`, fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }), 0);
    }
    for (const { name, fn } of props.streamConsumers) {
      alarm(
        `${name}IteratorAge`,
        `${name}: more than ${ITERATOR_AGE_THRESHOLD.toSeconds()} s behind the Events stream`,
        fn.metric('IteratorAge', { period: Duration.minutes(1), statistic: 'Maximum' }),
        ITERATOR_AGE_THRESHOLD.toMilliseconds(),
      );
    }
    if (props.httpApi) {
      alarm('Api5xx', 'The API answered with server errors', props.httpApi.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }), 0);
    }

    new CfnOutput(this, 'AlarmTopicArn', { value: this.topic.topicArn });
  }
}
