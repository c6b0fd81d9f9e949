import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { setTimeout as sleep } from 'node:timers/promises';
import { dealerRowKey } from '../functions/platform/auth/dealer-directory.ts';
import { dynamo } from '../functions/platform/aws.ts';
import { EventStore } from '../functions/platform/event-store.ts';
import { physicalName, readModelsTable } from '../functions/platform/tables.ts';
import { ms, percentile } from './stats.ts';

/**
 * Stream-to-read-model lag: from the moment an append returns to the moment its version is visible in the read
 * model, through the local stream poller and the real projector. Rows are read every 2 ms.
 */
export async function projectionLag(samples: number): Promise<string[]> {
  const store = new EventStore();
  const dealerId = `bench-${Date.now()}`;
  const streamId = `dealer#${dealerId}`;
  const context = { dealerId, userId: 'bench', correlationId: 'bench', causationId: 'bench' };
  await store.append(
    streamId,
    0,
    [
      {
        type: 'DealerCreated',
        data: { DealerId: dealerId, ConglomerateId: 'bench', Name: 'Bench', Street: '', ZipCode: '', City: '', Phone: '', Email: '', SubscriptionPackageName: 'pro', SelectedRoles: [] },
      },
    ],
    context,
  );
  const lags: number[] = [];
  for (let version = 2; version < samples + 2; version += 1) {
    await store.append(streamId, version - 1, [{ type: 'DealerRolesChanged', data: { SelectedRoles: [`flag_${version}`] } }], context);
    const appended = performance.now();
    for (;;) {
      const { Item } = await dynamo().send(new GetCommand({ TableName: physicalName(readModelsTable), Key: dealerRowKey(dealerId) }));
      if (Number(Item?.lastVersion ?? 0) >= version) break;
      if (performance.now() - appended > 30_000) throw new Error(`Version ${version} never reached the read model`);
      await sleep(2);
    }
    lags.push(performance.now() - appended);
  }
  return [`Stream → read model lag (${samples} events)`, `${'projector via stream poller'.padEnd(38)} p50 ${ms(percentile(lags, 50)).padStart(10)}  p99 ${ms(percentile(lags, 99)).padStart(10)}`];
}
