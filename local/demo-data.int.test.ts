import { describe, expect, it } from 'vitest';
import { danishToday } from '../domain/format.ts';
import { PACKAGE_ROLE_FLAGS } from '../domain/roles.ts';
import { dynamo } from '../functions/platform/aws.ts';
import { idempotencyTable, physicalName } from '../functions/platform/tables.ts';
import { verifyPassword } from '../functions/platform/auth/passwords.ts';
import { EventStore } from '../functions/platform/event-store.ts';
import { LocalKeyVault, PersonalData } from '../functions/platform/personal-data.ts';
import { anyUserExists, DEMO_PASSWORD, demoData, seedDemoData } from './demo-data.ts';
import { privateEventsTable, privatePersonalDataKeysTable } from './test-support.ts';
import { demoCustomerCars } from './demo-customer-cars.ts';
import { demoNews } from './demo-news.ts';

describe('the demo data', () => {
  it('is appended once as events through the event store, and a second seed writes nothing', async () => {
    const tableName = await privateEventsTable();
    // Keys of its own, in a table of its own; the store seals the customer cars' registration and chassis number with
    // their owner's key, so it uses the same ones.
    const personalData = new PersonalData(LocalKeyVault.random(), dynamo(), await privatePersonalDataKeysTable());
    const store = new EventStore(dynamo(), tableName, physicalName(idempotencyTable), () => personalData);
    expect(await anyUserExists(dynamo(), tableName)).toBe(false);

    const sequences = 8; // user, customer, car, customer car and bid, news, news author and category numbers
    const newsStreams = 1 + demoNews.length; // the directory and each item
    const streams =
      demoData.conglomerates.length +
      demoData.departments.length +
      demoData.users.length +
      demoData.customers.length +
      demoData.cars.length +
      demoCustomerCars.length +
      newsStreams +
      sequences;
    expect(await seedDemoData(store, demoData, personalData)).toBe(streams);
    expect(await anyUserExists(dynamo(), tableName)).toBe(true);
    expect(await seedDemoData(store, demoData, personalData)).toBe(0);

    const [conglomerate] = await store.readStream('conglomerate#1');
    expect(conglomerate).toMatchObject({ type: 'ConglomerateCreated', version: 1, data: { ConglomerateId: '1', Name: 'Demo Bilhuse A/S' } });

    const [vejle] = await store.readStream('dealer#103');
    expect(vejle).toMatchObject({ type: 'DealerCreated', data: { Name: 'Demo Biler Vejle', SubscriptionPackageName: 'start' }, meta: { dealerId: '103', userId: 'system' } });
    expect((vejle!.data as { SelectedRoles: string[] }).SelectedRoles).toEqual([...PACKAGE_ROLE_FLAGS.start]);

    const [aalborgSalesman] = await store.readStream('user#10');
    expect(aalborgSalesman).toMatchObject({
      type: 'UserCreated',
      data: { Username: 'saelger.aalborg@demo.dk', DealerId: '102', SimpleRole: 'Salesman', IsAdmin: false },
      meta: { dealerId: '102' },
    });
    const [admin] = await store.readStream('user#1');
    expect(admin?.data).toMatchObject({ Username: 'admin@demo.dk', IsAdmin: true, SimpleRole: null, DealerId: '101' });
    const [consultant] = await store.readStream('user#9');
    expect(consultant?.data).toMatchObject({ Username: 'konsulent@demo.dk', IsConsultant: true, SimpleRole: null });
    expect(await verifyPassword(DEMO_PASSWORD, (admin!.data as { PasswordHash: string }).PasswordHash)).toBe(true);

    // Customers through their decider, with the personal part encrypted; the numbers reserved in their sequence.
    expect(await store.lastVersion('sequence#customer')).toBe(demoData.customers.length);
    expect(await store.lastVersion('sequence#car')).toBe(demoData.cars.length);
    // Users invited later are numbered after the demo users.
    expect(await store.lastVersion('sequence#user')).toBe(demoData.users.length);
    const [customer] = await store.readStream('customer#1');
    const first = demoData.customers[0]!.Customer as { FirstName: string; LastName: string; CellPhone: string };
    expect(customer).toMatchObject({ type: 'CustomerCreated', data: { CustomerId: '1', DealerId: '101', Customer: { IsBusiness: false } }, meta: { dealerId: '101' } });
    expect(JSON.stringify(customer)).not.toContain(first.LastName);
    expect(await personalData.reveal('customer#1', (customer!.data as { Personal: { Encrypted: string } }).Personal)).toMatchObject({
      FirstName: first.FirstName,
      LastName: first.LastName,
    });
    // Cars through their decider; the sold ones are sold.
    const soldCar = demoData.cars.find((car) => car.Sold)!;
    const soldEvents = await store.readStream(`car#${soldCar.CarId}`);
    expect(soldEvents.map((event) => event.type)).toEqual(['CarCreated', 'CarSold']);
    expect(soldEvents[0]?.data).toMatchObject({ CarId: soldCar.CarId, DealerId: soldCar.DealerId, Car: { Make: soldCar.Car.Make, InStockSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });

    // The supplier's news: published before today, filed under the directory's authors and categories, one with its
    // picture and caption; the numbers reserved, so the next item written is number 4.
    expect(await store.lastVersion('sequence#news')).toBe(demoNews.length);
    const directory = (await store.readStream('news-directory#all')).map((event) => event.type);
    expect(directory).toEqual(['NewsAuthorAdded', 'NewsAuthorAdded', 'NewsCategoryAdded', 'NewsCategoryAdded', 'NewsCategoryAdded']);
    const [pictured] = await store.readStream('news#1');
    const item = pictured!.data as { PublishDate: string; Images: { Guid: string; Caption: string }[]; ThumbnailGuid: string | null };
    expect(item.PublishDate < `${danishToday()}T00:00`).toBe(true);
    expect(item.Images).toEqual([{ Guid: expect.stringMatching(/^[0-9a-f-]{36}$/), Caption: 'Det nye prisskilt i udstillingslokalet' }]);
    expect(item.ThumbnailGuid).toBe(item.Images[0]!.Guid);
  });
});
