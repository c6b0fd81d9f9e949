import { beforeAll, describe, expect, it } from 'vitest';
import { SECOND_CONGLOMERATE } from '../../local/second-conglomerate.ts';
import { ApiClient, loggedIn } from '../support/api-client.ts';

/**
 * The price indicator of own cars and the price estimate (spec part 1 §2 price estimate, §3 "Valuation data", §6
 * market_insights, §9 valuation rounding): the dealer's stock cars priced against the market-wide list.
 */
interface Row {
  Id: string;
  Make: string;
  Model: string;
  CashPrice: number | null;
  CurrentRangeColor: number | null;
}
interface Range {
  From: number;
  To: number;
}
interface Valuation {
  CarTitle: string;
  CarCurrentPrice: number | null;
  CarEstimatedPrice: number | null;
  CurrentRangeColor: number;
  GreenRange: Range | null;
  YellowRange: Range | null;
  RedRange: Range | null;
  Mileage: number | null;
  FirstRegistrationDate: string | null;
  ModelCatalogId: string | null;
  NumberOfCars: number;
}

let salesman: ApiClient; // saelger@demo.dk: Aarhus, package pro (market_insights)
let vejle: ApiClient; // saelger.vejle@demo.dk: Vejle, package start (no market_insights)
let otherGroup: ApiClient;

const forSale = async (client: ApiClient) => (await client.post<{ List: Row[] }>('/api/owncarlist/search/', { count: 500, IsSold: false })).body.List;

beforeAll(async () => {
  [salesman, vejle, otherGroup] = await Promise.all([loggedIn('saelger@demo.dk'), loggedIn('saelger.vejle@demo.dk'), loggedIn(SECOND_CONGLOMERATE.users[0]!.Username)]);
});

describe('own cars: the price indicator and the price estimate', () => {
  it('colours every car for sale from the market, and the estimate agrees with the colour and rounds its ranges to thousands', async () => {
    const rows = await forSale(salesman);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect([0, 1, 2, 3], `${row.Make} ${row.Model}`).toContain(row.CurrentRangeColor);
    const priced = rows.filter((row) => row.CurrentRangeColor !== 0);
    expect(priced.length, 'demo cars with comparable cars on the market').toBeGreaterThan(0);

    for (const row of priced.slice(0, 5)) {
      const response = await salesman.get<Valuation>(`/api/owncarlist/getvaluationdata/?carId=${row.Id}`);
      expect(response.status).toBe(200);
      const estimate = response.body;
      expect(estimate.CurrentRangeColor).toBe(row.CurrentRangeColor);
      expect(estimate.CarCurrentPrice).toBe(row.CashPrice);
      expect(estimate.NumberOfCars).toBeGreaterThanOrEqual(3);
      const { GreenRange: green, YellowRange: yellow, RedRange: red } = estimate;
      for (const limit of [estimate.CarEstimatedPrice, green!.From, green!.To, yellow!.From, yellow!.To, red!.From, red!.To]) expect(limit! % 1000).toBe(0);
      expect(green!.To).toBe(yellow!.From);
      expect(yellow!.To).toBe(red!.From);
      expect(yellow!.From).toBeLessThanOrEqual(estimate.CarEstimatedPrice!);
      expect(yellow!.To).toBeGreaterThanOrEqual(estimate.CarEstimatedPrice!);
      const price = estimate.CarCurrentPrice!;
      const expected = price < yellow!.From ? 1 : price <= yellow!.To ? 2 : 3;
      expect(estimate.CurrentRangeColor).toBe(expected);
    }
  });

  it('names the catalogue variant the car is, so that the estimate opens market insights for it', async () => {
    const variants = new Map<string, string | null>();
    for (const row of (await forSale(salesman)).slice(0, 20)) {
      variants.set(row.Id, (await salesman.get<{ CarSpecificationGuid: string | null }>(`/api/OwnCarList/GetDetails/?id=${row.Id}`)).body.CarSpecificationGuid ?? null);
    }
    const [carId, variant] = [...variants].find(([, guid]) => guid !== null) ?? [];
    expect(variant, 'a demo car of the model catalogue').toMatch(/^[0-9a-f-]{36}$/i);
    const estimate = (await salesman.get<Valuation>(`/api/owncarlist/getvaluationdata/?carId=${carId}`)).body;
    expect(estimate.ModelCatalogId).toBe(variant);
    const query = new URLSearchParams({ modelCatalogId: estimate.ModelCatalogId!, mileage: String(estimate.Mileage ?? 0), firstRegistrationDate: estimate.FirstRegistrationDate! });
    expect((await salesman.get(`/api/market/insights/?${query}`)).status).toBe(200);
  });

  it('shows no indicator and refuses the estimate without market insights', async () => {
    const rows = await forSale(vejle);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.CurrentRangeColor === null)).toBe(true);
    expect((await vejle.get(`/api/owncarlist/getvaluationdata/?carId=${rows[0]!.Id}`)).status).toBe(403);
  });

  it("gives no estimate of another dealer group's car, nor of an unknown one, nor without a car id", async () => {
    const [car] = await forSale(salesman);
    expect((await otherGroup.get(`/api/owncarlist/getvaluationdata/?carId=${car!.Id}`)).status).toBe(404);
    expect((await salesman.get('/api/owncarlist/getvaluationdata/?carId=999999999')).status).toBe(404);
    const missing = await salesman.get<{ Field?: string }>('/api/owncarlist/getvaluationdata/');
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('carId');
    expect((await new ApiClient().get(`/api/owncarlist/getvaluationdata/?carId=${car!.Id}`)).status).toBe(401);
  });
});
