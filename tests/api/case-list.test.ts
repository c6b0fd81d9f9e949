import { beforeAll, describe, expect, it } from 'vitest';
import type { CaseListItem } from '../../functions/cases/case-search.ts';
import { ApiClient, loggedIn } from '../support/api-client.ts';
import {
  demoCar,
  demoCustomer,
  listedUntil,
  projectionsCaughtUp,
  RUN,
  saveCase,
  search,
  type CaseList,
  type DemoCar,
  type DemoCustomer,
  customerCarOf,
} from './case-support.ts';

/**
 * The full case list, black-box: every search parameter, the scopes, sort and paging, the detail pane's
 * fields, the makes (a specified vehicle's included), a customer's cases, tenancy, roles and bad input.
 */
let salesman: ApiClient; // saelger@demo.dk, Salesman in 101 (Aarhus)
let manager: ApiClient; // salgschef@demo.dk, SalesManager in 101: may search all departments
let aalborg: ApiClient; // saelger.aalborg@demo.dk, Salesman in 102
let vejle: ApiClient; // saelger.vejle@demo.dk: 103's 'start' package has no `case` flag
let buyer: DemoCustomer;
let coDebtor: DemoCustomer;
let stockCar: DemoCar;

/** The word only this file's cases have in their car titles. */
const MARK = `${RUN}CL`;
/** A make no demo car has: the specified vehicle's. */
const SPECIFIED_MAKE = `Harley${RUN}`;
const cases: Record<'stock' | 'specified' | 'swap' | 'coDebtor' | 'managers', string> = {
  stock: '',
  specified: '',
  swap: '',
  coDebtor: '',
  managers: '',
};
let inAalborg: string;

const ids = (list: CaseList) => list.List.map((row) => row.Id);
const mine = (params: Record<string, string | number | boolean> = {}) => search(salesman, { CarFreeTextQuery: MARK, ...params });

beforeAll(async () => {
  await projectionsCaughtUp();
  [salesman, manager, aalborg, vejle] = (await Promise.all(
    ['saelger@demo.dk', 'salgschef@demo.dk', 'saelger.aalborg@demo.dk', 'saelger.vejle@demo.dk'].map(loggedIn),
  )) as [ApiClient, ApiClient, ApiClient, ApiClient];
  [buyer, coDebtor, stockCar] = await Promise.all([demoCustomer(salesman, 0), demoCustomer(salesman, 1), demoCar(salesman)]);

  cases.stock = (await saveCase(salesman, { CustomerId: buyer.Id, SalesItem: { Id: stockCar.Id, Title: `${stockCar.Title} ${MARK} lager`, ModelYear: 2020 } })).id;
  cases.specified = (
    await saveCase(salesman, {
      CustomerId: buyer.Id,
      SalesItem: {
        Title: `${SPECIFIED_MAKE} Street Glide ${MARK} specificeret`,
        Make: SPECIFIED_MAKE,
        Model: 'Street Glide',
        ModelYear: 2024,
        FuelType: 'Benzin',
        VehicleType: 7,
        IsSpecifiedVehicle: true,
        IsFactoryNew: true,
      },
    })
  ).id;
  // The buyer's swap car, deleted after the case chose it: the case keeps the reference, the car's fields are gone.
  const swapCarId = await customerCarOf(salesman, buyer.Id);
  cases.swap = (
    await saveCase(salesman, {
      CustomerId: buyer.Id,
      SwapCarId: swapCarId,
      HasSwapPriceAgreement: true,
      SwapPrice: 55_000,
      SalesItem: { Title: `Volvo XC40 ${MARK} bytte`, Make: 'Volvo', Model: 'XC40', RegistrationNumber: 'CL 12 345', ModelYear: 2022, RegistrationDate: '2022-04-01', Mileage: 31_000 },
    })
  ).id;
  expect((await salesman.post(`/api/car/deletecustomercar?carId=${swapCarId}`)).status).toBe(200);
  cases.coDebtor = (await saveCase(salesman, { CustomerId: coDebtor.Id, Customer2Id: buyer.Id, SalesItem: { Title: `Kia Niro ${MARK} medkøber`, ModelYear: 2020 } })).id;
  cases.managers = (await saveCase(manager, { CustomerId: coDebtor.Id, SalesItem: { Title: `Ford Kuga ${MARK} chef`, ModelYear: 2020 } })).id;
  const aalborgCustomer = await demoCustomer(aalborg);
  inAalborg = (await saveCase(aalborg, { CustomerId: aalborgCustomer.Id, SalesItem: { Title: `Toyota Yaris ${MARK} aalborg`, ModelYear: 2020 } })).id;
  // The stock car's case shows the stock car's own title, without the run's mark: it is found by its id.
  await listedUntil(salesman, { FreeTextQuery: MARK }, (list) => list.Total === 4);
  await listedUntil(salesman, { CaseId: cases.stock }, (list) => list.Total === 1);
});

