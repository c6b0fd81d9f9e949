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
import { CaseListCache } from '../functions/cases/case-list-cache.ts';
import { searchCases } from '../functions/cases/case-search.ts';
import { newCustomerEvents } from '../functions/customers/create-customer.ts';
import { personalData } from '../functions/platform/personal-data.ts';
import { projector } from '../functions/projector.ts';
import { projections } from '../functions/projections.ts';
import { customerSchema } from '../domain/customers/customer.ts';
import { streamBatchOf } from '../tests/support/stream-records.ts';

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

describe("the case list's customer of another department", () => {
  const contextOf = (dealerId: string) => ({ dealerId, userId: '5', correlationId: randomUUID(), causationId: 'test' });
  const project = async (events: StoredEvent[]) => expect((await projector(new ProjectionRunner(projections))(streamBatchOf(events))).batchItemFailures).toEqual([]);
  const department = async (dealerId: string, conglomerateId: string) =>
    store.append(
      `dealer#${dealerId}`,
      0,
      [
        {
          type: 'DealerCreated',
          data: {
            DealerId: dealerId,
            ConglomerateId: conglomerateId,
            Name: `Afdeling ${dealerId}`,
            Street: 'Gade 1',
            ZipCode: '8000',
            City: 'Aarhus C',
            Phone: '12345678',
            Email: 'a@b.dk',
            SubscriptionPackageName: 'pro',
            SelectedRoles: ['case'],
          },
        },
      ],
      contextOf(dealerId),
    );
  const customerIn = async (dealerId: string, customerId: string, firstName: string) =>
    store.append(
      `customer#${customerId}`,
      0,
      await newCustomerEvents(
        personalData(),
        customerId,
        dealerId,
        customerSchema.parse({ IsBusiness: false, FirstName: firstName, LastName: 'Ærøskøbing', ZipCode: '8000', City: 'Aarhus C', CellPhone: '29816345', Category: 1, AccountManagerId: null }),
      ),
      contextOf(dealerId),
    );
  const caseIn = async (dealerId: string, caseId: string, customerId: string) =>
    store.append(
      `case#${caseId}`,
      0,
      [{ type: 'CaseOpened', data: { CaseId: caseId, DealerId: dealerId, CopiedFromCaseId: null, Case: { CustomerId: customerId, SalesItem: { Title: 'Kia Niro', Make: 'Kia' } } } }],
      contextOf(dealerId),
    );
  const search = (rows: Parameters<typeof searchCases>[0], FreeTextQuery: string) =>
    searchCases(rows, { FreeTextQuery, sort: 'Id', sortdir: 'asc', offset: 0, count: 50 }).Page.map((row) => row.Id);

  it('is shown by name and found by it, in one department and across the conglomerate; one of another conglomerate never is', async () => {
    const [conglomerate, other] = [`K${id()}`, `K${id()}`];
    const [aarhus, aalborg, foreign] = [`D${id()}`, `D${id()}`, `D${id()}`];
    const [customerInAalborg, customerAbroad, ownCase, foreignCase] = [id(), id(), id(), id()];
    await project([
      ...(await department(aarhus, conglomerate)),
      ...(await department(aalborg, conglomerate)),
      ...(await department(foreign, other)),
      // The pickers search every department of the conglomerate: Aarhus's case is for Aalborg's customer.
      ...(await customerIn(aalborg, customerInAalborg, 'Sigrid')),
      ...(await customerIn(foreign, customerAbroad, 'Fremmed')),
      ...(await caseIn(aarhus, ownCase, customerInAalborg)),
      ...(await caseIn(aarhus, foreignCase, customerAbroad)),
    ]);

    const cache = new CaseListCache();
    const everywhere = await cache.casesOf([aarhus, aalborg]);
    expect(everywhere.find((row) => row.Id === ownCase)).toMatchObject({ DealerId: aarhus, CustomerName: 'Sigrid Ærøskøbing' });
    expect(search(everywhere, 'sigrid ærøskøbing')).toEqual([ownCase]);
    const ownDepartment = await new CaseListCache().casesOf([aarhus]);
    expect(search(ownDepartment, 'Sigrid')).toEqual([ownCase]);
    // Another conglomerate's customer lends the case no name.
    expect(ownDepartment.find((row) => row.Id === foreignCase)).toMatchObject({ CustomerName: null });
    expect(search(everywhere, 'fremmed')).toEqual([]);
  });
});
