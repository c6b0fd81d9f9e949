import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, baseUrl, loggedIn, queryString } from '../support/api-client.ts';
import { swapCarRequest } from '../support/swap-car-request.ts';
import { eventually, projectionsCaughtUp, RUN, saveCase, sellableCase } from './case-support.ts';

/**
 * The customer list (spec part 1 §2 "Customer list", §3 "Customer list row and search", §4 "Search scope", §7
 * "Customers", §9): its search over the three scopes, category, registration number, make, model and free text, paged
 * 50 and sorted; its makes; the Excel export; the detail pane with the latest 3 cases. The customers of this suite are
 * Aalborg's (102), marked with this run's mark in their last name, so that a free-text search finds exactly them; the
 * Aarhus owner (ejer@demo.dk) may search all departments, Aalborg's salesman may not.
 */
interface Row {
  Id: string;
  DealerId: string;
  Name: string;
  Address: string;
  ZipCode: string;
  City: string;
  CellPhone: string;
  CustomerCar: string | null;
  CustomerCars: number;
  RegistrationNumbers: string[];
  DealerName: string;
  ModifiedDate: string;
  Category: number;
  CategoryName: string;
}
interface Page {
  Total: number;
  Offset: number;
  Count: number;
  List: Row[];
  SearchScope: string;
  OfferedScopes: string[];
  CanExport: boolean;
}

const SEARCH = '/api/customerlist/search/';
const search = (client: ApiClient, params: Record<string, string | number>) => client.get<Page>(`${SEARCH}?${queryString(params)}`);
const mark = RUN.toLowerCase();
/** This run's customers, once the list shows `count` of them. */
const listed = async (client: ApiClient, params: Record<string, string | number>, count: number): Promise<Page> => {
  const response = await eventually(
    () => search(client, { FreeText: mark, ...params }),
    (reply) => reply.status === 200 && reply.body.Total === count,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.Total, JSON.stringify(response.body)).toBe(count);
  return response.body;
};

/** A plate of this run: two letters and five digits. */
const PLATE_BASE = Date.now();
const plate = (n: number): string => `KL${String((PLATE_BASE + n * 7919) % 100_000).padStart(5, '0')}`;

let salesman: ApiClient;
let owner: ApiClient;
let vejle: ApiClient;
let salesmanId: string;
const customers: { id: string; name: string; plate?: string }[] = [];