describe('the search parameters', () => {
  describe('IsActive, once a case is closed', () => {
    beforeAll(async () => {
      await salesman.post(`/api/case/close?id=${cases.coDebtor}`);
      await listedUntil(salesman, { CaseId: cases.coDebtor, IsActive: false }, (list) => list.Total === 1);
    });

    it('IsActive=true leaves the closed case out', async () => {
      expect(ids((await mine({ IsActive: true })).body)).not.toContain(cases.coDebtor);
    });

    it('IsActive=false lists only the closed case', async () => {
      expect(ids((await mine({ IsActive: false })).body)).toEqual([cases.coDebtor]);
    });

    it('without IsActive the closed case is listed too', async () => {
      expect(ids((await mine()).body)).toContain(cases.coDebtor);
    });
  });

  it('filters by CaseId', async () => {
    expect(ids((await mine({ CaseId: cases.swap })).body)).toEqual([cases.swap]);
  });

  it('filters by FreeTextQuery', async () => {
    expect(ids((await mine({ FreeTextQuery: `${MARK} specificeret` })).body)).toEqual([cases.specified]);
  });

  it('filters by CustomerId, the customer as buyer or co-debtor', async () => {
    expect(ids((await mine({ CustomerId: coDebtor.Id, sort: 'Id', sortdir: 'asc' })).body)).toEqual([cases.coDebtor, cases.managers]);
    expect(ids((await mine({ CustomerId: buyer.Id, sort: 'Id', sortdir: 'asc' })).body)).toEqual([cases.specified, cases.swap, cases.coDebtor]);
  });

  it('combines CustomerId with CaseId', async () => {
    expect(ids((await search(salesman, { CustomerId: buyer.Id, CaseId: cases.stock })).body)).toEqual([cases.stock]);
  });

  it('lists a stock car by its current title, not by the title the case copied when it was sold', async () => {
    expect(ids((await mine({ CaseId: cases.stock })).body)).toEqual([]);
    expect((await search(salesman, { CaseId: cases.stock })).body.List[0]).toMatchObject({ CarDescription: stockCar.Title });
  });

  it('filters by Make, in any case', async () => {
    expect(ids((await mine({ Make: SPECIFIED_MAKE })).body)).toEqual([cases.specified]);
    expect(ids((await mine({ Make: SPECIFIED_MAKE.toUpperCase() })).body)).toEqual([cases.specified]);
  });

  it('finds by CarFreeTextQuery over the registration number, without its spaces', async () => {
    expect(ids((await mine({ CarFreeTextQuery: `${MARK} cl12345` })).body)).toEqual([cases.swap]);
  });

  it("finds by CarFreeTextQuery over the car's make", async () => {
    expect(ids((await search(salesman, { CarFreeTextQuery: `${MARK} volvo` })).body)).toEqual([cases.swap]);
  });

  it("searches mine: a salesman's own cases, not the manager's", async () => {
    const own = (await mine({ SearchType: 'Casemanager' })).body;
    expect(ids(own)).not.toContain(cases.managers);
    expect(ids(own)).toContain(cases.swap);
    expect(ids((await search(salesman, { CaseId: cases.stock, SearchType: 'Casemanager' })).body)).toEqual([cases.stock]);
  });

  it("searches mine: the manager's own case only", async () => {
    expect(ids((await search(manager, { CarFreeTextQuery: MARK, SearchType: 'Casemanager' })).body)).toEqual([cases.managers]);
  });

  it("searches my department: a colleague's case included", async () => {
    expect(ids((await mine({ SearchType: 'dealer' })).body)).toContain(cases.managers);
  });

  it("leaves another department's case out of the department's search", async () => {
    expect(ids((await mine()).body)).not.toContain(inAalborg);
  });

  it('refuses all departments to a salesman (403)', async () => {
    expect((await mine({ SearchType: 'Conglomerate' })).status).toBe(403);
  });

  it("searches all departments for one who leads, with each case's department", async () => {
    const all = await listedUntil(manager, { CarFreeTextQuery: MARK, SearchType: 'Conglomerate', CaseId: inAalborg }, (list) => list.Total === 1);
    expect(all.List[0]).toMatchObject({ Id: inAalborg, Branch: 'Demo Biler Aalborg' });
  });

  const byIdAscending = async (): Promise<string[]> => ids((await mine({ sort: 'Id', sortdir: 'asc' })).body);

  it('sorts by Id both ways', async () => {
    const byId = await byIdAscending();
    expect(byId).toEqual([...byId].sort((a, b) => Number(a) - Number(b)));
    expect(ids((await mine({ sort: 'Id', sortdir: 'desc' })).body)).toEqual([...byId].reverse());
  });

  it.each(['CustomerName', 'CarDescription', 'SwapCarDescription', 'ModifiedDate', 'Status'])('sorts by %s', async (sort) => {
    const response = await mine({ sort, sortdir: 'asc' });
    expect(response.status, sort).toBe(200);
    expect(response.body.Total).toBe(4); // the manager's case is in the department too; Aalborg's is not
  });

  it('sorts by the car description in Danish order', async () => {
    const byCar = (await mine({ sort: 'CarDescription', sortdir: 'asc' })).body.List.map((row) => row.CarDescription ?? '');
    expect(byCar).toEqual([...byCar].sort((a, b) => a.localeCompare(b, 'da', { sensitivity: 'base', numeric: true })));
  });

  it('pages by count and offset with the total', async () => {
    const byId = await byIdAscending();
    const page = (await mine({ sort: 'Id', sortdir: 'asc', count: 2, offset: 2 })).body;
    expect(page).toMatchObject({ Total: 4, Offset: 2, Count: 2 });
    expect(ids(page)).toEqual(byId.slice(2, 4));
  });

  it('pages by at most 50', async () => {
    const large = (await search(salesman, { count: 1000 })).body;
    expect(large.List.length).toBeLessThanOrEqual(50);
  });

  const row = async (id: string): Promise<CaseListItem | undefined> => (await mine()).body.List.find((found) => found.Id === id);

  it("answers a swap car's row with the swap-car flag, and no finance or insurance status before offers", async () => {
    expect(await row(cases.swap)).toMatchObject({ HasSwapCar: true, FinanceCaseStatus: null, InsuranceStatus: null, Make: 'Volvo' });
  });

  it("answers a stock car's row with its make and the buyer", async () => {
    const stock = (await search(salesman, { CaseId: cases.stock })).body.List[0];
    expect(stock).toMatchObject({ HasSwapCar: false, Make: stockCar.Make, CustomerName: buyer.Name });
  });

  it("answers a specified vehicle's row with its make and title", async () => {
    expect(await row(cases.specified)).toMatchObject({ Make: SPECIFIED_MAKE, CarDescription: `${SPECIFIED_MAKE} Street Glide ${MARK} specificeret` });
  });
});

