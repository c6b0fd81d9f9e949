import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

/**
 * The S3 emulator's own process (started by `startS3Emulator` in emulators.ts): `@20minutes/s3rver` on 127.0.0.1,
 * path-style buckets, SigV4 checked against the local cloud's dummy credentials.
 */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
interface AwsAccountModule {
  DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
}

const require = createRequire(import.meta.url);
const S3rver = require('@20minutes/s3rver') as S3rverClass;
const accounts = require('@20minutes/s3rver/lib/models/account.js') as AwsAccountModule;

const { values } = parseArgs({ options: { port: { type: 'string' }, directory: { type: 'string' } } });
if (!values.port || !values.directory) {
  console.error('Usage: s3-emulator.ts --port <port> --directory <path>');
  process.exit(2);
}

accounts.DUMMY_ACCOUNT.createKeyPair(process.env.S3_ACCESS_KEY_ID ?? 'local', process.env.S3_SECRET_ACCESS_KEY ?? 'local');

const server = new S3rver({
  address: '127.0.0.1',
  port: Number(values.port),
  directory: values.directory,
  silent: true,
  vhostBuckets: false,
  // s3rver canonicalises a path-style bucket request (CreateBucket, HeadBucket) as `/bucket` where SDK v3 signs
  // `/bucket/`, so it would refuse those; the access key must still be one registered above.
  allowMismatchedSignatures: true,
});
await server.run();

const stop = (): void => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(0),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
// The parent holds our stdin open: when it goes away, however abruptly, so do we (and the port is freed).
process.stdin.once('close', stop);
process.stdin.resume();
