import { randomInt, randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../events/envelope.ts';
import { dynamo } from '../functions/platform/aws.ts';
import { EventStore } from '../functions/platform/event-store.ts';
import { ProjectionRunner } from '../functions/platform/projection.ts';
import { physicalName, readModelsTable } from '../functions/platform/tables.ts';
import { CUSTOMER_CAR_LIST, customerCarIndexKey, customerCarRowKey } from '../functions/customer-cars/projections/customer-car-list.ts';
import { swapCarsOf } from '../functions/cases/swap-cars.ts';
import { caseList, caseListPartition } from '../functions/cases/projections/case-list.ts';

/**
 * The case list's swap car against DynamoDB Local: the customer-car read model row as its contract describes it (pk
 * `customer-car-list#<dealerId>`, gsi1 `customer-car#<id>`), read by the projection and by the detail pane's reader.
 */
const store = new EventStore();
const readModels = physicalName(readModelsTable);
const id = (): string => String(randomInt(100_000_000, 999_999_999));

const putCustomerCar = async (dealerId: string, carId: string, fields: Record<string, unknown> = {}) =>
  dynamo().send(
    new PutCommand({
      TableName: readModels,
      Item: {
        ...customerCarRowKey(dealerId, carId),
        gsi1pk: customerCarIndexKey(carId),
        gsi1sk: CUSTOMER_CAR_LIST,
        dealerId,
        lastVersion: 1,
        Id: carId,
        CustomerId: '7',
        RegistrationNumber: 'CD45678',
        RegistrationDate: '2015-06-01',
        Mileage: 160_000,
        LatestBid: 42_500,
        Variant: { Title: 'Ford Focus 1,0 EcoBoost Trend', Make: 'Ford', Model: 'Focus', ModelYear: 2015 },
        Title: 'Ford Focus 1,0 EcoBoost Trend',
        ...fields,
      },
    }),
  );

describe('the swap car of the case list', () => {
  it("is read from the dealer's customer-car rows, never from another dealer's", async () => {
    const dealerId = `D${id()}`;
    const [own, foreign, deleted] = [id(), id(), id()];
    await putCustomerCar(dealerId, own);
    await putCustomerCar(`D${id()}`, foreign);
    await putCustomerCar(dealerId, deleted, { Deleted: true });
    const found = await swapCarsOf(dealerId, [own, foreign, deleted, null]);
    expect([...found.keys()]).toEqual([own]);
    expect(found.get(own)).toEqual({
      Id: own,
      Title: 'Ford Focus 1,0 EcoBoost Trend',
      MakeModel: 'Ford Focus',
      ModelYear: 2015,
      RegistrationNumber: 'CD45678',
      RegistrationDate: '2015-06-01',
      Mileage: 160_000,
      LatestBid: 42_500,
    });
  });

  it('marks the row with the swap car when the projection applies the save that chose it, and copies none of its names', async () => {
    const dealerId = `D${id()}`;
    const caseId = id();
    const carId = id();
    await putCustomerCar(dealerId, carId);
    const context = { dealerId, userId: '5', correlationId: randomUUID(), causationId: 'test' };
    const events: StoredEvent[] = [
      ...(await store.append(`case#${caseId}`, 0, [
        { type: 'CaseOpened', data: { CaseId: caseId, DealerId: dealerId, CopiedFromCaseId: null, Case: { SalesItem: { Title: 'Kia Niro', Make: 'Kia' } } } },
      ], context)),
      ...(await store.append(`case#${caseId}`, 1, [{ type: 'CaseSaved', data: { Changes: { SwapCarId: carId } } }], context)),
    ];
    const runner = new ProjectionRunner([caseList], store);
    // Delivered twice and the second event first: the version guards end where one in-order delivery ends.
    for (const event of [events[1]!, ...events, ...events]) await runner.apply(event);
    const { Item } = await dynamo().send(new GetCommand({ TableName: readModels, Key: { pk: caseListPartition(dealerId), sk: caseId }, ConsistentRead: true }));
    expect(Item).toMatchObject({ SwapCarId: carId, HasSwapCar: true, Make: 'Kia', lastVersion: 2 });
    // The swap car's description is joined from the case references when the list is read, so a change to the car
    // shows at once; the row keeps only its id.
    expect(Item).not.toHaveProperty('SwapCarDescription');
  });
});
