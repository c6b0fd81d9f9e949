import { randomInt, randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { rowAt } from '../../tests/support/read-models.ts';
import { streamBatchOf } from '../../tests/support/stream-records.ts';
import { sampleSwapCar } from '../../domain/customer-cars/test-fixtures.ts';
import type { StoredEvent } from '../../events/envelope.ts';
import { projector } from '../projector.ts';
import { dynamo } from '../platform/aws.ts';
import { EventStore, toStoredEvent, type AppendContext } from '../platform/event-store.ts';
import { LocalKeyVault, PersonalData } from '../platform/personal-data.ts';
import { ProjectionRunner } from '../platform/projection.ts';
import { eventsTable, physicalName } from '../platform/tables.ts';
import { customerCarOwnerOf } from './readers.ts';
import { customerCarErasureProjection } from './projections/customer-car-erasure.ts';
import { customerCarBids, customerCarBidsKey } from './projections/customer-car-bids.ts';
import { customerCarList, customerCarRowKey } from './projections/customer-car-list.ts';

const personalData = new PersonalData(LocalKeyVault.random());
const store = new EventStore(undefined, undefined, undefined, () => personalData);
const context = (dealerId: string): AppendContext => ({ dealerId, userId: '5', correlationId: randomUUID(), causationId: randomUUID() });
const SECRETS = { RegistrationNumber: 'ZQ98123', ChassisNumber: 'WVWZZZ1KZKW771234', Comment: 'Bulen i bagklappen er fra Kirstens carport' };

/** The stream's items as DynamoDB holds them (what the `Events` stream delivers), not as the store reads them back. */
const storedItems = async (streamId: string): Promise<Record<string, unknown>[]> =>
  (await dynamo().send(new QueryCommand({ TableName: physicalName(eventsTable), KeyConditionExpression: 'streamId = :s', ExpressionAttributeValues: { ':s': streamId } }))).Items ?? [];

/** A customer (only its key: the car's fields are sealed with it) and its car, saved with a bid. */
const customerWithCar = async (dealerId: string): Promise<{ customerId: string; carId: string; events: StoredEvent[] }> => {
  const customerId = String(randomInt(1_000_000_000, 9_000_000_000));
  const carId = String(randomInt(1_000_000_000, 9_000_000_000));
  await personalData.protect(`customer#${customerId}`, {}, { newSubject: true });
  const car = { ...sampleSwapCar, ...SECRETS, CustomerId: customerId, LatestBid: 80_000 };
  const bid = { Id: carId, CaseId: null, CreatedByUserName: 'Mads', CreatedDate: new Date().toISOString(), Price: 80_000, CarTitle: 'VW Golf', FirstRegistration: null, BranchName: 'Demo' };
  const events = await store.append(`customer-car#${carId}`, 0, [
    { type: 'CustomerCarCreated', data: { CarId: carId, DealerId: dealerId, Car: car } },
    { type: 'CustomerCarBidRecorded', data: { Bid: bid } },
  ], context(dealerId));
  return { customerId, carId, events };
};

describe("a customer car's personal data (crypto-shredding)", () => {
  it('is stored only sealed with its customer\'s key, and read back in place by every reader', async () => {
    const { carId } = await customerWithCar('101');
    const items = await storedItems(`customer-car#${carId}`);
    for (const secret of Object.values(SECRETS)) expect(JSON.stringify(items)).not.toContain(secret);
    expect(items[0]!.data).toMatchObject({ Sealed: { Subject: expect.stringMatching(/^customer#\d+$/) } });
    const [created] = await store.readStream(`customer-car#${carId}`);
    expect(created!.data).toMatchObject({ Car: SECRETS });
    expect(created!.data).not.toHaveProperty('Sealed');
    // The projector opens what the stream delivers (the items as stored).
    const runner = new ProjectionRunner([customerCarList], store);
    await projector(runner)(streamBatchOf(items.map(toStoredEvent)));
    expect(await rowAt(customerCarRowKey('101', carId))).toMatchObject(SECRETS);
  });

  it('goes with its customer: the fields become unreadable, the car records that it was forgotten, and its rows go', async () => {
    const { customerId, carId, events } = await customerWithCar('101');
    const runner = new ProjectionRunner([customerCarList, customerCarBids, customerCarErasureProjection(() => store)], store);
    await projector(runner)(streamBatchOf(events));
    expect(await rowAt(customerCarBidsKey('101', carId))).toMatchObject({ CarId: carId });

    await personalData.forget(`customer#${customerId}`);
    const [created] = await store.readStream(`customer-car#${carId}`);
    expect(created!.data).toMatchObject({ Car: { RegistrationNumber: '', ChassisNumber: '', Comment: '' } });
    // The erasure as the customers context records it, and the customer cars context reacts to it (twice: harmless).
    const forgotten = { streamId: `customer#${customerId}`, version: 9, type: 'CustomerForgotten', data: {}, meta: { ...events[0]!.meta, eventId: randomUUID() } };
    await projector(runner)(streamBatchOf([forgotten]));
    await projector(runner)(streamBatchOf([{ ...forgotten, version: 10 }]));
    const history = await store.readStream(`customer-car#${carId}`);
    expect(history.map((event) => event.type)).toEqual(['CustomerCarCreated', 'CustomerCarBidRecorded', 'CustomerCarForgotten']);
    expect(await customerCarOwnerOf(store, carId)).toMatchObject({ customerId, deleted: true });

    await projector(runner)(streamBatchOf(history.slice(2)));
    expect(await rowAt(customerCarRowKey('101', carId))).toMatchObject({ deleted: true });
    expect(await rowAt(customerCarBidsKey('101', carId))).toMatchObject({ deleted: true });
    for (const secret of Object.values(SECRETS)) expect(JSON.stringify(await rowAt(customerCarRowKey('101', carId)))).not.toContain(secret);
  });
});
