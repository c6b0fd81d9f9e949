import { randomInt, randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../../events/envelope.ts';
import { streamBatchOf } from '../../../tests/support/stream-records.ts';
import { dynamo } from '../../platform/aws.ts';
import { EventStore } from '../../platform/event-store.ts';
import { ProjectionRunner, type Projection } from '../../platform/projection.ts';
import { physicalName, readModelsTable } from '../../platform/tables.ts';
import { projector } from '../../projector.ts';
import { CaseListCache } from '../case-list-cache.ts';
import { USER_DIRECTORY } from '../../account/projections/user-directory.ts';
import { carRowKey } from '../../cars/projections/own-car-list.ts';
import { CUSTOMER_LIST, customerIndexKey, customerRowKey } from '../../customers/projections/customer-list.ts';
import { caseDetails } from './case-details.ts';
import { caseList, type CaseListRow } from './case-list.ts';

const store = new EventStore();
const readModels = physicalName(readModelsTable);
const caseProjections = [caseList, caseDetails] as unknown as Projection[];

const newCaseId = (): string => String(randomInt(100_000_000, 999_999_999));
const contextOf = (dealerId: string) => ({ dealerId, userId: '5', correlationId: randomUUID(), causationId: 'test' });

/** A case's history through the event store, as the API appends it: returns the stored events. */
async function caseHistory(dealerId: string, caseId: string, customerId = '7'): Promise<StoredEvent[]> {
  const streamId = `case#${caseId}`;
  const context = contextOf(dealerId);
  const events: StoredEvent[] = [];
  const append = async (batch: { type: string; data: unknown }[]) => events.push(...(await store.append(streamId, events.length, batch, context)));
  await append([
    { type: 'CaseOpened', data: { CaseId: caseId, DealerId: dealerId, CopiedFromCaseId: null, Case: { CustomerId: customerId, CaseManagerId: '5', SalesItem: { Id: '300', Title: 'Škoda Octavia' } } } },
  ]);
  await append([{ type: 'CaseSaved', data: { Changes: { SalesItem: { Id: '300', Title: 'Škoda Octavia Combi', RegistrationNumber: 'AB12345' } } } }]);
  await append([
    { type: 'CaseDocumentPrinted', data: { Document: 'Contract' } },
    { type: 'CaseStatusChanged', data: { Status: 1, PreviousStatus: 0 } },
    { type: 'CasePrinted', data: { CaseId: caseId, DealerId: dealerId, CarId: '300', DocumentType: 'Contract' } },
  ]);
  await append([
    { type: 'CaseDocumentSigned', data: { Document: 'Contract' } },
    { type: 'CaseStatusChanged', data: { Status: 2, PreviousStatus: 1 } },
    { type: 'ContractSigned', data: { CaseId: caseId, DealerId: dealerId, CarId: '300' } },
  ]);
  return events;
}

const rowsOf = async (pk: string): Promise<Record<string, unknown>[]> => {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({ TableName: readModels, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true }),
  );
  return Items;
};

const shuffled = <T>(items: T[], seed: number): T[] => {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
};

/** Rows without the time they were written (the change feed's order), which differs between deliveries by design. */
const withoutWriteTimes = (rows: Record<string, unknown>[]) => rows.map(({ ProjectedAt: _projectedAt, gsi1sk: _gsi1sk, ...row }) => row);

