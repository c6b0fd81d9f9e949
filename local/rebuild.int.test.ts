import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo } from '../functions/platform/aws.ts';
import { EventStore } from '../functions/platform/event-store.ts';
import { snapshotPartition } from '../functions/platform/list-engine.ts';
import { projection, ProjectionRunner } from '../functions/platform/projection.ts';
import { physicalName, readModelsTable } from '../functions/platform/tables.ts';
import { rebuildAll, rebuildProjection, UnknownProjectionError } from './rebuild.ts';
import { uniqueSuffix } from './test-support.ts';
import { sampleCustomerCar } from '../domain/customers/test-fixtures.ts';

const readModels = physicalName(readModelsTable);

describe('rebuildProjection', () => {
  it('replaces every row of the read model from its streams in the event store, in version order, and deletes the rows no stream explains', async () => {
    // A stream type of its own, so the replay reads only this test's streams from the shared Events table.
    const streamType = `rebuild${uniqueSuffix().replace(/-/g, '')}`;
    const dealerId = `d-${uniqueSuffix()}`;
    const name = `roles-${uniqueSuffix()}`;
    const rolesProjection = projection({
      name,
      events: ['DealerRolesChanged'],
      streamTypes: [streamType],
      evolve: (row: { Roles: string[]; Changes: number } | undefined, { data }) => ({ Roles: data.SelectedRoles, Changes: (row?.Changes ?? 0) + 1 }),
    });
    const store = new EventStore();
    const context = { dealerId, userId: 'system', correlationId: randomUUID(), causationId: 'test' };
    for (const id of ['a', 'b']) {
      await store.append(`${streamType}#${id}`, 0, [{ type: 'DealerRolesChanged', data: { SelectedRoles: ['car_list'] } }], context);
      await store.append(`${streamType}#${id}`, 1, [{ type: 'DealerRolesChanged', data: { SelectedRoles: ['car_list', 'case'] } }], context);
    }
    // A stale row the replay must replace, and an orphan row no stream explains any longer.
    const pk = `${name}#${dealerId}`;
    await dynamo().send(new PutCommand({ TableName: readModels, Item: { pk, sk: 'a', projection: name, lastVersion: 99, Roles: ['stale'], Changes: 7 } }));
    await dynamo().send(new PutCommand({ TableName: readModels, Item: { pk, sk: 'orphan', projection: name, lastVersion: 1, Roles: [], Changes: 1 } }));
    // A compact copy of the partition, which still holds the orphan.
    await dynamo().send(new PutCommand({ TableName: readModels, Item: { pk: snapshotPartition(pk), sk: 'head', generation: '1', chunks: 1, since: '', rows: 2 } }));

    const outcome = await rebuildProjection(name, { projections: [rolesProjection] });
    expect(outcome).toEqual({ deletedItems: 1, streams: 2, events: 4 });

    const { Items = [] } = await dynamo().send(
      new QueryCommand({ TableName: readModels, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true }),
    );
    expect(Items.map((item) => ({ sk: item.sk, Roles: item.Roles, Changes: item.Changes, lastVersion: item.lastVersion }))).toEqual([
      { sk: 'a', Roles: ['car_list', 'case'], Changes: 2, lastVersion: 2 },
      { sk: 'b', Roles: ['car_list', 'case'], Changes: 2, lastVersion: 2 },
    ]);
    expect((await dynamo().send(new GetCommand({ TableName: readModels, Key: { pk, sk: 'orphan' } }))).Item).toBeUndefined();
    // The copy went with it: the projector writes a new one from the partition.
    expect((await dynamo().send(new GetCommand({ TableName: readModels, Key: { pk: snapshotPartition(pk), sk: 'head' } }))).Item).toBeUndefined();
  });

  it('loses nothing appended and projected while it runs, and never takes a row back to an older version', async () => {
    const streamType = `rebuildlive${uniqueSuffix().replace(/-/g, '')}`;
    const dealerId = `d-${uniqueSuffix()}`;
    const name = `roles-${uniqueSuffix()}`;
    const store = new EventStore();
    const context = { dealerId, userId: 'system', correlationId: randomUUID(), causationId: 'test' };
    let rebuilding = false;
    const appendedWhileFolded = new Set<string>();
    const rolesProjection = projection({
      name,
      events: ['DealerRolesChanged'],
      streamTypes: [streamType],
      // While the rebuild folds a stream it has read, an event is appended to it and projected live: the rebuild's
      // row is then older than the live one, and is written after it.
      lookup: async (_row, event) => {
        if (!rebuilding || event.version !== 1 || appendedWhileFolded.has(event.streamId)) return;
        appendedWhileFolded.add(event.streamId);
        await appendAndProject(event.streamId.slice(event.streamId.indexOf('#') + 1));
      },
      evolve: (row: { Roles: string[]; Changes: number } | undefined, { data }) => ({ Roles: data.SelectedRoles, Changes: (row?.Changes ?? 0) + 1 }),
    });
    const versions = new Map<string, number>();
    const live = new ProjectionRunner([rolesProjection], store);
    // Appends one event to a stream and projects it at once, as the live projector would.
    const appendAndProject = async (id: string): Promise<void> => {
      const streamId = `${streamType}#${id}`;
      const version = versions.get(streamId) ?? 0;
      versions.set(streamId, version + 1);
      const [event] = await store.append(streamId, version, [{ type: 'DealerRolesChanged', data: { SelectedRoles: [`role_${version + 1}`] } }], context);
      await live.apply(event!);
    };
    const ids = Array.from({ length: 40 }, (_, index) => `s${index}`);
    for (const id of ids) for (let round = 0; round < 3; round += 1) await appendAndProject(id);

    rebuilding = true;
    const rebuilt = rebuildAll({ projections: [rolesProjection] }).finally(() => {
      rebuilding = false;
    });
    let appendedMeanwhile = 0;
    for (let round = 0; rebuilding || round < 20; round += 1) {
      await appendAndProject(ids[round % ids.length]!);
      appendedMeanwhile += 1;
    }
    await rebuilt;
    expect(appendedMeanwhile).toBeGreaterThan(0);
    expect(appendedWhileFolded.size).toBe(ids.length);

    const { Items = [] } = await dynamo().send(
      new QueryCommand({
        TableName: readModels,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `${name}#${dealerId}` },
        ConsistentRead: true,
      }),
    );
    // Every row reflects every event of its stream, the ones appended during the rebuild included.
    expect(Items.map((item) => ({ sk: item.sk, Roles: item.Roles, Changes: item.Changes, lastVersion: item.lastVersion })).sort((a, b) => String(a.sk).localeCompare(String(b.sk)))).toEqual(
      ids
        .map((id) => {
          const version = versions.get(`${streamType}#${id}`)!;
          return { sk: id, Roles: [`role_${version}`], Changes: version, lastVersion: version };
        })
        .sort((a, b) => a.sk.localeCompare(b.sk)),
    );
  });

  it('replays personal fields revealed, as the live projector sees them, not sealed', async () => {
    const streamType = `rebuildsealed${uniqueSuffix().replace(/-/g, '')}`;
    const dealerId = `d-${uniqueSuffix()}`;
    const name = `plates-${uniqueSuffix()}`;
    const platesProjection = projection({
      name,
      events: ['CustomerCarCreated'],
      streamTypes: [streamType],
      evolve: (_row: { Plate: string } | undefined, { data }) => ({ Plate: data.Car.RegistrationNumber.replace(/\s+/g, '') }),
    });
    const store = new EventStore();
    const context = { dealerId, userId: 'system', correlationId: randomUUID(), causationId: 'test' };
    const customerId = String(Date.now());
    await store.append(`${streamType}#1`, 0, [{ type: 'CustomerCarCreated', data: { CarId: '1', DealerId: dealerId, Car: sampleCustomerCar(customerId, 'AB 12 345', 'VW', 'Golf') } }], context);

    await rebuildProjection(name, { projections: [platesProjection] });

    const { Item } = await dynamo().send(new GetCommand({ TableName: readModels, Key: { pk: `${name}#${dealerId}`, sk: '1' }, ConsistentRead: true }));
    expect(Item?.Plate).toBe('AB12345');
  });

  it('names the known projections when asked for an unknown one', async () => {
    const error = await rebuildProjection('no-such-projection').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownProjectionError);
    expect((error as UnknownProjectionError).known).toContain('user-directory');
  });
});