describe('the makes', () => {
  it("lists the makes in scope, a specified vehicle's included, sorted and each once", async () => {
    const makes = (await salesman.get<string[]>('/api/caselist/getmakes')).body;
    expect(makes).toEqual(expect.arrayContaining([SPECIFIED_MAKE, stockCar.Make, 'Volvo']));
    expect(new Set(makes.map((make) => make.toLowerCase())).size).toBe(makes.length);
    expect([...makes].sort(new Intl.Collator('da', { sensitivity: 'base', numeric: true }).compare)).toEqual(makes);
  });

  it("does not show another department this department's makes", async () => {
    expect((await aalborg.get<string[]>('/api/caselist/getmakes')).body).not.toContain(SPECIFIED_MAKE);
  });

  it("lists the makes of the caller's own cases", async () => {
    expect((await salesman.get<string[]>('/api/caselist/getmakes?SearchType=Casemanager')).body).toContain(SPECIFIED_MAKE);
  });
});

describe('the detail pane', () => {
  it('shows every detail field of a case with a car and a swap car', async () => {
    const pane = (await salesman.get<Record<string, unknown>>(`/api/case/getcasedetails/?id=${cases.swap}`)).body;
    expect(pane).toEqual({
      Id: cases.swap,
      CaseManager: 'Mads Sørensen',
      CreatedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ModifiedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      DetailsTitle: `Sag ${cases.swap} - ${buyer.Name} - Volvo XC40 ${MARK} bytte`,
      Status: 0,
      StatusText: 'Åben',
      FinanceBrand: null,
      FinanceText: null,
      InsuranceBrand: null,
      InsuranceText: null,
      FinanceService: null,
      HasCustomer: true,
      CustomerName: buyer.Name,
      HasSwapPriceAgreement: true,
      Car: { MakeModel: 'Volvo XC40', ModelYear: 2022, RegistrationNumber: 'CL 12 345', RegistrationDate: '2022-04-01', Mileage: 31_000, IsFactoryNew: false },
      // The swap car's own fields come from the customer-car read model; this car was deleted after the case chose it.
      SwapCar: { MakeModel: null, ModelYear: null, RegistrationNumber: null, RegistrationDate: null, Mileage: null, IsFactoryNew: false, LatestBid: null },
    });
  });

  it("fills a stock car's fields from the stock list", async () => {
    const stock = (await salesman.get<{ Car: Record<string, unknown>; SwapCar: unknown }>(`/api/case/getcasedetails/?id=${cases.stock}`)).body;
    expect(stock.Car).toMatchObject({ MakeModel: `${stockCar.Make} ${stockCar.Model}`, RegistrationNumber: stockCar.RegistrationNumber, Mileage: stockCar.Mileage });
    expect(stock.SwapCar).toBeNull();
  });

  it('marks a factory-new specified vehicle', async () => {
    const specified = (await salesman.get<{ Car: Record<string, unknown>; DetailsTitle: string }>(`/api/case/getcasedetails/?id=${cases.specified}`)).body;
    expect(specified.Car).toMatchObject({ MakeModel: `${SPECIFIED_MAKE} Street Glide`, ModelYear: 2024, IsFactoryNew: true });
    expect(specified.DetailsTitle).toMatch(/\(fabriksny\)$/);
  });
});

