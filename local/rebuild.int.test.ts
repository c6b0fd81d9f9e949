import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo } from '../functions/platform/aws.ts';
import { EventStore } from '../functions/platform/event-store.ts';
import { projection } from '../functions/platform/projection.ts';
import { physicalName, readModelsTable } from '../functions/platform/tables.ts';
import { rebuildProjection, UnknownProjectionError } from './rebuild.ts';
import { uniqueSuffix } from './test-support.ts';

const readModels = physicalName(readModelsTable);

describe('rebuildProjection', () => {
  it('deletes the read model and replays its streams from the event store, in version order', async () => {
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

    const outcome = await rebuildProjection(name, { projections: [rolesProjection] });
    expect(outcome).toEqual({ deletedItems: 2, streams: 2, events: 4 });

    const { Items = [] } = await dynamo().send(
      new QueryCommand({ TableName: readModels, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true }),
    );
    expect(Items.map((item) => ({ sk: item.sk, Roles: item.Roles, Changes: item.Changes, lastVersion: item.lastVersion }))).toEqual([
      { sk: 'a', Roles: ['car_list', 'case'], Changes: 2, lastVersion: 2 },
      { sk: 'b', Roles: ['car_list', 'case'], Changes: 2, lastVersion: 2 },
    ]);
    expect((await dynamo().send(new GetCommand({ TableName: readModels, Key: { pk, sk: 'orphan' } }))).Item).toBeUndefined();
  });

  it('names the known projections when asked for an unknown one', async () => {
    const error = await rebuildProjection('no-such-projection').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownProjectionError);
    expect((error as UnknownProjectionError).known).toContain('user-directory');
  });
});
