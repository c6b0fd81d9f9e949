import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, loggedIn } from '../support/api-client.ts';
import { projectionsCaughtUp } from './case-support.ts';

/**
 * The dealer data of the case page (spec part 2 §7 "Dealer data for cases"), black-box: the warranty and
 * right-to-complain lists of the demo dealers and their cities, tenancy between departments, roles and bad input.
 */
interface TextList {
  List: { Id: string; Text: string }[];
}

let salesman: ApiClient; // saelger@demo.dk, Salesman in 101 (Aarhus)
let owner: ApiClient; // ejer@demo.dk, Owner in 101: may read every department of the conglomerate
let aalborg: ApiClient; // saelger.aalborg@demo.dk, Salesman in 102
let vejle: ApiClient; // saelger.vejle@demo.dk: 103's 'start' package has no `case` flag

beforeAll(async () => {
  await projectionsCaughtUp();
  [salesman, owner, aalborg, vejle] = (await Promise.all(
    ['saelger@demo.dk', 'ejer@demo.dk', 'saelger.aalborg@demo.dk', 'saelger.vejle@demo.dk'].map(loggedIn),
  )) as [ApiClient, ApiClient, ApiClient, ApiClient];
});

const ROUTES = ['/api/dealer/getdealerwarranties/', '/api/dealer/getdealerrighttocomplain/', '/api/dealer/getdealercity/'] as const;

describe('dealer lists for the case page', () => {
  it("lists the caller's own dealer's warranty texts", async () => {
    const response = await salesman.get<TextList>('/api/dealer/getdealerwarranties/?Id=101');
    expect(response.status).toBe(200);
    expect(response.body.List).toHaveLength(4);
    expect(response.body.List[0]).toEqual({ Id: '1', Text: 'Demo Biler Aarhus yder 3 måneders forhandlergaranti på motor, gearkasse og bagtøj.' });
    for (const entry of response.body.List) expect(entry.Id).toMatch(/^\d+$/);
  });

  it("lists the caller's own dealer's right-to-complain texts", async () => {
    const response = await salesman.get<TextList>('/api/dealer/getdealerrighttocomplain/?Id=101');
    expect(response.status).toBe(200);
    expect(response.body.List.map((entry) => entry.Text)).toContain('Køber har 24 måneders reklamationsret efter købeloven.');
    expect(response.body.List).toHaveLength(3);
  });

  it("gives the caller's own dealer's city", async () => {
    expect((await salesman.get('/api/dealer/getdealercity/?Id=101')).body).toEqual({ City: 'Aarhus N' });
  });

  it('takes the parameter in any casing and the path in any casing without the trailing slash', async () => {
    expect((await aalborg.get('/api/Dealer/GetDealerCity?id=102')).body).toEqual({ City: 'Aalborg SV' });
  });

  it("lets one who may read all departments' cases read another department's lists", async () => {
    const warranties = await owner.get<TextList>('/api/dealer/getdealerwarranties/?Id=102');
    expect(warranties.status).toBe(200);
    expect(warranties.body.List[0]?.Text).toMatch(/^Demo Biler Aalborg yder/);
    expect((await owner.get('/api/dealer/getdealercity/?Id=102')).body).toEqual({ City: 'Aalborg SV' });
  });

  const notFound = async (client: ApiClient, id: string): Promise<void> => {
    for (const path of ROUTES) {
      const response = await client.get(`${path}?Id=${id}`);
      expect(response.status, `${path} ${id}`).toBe(404);
      expect(response.body).toMatchObject({ Code: 'NotFound', Message: 'Forhandleren findes ikke.' });
    }
  };

  it("hides another department's data from a salesperson (404)", async () => {
    await notFound(salesman, '102');
    await notFound(aalborg, '101');
  });

  it('answers an unknown dealer with 404, also to one who may read every department', async () => {
    await notFound(salesman, '999999');
    await notFound(owner, '999999');
  });

  it('asks for a session (401)', async () => {
    const anonymous = new ApiClient();
    for (const path of ROUTES) expect((await anonymous.get(`${path}?Id=101`)).status, path).toBe(401);
  });

  it("refuses a department whose package has no case function (403)", async () => {
    for (const path of ROUTES) {
      const refused = await vejle.get(`${path}?Id=103`);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toMatchObject({ Code: 'Forbidden' });
    }
  });

  it('refuses a missing Id, naming it (400)', async () => {
    for (const path of ROUTES) {
      const missing = await salesman.get(path);
      expect(missing.status, path).toBe(400);
      expect(missing.body).toMatchObject({ Field: 'Id', Message: 'Id skal udfyldes.' });
    }
  });

  it('refuses a malformed Id, naming it (400)', async () => {
    for (const path of ROUTES) {
      const malformed = await salesman.get(`${path}?Id=abc`);
      expect(malformed.status, path).toBe(400);
      expect(malformed.body).toMatchObject({ Field: 'Id', Message: 'Id skal være et tal.' });
    }
  });
});