describe('the case projections', () => {
  it('end where one in-order delivery ends when fed the same events twice and out of order', async () => {
    const dealerId = `int-${randomUUID()}`;
    const events = [...(await caseHistory(dealerId, newCaseId())), ...(await caseHistory(dealerId, newCaseId()))];
    const partitions = ['case-list', 'case-details'].map((name) => `${name}#${dealerId}`);
    const snapshot = async () => Promise.all(partitions.map(async (pk) => withoutWriteTimes(await rowsOf(pk))));

    expect((await projector(new ProjectionRunner(caseProjections))(streamBatchOf(events))).batchItemFailures).toEqual([]);
    const expected = await snapshot();
    expect(expected.map((rows) => rows.length)).toEqual([2, 2]);
    expect(expected[0]![0]).toMatchObject({ Status: 2, lastVersion: 8, Printed: ['Contract'], CarDescription: 'Škoda Octavia Combi' });

    for (const pk of partitions) {
      for (const row of await rowsOf(pk)) await dynamo().send(new DeleteCommand({ TableName: readModels, Key: { pk, sk: row.sk } }));
    }
    const handle = projector(new ProjectionRunner(caseProjections));
    expect((await handle(streamBatchOf(shuffled(events, 3)))).batchItemFailures).toEqual([]);
    expect((await handle(streamBatchOf(shuffled(events, 17)))).batchItemFailures).toEqual([]);
    expect(await snapshot()).toEqual(expected);
  });

  it("looks up the customer's name, the car's make and the case manager's name in their read models, within the dealer", async () => {
    const dealerId = `int-${randomUUID()}`;
    const put = (key: { pk: string; sk: string }, item: Record<string, unknown>) =>
      dynamo().send(new PutCommand({ TableName: readModels, Item: { ...key, lastVersion: 1, dealerId, ...item } }));
    await put(customerRowKey(dealerId, '7'), { Id: '7', Name: 'Åse Ørsted' });
    await put(carRowKey(dealerId, '300'), { Id: '300', Make: 'Škoda', Model: 'Octavia' });
    await put({ pk: `${USER_DIRECTORY}#${dealerId}`, sk: '5' }, { UserId: '5', Name: 'Mads Sørensen' });
    await put(customerRowKey(dealerId, '8'), { deleted: true });
    // The same customer id in another dealer is never found.
    await put(customerRowKey(`${dealerId}-other`, '9'), { Id: '9', Name: 'Fremmed Kunde' });

    const [opened] = await caseHistory(dealerId, newCaseId());
    const lookup = await caseList.lookup(undefined, opened!);
    expect(lookup).toEqual({
      CustomerId: '7',
      CarId: '300',
      SwapCarId: null,
      CaseManagerId: '5',
      CustomerName: 'Åse Ørsted',
      Make: 'Škoda',
      SwapCarDescription: null,
      CaseManagerName: 'Mads Sørensen',
    });
    const row = caseList.evolve(undefined, opened!, lookup);
    expect(row).toMatchObject({ CustomerName: 'Åse Ørsted', Make: 'Škoda', CaseManagerName: 'Mads Sørensen' });
    // With every name known, later events read nothing; a new customer is looked up again.
    const [, saved] = await caseHistory(dealerId, newCaseId());
    expect(await caseList.lookup(row ?? undefined, { ...saved!, streamId: opened!.streamId })).toBeUndefined();
    const otherCustomer = { ...saved!, streamId: opened!.streamId, data: { Changes: { CustomerId: '8' } } };
    expect(await caseList.lookup(row ?? undefined, otherCustomer)).toMatchObject({ CustomerId: '8', CustomerName: null });

    for (const customerId of ['8', '9']) {
      const [other] = await caseHistory(dealerId, newCaseId(), customerId);
      expect((await caseList.lookup(undefined, other!))?.CustomerName).toBeNull();
    }
  });

  it('finds a customer of another department of the same conglomerate by id alone, and never one of another conglomerate', async () => {
    const conglomerateId = `c-${randomUUID()}`;
    const [aarhus, aalborg, stranger] = [`int-${randomUUID()}`, `int-${randomUUID()}`, `int-${randomUUID()}`];
    for (const [dealerId, conglomerate] of [[aarhus, conglomerateId], [aalborg, conglomerateId], [stranger, `c-${randomUUID()}`]] as const) {
      await dynamo().send(
        new PutCommand({
          TableName: readModels,
          Item: { pk: `dealer-directory#${dealerId}`, sk: dealerId, DealerId: dealerId, ConglomerateId: conglomerate, Name: dealerId, gsi1pk: `conglomerate#${conglomerate}`, gsi1sk: dealerId },
        }),
      );
    }
    const inAalborg = String(randomInt(100_000_000, 999_999_999));
    const withStranger = String(randomInt(100_000_000, 999_999_999));
    const customerRow = (dealerId: string, id: string, name: string) =>
      dynamo().send(
        new PutCommand({
          TableName: readModels,
          Item: { ...customerRowKey(dealerId, id), Id: id, DealerId: dealerId, Name: name, gsi1pk: customerIndexKey(id), gsi1sk: CUSTOMER_LIST },
        }),
      );
    await customerRow(aalborg, inAalborg, 'Kunde i Aalborg');
    await customerRow(stranger, withStranger, 'Kunde i en anden koncern');

    const [fromAalborg] = await caseHistory(aarhus, newCaseId(), inAalborg);
    expect((await caseList.lookup(undefined, fromAalborg!))?.CustomerName).toBe('Kunde i Aalborg');
    const [fromStranger] = await caseHistory(aarhus, newCaseId(), withStranger);
    expect((await caseList.lookup(undefined, fromStranger!))?.CustomerName).toBeNull();
  });
});

