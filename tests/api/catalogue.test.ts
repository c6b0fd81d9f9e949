import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogueMessages, type CatalogueVariant } from '../../domain/catalogue/model-catalogue.ts';
import { SANDBOX_OUTAGE_GUID, SANDBOX_OUTAGE_MAKE, sandboxVariants } from '../../functions/platform/registries/model-catalogue-sandbox.ts';
import { ApiClient, loggedIn, queryString } from '../support/api-client.ts';

/**
 * The model catalogue routes of the car tab (spec part 2 §7 "Lookups and pickers", part 1 §7, §8 "Car catalogue"),
 * black-box against the local cloud and its sandbox catalogue.
 */
interface Search {
  Total: number;
  List: CatalogueVariant[];
}
interface ErrorBody {
  Message: string;
  Field?: string;
  Code?: string;
  ErrorCode?: number;
}

let salesman: ApiClient; // saelger@demo.dk: department 101, package pro (`case`)
let vejle: ApiClient; // saelger.vejle@demo.dk: department 103, package start (no `case`)

const variants = sandboxVariants();

beforeAll(async () => {
  [salesman, vejle] = await Promise.all([loggedIn('saelger@demo.dk'), loggedIn('saelger.vejle@demo.dk')]);
});

describe('GET /api/dbi/*: the car catalogue modal', () => {
  it('lists the makes, sorted', async () => {
    const response = await salesman.get<string[]>('/api/dbi/getmakes');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([...new Set(variants.map((variant) => variant.Make))].sort((a, b) => a.localeCompare(b, 'da')));
    expect(response.body).toContain('Volkswagen');
    expect(response.body).not.toContain(SANDBOX_OUTAGE_MAKE);
  });

  it("lists a make's vehicle categories", async () => {
    expect((await salesman.get('/api/dbi/gettypes?make=Volkswagen')).body).toEqual([
      { Id: 1, Name: 'Personbil' },
      { Id: 2, Name: 'Varebil' },
    ]);
    expect((await salesman.get('/api/dbi/gettypes?Make=tesla')).body).toEqual([{ Id: 1, Name: 'Personbil' }]);
    expect((await salesman.get('/api/dbi/gettypes?make=Trabant')).body).toEqual([]);
  });

  it("lists a make's models, of one category when carType is given", async () => {
    expect((await salesman.get('/api/dbi/getmodels?make=Volkswagen')).body).toEqual(['Golf', 'ID.4', 'Polo', 'Transporter']);
    expect((await salesman.get('/api/dbi/getmodels?make=Volkswagen&carType=2')).body).toEqual(['Transporter']);
    expect((await salesman.get('/api/dbi/getmodels?make=Volkswagen&carType=1')).body).toEqual(['Golf', 'ID.4', 'Polo']);
  });

  it('searches variants by category, make, model and free text', async () => {
    const all = await salesman.get<Search>('/api/dbi/search');
    expect(all.status).toBe(200);
    expect(all.body.Total).toBe(variants.length);

    const golfs = await salesman.get<Search>(`/api/dbi/search?${queryString({ carType: 1, make: 'Volkswagen', model: 'Golf', freetext: '' })}`);
    expect(golfs.body.Total).toBe(3);
    expect(golfs.body.List.every((variant) => variant.Make === 'Volkswagen' && variant.Model === 'Golf')).toBe(true);
    const golf = golfs.body.List[0]!;
    expect(Object.keys(golf)).toEqual(
      expect.arrayContaining(['CarGuid', 'Type', 'FactoryCode', 'Variant', 'EquipmentLevel', 'ModelYear', 'EffectiveDate', 'TotalPrice', 'PriceType', 'FuelType', 'NumberOfDoors', 'Motor']),
    );
    expect(golf.EffectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const words = await salesman.get<Search>(`/api/dbi/search?${queryString({ make: 'Volkswagen', freetext: 'golf  R-LINE' })}`);
    expect(words.body.List.map((variant) => variant.Variant)).toEqual(['1.5 eHybrid DSG R-Line']);

    const vans = await salesman.get<Search>(`/api/dbi/search?${queryString({ carType: 2 })}`);
    expect(vans.body.Total).toBeGreaterThan(0);
    expect(vans.body.List.every((variant) => variant.IsVan && variant.PriceType === 'S')).toBe(true);

    expect((await salesman.get<Search>(`/api/dbi/search?${queryString({ make: 'Volkswagen', freetext: 'nothing-like-this' })}`)).body).toEqual({ Total: 0, List: [] });
  });

  it('refuses bad parameters with 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['/api/dbi/gettypes', 'make'],
      ['/api/dbi/getmodels?carType=1', 'make'],
      ['/api/dbi/getmodels?make=Volkswagen&carType=9', 'carType'],
      ['/api/dbi/search?carType=bil', 'carType'],
      [`/api/dbi/search?${queryString({ freetext: 'x'.repeat(201) })}`, 'freetext'],
      [`/api/dbi/search?${queryString({ make: 'x'.repeat(101) })}`, 'make'],
    ];
    for (const [path, field] of cases) {
      const response = await salesman.get<ErrorBody>(path);
      expect(response.status, path).toBe(400);
      expect(response.body.Field, path).toBe(field);
      expect(response.body.Message, path).toMatch(new RegExp(`^${field} `));
    }
  });

  it('needs a session and the case role flag', async () => {
    const anonymous = new ApiClient();
    for (const path of ['/api/dbi/getmakes', '/api/dbi/gettypes?make=Kia', '/api/dbi/getmodels?make=Kia', '/api/dbi/search']) {
      expect((await anonymous.get(path)).status, path).toBe(401);
      expect((await vejle.get(path)).status, path).toBe(403);
    }
  });

  it('answers ErrorCode 102 with the spec message when the catalogue does not answer', async () => {
    for (const path of [
      `/api/dbi/gettypes?make=${SANDBOX_OUTAGE_MAKE}`,
      `/api/dbi/getmodels?make=${SANDBOX_OUTAGE_MAKE}`,
      `/api/dbi/search?make=${SANDBOX_OUTAGE_MAKE}`,
      `/api/CarCatalog/GetModelCatalogByGuid?guid=${SANDBOX_OUTAGE_GUID}`,
    ]) {
      const response = await salesman.get<ErrorBody>(path);
      expect(response.status, path).toBe(503);
      expect(response.body, path).toEqual({ Message: CatalogueMessages.unavailable, Code: 'CatalogueUnavailable', ErrorCode: 102 });
    }
  });
});

