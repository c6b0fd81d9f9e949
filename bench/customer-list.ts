import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { customerSchema } from '../domain/customers/customer.ts';
import { customerDecider } from '../domain/customers/decider.ts';
import type { CustomerCarData } from '../events/customer-cars.ts';
import type { NewEvent } from '../events/envelope.ts';
import { customerListView } from '../functions/customers/customer-list-search.ts';
import { handler as exportHandler } from '../functions/customers/export-customer-list.ts';
import { protectCustomer } from '../functions/customers/personal.ts';
import { handler as searchHandler } from '../functions/customers/search-customer-list.ts';
import { EventStore, type AppendContext } from '../functions/platform/event-store.ts';
import { personalData } from '../functions/platform/personal-data.ts';
import type { LocalCloud } from '../local/cloud.ts';
import { anyUserExists, seedDemoData } from '../local/demo-data.ts';
import { lambdaContext } from '../local/http-adapter.ts';
import { ApiClient } from '../tests/support/api-client.ts';
import { httpEvent } from '../tests/support/http-event.ts';
import { ms, percentile, timed } from './stats.ts';

const FIRST_NAMES = ['Anne', 'Bo', 'Camilla', 'Dorthe', 'Erik', 'Frederik', 'Grethe', 'Hans', 'Ida', 'Jens', 'Karen', 'Lars', 'Mette', 'Niels', 'Ole', 'Pia', 'Søren', 'Trine', 'Ulla', 'Åse'];
const LAST_NAMES = ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Jørgensen', 'Petersen', 'Madsen', 'Kristensen', 'Olsen', 'Thomsen', 'Østergaard', 'Ærtebjerg', 'Bøgh', 'Holm', 'Mikkelsen'];
const STREETS = ['Vestergade', 'Østergade', 'Søndergade', 'Nørregade', 'Algade', 'Skolevej', 'Kirkevej', 'Åboulevarden', 'Ringvejen', 'Møllevej'];
const PLACES = [['8000', 'Aarhus C'], ['8200', 'Aarhus N'], ['8230', 'Åbyhøj'], ['8260', 'Viby J'], ['8600', 'Silkeborg'], ['7100', 'Vejle'], ['9000', 'Aalborg'], ['8900', 'Randers C']] as const;
const EXPORT_STREET = 'Eksportvej';
const CARS = [['VW', 'Golf'], ['VW', 'Passat'], ['Toyota', 'Yaris'], ['Toyota', 'Corolla'], ['Škoda', 'Octavia'], ['Ford', 'Focus'], ['Peugeot', '208'], ['Kia', 'Ceed'], ['Tesla', 'Model 3'], ['Volvo', 'V60']] as const;

const carData = (customerId: string, n: number): CustomerCarData => {
  const [make, model] = CARS[n % CARS.length]!;
  return {
    CustomerId: customerId,
    CarGuid: null,
    CarSpecificationGuid: null,
    RegistrationNumber: `${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}${String(n % 100_000).padStart(5, '0')}`,
    RegistrationDate: '2019-03-14',
    ChassisNumber: '',
    InspectionDate: null,
    Mileage: 10_000 + (n % 200) * 1_000,
    MileageWarranty: null,
    VehicleNumber: '',
    Comment: '',
    FormerUse: 1,
    TimingBeltReplaced: 0,
    TimingBeltReplacedAtMileage: null,
    TimingBeltReplacedAtMileageDate: null,
    ServiceBook: 1,
    ParticleFilter: null,
    Damages: '',
    SeverelyDamaged: 0,
    IsVatFree: false,
    IsVatFreeCar: false,
    FinancedBy: '',
    CarColorId: null,
    TaxPaid: 1,
    NumberOfKeys: 2,
    LatestBid: null,
    Variant: {
      Guid: null,
      Title: `${make} ${model}`,
      Make: make,
      Model: model,
      Motor: '',
      NumberOfDoors: 5,
      Type: 1,
      FuelType: 1,
      ModelYear: 2019,
      ProductionPeriodYearStart: null,
      ProductionPeriodYearEnd: null,
      IsVan: false,
      IsPassengerCar: true,
    },
  };
};

