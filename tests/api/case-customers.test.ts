import { beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers } from '../../local/demo-customers.ts';
import { formatCpr } from '../../domain/format.ts';
import { ApiClient, loggedIn, type ApiResponse } from '../support/api-client.ts';
import { eventually, projectionsCaughtUp, versionOf } from './case-support.ts';

/**
 * The customers of the case page's customer tab (spec part 2 §3, §4; part 1 §4, §5, §7): a new customer, saving a
 * private and a business customer, reading it back, and the zip code's city. Aarhus (101) and Aalborg (102) have the
 * pro package (with the CPR look-up function); Vejle (103) has the start package (without it).
 * The customers this suite creates go to Aalborg and Vejle, under names that sort last: other suites count and list
 * Aarhus's demo customers.
 */
type Customer = Record<string, unknown> & { Id: string };

let aarhus: ApiClient;
let aalborg: ApiClient;
let vejle: ApiClient;

beforeAll(async () => {
  await projectionsCaughtUp();
  [aarhus, aalborg, vejle] = await Promise.all([loggedIn('saelger@demo.dk'), loggedIn('saelger.aalborg@demo.dk'), loggedIn('saelger.vejle@demo.dk')]);
});

const privateCustomer = (changes: Record<string, unknown> = {}) => ({
  Id: '0',
  FirstName: '  Åse ',
  LastName: 'Ølgaard',
  Cpr: '120388-1236',
  Street: 'Åboulevarden',
  StreetNumber: '21',
  ZipCode: '9000',
  City: 'Aalborg',
  CellPhone: '21 22 23 24',
  Email: 'aase@example.dk',
  KmPrYear: 15000,
  ...changes,
});

const businessCustomer = (changes: Record<string, unknown> = {}) => ({
  Id: 0,
  CompanyName: 'Ønordjysk Vognmand ApS',
  CompanyType: 2,
  Cvr: '29871234',
  Street: 'Havnegade',
  StreetNumber: '4',
  ZipCode: '9000',
  City: 'Aalborg',
  Phone: '86 12 34 56',
  Email: 'kontor@example.dk',
  DecisionMaker: { FirstName: 'Jens', LastName: 'Juul', Title: 'Direktør', CellPhone: '30313233' },
  BusinessUser1: { FirstName: 'Lone', LastName: 'Lind', Cpr: '0101801234', CellPhone: '40414243', KmPrYear: 30000 },
  BusinessUser2: { FirstName: 'Ole', LastName: 'Obel', Cpr: '0202802345', Phone: '50515253' },
  ...changes,
});

const save = (client: ApiClient, body: unknown, path = '/api/customer/save') => client.post<string>(path, body);
const saveBusiness = (client: ApiClient, body: unknown) => save(client, body, '/api/customer/savebusiness');

/** The customer once the read model shows at least `version`. */
const customerAt = async (client: ApiClient, id: string, version: number): Promise<ApiResponse<Customer>> => {
  const response = await eventually(
    () => client.get<Customer>(`/api/customer/get?id=${id}`),
    (reply) => reply.status === 200 && versionOf(reply) >= version,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response;
};

describe('customers on the case: access', () => {
  it('needs a session on every route', async () => {
    const anonymous = new ApiClient();
    await anonymous.get('/api/account/isloggedin');
    expect((await anonymous.get('/api/customer/InitNewCustomer/')).status).toBe(401);
    expect((await anonymous.get('/api/zipcode/getcity?zipcodeId=8000')).status).toBe(401);
    expect((await save(anonymous, privateCustomer())).status).toBe(401);
    expect((await saveBusiness(anonymous, businessCustomer())).status).toBe(401);
  });

  it('refuses a save without the anti-forgery token (403)', async () => {
    const response = await aarhus.request('POST', '/api/customer/save', { body: privateCustomer(), xsrf: false });
    expect(response.status).toBe(403);
  });
});

describe('customers on the case: a new customer', () => {
  it('GET /api/customer/InitNewCustomer/ gives a blank private customer with Id 0, for the caller', async () => {
    const response = await aarhus.get<Customer>('/api/customer/InitNewCustomer/');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ Id: '0', IsBusiness: false, DealerId: '101', AccountManagerId: '5', FirstName: '', Cpr: '', Category: 0 });
  });
});