describe('GET /api/CarCatalog/GetModelCatalogByGuid', () => {
  it('answers the variant, its catalogue data included', async () => {
    const variant = variants.find((candidate) => candidate.Model === 'EV6')!;
    const response = await salesman.get<CatalogueVariant>(`/api/CarCatalog/GetModelCatalogByGuid?guid=${variant.CarGuid}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(variant);
    expect(response.body).toMatchObject({ Make: 'Kia', Model: 'EV6', CarTypeName: 'Personbil', ChargerType: 'Type 2 / CCS', NumberOfDoors: 5 });
    expect(response.body.ChassisTypes).toEqual(['Crossover']);
  });

  it('is open to every signed-in user (the stock car details read it too), not to anonymous callers', async () => {
    const variant = variants[0]!;
    expect((await vejle.get(`/api/CarCatalog/GetModelCatalogByGuid?guid=${variant.CarGuid}`)).status).toBe(200);
    expect((await new ApiClient().get(`/api/CarCatalog/GetModelCatalogByGuid?guid=${variant.CarGuid}`)).status).toBe(401);
  });

  it('404 for a guid the catalogue does not hold, 400 for a malformed or missing guid', async () => {
    const unknown = await salesman.get<ErrorBody>('/api/CarCatalog/GetModelCatalogByGuid?guid=12345678-1234-4234-a234-123456789abc');
    expect(unknown.status).toBe(404);
    expect(unknown.body.Message).toBe(CatalogueMessages.notFound);
    for (const path of ['/api/CarCatalog/GetModelCatalogByGuid?guid=not-a-guid', '/api/CarCatalog/GetModelCatalogByGuid']) {
      const response = await salesman.get<ErrorBody>(path);
      expect(response.status, path).toBe(400);
      expect(response.body.Field, path).toBe('guid');
    }
  });
});
