import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demoCustomers, type DemoCustomer } from '../../local/demo-customers.ts';
import { ApiClient, loggedIn, queryString } from '../support/api-client.ts';
import { projectionsCaughtUp } from './case-support.ts';

/**
 * The customer typeahead and the customer details, against the demo data (local/demo-customers.ts): department 101
 * (Aarhus) has saelger@demo.dk (user 5), department 102 (Aalborg) saelger.aalborg@demo.dk; both in conglomerate 1.
 */
interface LookupItem {
  Header: string;
  Text: string | null;
  Id: string;
  Category: string;
  IsBusiness: boolean;
  DealerId: string;
  DealerName: string;
}
interface Lookup {
  Total: number;
  List: LookupItem[];
}

const LOOKUP = '/api/typeaheadcustomers/lookup';
const nameOf = ({ Customer }: DemoCustomer): string =>
  Customer.IsBusiness ? Customer.CompanyName : `${Customer.FirstName ?? ''} ${Customer.LastName ?? ''}`.trim();
const inDepartment = (dealerId: string) => demoCustomers.filter((customer) => customer.DealerId === dealerId);
const aarhus = inDepartment('101');
const lookup = (client: ApiClient, params: Record<string, string | number | boolean>) =>
  client.get<Lookup>(`${LOOKUP}?${queryString(params)}`);

let salesman: ApiClient;
let aalborg: ApiClient;
/** Searching all departments is for those who lead a department (the role matrix): Aalborg's sales manager. */
let aalborgManager: ApiClient;

beforeAll(async () => {
  [salesman, aalborg, aalborgManager] = await Promise.all([loggedIn('saelger@demo.dk'), loggedIn('saelger.aalborg@demo.dk'), loggedIn('salgschef.aalborg@demo.dk')]);
  // The read models follow the seeded events: wait until the projector has caught up.
  await projectionsCaughtUp();
  await vi.waitFor(async () => expect((await lookup(salesman, { count: 50 })).body.Total).toBeGreaterThanOrEqual(aarhus.length), { timeout: 20_000, interval: 200 });
});

