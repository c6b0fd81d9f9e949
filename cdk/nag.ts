import { Stack, Validations } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag 3 runs as a CDK validation plugin; a finding is acknowledged on the construct it concerns (or an ancestor)
 * with CDK's `Validations.acknowledge`, one rule (or one `Rule[finding]`) per call, always with its reason.
 */
export const acknowledge = (scope: IConstruct, id: string, reason: string): void =>
  Validations.of(scope).acknowledge({ id: id.startsWith('AwsSolutions-') ? id : `AwsSolutions-${id}`, reason });

/**
 * The IAM5 finding id of a wildcard resource, in cdk-nag's own notation (`Resource::arn:<AWS::Partition>:s3:::x/*`),
 * computed from the same token the policy uses, so an acknowledgement names exactly that statement's resource.
 */
export const wildcardResource = (scope: IConstruct, resource: string): string =>
  `IAM5[Resource::${flattenCfnReference(Stack.of(scope).resolve(resource))}]`;
