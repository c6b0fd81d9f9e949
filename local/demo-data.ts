import { randomUUID } from 'node:crypto';
import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { carSchema } from '../domain/cars/car.ts';
import { carDecider } from '../domain/cars/decider.ts';
import { customerSchema } from '../domain/customers/customer.ts';
import { PACKAGE_ROLE_FLAGS, type RoleFlag, type SimpleRole, type SubscriptionPackage } from '../domain/roles.ts';
import { streamIdOf, type NewEvent } from '../events/envelope.ts';
import type { EventData } from '../events/catalogue.ts';
import { danishToday, daysBefore as dayBefore } from '../domain/format.ts';
import { newCustomerEvents } from '../functions/customers/create-customer.ts';
import { hashPassword } from '../functions/platform/auth/passwords.ts';
import { dynamo } from '../functions/platform/aws.ts';
import { ConcurrencyError } from '../functions/platform/errors.ts';
import { EventStore } from '../functions/platform/event-store.ts';
import { personalData as sharedPersonalData, type PersonalData } from '../functions/platform/personal-data.ts';
import { eventsTable, physicalName } from '../functions/platform/tables.ts';
import { demoCars, demoPictureEvents, storeDemoPictures, type DemoCar } from './demo-cars.ts';
import { demoCustomerCarEvents, demoCustomerCars } from './demo-customer-cars.ts';
import { demoCustomers, type DemoCustomer } from './demo-customers.ts';
import { demoDealerCaseTexts } from './demo-dealer-case-texts.ts';
import { demoDealerPlates } from './demo-dealer-plates.ts';
import { demoNews, demoNewsAuthors, demoNewsCategories, seedDemoNews } from './demo-news.ts';

/**
 * The demo organisation of the local cloud, its customers and stock cars, as plain data, and the seeding that appends
 * it as events through the event store (customers and cars through their deciders) on first start.
 */
export const DEMO_PASSWORD = 'DealerHub-2026';

export interface DemoConglomerate {
  ConglomerateId: string;
  Name: string;
}
export interface DemoDepartment {
  DealerId: string;
  ConglomerateId: string;
  Name: string;
  Street: string;
  ZipCode: string;
  City: string;
  Phone: string;
  Email: string;
  SubscriptionPackageName: SubscriptionPackage;
  /** Functions granted besides the package (only the supplier grants these: logging in as users). */
  ExtraRoles?: RoleFlag[];
  /** The finance company (and brand) the department chose as its default; none when missing. */
  DefaultFinance?: EventData<'DealerDefaultFinanceCompanySet'>;
}
export interface DemoUser {
  UserId: string;
  DealerId: string;
  Name: string;
  Username: string;
  Initials: string;
  SimpleRole: SimpleRole | null;
  IsAdmin: boolean;
  IsConsultant: boolean;
}

