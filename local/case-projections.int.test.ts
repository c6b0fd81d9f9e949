import { randomInt, randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../events/envelope.ts';
import { shuffled, streamBatchOf } from '../tests/support/stream-records.ts';
import { dynamo } from '../functions/platform/aws.ts';
import { EventStore } from '../functions/platform/event-store.ts';
import { ProjectionRunner } from '../functions/platform/projection.ts';
import { physicalName, readModelsTable } from '../functions/platform/tables.ts';
import { projector } from '../functions/projector.ts';
import { CaseListCache } from '../functions/cases/case-list-cache.ts';
import { caseDetails } from '../functions/cases/projections/case-details.ts';
import { caseList, type CaseListRow } from '../functions/cases/projections/case-list.ts';
import { carSchema } from '../domain/cars/car.ts';
import { customerSchema } from '../domain/customers/customer.ts';
import { newCustomerEvents } from '../functions/customers/create-customer.ts';
import { personalData } from '../functions/platform/personal-data.ts';
import { PartitionReader, snapshotPartition } from '../functions/platform/list-engine.ts';
import { projections } from '../functions/projections.ts';
import { caseListShape } from '../functions/cases/case-list-cache.ts';
import { readCaseIn } from '../functions/cases/case-views.ts';
import { LATEST_CASES, openCaseOf, searchCases } from '../functions/cases/case-search.ts';
import { caseDetailsPaneOf } from '../functions/cases/get-case-details.ts';

const demoCar = { Make: 'Škoda', Model: 'Octavia', Variant: 'Combi 1,5 TSI', Motor: '1,5', ModelYear: 2019, RegistrationDate: '2019-05-01', Mileage: 80_000, CashPrice: 150_000, RetailPrice: null, PriceWithNoTax: null, WholesalePrice: null, LeasePayment: null, Color: 'Grå', FuelType: 'Petrol', GearType: 'AutoShift', CarType: 1, Status: 0, RegistrationNumber: 'XY98765', ChassisNumber: 'TMB123', VehicleNumber: '4711', ResponsibleUserId: null, NumberOfDoors: 5, Effect: 150, KmPerLiter: 18.5, ExtraEquipmentText: '' } as const;

const store = new EventStore();
const readModels = physicalName(readModelsTable);
const caseProjections = [caseList, caseDetails];

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
    { type: 'PurchaseDocumentPrinted', data: { CaseId: caseId, DealerId: dealerId, CarId: '300', Document: 'Contract' } },
  ]);
  await append([
    { type: 'CaseDocumentSigned', data: { Document: 'Contract' } },
    { type: 'CaseStatusChanged', data: { Status: 2, PreviousStatus: 1 } },
    { type: 'ContractSigned', data: { CaseId: caseId, DealerId: dealerId, CarId: '300', Document: 'Contract' } },
  ]);
  return events;
}