describe("a customer's cases", () => {
  const list = async (client: ApiClient, query: string) => client.get<{ List: CaseListItem[] }>(`/api/casesbycustomer/getbycustomerid?${query}`);
  const get = (client: ApiClient, query: string) => client.get<{ Message?: string; Field?: string }>(`/api/casesbycustomer/getbycustomerid?${query}`);

  it("lists the department's cases of the customer as buyer or co-debtor, newest first", async () => {
    const all = await list(salesman, `count=100&customerId=${buyer.Id}`);
    expect(all.status).toBe(200);
    const found = all.body.List.map((row) => row.Id);
    expect(found).toEqual(expect.arrayContaining([cases.stock, cases.specified, cases.swap, cases.coDebtor]));
    expect(found).not.toContain(cases.managers);
    const dates = all.body.List.map((row) => row.ModifiedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.body.List.find((row) => row.Id === cases.swap)).toMatchObject({ CustomerName: buyer.Name, CarDescription: `Volvo XC40 ${MARK} bytte` });
  });

  it('lists at most `count` cases', async () => {
    expect((await list(salesman, `count=2&customerId=${buyer.Id}`)).body.List).toHaveLength(2);
  });

  it('takes the parameter in any casing, and lists them all without `count`', async () => {
    const all = await list(salesman, `count=100&customerId=${buyer.Id}`);
    expect((await list(salesman, `CustomerId=${buyer.Id}`)).body.List.length).toBe(all.body.List.length);
  });

  it('is 404 for an unknown customer', async () => {
    expect((await get(salesman, 'customerId=999999999')).status).toBe(404);
  });

  it('is 400 without the customer, naming it', async () => {
    const missing = await get(salesman, 'count=100');
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('customerId');
  });

  it('is 400 for a malformed customer id', async () => {
    const bad = await get(salesman, 'customerId=abc');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('customerId skal være et tal.');
  });

  it('is 400 for a count over 100', async () => {
    const tooMany = await get(salesman, `customerId=${buyer.Id}&count=101`);
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('count må højst være 100.');
  });

  it('is 403 without the case function', async () => {
    expect((await get(vejle, `customerId=${buyer.Id}`)).status).toBe(403);
  });

  it('is 401 without a session', async () => {
    expect((await new ApiClient().get(`/api/casesbycustomer/getbycustomerid?customerId=${buyer.Id}`)).status).toBe(401);
  });
});