describe('customers on the case: the zip code look-up', () => {
  it('answers the city of a zip code, and Ukendt for one the register does not know', async () => {
    for (const [zip, city] of [
      ['8000', 'Aarhus C'],
      ['9000', 'Aalborg'],
      ['1250', 'København K'],
      ['7100', 'Vejle'],
      ['0999', 'Ukendt'],
      ['9999', 'Ukendt'],
    ]) {
      const response = await aarhus.get<string>(`/api/zipcode/getcity?zipcodeId=${zip}`);
      expect(response.status).toBe(200);
      expect(response.body, zip).toBe(city);
    }
    expect((await aarhus.get<string>('/api/ZipCode/GetCity?ZipcodeId=8200')).body).toBe('Aarhus N');
  });

  it('names a zip code that is not 4 digits', async () => {
    for (const [query, message] of [
      ['zipcodeId=800', 'Indtast minimum 4 karakterer'],
      ['zipcodeId=80a0', 'Indtast et gyldigt postnummer'],
      ['zipcodeId=80000', 'Indtast et gyldigt postnummer'],
      ['', 'Indtast minimum 4 karakterer'],
    ]) {
      const response = await aarhus.get(`/api/zipcode/getcity?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ Field: 'zipcodeId', Message: message });
    }
  });
});

describe('customers on the case: saving a private customer', () => {
  it('creates it (Id 0) and answers its id; the details show every field, the CPR number in full with the CPR function', async () => {
    const created = await save(aalborg, privateCustomer());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatch(/^\d+$/);
    expect(versionOf(created)).toBe(1);
    const { body } = await customerAt(aalborg, created.body, 1);
    expect(body).toMatchObject({
      Id: created.body,
      IsBusiness: false,
      DealerId: '102',
      FirstName: 'Åse',
      LastName: 'Ølgaard',
      Cpr: '120388-1236',
      CellPhone: '21222324',
      ZipCode: '9000',
      City: 'Aalborg',
      KmPrYear: 15000,
      Title: 'Åse Ølgaard',
    });
  });

  it('appends nothing when saved again unchanged, and an update when something changed', async () => {
    const id = (await save(aalborg, privateCustomer())).body;
    const again = await save(aalborg, privateCustomer({ Id: id }));
    expect(again.status).toBe(200);
    expect(again.body).toBe(id);
    expect(versionOf(again)).toBe(1);
    // The same customer written differently (spaces, dash in the CPR number) is still the same customer.
    expect(versionOf(await save(aalborg, privateCustomer({ Id: id, CellPhone: '21222324', Cpr: '1203881236' })))).toBe(1);

    const changed = await save(aalborg, privateCustomer({ Id: id, City: 'Aalborg', Street: 'Nørregade' }));
    expect(versionOf(changed)).toBe(2);
    expect((await customerAt(aalborg, id, 2)).body).toMatchObject({ Street: 'Nørregade' });
  });

  it('shows the CPR number masked without the CPR function, and keeps it when the masked number comes back', async () => {
    const id = (await save(vejle, privateCustomer({ ZipCode: '7100', City: 'Vejle' }))).body;
    const shown = (await customerAt(vejle, id, 1)).body;
    expect(shown.Cpr).toBe('120388-****');
    const back = await save(vejle, { ...privateCustomer({ ZipCode: '7100', City: 'Vejle' }), Id: id, Cpr: shown.Cpr });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(versionOf(back)).toBe(1);
    // A masked number that is not the stored one's mask is refused, as is a masked number for a new customer.
    const wrong = await save(vejle, { ...privateCustomer({ ZipCode: '7100', City: 'Vejle' }), Id: id, Cpr: '999999-****' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ Field: 'Cpr', Message: 'CPR-nummeret skal være et tal på højst 12 cifre.' });
    const maskedNew = await save(vejle, privateCustomer({ Cpr: '120388-****' }));
    expect(maskedNew.body).toMatchObject({ Field: 'Cpr', Message: 'CPR-nummeret skal være et tal på højst 12 cifre.' });
  });

  it("stores a customer from abroad: a foreign phone number, a 12-digit personal number (masked without the CPR function) and any swap frequency", async () => {
    const foreign = privateCustomer({ Country: 'Sverige', ZipCode: '', City: 'Malmö', Cpr: '19900101-1234', Phone: '0046 40 123 45 67', CellPhone: '', SwapFrequency: 5000 });
    const id = (await save(vejle, foreign)).body;
    expect(id, JSON.stringify(id)).toMatch(/^\d+$/);
    const shown = (await customerAt(vejle, id, 1)).body;
    expect(shown).toMatchObject({ Country: 'Sverige', Phone: '+46 40 123 45 67', Cpr: '199001-****', SwapFrequency: 5000 });
    // The masked number sent back keeps the stored one; the function's holder sees it in full.
    const back = await save(vejle, { ...foreign, Id: id, Cpr: shown.Cpr });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(versionOf(back)).toBe(1);
    const inAalborg = (await save(aalborg, { ...foreign, ZipCode: '9000', City: 'Aalborg' })).body;
    expect((await customerAt(aalborg, inAalborg, 1)).body.Cpr).toBe('199001011234');
    const company = await saveBusiness(aalborg, businessCustomer({ Country: 'Storbritannien', Cvr: 'SC123456', Phone: '+44 20 7946 0958' }));
    expect(company.status, JSON.stringify(company.body)).toBe(200);
    expect((await customerAt(aalborg, company.body, 1)).body).toMatchObject({ Cvr: 'SC123456', Phone: '+44 20 7946 0958' });
    // A customer in Denmark has a Danish number.
    const danish = await save(vejle, { ...foreign, Country: 'Danmark' });
    expect(danish.status).toBe(400);
    expect(JSON.stringify(danish.body)).toContain('Indtast et gyldigt telefonnr.');
  });

  it("shows a demo customer's CPR number in full with the CPR function (Aarhus) and masked without it (Vejle)", async () => {
    const withCpr = (dealerId: string) => demoCustomers.find(({ DealerId, Customer }) => DealerId === dealerId && !Customer.IsBusiness && Customer.Cpr)!;
    const [inAarhus, inVejle] = [withCpr('101'), withCpr('103')];
    const cprOf = (customer: typeof inAarhus) => (customer.Customer.IsBusiness ? '' : customer.Customer.Cpr!);
    expect((await customerAt(aarhus, inAarhus.CustomerId, 1)).body.Cpr).toBe(formatCpr(cprOf(inAarhus), { masked: false }));
    expect((await customerAt(vejle, inVejle.CustomerId, 1)).body.Cpr).toBe(formatCpr(cprOf(inVejle), { masked: true }));
    expect((await customerAt(vejle, inVejle.CustomerId, 1)).body.Cpr).toMatch(/^\d{6}-\*{4}$/);
  });

  it('names every invalid field in a 400 with the spec’s message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ FirstName: '   ' }, 'FirstName', 'Fornavn skal udfyldes.'],
      [{ LastName: undefined }, 'LastName', 'Efternavn skal udfyldes.'],
      [{ CellPhone: '', Phone: '' }, 'Phone', 'Udfyld telefon eller mobil.'],
      [{ CellPhone: '2122232' }, 'CellPhone', 'Indtast et gyldigt telefonnr.'],
      [{ Phone: '1'.repeat(21) }, 'Phone', 'Telefonnummeret må højst være 20 tegn.'],
      [{ Cpr: '1203881234567' }, 'Cpr', 'CPR-nummeret må højst være 12 cifre.'],
      [{ Cpr: '12038812x6' }, 'Cpr', 'CPR-nummeret må kun bestå af tal.'],
      [{ ZipCode: '800' }, 'ZipCode', 'Indtast minimum 4 karakterer'],
      [{ ZipCode: '80a0' }, 'ZipCode', 'Indtast et gyldigt postnummer'],
      [{ City: 'Ukendt' }, 'City', 'By findes ikke.'],
      [{ Email: 'aase@' }, 'Email', 'Indtast en gyldig e-mailadresse.'],
      [{ Street: 'x'.repeat(501) }, 'Street', 'Adressen må højst være 500 tegn.'],
      [{ DriversLicenseNumber: '1'.repeat(21) }, 'DriversLicenseNumber', 'Kørekortnummer må højst være 20 tegn.'],
      [{ KmPrYear: 100_000_001 }, 'KmPrYear', 'Km pr. år må højst være 100.000.000.'],
      [{ KmPrYear: 1.5 }, 'KmPrYear', 'Indtast gyldigt tal'],
      [{ Id: 'abc' }, 'Id', 'Id skal være et kundenummer.'],
    ];
    for (const [changes, field, message] of cases) {
      const response = await save(aalborg, privateCustomer(changes));
      expect(response.status, JSON.stringify(changes)).toBe(400);
      expect(response.body, JSON.stringify(changes)).toMatchObject({ Field: field, Message: message });
    }
  });

  it("does not find another department's customer, nor one that does not exist (404)", async () => {
    const id = (await save(aalborg, privateCustomer())).body;
    expect((await save(aarhus, privateCustomer({ Id: id }))).status).toBe(404);
    const missing = await save(aalborg, privateCustomer({ Id: '999999999' }));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ Message: 'Kunden findes ikke.' });
    await customerAt(aalborg, id, 1);
    expect((await aarhus.get(`/api/customer/get?id=${id}`)).status).toBe(404);
  });
});

describe('customers on the case: saving a business customer', () => {
  it('creates it with decision maker and business users 1 and 2, and reads them back', async () => {
    const created = await saveBusiness(aalborg, businessCustomer());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { body } = await customerAt(aalborg, created.body, 1);
    expect(body).toMatchObject({
      IsBusiness: true,
      CompanyName: 'Ønordjysk Vognmand ApS',
      CompanyType: 2,
      Cvr: '29871234',
      Phone: '86123456',
      DecisionMaker: { FirstName: 'Jens', LastName: 'Juul', Title: 'Direktør', CellPhone: '30313233' },
      BusinessUser1: { FirstName: 'Lone', Cpr: '010180-1234', KmPrYear: 30000 },
      BusinessUser2: { LastName: 'Obel', Cpr: '020280-2345', Phone: '50515253' },
    });
    // Removing business user 2 is an update.
    const withoutUser2 = await saveBusiness(aalborg, businessCustomer({ Id: created.body, BusinessUser2: null }));
    expect(versionOf(withoutUser2)).toBe(2);
    expect((await customerAt(aalborg, created.body, 2)).body).toMatchObject({ BusinessUser2: null });
  });

  it('masks the business users’ CPR numbers without the CPR function and keeps them when they come back masked', async () => {
    const id = (await saveBusiness(vejle, businessCustomer())).body;
    const { body } = await customerAt(vejle, id, 1);
    expect(body).toMatchObject({ BusinessUser1: { Cpr: '010180-****' }, BusinessUser2: { Cpr: '020280-****' } });
    const back = await saveBusiness(vejle, { ...businessCustomer(), ...body, Id: id });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(versionOf(back)).toBe(1);
  });

  it('names every invalid field in a 400 with the spec’s message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ CompanyName: '' }, 'CompanyName', 'Firmanavn skal udfyldes.'],
      [{ Cvr: '298712345' }, 'Cvr', 'CVR-nummeret må højst være 8 tegn.'],
      [{ Phone: '', CellPhone: '' }, 'Phone', 'Udfyld telefon eller mobil.'],
      [{ DecisionMaker: { Email: 'nej' } }, 'DecisionMaker.Email', 'Indtast en gyldig e-mailadresse.'],
      [{ DecisionMaker: { CellPhone: '123' } }, 'DecisionMaker.CellPhone', 'Indtast et gyldigt telefonnr.'],
      [{ BusinessUser1: { Cpr: '01-x1' } }, 'BusinessUser1.Cpr', 'CPR-nummeret må kun bestå af tal.'],
      [{ BusinessUser2: { ZipCode: '12' } }, 'BusinessUser2.ZipCode', 'Indtast minimum 4 karakterer'],
      [{ BusinessUser2: { City: 'Ukendt' } }, 'BusinessUser2.City', 'By findes ikke.'],
      [{ BusinessUser1: { KmPrYear: 100_000_001 } }, 'BusinessUser1.KmPrYear', 'Km pr. år må højst være 100.000.000.'],
    ];
    for (const [changes, field, message] of cases) {
      const response = await saveBusiness(aalborg, businessCustomer(changes));
      expect(response.status, JSON.stringify(changes)).toBe(400);
      expect(response.body, JSON.stringify(changes)).toMatchObject({ Field: field, Message: message });
    }
  });

  it('keeps the kind of a saved customer: private or business is chosen only while it is new', async () => {
    const privateId = (await save(aalborg, privateCustomer())).body;
    const business = await saveBusiness(aalborg, businessCustomer({ Id: privateId }));
    expect(business.status).toBe(400);
    expect(business.body).toMatchObject({ Field: 'IsBusiness', Message: 'Privat eller erhverv kan kun vælges for en ny kunde.' });
  });
});