/**
 * Appends `count` private customers of one department through the event store (their personal data sealed with
 * their own keys, as a save seals it), every other one with a swap car and every tenth with a second; number `n` of
 * the run is its id offset. `category(n)` says whether it is a customer (1) or a prospect (0).
 */
const appendCustomers = async (
  store: EventStore,
  dealerId: string,
  count: number,
  offset: number,
  category: (n: number) => 0 | 1,
  accountManagerId: string,
  street?: string,
): Promise<void> => {
  const context: AppendContext = { dealerId, userId: 'bench', correlationId: randomUUID(), causationId: 'bench-customers' };
  for (let from = 0; from < count; from += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - from) }, async (_, index) => {
        const n = offset + from + index;
        const customerId = String(7_000_000 + n);
        const [zip, city] = PLACES[n % PLACES.length]!;
        const customer = customerSchema.parse({
          IsBusiness: false,
          FirstName: FIRST_NAMES[n % FIRST_NAMES.length],
          LastName: `${LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]}`,
          Cpr: '',
          Street: street ?? STREETS[n % STREETS.length],
          StreetNumber: String(1 + (n % 120)),
          ZipCode: zip,
          City: city,
          CellPhone: String(20_000_000 + n),
          Email: `kunde${n}@example.dk`,
          Category: category(n),
          AccountManagerId: n % 7 === 0 ? accountManagerId : null,
        });
        const { customer: clear, personal } = await protectCustomer(personalData(), customerId, customer, { newCustomer: true });
        await store.append(`customer#${customerId}`, 0, customerDecider.decide({ type: 'CreateCustomer', customerId, dealerId, customer: clear, personal }, customerDecider.initialState()), context);
        const cars = n % 10 === 0 ? 2 : n % 2 === 0 ? 1 : 0;
        for (let car = 0; car < cars; car += 1) {
          const carId = String(8_000_000 + n * 2 + car);
          const events: NewEvent[] = [{ type: 'CustomerCarCreated', data: { CarId: carId, DealerId: dealerId, Car: carData(customerId, n * 2 + car) } }];
          await store.append(`customer-car#${carId}`, 0, events, context);
        }
      }),
    );
  }
};

/**
 * The customer list over `total` generated customers of one department (Aarhus), in the handler as API Gateway would
 * call it: cold (the container forgets the list first, as a new Lambda container starts empty: it reads the list's
 * compact copy and what changed since) and warm, for the default page and the search panel's filters; then the Excel
 * export of a department (Aalborg) with `exportTotal` customers, one of them a prospect: all of them are refused (the
 * export is hidden at 5,000 or more), the customers alone (one fewer) are exported, with the time and the heap it grew by.
 */
