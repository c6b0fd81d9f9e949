import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../functions/platform/aws.ts';
import { EventStore } from '../functions/platform/event-store.ts';
import { eventsTable, physicalName } from '../functions/platform/tables.ts';
import { ms, percentile, timed } from './stats.ts';

const context = { dealerId: 'bench', userId: 'bench', correlationId: 'bench', causationId: 'bench' };
const signedIn = { type: 'UserSignedIn', data: { ImpersonatedByUserId: null } } as const;

/**
 * Event append latency against a bare PutItem of a same-sized item on the same DynamoDB Local, measured interleaved
 * (one of each per round) so that both see the same machine load: one event (the conditional PutItem fast path) and
 * two events (one TransactWriteItems).
 */
export async function appendLatency(rounds: number): Promise<string[]> {
  const store = new EventStore();
  const table = physicalName(eventsTable);
  const bare: number[] = [];
  const single: number[] = [];
  const double: number[] = [];
  for (let round = -20; round < rounds; round += 1) {
    const item = { streamId: `bench-bare#${randomUUID()}`, version: 1, type: signedIn.type, data: signedIn.data, meta: { ...context, eventId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 } };
    const b = await timed(() => dynamo().send(new PutCommand({ TableName: table, Item: item })));
    const s = await timed(() => store.append(`bench#${randomUUID()}`, 0, [signedIn], context));
    const d = await timed(() => store.append(`bench#${randomUUID()}`, 0, [signedIn, signedIn], context));
    if (round < 0) continue; // warm-up
    bare.push(b);
    single.push(s);
    double.push(d);
  }
  const row = (name: string, samples: number[]) =>
    `${name.padEnd(38)} p50 ${ms(percentile(samples, 50)).padStart(10)}  p99 ${ms(percentile(samples, 99)).padStart(10)}  ratio p50 ${(percentile(samples, 50) / percentile(bare, 50)).toFixed(2)}×  p99 ${(percentile(samples, 99) / percentile(bare, 99)).toFixed(2)}×`;
  return [
    `Event append (${rounds} rounds, interleaved)`,
    row('bare PutItem', bare),
    row('append 1 event (conditional PutItem)', single),
    row('append 2 events (TransactWriteItems)', double),
  ];
}
