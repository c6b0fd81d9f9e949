import { beforeAll, describe, expect, it } from 'vitest';
import { danishToday, daysBefore, toClientDate } from '../../domain/format.ts';
import { MarketplaceMessages } from '../../domain/market/marketplace.ts';
import { SECOND_CONGLOMERATE } from '../../local/second-conglomerate.ts';
import { ApiClient, loggedIn, queryString } from '../support/api-client.ts';

/**
 * The marketplace (spec part 1 §2 marketplace list, §3 "Marketplace listing", §5 the created-date rule, §6
 * b2b_marketplace): the listings for sale on the ad marketplaces and the wholesale list, the same for every dealer.
 */
interface Listing {
  Id: string;
  CreatedDate: string;
  RetailPrice: number;
  WholesalePrice: number | null;
  CarTitle: string;
  Make: string;
  Mileage: number;
  Marketplace: string;
  Link: string;
  DealerName: string;
}
interface Page {
  Total: number;
  Count: number;
  List: Listing[];
}

let salesman: ApiClient; // saelger@demo.dk: package pro (b2b_marketplace)
let vejle: ApiClient; // saelger.vejle@demo.dk: package start (no b2b_marketplace)
let otherGroup: ApiClient;

const search = (client: ApiClient, query: Record<string, string | number> = {}) => client.get<Page>(`/api/marketplace/searchallmarketplace/?${queryString(query)}`);

beforeAll(async () => {
  [salesman, vejle, otherGroup] = await Promise.all([loggedIn('saelger@demo.dk'), loggedIn('saelger.vejle@demo.dk'), loggedIn(SECOND_CONGLOMERATE.users[0]!.Username)]);
});

describe('GET /api/marketplace/searchallmarketplace: the marketplace', () => {
  it('lists the newest listings first, each with the link to the ad, and the same for another dealer group', async () => {
    const response = await search(salesman);
    expect(response.status).toBe(200);
    const { Total, Count, List } = response.body;
    expect(Total).toBeGreaterThan(1000);
    expect(Count).toBe(50);
    const dates = List.map((row) => row.CreatedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const row of List) expect(row.Link).toMatch(/^https:\/\//);
    expect((await search(otherGroup)).body.List.map((row) => row.Id)).toEqual(List.map((row) => row.Id));
  });

  it('searches created dates from yesterday at the latest, by marketplace, make and mileage in thousands', async () => {
    const today = danishToday();
    const from = daysBefore(today, 30);
    const response = await search(salesman, { CreatedDateFrom: toClientDate(from), Marketplaces: 'Engros', Make: 'toyota', MileageTo: 100, count: 500 });
    expect(response.status).toBe(200);
    expect(response.body.Total).toBeGreaterThan(0);
    for (const row of response.body.List) {
      expect(row.CreatedDate >= from && row.CreatedDate <= today, row.CreatedDate).toBe(true);
      expect(row.Marketplace).toBe('Engros');
      expect(row.WholesalePrice).toBe(row.RetailPrice);
      expect(row.Make).toBe('Toyota');
      expect(row.Mileage).toBeLessThanOrEqual(100_000);
    }
    expect((await search(salesman, { CreatedDateFrom: toClientDate(daysBefore(today, 1)) })).status).toBe(200);
  });

  it("refuses created-from today or later, a date not written dd-mm-yyyy, and an unknown marketplace, naming the field", async () => {
    const today = await search(salesman, { CreatedDateFrom: toClientDate(danishToday()) });
    expect(today.status).toBe(400);
    expect(today.body).toMatchObject({ Message: MarketplaceMessages.createdFromTooLate, Field: 'CreatedDateFrom' });
    const iso = await search(salesman, { CreatedDateFrom: '2026-01-01' });
    expect(iso.status).toBe(400);
    expect(JSON.stringify(iso.body)).toContain(MarketplaceMessages.createdDateFormat);
    const unknown = await search(salesman, { Marketplaces: 'eBay' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('Marketplaces');
  });

  it('answers its makes and car types with counts, and only with the B2B marketplace function', async () => {
    const makes = await salesman.get<{ Id: string; Count: number }[]>('/api/marketplace/getmakes/?carType=1');
    expect(makes.status).toBe(200);
    expect(makes.body.map((make) => make.Id)).toContain('Toyota');
    const types = await salesman.get<{ Id: number; Name: string; Count: number }[]>('/api/marketplace/getcartypes/');
    expect(types.status).toBe(200);
    expect(types.body.find((type) => type.Id === 1)).toMatchObject({ Name: 'Personbil' });
    for (const path of ['/api/marketplace/searchallmarketplace/', '/api/marketplace/getmakes/', '/api/marketplace/getcartypes/']) {
      expect((await vejle.get(path)).status, path).toBe(403);
      expect((await new ApiClient().get(path)).status, path).toBe(401);
    }
  });
});