export const demoData = {
  conglomerates: [{ ConglomerateId: '1', Name: 'Demo Bilhuse A/S' }] satisfies DemoConglomerate[],
  departments: [
    {
      DealerId: '101',
      ConglomerateId: '1',
      Name: 'Demo Biler Aarhus',
      Street: 'Randersvej 120',
      ZipCode: '8200',
      City: 'Aarhus N',
      Phone: '86102030',
      Email: 'aarhus@demo.dk',
      SubscriptionPackageName: 'pro',
      // The administrator's department may log in as its users, so 'log in as' can be tried.
      ExtraRoles: ['can_login_as_any_user', 'can_login_as_consultant_user'],
      DefaultFinance: { FinanceCompany: 1, BrandId: 11 },
    },
    {
      DealerId: '102',
      ConglomerateId: '1',
      Name: 'Demo Biler Aalborg',
      Street: 'Hobrovej 85',
      ZipCode: '9200',
      City: 'Aalborg SV',
      Phone: '98123456',
      Email: 'aalborg@demo.dk',
      SubscriptionPackageName: 'pro',
      DefaultFinance: { FinanceCompany: 1, BrandId: 11 },
    },
    {
      DealerId: '103',
      ConglomerateId: '1',
      Name: 'Demo Biler Vejle',
      Street: 'Vestre Engvej 12',
      ZipCode: '7100',
      City: 'Vejle',
      Phone: '75821122',
      Email: 'vejle@demo.dk',
      SubscriptionPackageName: 'start',
    },
  ] satisfies DemoDepartment[],
  users: [
    { UserId: '1', DealerId: '101', Name: 'Lars Holm', Username: 'admin@demo.dk', Initials: 'LH', SimpleRole: null, IsAdmin: true, IsConsultant: false },
    { UserId: '2', DealerId: '101', Name: 'Henrik Mortensen', Username: 'ejer@demo.dk', Initials: 'HM', SimpleRole: 'Owner', IsAdmin: false, IsConsultant: false },
    {
      UserId: '3',
      DealerId: '101',
      Name: 'Susanne Kjær',
      Username: 'forretningsfoerer@demo.dk',
      Initials: 'SK',
      SimpleRole: 'BusinessManager',
      IsAdmin: false,
      IsConsultant: false,
    },
    { UserId: '4', DealerId: '101', Name: 'Jens Nørgaard', Username: 'salgschef@demo.dk', Initials: 'JN', SimpleRole: 'SalesManager', IsAdmin: false, IsConsultant: false },
    { UserId: '5', DealerId: '101', Name: 'Mads Sørensen', Username: 'saelger@demo.dk', Initials: 'MS', SimpleRole: 'Salesman', IsAdmin: false, IsConsultant: false },
    { UserId: '6', DealerId: '101', Name: 'Peter Østergaard', Username: 'mekaniker@demo.dk', Initials: 'PØ', SimpleRole: 'Mechanic', IsAdmin: false, IsConsultant: false },
    { UserId: '7', DealerId: '101', Name: 'Camilla Bech', Username: 'klargoering@demo.dk', Initials: 'CB', SimpleRole: 'Preparation', IsAdmin: false, IsConsultant: false },
    { UserId: '8', DealerId: '101', Name: 'Birgitte Lund', Username: 'bogholder@demo.dk', Initials: 'BL', SimpleRole: 'Bookkeeper', IsAdmin: false, IsConsultant: false },
    { UserId: '9', DealerId: '101', Name: 'Thomas Vestergaard', Username: 'konsulent@demo.dk', Initials: 'TV', SimpleRole: null, IsAdmin: false, IsConsultant: true },
    { UserId: '10', DealerId: '102', Name: 'Kasper Nielsen', Username: 'saelger.aalborg@demo.dk', Initials: 'KN', SimpleRole: 'Salesman', IsAdmin: false, IsConsultant: false },
    { UserId: '11', DealerId: '103', Name: 'Louise Andersen', Username: 'saelger.vejle@demo.dk', Initials: 'LA', SimpleRole: 'Salesman', IsAdmin: false, IsConsultant: false },
    { UserId: '12', DealerId: '102', Name: 'Anne Dahl', Username: 'salgschef.aalborg@demo.dk', Initials: 'AD', SimpleRole: 'SalesManager', IsAdmin: false, IsConsultant: false },
    { UserId: '13', DealerId: '102', Name: 'Ole Friis', Username: 'mekaniker.aalborg@demo.dk', Initials: 'OF', SimpleRole: 'Mechanic', IsAdmin: false, IsConsultant: false },
  ] satisfies DemoUser[],
  /** Per department ~25 customers (local/demo-customers.ts); ids 1.. in department order. */
  customers: demoCustomers satisfies DemoCustomer[],
  /** Per department 30 stock cars, two of them sold (local/demo-cars.ts); ids 1.. in department order. */
  cars: demoCars satisfies DemoCar[],
};

/** True when the event store holds any user stream (the demo data, or users created since). */
export const anyUserExists = async (client: DynamoDBDocumentClient = dynamo(), tableName = physicalName(eventsTable)): Promise<boolean> => {
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: tableName,
        ProjectionExpression: 'streamId',
        FilterExpression: 'begins_with(streamId, :user)',
        ExpressionAttributeValues: { ':user': 'user#' },
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    if ((page.Items ?? []).length > 0) return true;
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return false;
};