const rowsOf = async (pk: string): Promise<Record<string, unknown>[]> => {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({ TableName: readModels, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true }),
  );
  return Items;
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

  it('show renamed customers, stock cars and users at once: the list, its search, the widget rows and the detail pane', async () => {
    const dealerId = `int-${randomUUID()}`;
    const context = contextOf(dealerId);
    const [customerId, carId, userId, caseId] = [newCaseId(), newCaseId(), newCaseId(), newCaseId()];
    const handle = projector(new ProjectionRunner(projections));
    const project = async (events: StoredEvent[]) => expect((await handle(streamBatchOf(events))).batchItemFailures).toEqual([]);
    const customer = (firstName: string) => customerSchema.parse({ IsBusiness: false, FirstName: firstName, LastName: 'Østergård', ZipCode: '8230', City: 'Åbyhøj', CellPhone: '29 81 63 45', Category: 1, AccountManagerId: null });
    const car = (model: string) => carSchema.parse({ ...demoCar, Model: model, InStockSince: '2026-01-05' });
    await project([
      ...(await store.append(`customer#${customerId}`, 0, await newCustomerEvents(personalData(), customerId, dealerId, customer('Søren')), context)),
      ...(await store.append(`car#${carId}`, 0, [{ type: 'CarCreated', data: { CarId: carId, DealerId: dealerId, Car: car('Octavia') } }], context)),
      ...(await store.append(`user#${userId}`, 0, [{ type: 'UserCreated', data: { UserId: userId, DealerId: dealerId, Name: 'Mads Sørensen', Username: `u${userId}@demo.dk`, Initials: 'MS', SimpleRole: 'Salesman', IsAdmin: false, IsConsultant: false, PasswordHash: 'scrypt$1$1$1$c2FsdA$aGFzaA' } }], context)),
      ...(await store.append(`case#${caseId}`, 0, [{ type: 'CaseOpened', data: { CaseId: caseId, DealerId: dealerId, CopiedFromCaseId: null, Case: { CustomerId: customerId, CaseManagerId: userId, SalesItem: { Id: carId, Title: 'Škoda Octavia' } } } }], context)),
    ]);
    const cache = new CaseListCache();
    const listed = async (list: CaseListCache) => (await list.casesOf([dealerId])).find((row) => row.Id === caseId);
    expect(await listed(cache)).toMatchObject({ CustomerName: 'Søren Østergård', CarDescription: `${demoCar.Make} Octavia ${demoCar.Variant}`, CaseManagerName: 'Mads Sørensen' });

    const renamed = customer('Søs');
    const [updated] = (await newCustomerEvents(personalData(), customerId, dealerId, renamed)).filter((event) => event.type === 'CustomerCreated');
    const { Customer, Personal } = updated!.data as { Customer: unknown; Personal: unknown };
    await project([
      ...(await store.append(`customer#${customerId}`, 1, [{ type: 'CustomerUpdated', data: { Customer, Personal } }], context)),
      ...(await store.append(`car#${carId}`, 1, [{ type: 'CarUpdated', data: { Car: car('Superb') } }], context)),
      ...(await store.append(`user#${userId}`, 1, [{ type: 'UserRenamed', data: { Name: 'Mads Holm' } }], context)),
    ]);
    const expected = { CustomerName: 'Søs Østergård', CarDescription: `${demoCar.Make} Superb ${demoCar.Variant}`, CaseManagerName: 'Mads Holm' };
    expect(await listed(cache)).toMatchObject(expected); // a warm container
    expect(await listed(new CaseListCache())).toMatchObject(expected); // a cold one
    const rows = await cache.casesOf([dealerId]);
    expect(searchCases(rows, { FreeTextQuery: 'søren', sort: 'CustomerName', sortdir: 'asc', offset: 0, count: 50 }).Total).toBe(0);
    expect(searchCases(rows, { FreeTextQuery: 'søs østergård', sort: 'CustomerName', sortdir: 'asc', offset: 0, count: 50 }).Page.map((row) => row.Id)).toEqual([caseId]);
    // The latest cases are found by their own fields, then only they are joined with their names: warm and cold alike.
    for (const list of [cache, new CaseListCache()]) {
      const latest = await list.latestOf([dealerId], openCaseOf(userId), LATEST_CASES);
      expect(latest.total).toBe(1);
      expect(latest.rows.map((row) => [row.Id, row.CustomerName, row.CaseManagerName])).toEqual([[caseId, 'Søs Østergård', 'Mads Holm']]);
    }

    const details = await readCaseIn([dealerId], caseId);
    expect(caseDetailsPaneOf(details, await cache.referencesOf(dealerId))).toMatchObject({
      CaseManager: 'Mads Holm',
      DetailsTitle: `Sag ${caseId} - Søs Østergård - ${demoCar.Make} Superb ${demoCar.Variant}`,
      Car: { MakeModel: `${demoCar.Make} Superb` },
    });
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
    // Cold: each list's compact copy (none yet), then its partition.
    expect(queries).toEqual(['table', 'table', 'table', 'table']);
    queries.length = 0;

    const second = newCaseId();
    await apply(await caseHistory(dealerId, second));
    const context = contextOf(dealerId);
    await apply(await store.append(`case#${first}`, 8, [{ type: 'CaseClosed', data: {} }, { type: 'CaseStatusChanged', data: { Status: 3, PreviousStatus: 2 } }], context));
    const rows = await cache.casesOf([dealerId]);
    expect(new Map(rows.map((row) => [row.Id, row.Status]))).toEqual(new Map([[first, 3], [second, 2]]));
    expect(queries).toEqual(['gsi1', 'gsi1']);

    await apply(await store.append(`case#${second}`, 8, [{ type: 'CaseDeleted', data: {} }, { type: 'LeadLost', data: { CaseId: second, DealerId: dealerId, CarId: '300', Reason: 'Deleted' } }], context));
    expect((await cache.casesOf([dealerId])).map((row) => row.Id)).toEqual([first]);
    const tombstone = (await rowsOf(`case-list#${dealerId}`)).find((row) => row.sk === second) as CaseListRow | undefined;
    expect(tombstone).toMatchObject({ Deleted: true, CustomerId: null, CarDescription: null });

    // Concurrent searches share the refreshes: each waits for one that started after it arrived, no more.
    queries.length = 0;
    await Promise.all(Array.from({ length: 5 }, () => cache.casesOf([dealerId])));
    expect(queries.length).toBeLessThanOrEqual(4);
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

  it('serves a cold container from the compact copy plus the rows written since, as the partition itself would', async () => {
    const dealerId = `int-${randomUUID()}`;
    const runner = new ProjectionRunner(caseProjections);
    const apply = async (events: StoredEvent[]) => (await runner.applyBatch(events)).failed.length;
    const [first, second, third] = [newCaseId(), newCaseId(), newCaseId()];
    expect(await apply([...(await caseHistory(dealerId, first)), ...(await caseHistory(dealerId, second))])).toBe(0);
    const reader = new PartitionReader(caseListShape);
    expect(await reader.writeSnapshot(`case-list#${dealerId}`, { lookbackMs: 0 })).toMatchObject({ rows: 2 });
    const context = contextOf(dealerId);
    expect(await apply([...(await caseHistory(dealerId, third)), ...(await store.append(`case#${first}`, 8, [{ type: 'CaseDeleted', data: {} }], context))])).toBe(0);

    const queries: string[] = [];
    const client = dynamo();
    const counting = {
      send: ((command: { input: { IndexName?: string } }) => (queries.push(`${command.constructor.name} ${command.input.IndexName ?? 'table'}`), client.send(command as never))) as typeof client.send,
    } as typeof client;
    const cold = await new CaseListCache({ client: counting }).casesOf([dealerId]);
    expect(cold.map((row) => row.Id).sort()).toEqual([second, third].sort());
    // The cases: their copy's head, then its chunks beside the change feed since it; the partition itself is not read.
    // The references have no copy yet: the head's absence, then their (empty) partition.
    expect(queries.sort()).toEqual(['GetCommand table', 'GetCommand table', 'QueryCommand gsi1', 'QueryCommand table', 'QueryCommand table']);
    const whole = (await rowsOf(`case-list#${dealerId}`)).filter((row) => !row.Deleted).map((row) => row.Id).sort();
    expect(whole).toEqual([second, third].sort());
    // The case that came from the copy carries every listed field as the partition's row does.
    const fromCopy = cold.find((row) => row.Id === second) as unknown as Record<string, unknown>;
    const stored = (await rowsOf(`case-list#${dealerId}`)).find((row) => row.Id === second)!;
    for (const field of caseListShape.fields) expect([field, fromCopy[field] ?? null]).toEqual([field, stored[field] ?? null]);
  });

  it('reads the partition whole when the copy its head names is being replaced', async () => {
    const dealerId = `int-${randomUUID()}`;
    const runner = new ProjectionRunner(caseProjections);
    const [first, second] = [newCaseId(), newCaseId()];
    expect((await runner.applyBatch([...(await caseHistory(dealerId, first)), ...(await caseHistory(dealerId, second))])).failed).toEqual([]);
    const partition = `case-list#${dealerId}`;
    const reader = new PartitionReader(caseListShape);
    await reader.writeSnapshot(partition, { lookbackMs: 0 });
    // A writer of the next copy has deleted this generation's chunks after this reader read the head.
    const { Items: copy = [] } = await dynamo().send(
      new QueryCommand({ TableName: readModels, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': snapshotPartition(partition) } }),
    );
    const chunks = copy.filter((item) => item.sk !== 'head');
    expect(chunks.length).toBeGreaterThan(0);
    await dynamo().send(new DeleteCommand({ TableName: readModels, Key: { pk: snapshotPartition(partition), sk: chunks[0]!.sk } }));

    const cold = await reader.load(partition, 0);
    expect(cold.fromSnapshot).toBe(false);
    expect(cold.rows).toBeInstanceOf(Map);
    expect([...(cold.rows as Map<string, unknown>).keys()].sort()).toEqual([first, second].sort());
  });
});
