import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { PROJECTOR_MAPPING } from '../functions/platform/stream-mapping.ts';
import { eventsTable, physicalName } from '../functions/platform/tables.ts';
import { DeadLetterStore, type DeadLetter } from './dead-letters.ts';
import { anyUserExists, seedDemoData, type demoData } from './demo-data.ts';
import { applyEnvironment, localAwsEnvironment, repoRoot, startDynamoDbLocal, startS3Emulator, type RunningEmulator } from './emulators.ts';
import { createApiHandler } from './http-adapter.ts';
import { localHelpers } from './local-helpers.ts';
import { LocalBus } from './local-bus.ts';
import { assertPortFree, LocalCloudError } from './processes.ts';
import { microFrontendOf, serveMicroFrontend } from './micro-frontends.ts';
import { startPartnerSandbox } from './partners/server.ts';
import { isPicturesPath, picturesProxy } from './pictures-proxy.ts';
import { createBuckets, createTables, localS3Client } from './resources.ts';
import { StreamPoller, type StreamConsumer } from './stream-poller.ts';
import { createWebApp, type WebApp, type WebMode } from './web.ts';
import { closeBrowser } from '../functions/pdf/browser.ts';
import { PICTURES_PATH } from '../functions/cars/pictures/picture-origin.ts';

/**
 * The whole local cloud in one call: emulators, tables and buckets, demo data, the stream consumers and the HTTP
 * server that plays API Gateway and CloudFront. Used by `npm start` (local/start.ts) and the test setups.
 */
export interface LocalCloudOptions {
  port?: number;
  dynamoPort?: number;
  s3Port?: number;
  /** Emulator data, stream checkpoints and dead letters; `.data` in the repository by default. */
  dataDir?: string;
  /** Empty the data directory first. */
  fresh?: boolean;
  /** DynamoDB in memory, S3 in a temporary directory, checkpoints and dead letters in memory: nothing survives stop(). */
  inMemory?: boolean;
  /** Append the demo organisation when no user exists (default true). */
  seed?: boolean;
  /** The organisation seeded (the demo organisation by default; the tests add a second dealer group). */
  seedData?: typeof demoData;
  web?: WebMode;
  /** No summary line (the caller prints its own); warnings and errors are still printed. */
  quiet?: boolean;
  /** The sandbox partners' port (their own origin, which the app may frame); none started without it. */
  partnersPort?: number;
}

export interface LocalCloud {
  baseUrl: string;
  /** The environment the local cloud's handlers run with (AWS endpoints, region, dummy credentials). */
  environment: Record<string, string>;
  poller: StreamPoller;
  deadLetters(consumer: string): Promise<DeadLetter[]>;
  /** What the SPA's paths serve. */
  web: WebApp['served'];
  seeded: boolean;
  /** Where the sandbox partners' plugins are served, when they were started. */
  partnersOrigin?: string;
  stop(): Promise<void>;
}

export const DEFAULT_PORTS = { port: 3000, dynamoPort: 8000, s3Port: 4569 } as const;

/** Sub-folders of the data directory this module owns; `fresh` empties exactly these. */
const DATA_FOLDERS = ['dynamodb', 's3', 'streams', 'dead-letters', 'mailbox'] as const;

