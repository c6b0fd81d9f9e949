import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { shuffled, streamBatchOf } from '../../tests/support/stream-records.ts';
import type { StoredEvent } from '../../events/envelope.ts';
import { projectionNamed } from '../projections.ts';
import { projector } from '../projector.ts';
import { dynamo } from './aws.ts';
import { EventStore } from './event-store.ts';
import { projection, ProjectionRunner, type Projection } from './projection.ts';
import { physicalName, readModelsTable } from './tables.ts';

// The dealer directory through the composition root: the platform knows no context.
const dealerDirectory = projectionNamed('dealer-directory')!;

const store = new EventStore();

const batchOf = streamBatchOf;

/** The dealer-directory rows of one test's dealers, without platform bookkeeping that differs between runs. */
async function rowsOf(pks: string[]): Promise<unknown[]> {
  const rows = [];
  for (const pk of pks) {
    const { Items = [] } = await dynamo().send(
      new QueryCommand({ TableName: physicalName(readModelsTable), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }),
    );
    rows.push(...Items);
  }
  return rows;
}

/** Three dealers, each with a history of several events; returns every stored event in append order. */
async function dealerHistories(prefix: string): Promise<{ events: StoredEvent[]; pks: string[] }> {
  const events: StoredEvent[] = [];
  const pks: string[] = [];
  for (const n of [1, 2, 3]) {
    const dealerId = `${prefix}-${n}`;
    const context = { dealerId, userId: 'system', correlationId: 'c', causationId: 'c' };
    const streamId = `dealer#${dealerId}`;
    events.push(
      ...(await store.append(
        streamId,
        0,
        [
          {
            type: 'DealerCreated',
            data: {
              DealerId: dealerId,
              ConglomerateId: prefix,
              Name: `Forhandler ${n}`,
              Street: 'Vestergade 1',
              ZipCode: '8000',
              City: 'Aarhus C',
              Phone: '86000000',
              Email: 'salg@example.dk',
              SubscriptionPackageName: 'start',
              SelectedRoles: ['car_list'],
            },
          },
        ],
        context,
      )),
      ...(await store.append(streamId, 1, [{ type: 'DealerRolesChanged', data: { SelectedRoles: ['car_list', 'case'] } }], context)),
      ...(await store.append(
        streamId,
        2,
        [{ type: 'DealerSubscriptionPackageChanged', data: { SubscriptionPackageName: 'pro', SelectedRoles: ['case', 'finance'] } }],
        context,
      )),
      ...(await store.append(streamId, 3, [{ type: 'DealerRolesChanged', data: { SelectedRoles: [`only_${n}`] } }], context)),
    );
    pks.push(`dealer-directory#${dealerId}`);
  }
  return { events, pks };
}

describe('projection runner', () => {
  it('ends in the same read model when fed the same batch twice and out of order as when fed once in order', async () => {
    const inOrder = await dealerHistories(`ordered-${randomUUID()}`);
    await projector(new ProjectionRunner([dealerDirectory]))(batchOf(inOrder.events));
    const expected = await rowsOf(inOrder.pks);
    expect(expected).toHaveLength(3);
    expect(expected[0]).toMatchObject({ SubscriptionPackageName: 'pro', SelectedRoles: ["only_1"], lastVersion: 4 });

    const messy = await dealerHistories(`messy-${randomUUID()}`);
    const handle = projector(new ProjectionRunner([dealerDirectory]));
    const first = await handle(batchOf(shuffled(messy.events, 7)));
    const second = await handle(batchOf(shuffled(messy.events, 11)));
    expect(first.batchItemFailures).toEqual([]);
    expect(second.batchItemFailures).toEqual([]);

    const normalise = (rows: unknown[], prefix: string) => JSON.parse(JSON.stringify(rows).replaceAll(prefix, 'X'));
    expect(normalise(await rowsOf(messy.pks), messy.pks[0]!.split('#')[1]!.slice(0, -2))).toEqual(
      normalise(expected, inOrder.pks[0]!.split('#')[1]!.slice(0, -2)),
    );
  });

  it('ends in the in-order rows when the same events are delivered whole and in parts at once, the rows written in groups racing each other', async () => {
    const inOrder = await dealerHistories(`ordered-${randomUUID()}`);
    await projector(new ProjectionRunner([dealerDirectory]))(batchOf(inOrder.events));
    const expected = await rowsOf(inOrder.pks);

    const racing = await dealerHistories(`racing-${randomUUID()}`);
    // The whole history races parts of it: a row that lost its guard is read again, so an older part never wins.
    const parts = [racing.events, racing.events.filter((e) => e.version <= 2), racing.events.filter((e) => e.version <= 1), racing.events];
    const responses = await Promise.all(
      parts.map((part, index) => projector(new ProjectionRunner([dealerDirectory], store, undefined, undefined, { writeGroup: 3 }))(batchOf(shuffled(part, 3 + index)))),
    );
    expect(responses.map((response) => response.batchItemFailures)).toEqual([[], [], [], []]);
    const normalise = (rows: unknown[], prefix: string) => JSON.parse(JSON.stringify(rows).replaceAll(prefix, 'X'));
    expect(normalise(await rowsOf(racing.pks), racing.pks[0]!.split('#')[1]!.slice(0, -2))).toEqual(
      normalise(expected, inOrder.pks[0]!.split('#')[1]!.slice(0, -2)),
    );
  });

  it('reports only the poison record as failed and applies the rest of the batch', async () => {
    const { events, pks } = await dealerHistories(`poison-${randomUUID()}`);
    const poisonId = events.find((e) => e.streamId.endsWith('-2') && e.version === 1)!;
    const fragile: Projection = projection({
      ...dealerDirectory,
      evolve(row, event) {
        if (event.meta.eventId === poisonId.meta.eventId) throw new Error('poison');
        return dealerDirectory.evolve(row as never, event);
      },
    });
    const batch = batchOf(events);
    const response = await projector(new ProjectionRunner([fragile]))(batch);
    // Dealer 2's stream cannot move past its poison event; dealers 1 and 3 are fully applied.
    const failed = new Set(response.batchItemFailures.map((f) => f.itemIdentifier));
    const failedEvents = events.filter((_, i) => failed.has(batch.Records[i]!.dynamodb!.SequenceNumber!));
    expect(failedEvents.every((e) => e.streamId.endsWith('-2'))).toBe(true);
    expect(failedEvents.length).toBeGreaterThan(0);
    const rows = await rowsOf(pks);
    expect(rows.map((r) => (r as { DealerId: string }).DealerId.slice(-2))).toEqual(['-1', '-3']);
    expect(rows.every((r) => (r as { lastVersion: number }).lastVersion === 4)).toBe(true);
  });
});