describe("the dealer's own plates for test drives", () => {
  const PLATES = '/api/dealerplate/dealerplatesbydealerid';
  interface Plate {
    Id: string;
    RegistrationNumber: string;
  }

  it("lists the caller's own dealer's plates, upper-cased, as the test drive's plate choices", async () => {
    const response = await salesman.get<Plate[]>(`${PLATES}?dealerId=101`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { Id: '1', RegistrationNumber: 'PR01001' },
      { Id: '2', RegistrationNumber: 'PR01002' },
      { Id: '3', RegistrationNumber: 'PR01003' },
    ]);
    for (const plate of response.body) expect(plate.RegistrationNumber).toBe(plate.RegistrationNumber.toUpperCase());
  });

  const AALBORG_PLATES = ['PR02001', 'PR02002', 'PR02003'];

  it("takes the parameter in any casing and gives each department its own plates", async () => {
    const aalborgPlates = await aalborg.get<Plate[]>('/api/DealerPlate/DealerPlatesByDealerId?DealerId=102');
    expect(aalborgPlates.status).toBe(200);
    expect(aalborgPlates.body.map((plate) => plate.RegistrationNumber)).toEqual(AALBORG_PLATES);
  });

  it("lets one who may read every department's cases read another department's plates", async () => {
    const plates = await owner.get<Plate[]>(`${PLATES}?dealerId=102`);
    expect(plates.body).toEqual((await aalborg.get<Plate[]>(`${PLATES}?dealerId=102`)).body);
    expect(plates.body.map((plate) => plate.RegistrationNumber)).toEqual(AALBORG_PLATES);
  });

  const platesNotFound = async (client: ApiClient, id: string): Promise<void> => {
    const response = await client.get(`${PLATES}?dealerId=${id}`);
    expect(response.status, id).toBe(404);
    expect(response.body).toMatchObject({ Code: 'NotFound', Message: 'Forhandleren findes ikke.' });
  };

  it("hides another department's plates from a salesperson (404)", async () => {
    await platesNotFound(salesman, '102');
    await platesNotFound(aalborg, '101');
  });

  it('answers an unknown dealer with 404, also to one who may read every department', async () => {
    await platesNotFound(salesman, '999999');
    await platesNotFound(owner, '999999');
  });

  it('asks for a session (401)', async () => {
    expect((await new ApiClient().get(`${PLATES}?dealerId=101`)).status).toBe(401);
  });

  it('does not ask for the case function: the dealer-data page reads the plates too', async () => {
    const ownWithoutCases = await vejle.get(`${PLATES}?dealerId=103`);
    expect(ownWithoutCases.status).toBe(200);
    expect(Array.isArray(ownWithoutCases.body)).toBe(true);
  });

  it('refuses a missing dealerId, naming it (400)', async () => {
    expect((await salesman.get(PLATES)).body).toMatchObject({ Field: 'dealerId', Message: 'dealerId skal udfyldes.' });
  });

  it('refuses a malformed dealerId, naming it (400)', async () => {
    const malformed = await salesman.get(`${PLATES}?dealerId=x1`);
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ Field: 'dealerId', Message: 'dealerId skal være et tal.' });
  });
});