export const startLocalCloud = async (options: LocalCloudOptions = {}): Promise<LocalCloud> => {
  const port = options.port ?? DEFAULT_PORTS.port;
  const dynamoPort = options.dynamoPort ?? DEFAULT_PORTS.dynamoPort;
  const s3Port = options.s3Port ?? DEFAULT_PORTS.s3Port;
  const dataDir = path.resolve(repoRoot, options.dataDir ?? '.data');
  const info = options.quiet ? () => {} : (message: string) => console.log(message);
  const warn = (message: string) => console.warn(message);

  // Fail on a taken port before anything is started.
  await assertPortFree(port, 'PORT');
  await assertPortFree(dynamoPort, 'DYNAMODB_PORT');
  await assertPortFree(s3Port, 'S3_PORT');

  if (options.fresh && !options.inMemory) {
    for (const folder of DATA_FOLDERS) await rm(path.join(dataDir, folder), { recursive: true, force: true });
  }
  const s3Directory = options.inMemory ? await mkdtemp(path.join(tmpdir(), 'dealerhub-s3-')) : path.join(dataDir, 's3');

  // E-mail to users (activation links) lands as files in the mailbox folder: open one and follow its link.
  const mailbox = options.inMemory ? await mkdtemp(path.join(tmpdir(), 'dealerhub-mailbox-')) : path.join(dataDir, 'mailbox');
  const baseUrl = `http://localhost:${port}`;
  // Links in e-mail point at this app, as CDK points them at the deployed one: never at a host a request names.
  // Pictures are shown from the app's own origin, as CloudFront serves them.
  const environment = {
    ...localAwsEnvironment({ dynamoPort, s3Port }),
    MAIL_OUTBOX: 'mailbox',
    MAILBOX_DIR: mailbox,
    APP_BASE_URL: baseUrl,
    PICTURES_BASE_PATH: PICTURES_PATH,
  };
  applyEnvironment(environment);

  const stops: (() => Promise<void>)[] = [];
  const stopAll = async (): Promise<void> => {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => warn(`While stopping: ${String(error)}`));
    stops.length = 0;
  };
  if (options.inMemory) stops.push(() => rm(s3Directory, { recursive: true, force: true }), () => rm(mailbox, { recursive: true, force: true }));

  try {
    const started = await Promise.allSettled([
      startDynamoDbLocal({ port: dynamoPort, ...(options.inMemory ? {} : { directory: path.join(dataDir, 'dynamodb') }) }),
      startS3Emulator({ port: s3Port, directory: s3Directory }),
    ]);
    for (const result of started) if (result.status === 'fulfilled') stops.push(() => result.value.stop());
    const failure = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) throw failure.reason;
    const [dynamoEmulator, s3Emulator] = started.map((r) => (r as PromiseFulfilledResult<RunningEmulator>).value) as [RunningEmulator, RunningEmulator];

    const dynamo = new DynamoDBClient({});
    const s3 = localS3Client();
    stops.push(async () => {
      dynamo.destroy();
      s3.destroy();
    });
    await createTables(dynamo);
    await createBuckets(s3);

    let seeded = false;
    if (options.seed ?? true) {
      if (!(await anyUserExists())) {
        await seedDemoData(undefined, options.seedData);
        seeded = true;
      }
      // The market's price cells from the sandbox feeds, which the local cloud ingests no events of (the same market
      // the all-cars list searches in process): its rows of cells, written whole at each start.
      const { writeLocalPriceCells } = await import('../functions/market/market.ts');
      const started = Date.now();
      const market = await writeLocalPriceCells();
      info(`Market price cells: ${market.listings} listings in ${market.rows} rows, ${Date.now() - started} ms`);
    }

    // Imported only now: the functions read their environment when they load.
    const [{ handler: projector }, { leadPublisher }] = await Promise.all([import('../functions/projector.ts'), import('../functions/lead-publisher.ts')]);
    const consumers: StreamConsumer[] = [
      { name: 'projector', handler: projector, ...PROJECTOR_MAPPING },
      { name: 'lead-publisher', handler: leadPublisher(new LocalBus(s3)) },
    ];
    const deadLetters = new DeadLetterStore(options.inMemory ? undefined : path.join(dataDir, 'dead-letters'));
    const streams = new DynamoDBStreamsClient({});
    const poller = new StreamPoller({
      tableName: physicalName(eventsTable),
      consumers,
      deadLetters,
      ...(options.inMemory ? {} : { checkpointDirectory: path.join(dataDir, 'streams') }),
      dynamo,
      streams,
      log: warn,
    });
    poller.start();
    stops.push(async () => {
      await poller.stop();
      streams.destroy();
    });
    // Data retention runs nightly in AWS; locally once a day while the cloud runs (`npm run retention` runs it now).
    const retention = setInterval(() => {
      import('../functions/data-retention.ts')
        .then(({ runRetention }) => runRetention({ dryRun: false }))
        .catch((error: unknown) => warn(`Data retention failed: ${error instanceof Error ? error.message : String(error)}`));
    }, 24 * 60 * 60 * 1000);
    retention.unref();
    stops.push(async () => clearInterval(retention));
    // The handlers print in-process, keeping one Chromium warm (functions/pdf/browser.ts): it goes with the cloud.
    stops.push(closeBrowser);

    let partnersOrigin: string | undefined;
    if (options.partnersPort !== undefined) {
      const partners = await startPartnerSandbox({ port: options.partnersPort, hostOrigins: [baseUrl], log: info });
      stops.push(() => partners.stop());
      partnersOrigin = partners.origin;
      // The SPA's content security policy lets the case page frame them.
      process.env.PARTNER_PLUGIN_ORIGINS = partners.origin;
      // The finance partners port's sandbox adapter frames and asks these partners.
      process.env.PARTNER_PLUGINS_BASE_URL = partners.origin;
    }

    const server = createServer();
    const api = createApiHandler({ log: warn });
    const web = await createWebApp(options.web ?? 'vite', server, warn);
    const local = localHelpers(poller, mailbox, port, warn);
    const pictures = picturesProxy(s3Emulator.endpoint);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const url = request.url ?? '/';
      // A command appends events: the stream's consumers look at once instead of at their idle pace.
      if (isApiPath(url) && request.method !== 'GET' && request.method !== 'HEAD') response.once('finish', () => poller.nudge());
      const handled = microFrontendOf(url)
        ? serveMicroFrontend(request, response)
        : isApiPath(url)
        ? api(request, response)
        : isPicturesPath(url)
          ? pictures(request, response)
          : (local(request, response) ?? web.handle(request, response));
      Promise.resolve(handled).catch((error: unknown) => {
        warn(`${request.method} ${url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        if (!response.headersSent) {
          response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
          response.end(JSON.stringify({ Message: 'Der opstod en uventet fejl.', Code: 'InternalError' }));
        } else response.destroy();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(error.code === 'EADDRINUSE' ? new LocalCloudError(`Port ${port} is in use: set PORT to another port`) : error),
      );
      server.listen(port, 'localhost', () => resolve());
    });
    stops.push(async () => {
      await web.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    });

    info(`Local cloud: app ${baseUrl}, DynamoDB ${dynamoEmulator.endpoint}, S3 ${s3Emulator.endpoint}, web ${web.served}${seeded ? ', demo data seeded' : ''}`);
    return {
      baseUrl,
      environment,
      poller,
      deadLetters: (consumer) => poller.deadLetters(consumer),
      web: web.served,
      seeded,
      ...(partnersOrigin ? { partnersOrigin } : {}),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
};

/** `/api/...` in any casing: the route table matches paths case-insensitively, so the origin split does too. */
/** As CloudFront's `/api/*` behaviour: the prefix is case-sensitive (the spec always writes `/api/`), the rest is not. */
export const isApiPath = (url: string): boolean => /^\/api(?:[/?]|$)/.test(url);
