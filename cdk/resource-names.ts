import type { Stack } from 'aws-cdk-lib';
import type { BucketDefinition, TableDefinition } from '../functions/platform/tables.ts';

/**
 * Physical names of the shared tables and buckets. Tables get the same names the local cloud uses by default
 * (`dealerhub-<logical name>`), so a function that misses its `*_TABLE` variable still finds its table.
 * Buckets need globally unique names, so the account and region are appended.
 *
 * Every stack derives the names from here instead of importing them from the Data stack: IAM statements then name
 * the resources in plain, stable text (`table/dealerhub-events`) rather than in CloudFormation export names, which
 * keeps the policies readable and the cdk-nag acknowledgements of the unavoidable `<bucket>/*` statements exact.
 */
export const tableName = (definition: TableDefinition): string => `dealerhub-${definition.logicalName.toLowerCase()}`;

export const bucketName = (scope: Stack, definition: BucketDefinition): string =>
  `dealerhub-${definition.logicalName.toLowerCase()}-${scope.account}-${scope.region}`;

export const tableArn = (scope: Stack, definition: TableDefinition): string =>
  scope.formatArn({ service: 'dynamodb', resource: 'table', resourceName: tableName(definition) });

export const bucketArn = (scope: Stack, definition: BucketDefinition): string =>
  scope.formatArn({ service: 's3', region: '', account: '', resource: bucketName(scope, definition) });