/** Independent streams are appended this many at a time: fast, without flooding DynamoDB Local. */
const SEED_CONCURRENCY = 25;

const inChunks = async <T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> => {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(run));
};

/** The Danish calendar day `days` before `today` (days in stock are counted in Danish days). */
const daysBefore = (today: Date, days: number): string => dayBefore(danishToday(today), days);

/**
 * Appends the demo data as events (user 'system'), each stream from version 0: the organisation and its users first
 * (so that the projector lets people log in at once), then the customers and cars through their deciders (customers'
 * personal data protected with their own keys). A stream that already exists is left alone, so seeding again
 * completes an interrupted seed and writes nothing else. The customer and car numbers are reserved in their
 * sequences, so that numbers handed out later follow the demo data's. Returns the number of streams written.
 */
export const seedDemoData = async (
  store: EventStore = new EventStore(),
  data: typeof demoData = demoData,
  personalData: PersonalData = sharedPersonalData(),
  today: Date = new Date(),
): Promise<number> => {
  const correlationId = randomUUID();
  let written = 0;
  // The cars' pictures are drawn and stored while the organisation is appended, and before any car's events name them.
  const picturesStored = storeDemoPictures(data.cars, async (carId) => (await store.lastVersion(streamIdOf('car', carId))) > 0);
  picturesStored.catch(() => {});
  const appendEvents = async (streamType: string, id: string, dealerId: string, events: readonly NewEvent[], expectedVersion = 0): Promise<void> => {
    const streamId = streamIdOf(streamType, id);
    for (let attempt = 0; ; attempt += 1) {
      try {
        await store.append(streamId, expectedVersion, events, { dealerId, userId: 'system', correlationId, causationId: 'demo-data' });
        if (expectedVersion === 0) written += 1;
        return;
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        // Already there (an earlier seed): leave it. Otherwise it was a lost race with another write: try again.
        if ((await store.lastVersion(streamId)) >= expectedVersion + events.length || attempt >= 3) return;
      }
    }
  };
  const append = (streamType: string, id: string, dealerId: string, type: string, eventData: unknown): Promise<void> =>
    appendEvents(streamType, id, dealerId, [{ type, data: eventData }]);

  // A conglomerate is created by the administrator's department, as an administrator would create it; a group without
  // the administrator (a second group in the tests) by its own first department.
  const adminDealerId = data.users.find((user) => user.IsAdmin)?.DealerId ?? data.departments[0]!.DealerId;
  const adminConglomerateId = data.departments.find((department) => department.DealerId === adminDealerId)?.ConglomerateId;
  for (const conglomerate of data.conglomerates) {
    const creator =
      conglomerate.ConglomerateId === adminConglomerateId
        ? adminDealerId
        : (data.departments.find((department) => department.ConglomerateId === conglomerate.ConglomerateId)?.DealerId ?? adminDealerId);
    await append('conglomerate', conglomerate.ConglomerateId, creator, 'ConglomerateCreated', conglomerate);
  }
  for (const { ExtraRoles = [], DefaultFinance: _default, ...department } of data.departments) {
    await append('dealer', department.DealerId, department.DealerId, 'DealerCreated', {
      ...department,
      SelectedRoles: [...PACKAGE_ROLE_FLAGS[department.SubscriptionPackageName], ...ExtraRoles],
    });
  }
  // The dealers' texts for the case's other agreements and their own plates: each dealer stream's next events.
  for (const department of data.departments) {
    await appendEvents(
      'dealer',
      department.DealerId,
      department.DealerId,
      [
        { type: 'DealerCaseTextsSet', data: demoDealerCaseTexts(department.Name) },
        { type: 'DealerPlatesSet', data: demoDealerPlates(department.DealerId) },
        ...(department.DefaultFinance ? [{ type: 'DealerDefaultFinanceCompanySet' as const, data: department.DefaultFinance }] : []),
      ],
      1,
    );
  }

  // One scrypt hash for every demo user keeps the first start fast; each user still verifies on its own.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const user of data.users) {
    await append('user', user.UserId, user.DealerId, 'UserCreated', { ...user, PasswordHash: passwordHash });
  }

  // Numbers 1..n of each sequence belong to the demo data (a transaction holds at most 100 items); the sequences,
  // the customers and the cars are independent streams, appended side by side.
  const reserveNumbers = async (
    name: 'customer' | 'car' | 'customer-car' | 'customer-car-bid' | 'user' | 'news' | 'news-author' | 'news-category',
    count: number,
  ): Promise<void> => {
    for (let from = 0; from < count; from += 100) {
      const reserved = Array.from({ length: Math.min(100, count - from) }, () => ({ type: 'SequenceNumberReserved', data: { Name: name } }));
      await appendEvents('sequence', name, adminDealerId, reserved, from);
    }
  };
  const appendCustomers = () =>
    inChunks(data.customers, SEED_CONCURRENCY, async ({ CustomerId, DealerId, Customer }) => {
      const events = await newCustomerEvents(personalData, CustomerId, DealerId, customerSchema.parse(Customer));
      await appendEvents('customer', CustomerId, DealerId, events);
    });
  const appendCars = async () => {
    await picturesStored;
    await inChunks(data.cars, SEED_CONCURRENCY, async (demo) => {
      const { CarId, DealerId, Car, InStockDaysAgo, Sold } = demo;
      const car = carSchema.parse({ ...Car, InStockSince: daysBefore(today, InStockDaysAgo) });
      const created = carDecider.decide({ type: 'CreateCar', carId: CarId, dealerId: DealerId, car }, carDecider.initialState());
      const pictures = demoPictureEvents(demo, created.reduce(carDecider.evolve, carDecider.initialState()));
      const sold = Sold
        ? carDecider.decide(
            { type: 'SellCar', dealerId: DealerId, salesPrice: Sold.SalesPrice, isRetailPrice: Sold.IsRetailPrice, soldDate: daysBefore(today, 1) },
            [...created, ...pictures].reduce(carDecider.evolve, carDecider.initialState()),
          )
        : [];
      await appendEvents('car', CarId, DealerId, [...created, ...pictures, ...sold]);
    });
  };
  // Customer cars (swap cars) of the demo customers; a demo car's bid has the car's number.
  const appendCustomerCars = () =>
    inChunks(demoCustomerCars, SEED_CONCURRENCY, async (demo) => {
      const salesperson = data.users.find((user) => user.DealerId === demo.DealerId && user.SimpleRole === 'Salesman')?.Name ?? 'Demo';
      const branch = data.departments.find((department) => department.DealerId === demo.DealerId)?.Name ?? '';
      await appendEvents('customer-car', demo.CarId, demo.DealerId, demoCustomerCarEvents(demo, salesperson, branch, today));
    });
  // The supplier's news every dealer reads (written here as the administrator's department would write it).
  const appendNews = () =>
    seedDemoNews(
      (streamId, events) => appendEvents(streamId.slice(0, streamId.indexOf('#')), streamId.slice(streamId.indexOf('#') + 1), adminDealerId, events),
      async (streamId) => (await store.lastVersion(streamId)) > 0,
      today,
    );
  await Promise.all([
    // Users invited later are numbered after the organisation's own.
    reserveNumbers('user', data.users.length),
    reserveNumbers('customer', data.customers.length),
    reserveNumbers('car', data.cars.length),
    reserveNumbers('customer-car', demoCustomerCars.length),
    reserveNumbers('customer-car-bid', demoCustomerCars.length),
    reserveNumbers('news', demoNews.length),
    reserveNumbers('news-author', demoNewsAuthors.length),
    reserveNumbers('news-category', demoNewsCategories.length),
    appendNews(),
    appendCustomers(),
    appendCars(),
    appendCustomerCars(),
  ]);

  return written;
};