describe('customers: the typeahead', () => {
  it('needs a session', async () => {
    const anonymous = new ApiClient();
    expect((await anonymous.get(`${LOOKUP}?searchText=a`)).status).toBe(401);
    expect((await anonymous.get('/api/customer/get?id=1')).status).toBe(401);
  });

  it('finds a customer by name with its address line, as { Total, List: [{ Header, Text, Id, Category }] }', async () => {
    const customer = aarhus[0]!;
    const response = await lookup(salesman, { searchText: nameOf(customer) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const found = response.body.List.find((item) => item.Id === customer.CustomerId);
    expect(found).toMatchObject({
      Header: nameOf(customer),
      Category: customer.Customer.Category === 1 ? 'Kunde' : 'Emne',
      IsBusiness: false,
      DealerId: '101',
      DealerName: 'Demo Biler Aarhus',
    });
    expect(found!.Text).toContain(`${customer.Customer.ZipCode} ${customer.Customer.City}`);
    expect(found!.Text).toContain(`${customer.Customer.Street} ${customer.Customer.StreetNumber}`);
    // Names that begin with the words come first.
    expect(response.body.List[0]!.Header.toLowerCase().startsWith(nameOf(customer).toLowerCase().split(' ')[0]!)).toBe(true);
  });

  it('matches name, phone, e-mail and address, in any case, Danish letters included', async () => {
    const danish = aarhus.find((customer) => /[æøå]/i.test(nameOf(customer)))!;
    const shouted = await lookup(salesman, { searchText: nameOf(danish).toUpperCase() });
    expect(shouted.body.List.map((item) => item.Id)).toContain(danish.CustomerId);

    const withMobile = aarhus.find((customer) => customer.Customer.CellPhone)!;
    const mobile = withMobile.Customer.CellPhone!;
    const spaced = `${mobile.slice(0, 2)} ${mobile.slice(2, 4)} ${mobile.slice(4, 6)} ${mobile.slice(6)}`;
    for (const searchText of [mobile, spaced]) {
      expect((await lookup(salesman, { searchText })).body.List.map((item) => item.Id)).toEqual([withMobile.CustomerId]);
    }

    const withEmail = aarhus.find((customer) => customer.Customer.Email)!;
    expect((await lookup(salesman, { searchText: withEmail.Customer.Email!.toUpperCase() })).body.List.map((item) => item.Id)).toContain(withEmail.CustomerId);

    const street = `${aarhus[3]!.Customer.Street} ${aarhus[3]!.Customer.StreetNumber}`;
    expect((await lookup(salesman, { searchText: street })).body.List.map((item) => item.Id)).toContain(aarhus[3]!.CustomerId);
    expect((await lookup(salesman, { searchText: 'ingen-kunde-hedder-sådan' })).body).toEqual({ Total: 0, List: [] });
  });

  it('lists 6 by default and up to `count`, with the total for "Se alle"', async () => {
    const first = await lookup(salesman, { searchText: '' });
    expect(first.body.Total).toBe(aarhus.length);
    expect(first.body.List).toHaveLength(6);
    const all = await lookup(salesman, { count: 50 });
    expect(all.body.List.map((item) => item.Id).sort((a, b) => Number(a) - Number(b))).toEqual(aarhus.map((customer) => customer.CustomerId));
  });

  it('narrows to private or business customers with isPrivate', async () => {
    const business = (await lookup(salesman, { isPrivate: false, count: 50 })).body;
    expect(business.Total).toBe(aarhus.filter((customer) => customer.Customer.IsBusiness).length);
    expect(business.List.every((item) => item.IsBusiness)).toBe(true);
    const privateOnes = (await lookup(salesman, { isPrivate: 'TRUE', count: 50 })).body;
    expect(privateOnes.Total).toBe(aarhus.filter((customer) => !customer.Customer.IsBusiness).length);
  });

  it("with searchType=User, only the caller's own customers (account manager)", async () => {
    const mine = (await lookup(salesman, { searchType: 'user', count: 50 })).body;
    const expected = aarhus.filter((customer) => customer.Customer.AccountManagerId === '5').map((customer) => customer.CustomerId);
    expect(expected.length).toBeGreaterThan(0);
    expect(mine.List.map((item) => item.Id).sort((a, b) => Number(a) - Number(b))).toEqual(expected);
  });

  it("keeps another department's customers out, unless all departments are searched", async () => {
    const customer = aarhus.find((candidate) => !inDepartment('102').some((other) => nameOf(other) === nameOf(candidate)))!;
    expect((await lookup(aalborg, { searchText: nameOf(customer), count: 50 })).body.List.map((item) => item.Id)).not.toContain(customer.CustomerId);
    // Asking for another department's customers directly is refused: tenancy comes from the session.
    const direct = await lookup(aalborg, { searchText: nameOf(customer), dealerId: '101' });
    expect(direct.status).toBe(403);

    // A salesman may not search all departments (as the case list refuses it); a sales manager may.
    const refused = await lookup(aalborg, { searchText: nameOf(customer), searchType: 'Conglomerate', count: 50 });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain(nameOf(customer));
    const everywhere = await lookup(aalborgManager, { searchText: nameOf(customer), searchType: 'Conglomerate', count: 50 });
    expect(everywhere.body.List.find((item) => item.Id === customer.CustomerId)).toMatchObject({ DealerId: '101', DealerName: 'Demo Biler Aarhus' });
    const narrowed = await lookup(aalborgManager, { searchType: 'Conglomerate', dealerId: '101', count: 50 });
    expect(narrowed.body.Total).toBe(aarhus.length);
    expect(narrowed.body.List.every((item) => item.DealerId === '101')).toBe(true);
  });

  it('names the bad parameter in a 400', async () => {
    for (const [params, field] of [
      [{ count: 0 }, 'count'],
      [{ count: 51 }, 'count'],
      [{ Count: 'mange' }, 'count'],
      [{ isPrivate: 'måske' }, 'isPrivate'],
      [{ searchType: 'Everyone' }, 'searchType'],
      [{ dealerId: 'Aarhus' }, 'dealerId'],
      [{ searchText: 'x'.repeat(201) }, 'searchText'],
    ] as const) {
      const response = await lookup(salesman, params);
      expect(response.status, JSON.stringify(params)).toBe(400);
      expect(response.body).toMatchObject({ Field: field, Message: expect.any(String) });
    }
  });
});

describe('customers: the details', () => {
  it('returns every field of a customer of the caller’s department, with its version as ETag', async () => {
    const business = aarhus.find((customer) => customer.Customer.IsBusiness)!;
    const response = await salesman.get<Record<string, unknown>>(`/api/Customer/Get?id=${business.CustomerId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"1"');
    expect(response.body).toMatchObject({
      Id: business.CustomerId,
      DealerId: '101',
      DealerName: 'Demo Biler Aarhus',
      IsBusiness: true,
      Title: nameOf(business),
      CompanyName: business.Customer.IsBusiness ? business.Customer.CompanyName : '',
      Cvr: business.Customer.IsBusiness ? business.Customer.Cvr : '',
      ZipCode: business.Customer.ZipCode,
      City: business.Customer.City,
      Email: business.Customer.Email,
      DecisionMaker: { LastName: business.Customer.IsBusiness ? business.Customer.DecisionMaker?.LastName : '' },
    });
    expect(response.body).not.toHaveProperty('pk');
    expect(response.body).not.toHaveProperty('SearchText');
  });

  it("answers 404 for another department's customer and for one that does not exist", async () => {
    expect((await aalborg.get(`/api/customer/get?id=${aarhus[0]!.CustomerId}`)).status).toBe(404);
    const missing = await salesman.get('/api/customer/get?id=999999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ Message: 'Kunden findes ikke.' });
  });

  it('names a missing or malformed id in a 400', async () => {
    expect((await salesman.get('/api/customer/get')).body).toMatchObject({ Field: 'id' });
    const malformed = await salesman.get('/api/customer/get?id=abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ Field: 'id' });
  });
});

describe('customers: the save against concurrent edits, and the customer number', () => {
  const newPrivate = (changes: Record<string, unknown> = {}) => ({
    Id: '0',
    FirstName: 'Karen',
    LastName: 'Konflikt',
    Street: 'Vestergade',
    StreetNumber: '7',
    ZipCode: '8000',
    City: 'Aarhus C',
    CellPhone: '31323334',
    ...changes,
  });
  const newBusiness = (changes: Record<string, unknown> = {}) => ({
    Id: '0',
    CompanyName: 'Konflikt Biler ApS',
    CompanyType: 2,
    Cvr: '31415926',
    Street: 'Havnegade',
    StreetNumber: '4',
    ZipCode: '8000',
    City: 'Aarhus C',
    Phone: '86123456',
    DecisionMaker: { FirstName: 'Jens', LastName: 'Juul', Title: 'Direktør', CellPhone: '30313233' },
    BusinessUser1: { FirstName: 'Lone', LastName: 'Lind', CellPhone: '40414243' },
    ...changes,
  });
  const saveWith = (path: string, body: unknown, ifMatch?: string) =>
    salesman.request<string | { Message: string; Code?: string }>('POST', path, { body, headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } });

  for (const [path, customer] of [
    ['/api/customer/save', newPrivate],
    ['/api/customer/savebusiness', newBusiness],
  ] as const) {
    it(`${path}: answers the version as ETag; a save with the version seen goes through, one with an older version is 409 'Conflict'`, async () => {
      const created = await saveWith(path, customer());
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.headers.get('etag')).toBe('"1"');
      const id = String(created.body);

      const first = await saveWith(path, customer({ Id: id, Street: 'Søndergade' }), '"1"');
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body).toBe(id);
      expect(first.headers.get('etag')).toBe('"2"');

      // A second user still holding version 1 would overwrite the first one's change: refused, nothing appended.
      const stale = await saveWith(path, customer({ Id: id, Street: 'Nørregade' }), '"1"');
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ Code: 'Conflict', Message: expect.any(String) });
      const again = await saveWith(path, customer({ Id: id, Street: 'Nørregade' }), '"2"');
      expect(again.status).toBe(200);
      expect(again.headers.get('etag')).toBe('"3"');
    });
  }

  it('a refused new customer takes no customer number: the next one gets the number after the last saved', async () => {
    const before = Number((await saveWith('/api/customer/save', newPrivate())).body);
    // A new customer has no version yet: an If-Match of another version is a conflict, refused after the checks.
    for (const refused of [saveWith('/api/customer/save', newPrivate(), '"4"'), saveWith('/api/customer/savebusiness', newBusiness(), '"1"')]) {
      expect((await refused).status).toBe(409);
    }
    const after = await saveWith('/api/customer/savebusiness', newBusiness());
    expect(after.status).toBe(200);
    expect(Number(after.body)).toBe(before + 1);
  });
});