const saveCustomer = async (client: ApiClient, fields: Record<string, unknown>): Promise<string> => {
  const saved = await client.post<string>('/api/customer/save', {
    Id: '0',
    Street: 'Boulevarden',
    StreetNumber: '12',
    ZipCode: '9000',
    City: 'Aalborg',
    Email: 'kunde@example.dk',
    ...fields,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body;
};

beforeAll(async () => {
  await projectionsCaughtUp();
  [salesman, owner, vejle] = await Promise.all([loggedIn('saelger.aalborg@demo.dk'), loggedIn('ejer@demo.dk'), loggedIn('saelger.vejle@demo.dk')]);
  salesmanId = (await salesman.get<{ AccountManagerId: string }>('/api/customer/InitNewCustomer/')).body.AccountManagerId;
  // Three private customers: Ærtebjerg (a customer, the salesman's own, with two cars), Bøgh (a prospect with a
  // Škoda) and Østergaard (a prospect of no one in particular, without a car).
  const aertebjerg = await saveCustomer(salesman, { FirstName: 'Anne', LastName: `Ærtebjerg ${RUN}`, CellPhone: '20 30 40 50', Category: 1, AccountManagerId: salesmanId });
  const boegh = await saveCustomer(salesman, { FirstName: 'Bo', LastName: `Bøgh ${RUN}`, CellPhone: '21314151', Category: 0, AccountManagerId: salesmanId, Street: 'Vesterbro' });
  const oestergaard = await saveCustomer(salesman, { FirstName: 'Ole', LastName: `Østergaard ${RUN}`, Phone: '98123456', Category: 0, AccountManagerId: null, ZipCode: '9200', City: 'Aalborg SV' });
  customers.push({ id: aertebjerg, name: `Anne Ærtebjerg ${RUN}`, plate: plate(1) }, { id: boegh, name: `Bo Bøgh ${RUN}`, plate: plate(2) }, { id: oestergaard, name: `Ole Østergaard ${RUN}` });
  for (const [customerId, changes] of [
    [aertebjerg, { RegistrationNumber: plate(1) }],
    [aertebjerg, { RegistrationNumber: plate(3), Variant: { ...(swapCarRequest('0').Variant as object), Title: 'Ford Focus 1,0 EcoBoost', Make: 'Ford', Model: 'Focus' } }],
    [boegh, { RegistrationNumber: plate(2), Variant: { ...(swapCarRequest('0').Variant as object), Title: 'Škoda Octavia Combi', Make: 'Škoda', Model: 'Octavia Combi' } }],
  ] as const) {
    const saved = await salesman.post<string>('/api/car/saveCustomerCar', swapCarRequest(customerId, changes));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  await projectionsCaughtUp();
});

describe('the customer list: search', () => {
  it('needs a session', async () => {
    expect((await new ApiClient().get(SEARCH)).status).toBe(401);
  });

  it('lists every field of the row, with the cars of the customer, in name order, Danish letters last', async () => {
    const page = await eventually(
      () => listed(salesman, {}, 3),
      (body) => body.List.find((row) => row.Id === customers[0]!.id)?.CustomerCars === 2,
    );
    expect(page.List.map((row) => row.Name)).toEqual([customers[1]!.name, customers[0]!.name, customers[2]!.name].sort((a, b) => a.localeCompare(b, 'da')));
    expect(page.List.map((row) => row.Name)).toEqual([`Bo Bøgh ${RUN}`, `Anne Ærtebjerg ${RUN}`, `Ole Østergaard ${RUN}`].sort((a, b) => a.localeCompare(b, 'da')));
    const anne = page.List.find((row) => row.Id === customers[0]!.id)!;
    expect(anne).toMatchObject({
      Name: `Anne Ærtebjerg ${RUN}`,
      Address: 'Boulevarden 12',
      ZipCode: '9000',
      City: 'Aalborg',
      CellPhone: '20304050',
      CustomerCars: 2,
      DealerId: '102',
      DealerName: 'Demo Biler Aalborg',
      Category: 1,
      CategoryName: 'Kunde',
    });
    expect(anne.RegistrationNumbers.sort()).toEqual([plate(1), plate(3)].sort());
    // The newest car is the one the row names.
    expect(anne.CustomerCar).toBe(`Ford Focus 1,0 EcoBoost, ${plate(3)}`);
    expect(Date.parse(anne.ModifiedDate)).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(page.List.find((row) => row.Id === customers[2]!.id)).toMatchObject({ CustomerCar: null, CustomerCars: 0, CategoryName: 'Emne' });
    expect(page).toMatchObject({ Offset: 0, Count: 3, SearchScope: 'Dealer', CanExport: true });
    expect(page.OfferedScopes).toEqual(['User', 'Dealer']);
  });

  it('finds a customer by the registration number of its swap car, in any case and with spaces', async () => {
    const wanted = customers[1]!.plate!;
    const spaced = `${wanted.slice(0, 2).toLowerCase()} ${wanted.slice(2, 4)} ${wanted.slice(4)}`;
    const page = await listed(salesman, { RegistrationNumber: spaced }, 1);
    expect(page.List[0]!.Id).toBe(customers[1]!.id);
  });

  it('filters by make, in any case', async () => {
    expect((await listed(salesman, { CarMake: 'škoda' }, 1)).List[0]!.Id).toBe(customers[1]!.id);
  });

  it('filters by make and model of one and the same car', async () => {
    expect((await listed(salesman, { CarMake: 'Ford', CarModel: 'focus' }, 1)).List[0]!.Id).toBe(customers[0]!.id);
  });

  it("finds no one by a make and a model that are two different customers' cars", async () => {
    await listed(salesman, { CarMake: 'Ford', CarModel: 'Octavia' }, 0);
  });

  it('filters the prospects (category 0)', async () => {
    expect((await listed(salesman, { SearchType: 0 }, 2)).List.map((row) => row.Id).sort()).toEqual([customers[1]!.id, customers[2]!.id].sort());
  });

  it('filters the customers (category 1)', async () => {
    expect((await listed(salesman, { SearchType: 1 }, 1)).List[0]!.Id).toBe(customers[0]!.id);
  });

  it("finds by free text over the customer's cars", async () => {
    expect((await listed(salesman, { FreeText: `${mark} octavia` }, 1)).List[0]!.Id).toBe(customers[1]!.id);
  });

  it("finds by free text over the customer's phone number", async () => {
    expect((await listed(salesman, { FreeText: `${mark} 98123456` }, 1)).List[0]!.Id).toBe(customers[2]!.id);
  });

  it("'mine' is the customers the caller is account manager for", async () => {
    const page = await listed(salesman, { SearchManagementLevel: 'User' }, 2);
    expect(page.SearchScope).toBe('User');
    expect(page.List.map((row) => row.Id).sort()).toEqual([customers[0]!.id, customers[1]!.id].sort());
  });

  it("takes the spec's label 'Mine' on the wire for 'mine'", async () => {
    expect((await listed(salesman, { SearchManagementLevel: 'Mine' }, 2)).SearchScope).toBe('User');
  });

  it("the owner's own department does not list another department's customers", async () => {
    await listed(owner, {}, 0);
  });

  it("all departments: the owner finds Aalborg's customers with their department", async () => {
    const page = await listed(owner, { SearchManagementLevel: 'Conglomerate' }, 3);
    expect(page.SearchScope).toBe('Conglomerate');
    expect(page.OfferedScopes).toEqual(['User', 'Dealer', 'Conglomerate']);
    expect(new Set(page.List.map((row) => row.DealerName))).toEqual(new Set(['Demo Biler Aalborg']));
  });

  it('all departments: a salesman is refused (403)', async () => {
    const refused = await search(salesman, { SearchManagementLevel: 'Conglomerate', FreeText: mark });
    expect(refused.status).toBe(403);
  });

  it('another department sees none of them in its own list', async () => {
    expect((await search(vejle, { FreeText: mark })).body.Total).toBe(0);
  });

  const BY_NAME_DESC = [`Bo Bøgh ${RUN}`, `Anne Ærtebjerg ${RUN}`, `Ole Østergaard ${RUN}`].sort((a, b) => b.localeCompare(a, 'da'));

  it('sorts by name, descending', async () => {
    const all = (await listed(salesman, { sort: 'Name', sortdir: 'desc' }, 3)).List;
    expect(all.map((row) => row.Name)).toEqual(BY_NAME_DESC);
  });

  it('pages by count and offset', async () => {
    await listed(salesman, {}, 3);
    const second = (await search(salesman, { FreeText: mark, sort: 'Name', sortdir: 'desc', count: 1, offset: 1 })).body;
    expect(second).toMatchObject({ Total: 3, Offset: 1, Count: 1 });
    expect(second.List[0]!.Name).toBe(BY_NAME_DESC[1]);
  });

  it('sorts by postcode, descending', async () => {
    const byZip = (await listed(salesman, { sort: 'ZipCode', sortdir: 'desc' }, 3)).List;
    expect(byZip[0]!.Id).toBe(customers[2]!.id);
  });

  it('sorts by the customer car, no car last', async () => {
    const byCar = (await listed(salesman, { sort: 'customercar' }, 3)).List;
    // Ford (Anne's newest car) before Škoda (Bo's); no car last.
    expect(byCar.map((row) => row.Id)).toEqual([customers[0]!.id, customers[1]!.id, customers[2]!.id]);
  });

  it.each([
    [{ sort: 'Cpr' }, 'sort'],
    [{ sortdir: 'up' }, 'sortdir'],
    [{ SearchType: '2' }, 'SearchType'],
    [{ SearchManagementLevel: 'Everyone' }, 'SearchManagementLevel'],
    [{ count: 0 }, 'count'],
  ] as const)('names the field of a bad search (400): %o', async (params, field) => {
    const response = await search(salesman, params);
    expect(response.status, JSON.stringify(params)).toBe(400);
    expect(JSON.stringify(response.body)).toContain(field);
  });
});

describe('the customer list: makes, export and detail pane', () => {
  it('GET /api/customerlist/getmakes/ gives the makes of the customers\' cars with how many customers have one', async () => {
    const makes = await eventually(
      () => salesman.get<{ Id: string; Name: string; Count: number }[]>('/api/customerlist/getmakes/'),
      (reply) => reply.status === 200 && reply.body.some((make) => make.Name === 'Škoda'),
    );
    expect(makes.status).toBe(200);
    const names = makes.body.map((make) => make.Name);
    expect(names).toEqual(expect.arrayContaining(['Ford', 'Škoda', 'VW']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'da')));
    expect(makes.body.find((make) => make.Name === 'Škoda')!.Count).toBeGreaterThanOrEqual(1);
  });

  it("GET /api/customerlist/getmakes/ answers another department with its own customers' makes", async () => {
    const vejleMakes = await vejle.get<{ Name: string }[]>('/api/customerlist/getmakes/');
    expect(vejleMakes.status).toBe(200);
  });

  it('GET /api/customerlist/excel is a real .xlsx of the search, in the list\'s order', async () => {
    const cookie = [...salesman.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${baseUrl()}/api/customerlist/excel?${queryString({ FreeText: mark, sort: 'Name' })}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toContain('kunder.xlsx');
    const rows = await readSheet(Buffer.from(await response.arrayBuffer()));
    expect(rows[0]).toEqual(['Navn', 'Adresse', 'Postnr.', 'By', 'Mobil', 'Telefon', 'E-mail', 'Kundebil', 'Kundebiler', 'Type', 'Afdeling', 'Ændret']);
    const page = await listed(salesman, { sort: 'Name' }, 3);
    expect(rows.slice(1).map((row) => row[0])).toEqual(page.List.map((row) => row.Name));
    const anne = rows.find((row) => row[0] === customers[0]!.name)!;
    expect(anne.slice(1, 5)).toEqual(['Boulevarden 12', '9000', 'Aalborg', '20304050']);
    expect(anne[8]).toBe(2);
    expect(anne[10]).toBe('Demo Biler Aalborg');
  });

  it('GET /api/customerlist/excel refuses a bad search (400)', async () => {
    const cookie = [...salesman.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const bad = await fetch(`${baseUrl()}/api/customerlist/excel?sort=Cpr`, { headers: { cookie } });
    expect(bad.status).toBe(400);
  });

  it('GET /api/customer/GetCustomerListDetails gives the contact fields and the latest 3 cases, newest first', async () => {
    const anne = customers[0]!;
    const opened: string[] = [];
    for (const label of ['første', 'anden', 'tredje', 'fjerde']) opened.push((await saveCase(salesman, sellableCase(anne.id, label))).id);
    const details = await eventually(
      () => salesman.get<Record<string, unknown> & { Cases: { Id: string }[] | null }>(`/api/customer/GetCustomerListDetails?id=${anne.id}`),
      (reply) => reply.status === 200 && JSON.stringify((reply.body.Cases ?? []).map((found) => found.Id)) === JSON.stringify([opened[3], opened[2], opened[1]]),
    );
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    expect(details.body).toMatchObject({
      Id: anne.id,
      Name: anne.name,
      Street: 'Boulevarden',
      StreetNumber: '12',
      ZipCode: '9000',
      City: 'Aalborg',
      CellPhone: '20304050',
      Email: 'kunde@example.dk',
      CategoryName: 'Kunde',
      DealerName: 'Demo Biler Aalborg',
    });
    expect(details.body.Cases!.map((found) => found.Id)).toEqual([opened[3], opened[2], opened[1]]);
    expect(details.body.Cases![0]).toMatchObject({ CustomerName: anne.name, StatusText: 'Åben' });
    expect((details.body.CustomerCars as unknown[]).length).toBe(2);
  });

  it("GET /api/customer/GetCustomerListDetails lets the owner of Aarhus read Aalborg's customer (all departments)", async () => {
    expect((await owner.get(`/api/customer/GetCustomerListDetails?id=${customers[0]!.id}`)).status).toBe(200);
  });

  it("GET /api/customer/GetCustomerListDetails hides another department's customer (404)", async () => {
    expect((await vejle.get(`/api/customer/GetCustomerListDetails?id=${customers[0]!.id}`)).status).toBe(404);
  });

  it('GET /api/customer/GetCustomerListDetails answers an unknown id with 404', async () => {
    expect((await salesman.get('/api/customer/GetCustomerListDetails?id=999999999')).status).toBe(404);
  });

  it('GET /api/customer/GetCustomerListDetails refuses a malformed id (400)', async () => {
    expect((await salesman.get('/api/customer/GetCustomerListDetails?id=abc')).status).toBe(400);
  });
});
