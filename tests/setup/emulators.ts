import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { TestProject } from 'vitest/node';
import { applyEnvironment, localAwsEnvironment, startDynamoDbLocal, startS3Emulator, type RunningEmulator } from '../../local/emulators.ts';
import { createBuckets, createTables, localS3Client } from '../../local/resources.ts';

/**
 * Global setup of the `integration` project: DynamoDB Local in memory and the S3 emulator on test ports (their own,
 * so `npm start` may keep running), with every table and bucket created. The AWS environment is set in this process
 * (test workers are started after this and inherit it) and provided as `awsEnvironment` for `inject`.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** AWS_REGION, dummy credentials and AWS_ENDPOINT_URL_* of the emulators. */
    awsEnvironment: Record<string, string>;
  }
}

/** TEST_PORT_OFFSET moves every test port, so that several checkouts can run their suites side by side. */
export const testPortOffset = Number(process.env.TEST_PORT_OFFSET ?? 0);
export const TEST_PORTS = { dynamoPort: 8200 + testPortOffset, s3Port: 4769 + testPortOffset } as const;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const environment = localAwsEnvironment(TEST_PORTS);
  applyEnvironment(environment);
  const s3Directory = await mkdtemp(path.join(tmpdir(), 'dealerhub-int-s3-'));

  const started = await Promise.allSettled([
    startDynamoDbLocal({ port: TEST_PORTS.dynamoPort }),
    startS3Emulator({ port: TEST_PORTS.s3Port, directory: s3Directory }),
  ]);
  const running = started.filter((r): r is PromiseFulfilledResult<RunningEmulator> => r.status === 'fulfilled').map((r) => r.value);
  const teardown = async (): Promise<void> => {
    await Promise.all(running.map((emulator) => emulator.stop()));
    await rm(s3Directory, { recursive: true, force: true });
  };
  const failure = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await teardown();
    throw failure.reason;
  }

  const dynamo = new DynamoDBClient({});
  const s3 = localS3Client();
  try {
    await createTables(dynamo);
    await createBuckets(s3);
  } catch (error) {
    await teardown();
    throw error;
  } finally {
    dynamo.destroy();
    s3.destroy();
  }

  project.provide('awsEnvironment', environment);
  return teardown;
}
