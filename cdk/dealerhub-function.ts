import { RemovalPolicy, type Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Runtime, type Architecture, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { acknowledge } from './nag.ts';
import { repoPath } from './repo.ts';

export interface DealerHubFunctionProps {
  entry: string;
  /** POWERTOOLS_SERVICE_NAME and the log group's name part. */
  service: string;
  description: string;
  architecture: Architecture;
  memorySize: number;
  timeout: Duration;
  environment?: Record<string, string>;
  /** Packages left out of the bundle besides the AWS SDK (which the Node.js 22 runtime provides). */
  externalModules?: string[];
  commandHooks?: ICommandHooks;
  layers?: ILayerVersion[];
}

/** ESM output needs `require` for the CommonJS packages esbuild inlines. */
const createRequireBanner = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * A Node.js 22 Lambda bundled by esbuild (ESM, minified, source maps), with its own log group (3 months) and its own
 * role that may write only to that log group; everything else is granted by the caller, statement by statement.
 */
export interface DealerHubFunction {
  fn: NodejsFunction;
  /** The function's own role: grants and their cdk-nag acknowledgements go here. */
  role: Role;
}

export const dealerHubFunction = (scope: Construct, id: string, props: DealerHubFunctionProps): DealerHubFunction => {
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.THREE_MONTHS,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const role = new Role(scope, `${id}Role`, {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: `${props.service}: writes its own log group; every other right is granted explicitly`,
  });
  logGroup.grantWrite(role);
  const fn = new NodejsFunction(scope, id, {
    entry: props.entry,
    handler: 'handler',
    description: props.description,
    runtime: Runtime.NODEJS_22_X,
    architecture: props.architecture,
    memorySize: props.memorySize,
    timeout: props.timeout,
    role,
    logGroup,
    layers: props.layers,
    projectRoot: repoPath(),
    depsLockFilePath: repoPath('package-lock.json'),
    environment: {
      NODE_OPTIONS: '--enable-source-maps',
      POWERTOOLS_SERVICE_NAME: props.service,
      ...props.environment,
    },
    bundling: {
      format: OutputFormat.ESM,
      target: 'node22',
      mainFields: ['module', 'main'],
      minify: true,
      sourceMap: true,
      sourcesContent: false,
      banner: createRequireBanner,
      externalModules: ['@aws-sdk/*', ...(props.externalModules ?? [])],
      commandHooks: props.commandHooks,
    },
  });
  // The role must exist before the function, and its log-writing policy with it (first invocations log at once).
  fn.node.addDependency(role);
  acknowledge(fn, 'L1', 'Node.js 22 on purpose: the repository pins Node 22 so that local runs and Lambda share one runtime.');
  return { fn, role };
};
