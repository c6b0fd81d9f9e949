import { applyEnvironment, localAwsEnvironment } from '../local/emulators.ts';
import { rebuildAll, rebuildProjection, rewriteListCopies, UnknownProjectionError } from '../local/rebuild.ts';

/**
 * `npm run rebuild -- <projection>`: rebuilds one read model from the event store; `npm run rebuild -- --all` rebuilds
 * every read model in one pass over the store. Talks to the local cloud's DynamoDB (DYNAMODB_PORT, default 8000)
 * unless AWS_ENDPOINT_URL_DYNAMODB points elsewhere. Safe while the local cloud runs: what its projector writes
 * meanwhile is kept. `npm run rebuild -- --copies` writes every list's compact copies anew (after their format changed).
 */
const name = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
const all = process.argv.includes('--all');
const copies = process.argv.includes('--copies');

if (!process.env.AWS_ENDPOINT_URL_DYNAMODB) {
  applyEnvironment(localAwsEnvironment({ dynamoPort: Number(process.env.DYNAMODB_PORT ?? 8000), s3Port: Number(process.env.S3_PORT ?? 4569) }));
}

const listNames = async (): Promise<string> => (await import('../functions/projections.ts')).projections.map((p) => `  ${p.name}`).join('\n');

try {
  if (!name && !all && !copies) {
    console.error(`Usage: npm run rebuild -- <projection> | --all | --copies\nProjections:\n${await listNames()}`);
    process.exit(1);
  }
  if (copies) {
    const started = Date.now();
    const { listCopies } = await import('../functions/projector.ts');
    const written = await rewriteListCopies({ lists: listCopies(), log: (message) => console.log(message) });
    console.log(`Rewrote the copies of ${written.partitions} list partitions (${written.rows} rows) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    process.exit(0);
  }
  const started = Date.now();
  const log = (message: string) => console.log(message);
  const outcome = name ? await rebuildProjection(name, { log }) : await rebuildAll({ log });
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `Rebuilt ${name ?? 'every read model'} in ${seconds.toFixed(1)} s: ${outcome.events} events of ${outcome.streams} streams, ${Math.round(outcome.events / seconds)} events/s (${outcome.deletedItems} old items deleted)`,
  );
} catch (error) {
  if (error instanceof UnknownProjectionError) {
    console.error(`Unknown projection "${error.projectionName}". Projections:\n${error.known.map((known) => `  ${known}`).join('\n')}`);
  } else {
    console.error(`Rebuild failed against ${process.env.AWS_ENDPOINT_URL_DYNAMODB}: ${error instanceof Error ? error.message : String(error)}`);
    console.error('Is the local cloud running (npm start)?');
  }
  process.exit(1);
}
