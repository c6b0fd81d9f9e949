import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PORTS, startLocalCloud } from './cloud.ts';
import { DEMO_PASSWORD, demoData } from './demo-data.ts';
import { repoRoot } from './emulators.ts';
import { LocalCloudError } from './processes.ts';
import { DEFAULT_PARTNERS_PORT } from './partners/server.ts';
import { buildWeb, viteConfigFile, webBuildNeeded } from './web.ts';

/**
 * `npm start [-- --fresh]`: the local cloud with demo data and the SPA's production build (built first when it is
 * missing or older than its sources) at http://localhost:3000, so the first page loads as fast as it will from
 * CloudFront. `npm run dev` (`--dev`) serves the SPA through Vite with hot reload instead.
 * Ports: PORT, DYNAMODB_PORT, S3_PORT, PARTNERS_PORT (the sandbox partners, 3002). Data is kept in .data/ across restarts; --fresh empties it first.
 */
const portFrom = (name: string, fallback: number): number => {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new LocalCloudError(`${name} must be a port number, not "${value}"`);
  return port;
};

const WEB_NOTES: Record<string, string> = {
  dist: ' (production build; npm run dev for hot reload)',
  vite: ' (Vite with hot reload)',
  placeholder: ' (placeholder page: the web app is not there yet)',
  none: '',
};

const main = async (): Promise<void> => {
  const { values } = parseArgs({ options: { fresh: { type: 'boolean', default: false }, dev: { type: 'boolean', default: false } } });
  if (!values.dev && existsSync(viteConfigFile) && (await webBuildNeeded())) {
    console.log('Building the web app (vite build)...');
    const started = Date.now();
    await buildWeb();
    console.log(`Built the web app in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? '.data');
  const cloud = await startLocalCloud({
    port: portFrom('PORT', DEFAULT_PORTS.port),
    partnersPort: portFrom('PARTNERS_PORT', DEFAULT_PARTNERS_PORT),
    dynamoPort: portFrom('DYNAMODB_PORT', DEFAULT_PORTS.dynamoPort),
    s3Port: portFrom('S3_PORT', DEFAULT_PORTS.s3Port),
    dataDir,
    fresh: values.fresh,
    web: values.dev ? 'vite' : 'dist',
    quiet: true,
  });

  const relativeData = path.relative(process.cwd(), dataDir) || '.';
  const usernames = demoData.users.map((user) => user.Username);
  console.log(
    [
      '',
      'DealerHub runs locally',
      `  App        ${cloud.baseUrl}${WEB_NOTES[cloud.web]}`,
      `  API        ${cloud.baseUrl}/api/`,
      `  Partners   ${cloud.partnersOrigin}/fjord-finans/, /nordlys-bilfinans/, /vejbo-forsikring/ (sandbox plugins)`,
      `  DynamoDB   ${cloud.environment.AWS_ENDPOINT_URL_DYNAMODB} (data in ${path.join(relativeData, 'dynamodb')})`,
      `  S3         ${cloud.environment.AWS_ENDPOINT_URL_S3} (data in ${path.join(relativeData, 's3')})`,
      `  Parked stream records: ${path.join(relativeData, 'dead-letters')}`,
      `  Mailbox    ${path.join(relativeData, 'mailbox')} (e-mail to users, such as invitations, one file each)`,
      cloud.seeded ? '  Demo data was created.' : '  Existing data kept (npm start -- --fresh starts empty with demo data).',
      `  Log in as ${usernames.slice(0, 3).join(', ')}, ... (${usernames.length} demo users) with password ${DEMO_PASSWORD}`,
      '',
      'Ctrl-C stops everything.',
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(1); // a second Ctrl-C: leave now (the exit hooks still kill the emulators)
    stopping = true;
    console.log(`\n${signal}: stopping the local cloud...`);
    cloud.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

main().catch((error: unknown) => {
  if (error instanceof LocalCloudError) console.error(`\n${error.message}\n`);
  else console.error('\nCould not start the local cloud:', error);
  process.exit(1);
});