describe('tenancy, roles and bad input', () => {
  it("never shows another department's case outside the conglomerate scope", async () => {
    expect(ids((await search(aalborg, { CarFreeTextQuery: MARK })).body)).toEqual([inAalborg]);
  });

  it("never shows another department's detail pane (404)", async () => {
    expect((await aalborg.get(`/api/case/getcasedetails/?id=${cases.swap}`)).status).toBe(404);
    expect((await salesman.get(`/api/case/getcasedetails/?id=${inAalborg}`)).status).toBe(404);
  });

  it("shows another department's detail pane to one who may search all departments", async () => {
    expect((await manager.get(`/api/case/getcasedetails/?id=${inAalborg}`)).status).toBe(200);
  });

  it('answers an unknown case with 404', async () => {
    expect((await salesman.get('/api/case/getcasedetails/?id=999999999')).status).toBe(404);
  });

  const listPaths = (): string[] => ['/api/caselist/search/', '/api/caselist/getmakes', `/api/case/getcasedetails/?id=${cases.stock}`];

  it('refuses the list without the case function (403)', async () => {
    for (const path of listPaths()) expect((await vejle.get(path)).status, path).toBe(403);
  });

  it('refuses the list without a session (401)', async () => {
    for (const path of listPaths()) expect((await new ApiClient().get(path)).status, path).toBe(401);
  });

  it.each([
    [{ IsActive: 'ja' }, 'IsActive'],
    [{ CaseId: 'x1' }, 'CaseId'],
    [{ CustomerId: 'abc' }, 'CustomerId'],
    [{ SearchType: 'Alle' }, 'SearchType'],
    [{ sort: 'Farve' }, 'sort'],
    [{ sortdir: 'op' }, 'sortdir'],
    [{ offset: '-1' }, 'offset'],
    [{ FreeTextQuery: 'x'.repeat(201) }, 'FreeTextQuery'],
  ] as const)('names the malformed search field (400): %o', async (params, field) => {
    const response = await search(salesman, params);
    expect(response.status, field).toBe(400);
    expect(JSON.stringify(response.body), field).toContain(field);
  });

  it('refuses the detail pane without an id (400)', async () => {
    expect((await salesman.get('/api/case/getcasedetails/')).status).toBe(400);
  });
});