export async function customerListSearch(cloud: LocalCloud, total: number, exportTotal: number, rounds: number): Promise<string[]> {
  if (!(await anyUserExists())) await seedDemoData();
  const store = new EventStore();
  await cloud.poller.drain(10 * 60_000);
  const owner = new ApiClient(cloud.baseUrl);
  if ((await owner.login('ejer@demo.dk')).status !== 200) throw new Error('Login failed');
  // Every seventh customer is the owner's own ('mine').
  const ownerId = (await owner.get<{ AccountManagerId: string }>('/api/customer/InitNewCustomer/')).body.AccountManagerId;
  const started = performance.now();
  await appendCustomers(store, '101', total, 0, (n) => (n % 3 === 0 ? 0 : 1), ownerId);
  // The exported department's own demo customers are left out by the street of the generated ones.
  await appendCustomers(store, '102', exportTotal, total, (n) => (n === total ? 0 : 1), ownerId, EXPORT_STREET);
  const appendedMs = performance.now() - started;
  await cloud.poller.drain(4 * 60 * 60_000);
  const projectedMs = performance.now() - started - appendedMs;

  const cookies = [...owner.cookies].map(([name, value]) => `${name}=${value}`);
  const eventOf = (path: string, query: Record<string, string>) => httpEvent('GET', path, { query, cookies, headers: { 'x-xsrf-token': owner.xsrfToken() ?? '' } });
  let lastTotal = 0;
  const search = (query: Record<string, string>) => async () => {
    const result = (await searchHandler(eventOf('/api/customerlist/search/', query), lambdaContext('dealerhub-customers'))) as APIGatewayProxyStructuredResultV2;
    if (result.statusCode !== 200) throw new Error(`Customer search failed: ${result.statusCode} ${String(result.body)}`);
    lastTotal = (JSON.parse(String(result.body)) as { Total: number }).Total;
  };
  const searches: { name: string; query: Record<string, string> }[] = [
    { name: 'default (name ascending, first page)', query: {} },
    { name: 'free text "jensen anne"', query: { FreeText: 'jensen anne' } },
    { name: 'registration number "AB"', query: { RegistrationNumber: 'AB' } },
    { name: 'make Toyota, customers, newest first', query: { CarMake: 'Toyota', SearchType: '1', sort: 'ModifiedDate', sortdir: 'desc' } },
    { name: 'mine, sorted by city, page 3', query: { SearchManagementLevel: 'User', sort: 'City', offset: '100' } },
    { name: 'all departments, by department', query: { SearchManagementLevel: 'Conglomerate', sort: 'DealerName' } },
  ];
  const cold: number[] = [];
  for (let round = 0; round < Math.max(5, Math.round(rounds / 4)); round += 1) {
    customerListView().clear();
    cold.push(await timed(search({})));
  }
  const totalListed = lastTotal;
  // The first search after a change joins and sorts the department again; the rest only filter.
  const warm = searches.map(() => [] as number[]);
  const totals = searches.map(() => 0);
  for (let round = -3; round < rounds; round += 1) {
    for (const [index, each] of searches.entries()) {
      const took = await timed(search(each.query));
      totals[index] = lastTotal;
      if (round >= 0) warm[index]!.push(took);
    }
  }

  const exportOf = async (query: Record<string, string>) =>
    (await exportHandler(eventOf('/api/customerlist/excel', { SearchManagementLevel: 'Conglomerate', DealerId: '102', FreeText: EXPORT_STREET, ...query }), lambdaContext('dealerhub-customers'))) as APIGatewayProxyStructuredResultV2;
  const refused = await exportOf({});
  if (refused.statusCode !== 400) throw new Error(`The export of ${exportTotal} customers was not refused: ${refused.statusCode}`);
  await exportOf({ SearchType: '1', CarMake: 'ingen-saadan' }); // warms the department's list, so the figure is the export's
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let bytes = 0;
  const exportMs = await timed(async () => {
    const result = await exportOf({ SearchType: '1' });
    if (result.statusCode !== 200) throw new Error(`Export failed: ${result.statusCode} ${String(result.body)}`);
    bytes = Buffer.from(String(result.body), result.isBase64Encoded ? 'base64' : 'utf8').length;
  });
  const heapGrowth = process.memoryUsage().heapUsed - heapBefore;

  const row = (name: string, values: number[]) => `${name.padEnd(52)} p50 ${ms(percentile(values, 50)).padStart(10)}  p99 ${ms(percentile(values, 99)).padStart(10)}`;
  return [
    `Customer list over ${total} generated customers of one department (${totalListed} listed, ${rounds} rounds each, in the handler; target p99 < 150 ms)`,
    `${'generated and projected'.padEnd(52)} appended in ${(appendedMs / 1000).toFixed(1)} s, projected in ${(projectedMs / 1000).toFixed(1)} s`,
    row(`cold container, default search (${cold.length}×)`, cold),
    ...searches.map((each, index) => row(`${each.name} (${totals[index]} found)`, warm[index]!)),
    `${`Excel export of ${exportTotal - 1} customers (${exportTotal} refused)`.padEnd(52)} ${ms(exportMs).padStart(14)}, ${(bytes / 1024).toFixed(0)} kB, heap +${(heapGrowth / 1024 / 1024).toFixed(1)} MB`,
  ];
}
