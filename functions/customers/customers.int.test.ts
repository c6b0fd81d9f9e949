import { randomInt, randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { rowAt } from '../../tests/support/read-models.ts';
import { shuffled, streamBatchOf } from '../../tests/support/stream-records.ts';
import { customerSchema, splitCustomer } from '../../domain/customers/customer.ts';
import { customerDecider } from '../../domain/customers/decider.ts';
import { DomainError } from '../../domain/errors.ts';
import type { StoredEvent } from '../../events/envelope.ts';
import { projector } from '../projector.ts';
import { dynamo } from '../platform/aws.ts';
import { EventStore, type AppendContext } from '../platform/event-store.ts';
import { LocalKeyVault, PersonalData } from '../platform/personal-data.ts';
import { ProjectionRunner } from '../platform/projection.ts';
import { eventsTable, physicalName, readModelsTable } from '../platform/tables.ts';
import { newCustomerEvents } from './create-customer.ts';
import { forgetCustomer } from './forget-customer.ts';
import { customerSubject, protectCustomer, revealCustomerEvent } from './personal.ts';
import { customerDetailsKey, customerDetailsProjection } from './projections/customer-details.ts';
import { customerIndexKey, customerListProjection, customerRowKey } from './projections/customer-list.ts';

const store = new EventStore();
const personalData = new PersonalData(LocalKeyVault.random());
const projections = [customerListProjection(() => personalData), customerDetailsProjection(() => personalData)];
const context = (dealerId: string): AppendContext => ({ dealerId, userId: '5', correlationId: randomUUID(), causationId: randomUUID() });

const soeren = customerSchema.parse({
  IsBusiness: false,
  FirstName: 'Søren',
  LastName: 'Østergård',
  Street: 'Åbyhøjvej',
  StreetNumber: '17',
  ZipCode: '8230',
  City: 'Åbyhøj',
  CellPhone: '29 81 63 45',
  Email: 'soeren.oestergaard@example.dk',
  Category: 1,
  AccountManagerId: '5',
});
const company = customerSchema.parse({
  IsBusiness: true,
  CompanyName: 'Ærø Tømrer ApS',
  CompanyType: 2,
  Cvr: '31415926',
  Phone: '86112233',
  ZipCode: '8000',
  City: 'Aarhus C',
  DecisionMaker: { FirstName: 'Åse', LastName: 'Bruun' },
});
const SECRETS = ['Søren', 'Østergård', 'Åbyhøjvej', '29816345', 'soeren.oestergaard', 'Ærø Tømrer', '31415926', '86112233', 'Bruun'];

/** A customer's history: created, then saved twice (a new e-mail, then also a new street). Returns the stored events. */
async function customerHistory(dealerId: string, customer = soeren): Promise<{ id: string; events: StoredEvent[] }> {
  const id = String(randomInt(1_000_000_000, 9_000_000_000));
  const streamId = `customer#${id}`;
  const events = await store.append(streamId, 0, await newCustomerEvents(personalData, id, dealerId, customer), context(dealerId));
  for (const change of [{ Email: 'soeren@example.dk' }, { Email: 'soeren@example.dk', Street: 'Silkeborgvej' }]) {
    const saved = await protectCustomer(personalData, id, { ...customer, ...change } as typeof customer);
    const decided = customerDecider.decide(
      { type: 'UpdateCustomer', dealerId, ...saved },
      events.reduce((state, event) => customerDecider.evolve(state, event as never), customerDecider.initialState()),
    );
    events.push(...(await store.append(streamId, events.length, decided, context(dealerId))));
  }
  return { id, events };
}

describe('customers: personal data in the event store', () => {
  it('stores no name, phone, e-mail, street or CVR number in clear, only the encrypted part and the clear fields', async () => {
    for (const customer of [soeren, company]) {
      const { id } = await customerHistory('101', customer);
      for (const version of [1, 2, 3]) {
        const { Item } = await dynamo().send(new GetCommand({ TableName: physicalName(eventsTable), Key: { streamId: `customer#${id}`, version } }));
        const raw = JSON.stringify(Item);
        for (const secret of SECRETS) expect(raw).not.toContain(secret);
        expect(Item?.data).toMatchObject({ Customer: splitCustomer(customer).clear, Personal: { Encrypted: expect.any(String) } });
      }
    }
  });

  it('refuses to store an event that carries a personal field in clear', async () => {
    const { clear } = splitCustomer(soeren);
    await expect(
      store.append(
        `customer#${randomInt(1_000_000_000, 9_000_000_000)}`,
        0,
        [{ type: 'CustomerCreated', data: { CustomerId: '1', DealerId: '101', Customer: { ...clear, FirstName: 'Søren' }, Personal: { Encrypted: 'AQ==' } } }],
        context('101'),
      ),
    ).rejects.toThrow();
  });
});

describe('customers: list and details read models', () => {
  it('reveals the customer into its rows: the list row for search, the details row with every field', async () => {
    const { id, events } = await customerHistory('101');
    const response = await projector(new ProjectionRunner(projections))(streamBatchOf(events));
    expect(response.batchItemFailures).toEqual([]);

    expect(await rowAt(customerRowKey('101', id))).toMatchObject({
      Id: id,
      DealerId: '101',
      Title: 'Søren Østergård',
      Name: 'Søren Østergård',
      Address: 'Silkeborgvej 17',
      ZipCode: '8230',
      City: 'Åbyhøj',
      CellPhone: '29816345',
      Email: 'soeren@example.dk',
      Category: 1,
      IsBusiness: false,
      CreatedDate: events[0]!.meta.occurredAt,
      ModifiedDate: events[2]!.meta.occurredAt,
      SearchText: expect.stringContaining('søren østergård silkeborgvej 17 8230 åbyhøj 29816345'),
      gsi1pk: customerIndexKey(id),
      lastVersion: 3,
    });
    expect(await rowAt(customerDetailsKey('101', id))).toMatchObject({ ...soeren, Email: 'soeren@example.dk', Street: 'Silkeborgvej', Id: id, lastVersion: 3 });
    // Another dealer's partition has nothing of it.
    expect(await rowAt(customerRowKey('102', id))).toBeUndefined();
    // Found by id alone through gsi1, for a case of another department.
    const { Items = [] } = await dynamo().send(
      new QueryCommand({ TableName: physicalName(readModelsTable), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': customerIndexKey(id) } }),
    );
    expect(Items.map((item) => item.sk)).toEqual([id]);
  });

  it('ends in the same rows when fed the events twice and out of order as when fed once in order', async () => {
    const { id, events } = await customerHistory('101', company);
    const keys = [customerRowKey('101', id), customerDetailsKey('101', id)];
    const runner = new ProjectionRunner(projections);
    await projector(runner)(streamBatchOf(events));
    const expected = await Promise.all(keys.map(rowAt));
    expect(expected[0]).toMatchObject({ Title: 'Ærø Tømrer ApS', IsBusiness: true, Address: 'Silkeborgvej' });

    for (const key of keys) await runner.deleteRow(key);
    const handle = projector(new ProjectionRunner(projections));
    expect((await handle(streamBatchOf(shuffled(events, 7)))).batchItemFailures).toEqual([]);
    expect((await handle(streamBatchOf(shuffled(events, 11)))).batchItemFailures).toEqual([]);
    expect(await Promise.all(keys.map(rowAt))).toEqual(expected);
  });
});

describe('customers: erasure (crypto-shredding)', () => {
  it('forgetting makes the stored personal data unreadable and removes the rows, also on a rebuild', async () => {
    const { id, events } = await customerHistory('101');
    const runner = new ProjectionRunner(projections);
    await projector(runner)(streamBatchOf(events));
    expect(await rowAt(customerRowKey('101', id))).toMatchObject({ Name: 'Søren Østergård' });

    await forgetCustomer(store, personalData, id, context('101'));
    const history = await store.readStream(`customer#${id}`);
    expect(history.map((event) => event.type)).toEqual(['CustomerCreated', 'CustomerUpdated', 'CustomerUpdated', 'CustomerForgotten']);
    // The events are still there, unchanged, and unreadable: by this container and by a fresh one.
    expect(await revealCustomerEvent(personalData, history[0]!)).toBeNull();
    expect(await personalData.reveal(customerSubject(id), events[0]!.data as never)).toBeUndefined();
    expect(await new PersonalData(LocalKeyVault.random()).isKnown(customerSubject(id))).toBe(false);

    await projector(runner)(streamBatchOf(history.slice(3)));
    for (const key of [customerRowKey('101', id), customerDetailsKey('101', id)]) {
      const row = await rowAt(key);
      expect(row).toMatchObject({ deleted: true, lastVersion: 4 });
      for (const secret of SECRETS) expect(JSON.stringify(row)).not.toContain(secret);
      expect(row).not.toHaveProperty('Name');
    }

    // A rebuild replays the whole stream: nothing can be revealed any more, and the rows end deleted.
    for (const key of [customerRowKey('101', id), customerDetailsKey('101', id)]) await runner.deleteRow(key);
    expect((await projector(new ProjectionRunner(projections))(streamBatchOf(history))).batchItemFailures).toEqual([]);
    expect(await rowAt(customerRowKey('101', id))).toMatchObject({ deleted: true });
    expect(await rowAt(customerDetailsKey('101', id))).toMatchObject({ deleted: true });

    // Forgetting twice records nothing more.
    await forgetCustomer(store, personalData, id, context('101'));
    expect(await store.lastVersion(`customer#${id}`)).toBe(4);
  });

  it('answers a repeated erasure with its Idempotency-Key as the first one, naming the customer, and records nothing more', async () => {
    const { id } = await customerHistory('101');
    const key = randomUUID();
    const first = await forgetCustomer(store, personalData, id, context('101'), { idempotencyKey: key });
    expect(first).toEqual({ title: 'Søren Østergård', version: 4 });
    // The same request again (a retry after a lost answer): the first confirmation, nothing appended.
    expect(await forgetCustomer(store, personalData, id, context('101'), { idempotencyKey: key })).toEqual(first);
    expect(await store.lastVersion(`customer#${id}`)).toBe(4);
    // Without the key, a repeat confirms again without the name it no longer has.
    expect(await forgetCustomer(store, personalData, id, context('101'))).toEqual({ title: null, version: 4 });
    // The key used for another customer is refused, and that customer is not forgotten.
    const other = await customerHistory('101');
    const reused = await forgetCustomer(store, personalData, other.id, context('101'), { idempotencyKey: key }).catch((error: unknown) => error);
    expect(reused).toMatchObject({ statusCode: 422 });
    expect(await personalData.isKnown(customerSubject(other.id))).toBe(true);
  });

  it("refuses to forget another dealer's customer, and keeps its key", async () => {
    const { id } = await customerHistory('101');
    const refusal = await forgetCustomer(store, personalData, id, context('102')).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).kind).toBe('not-found');
    expect(await personalData.isKnown(customerSubject(id))).toBe(true);
  });
});