describe('the case list cache', () => {
  it('reads a department once, then only what changed: new, changed and deleted cases', async () => {
    const dealerId = `int-${randomUUID()}`;
    const runner = new ProjectionRunner(caseProjections);
    const apply = async (events: StoredEvent[]) => {
      for (const event of events) await runner.apply(event);
    };
    const first = newCaseId();
    await apply(await caseHistory(dealerId, first));

    const queries: string[] = [];
    const client = dynamo();
    const counting = {
      send: ((command: { input: { IndexName?: string } }) => {
        queries.push(command.input.IndexName ?? 'table');
        return client.send(command as never);
      }) as typeof client.send,
    } as typeof client;
    const cache = new CaseListCache({ client: counting, lookbackMs: 1_000 });

    expect((await cache.casesOf([dealerId])).map((row) => [row.Id, row.Status])).toEqual([[first, 2]]);
    expect(queries).toEqual(['table']);

    const second = newCaseId();
    await apply(await caseHistory(dealerId, second));
    const context = contextOf(dealerId);
    await apply(await store.append(`case#${first}`, 8, [{ type: 'CaseClosed', data: {} }, { type: 'CaseStatusChanged', data: { Status: 3, PreviousStatus: 2 } }], context));
    const rows = await cache.casesOf([dealerId]);
    expect(new Map(rows.map((row) => [row.Id, row.Status]))).toEqual(new Map([[first, 3], [second, 2]]));
    expect(queries).toEqual(['table', 'gsi1']);

    await apply(await store.append(`case#${second}`, 8, [{ type: 'CaseDeleted', data: {} }, { type: 'LeadLost', data: { CaseId: second, DealerId: dealerId, CarId: '300', Reason: 'Deleted' } }], context));
    expect((await cache.casesOf([dealerId])).map((row) => row.Id)).toEqual([first]);
    const tombstone = (await rowsOf(`case-list#${dealerId}`)).find((row) => row.sk === second) as CaseListRow | undefined;
    expect(tombstone).toMatchObject({ Deleted: true, CustomerId: null, CustomerName: null });

    // Concurrent searches share the refreshes: each waits for one that started after it arrived, no more.
    queries.length = 0;
    await Promise.all(Array.from({ length: 5 }, () => cache.casesOf([dealerId])));
    expect(queries.length).toBeLessThanOrEqual(2);
  });

  it('reads a department whole again after the reload interval', async () => {
    const dealerId = `int-${randomUUID()}`;
    let now = Date.now();
    const cache = new CaseListCache({ now: () => now, fullReloadMs: 60_000 });
    expect(await cache.casesOf([dealerId])).toEqual([]);
    // A row written with a change-feed time far in the past, as if its projection had been late: the incremental
    // read cannot see it, the full reload does.
    const caseId = newCaseId();
    const row: Partial<CaseListRow> & Record<string, unknown> = {
      pk: `case-list#${dealerId}`,
      sk: caseId,
      Id: caseId,
      DealerId: dealerId,
      Status: 0,
      ModifiedDate: '2026-01-01T00:00:00.000Z',
      lastVersion: 1,
      gsi1pk: `case-list#${dealerId}`,
      gsi1sk: `2000-01-01T00:00:00.000Z#${caseId}`,
    };
    await dynamo().send(new PutCommand({ TableName: readModels, Item: row }));
    expect(await cache.casesOf([dealerId])).toEqual([]);
    now += 61_000;
    expect((await cache.casesOf([dealerId])).map((cached) => cached.Id)).toEqual([caseId]);
  });
});
