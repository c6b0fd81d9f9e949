import { join } from 'node:path';
import { RemovalPolicy, Stack, type Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Runtime, type Architecture, type ILayerVersion, type ParamsAndSecretsLayerVersion } from 'aws-cdk-lib/aws-lambda';
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
  /** The AWS Parameters and Secrets extension, for a function that reads a secret. */
  paramsAndSecrets?: ParamsAndSecretsLayerVersion;
}

/**
 * How every Lambda is bundled (the bench measures the bundles with the same options):
 * - ESM, minified, for Node.js 22; `require` defined for the CommonJS packages esbuild inlines;
 * - `process.env.NODE_ENV` is production, so that packages such as react-dom keep only their production build;
 * - source maps written, without the sources, but kept out of the zip (`sourceMapsDir`, one per function): a map is
 *   larger than its code (the documents function would ship 1.4 MB), and `--enable-source-maps` makes Node parse
 *   it on every cold start and slows every stack trace; a minified trace is decoded with the map of its build;
 * - the AWS SDK v3 left out: the Node.js 22 runtime provides it. Every call here is a long-stable v3 command
 *   (DynamoDB, S3 with its presigner, Lambda Invoke, EventBridge, SQS, KMS) on the v3 modular clients that the
 *   runtime ships; bundled, the SDK would add 200 to 600 KB to each function and put the documents function near 1 MB.
 */
export const lambdaBundling = {
  format: 'esm',
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // `supports-color` is what the `debug` package (under the picture reader's file-type detection) tries to load for
  // coloured terminal output, inside a try: left out, it is simply not found in Lambda, whose logs have no colours.
  externalModules: ['@aws-sdk/*', 'supports-color'],
} as const;

/** Every function's code asset stays below this (1 MB): a small bundle loads fast on a cold start. */
export const BUNDLE_LIMIT_BYTES = 1_000_000;

/** Where synthesis leaves each function's source map (git-ignored), named `<stack>.<function id>.mjs.map`. */
export const sourceMapsDir = repoPath('.build', 'source-maps');

/**
 * A Node.js 22 Lambda bundled by esbuild (`lambdaBundling`), with its own log group (3 months) and its own
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
    paramsAndSecrets: props.paramsAndSecrets,
    projectRoot: repoPath(),
    depsLockFilePath: repoPath('package-lock.json'),
    environment: {
      POWERTOOLS_SERVICE_NAME: props.service,
      ...props.environment,
    },
    bundling: {
      format: OutputFormat.ESM,
      target: lambdaBundling.target,
      mainFields: [...lambdaBundling.mainFields],
      minify: lambdaBundling.minify,
      sourceMap: lambdaBundling.sourceMap,
      sourcesContent: lambdaBundling.sourcesContent,
      banner: lambdaBundling.banner,
      define: lambdaBundling.define,
      externalModules: [...lambdaBundling.externalModules, ...(props.externalModules ?? [])],
      commandHooks: {
        beforeBundling: (inputDir, outputDir) => props.commandHooks?.beforeBundling(inputDir, outputDir) ?? [],
        beforeInstall: (inputDir, outputDir) => props.commandHooks?.beforeInstall(inputDir, outputDir) ?? [],
        afterBundling: (inputDir, outputDir) => [
          ...(props.commandHooks?.afterBundling(inputDir, outputDir) ?? []),
          `mkdir -p "${sourceMapsDir}"`,
          `mv "${outputDir}/index.mjs.map" "${join(sourceMapsDir, `${Stack.of(scope).stackName}.${id}.mjs.map`)}"`,
        ],
      },
    },
  });
  // The role must exist before the function, and its log-writing policy with it (first invocations log at once).
  fn.node.addDependency(role);
  acknowledge(fn, 'L1', 'Node.js 22 on purpose: the repository pins Node 22 so that local runs and Lambda share one runtime.');
  return { fn, role };
};
