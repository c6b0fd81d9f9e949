import { beforeAll, describe, expect, it } from 'vitest';
import type { MarketInsight } from '../../domain/market/insights.ts';
import { ApiClient, baseUrl, loggedIn } from '../support/api-client.ts';

/**
 * Market insights and the vehicle assessment (spec part 2 §2, part 1 §2 /marketinsights): one car against the market,
 * summed from the market's price cells, agreeing with the all-cars search of its guide link; for the dealers whose
 * package holds market insights.
 */
interface Listing {
  Id: string;
  Make: string;
  Model: string;
  Mileage: number;
  FirstRegistrationDate: string;
}
interface Details {
  CarSpecificationGuid: string | null;
}
interface Guide {
  NumberOfCars: number;
  AveragePrice: number;
  AverageMileage: number;
}

let salesman: ApiClient; // saelger@demo.dk: Aarhus, package pro (market_insights)
let vejle: ApiClient; // saelger.vejle@demo.dk: Vejle, package start (no market_insights)
let listing: Listing;
let guid: string;

beforeAll(async () => {
  [salesman, vejle] = await Promise.all([loggedIn('saelger@demo.dk'), loggedIn('saelger.vejle@demo.dk')]);
  const forSale = (await salesman.get<{ List: Listing[] }>('/api/carlist/search/?IsSold=false&count=50')).body.List;
  for (const candidate of forSale) {
    const details = (await salesman.get<Details>(`/api/CarList/GetDetails/?id=${candidate.Id}`)).body;
    if (details.CarSpecificationGuid) {
      listing = candidate;
      guid = details.CarSpecificationGuid;
      break;
    }
  }
  expect(guid, 'a listing of a catalogue variant').toBeDefined();
});

const insightsPath = (params: Record<string, string | number>) => `/api/market/insights/?${new URLSearchParams(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])))}`;

describe('market insights', () => {
  it('prices a catalogue variant as the all-cars search of its guide link does, with the market year by year', async () => {
    const response = await salesman.get<MarketInsight>(insightsPath({ modelCatalogId: guid, mileage: listing.Mileage, firstRegistrationDate: listing.FirstRegistrationDate }));
    expect(response.status).toBe(200);
    const insight = response.body;
    const year = Number(listing.FirstRegistrationDate.slice(0, 4));
    expect(insight).toMatchObject({ Make: listing.Make, Model: listing.Model, RegistrationYear: year, RegistrationYearFrom: year - 1, RegistrationYearTo: year + 1 });
    // The listing itself is for sale: it is among the comparable cars.
    expect(insight.NumberOfCars).toBeGreaterThanOrEqual(1);

    const link = new URLSearchParams({
      IsSold: 'false',
      Make: listing.Make,
      Model: listing.Model,
      RegistrationYearFrom: String(insight.RegistrationYearFrom),
      RegistrationYearTo: String(insight.RegistrationYearTo),
      MileageFrom: String(insight.MileageFrom),
      MileageTo: String(insight.MileageTo),
      ActualMileage: String(Math.round(listing.Mileage / 1000)),
      count: '1',
    });
    const searched = (await salesman.get<{ Total: number; PriceGuide: Guide }>(`/api/carlist/search/?${link}`)).body;
    expect({ NumberOfCars: insight.NumberOfCars, AveragePrice: insight.AveragePrice, AverageMileage: insight.AverageMileage }).toEqual({
      NumberOfCars: searched.PriceGuide.NumberOfCars,
      AveragePrice: searched.PriceGuide.AveragePrice,
      AverageMileage: searched.PriceGuide.AverageMileage,
    });

    expect(insight.Years.map((each) => each.Year)).toEqual([year - 3, year - 2, year - 1, year, year + 1, year + 2, year + 3]);
    const around = insight.Years.filter((each) => Math.abs(each.Year - year) <= 1).reduce((sum, each) => sum + each.NumberOfCars, 0);
    expect(around).toBe(insight.NumberOfCars);
  });

  it('names the field of a bad request, says so of an unknown variant, and is for market insights only', async () => {
    const bad = await salesman.get<{ Field?: string }>(insightsPath({ modelCatalogId: 'golf', firstRegistrationDate: '2020-01-01' }));
    expect(bad.status).toBe(400);
    expect(bad.body.Field).toBe('modelCatalogId');
    const noDate = await salesman.get<{ Field?: string }>(insightsPath({ modelCatalogId: guid }));
    expect(noDate.status).toBe(400);
    expect(noDate.body.Field).toBe('firstRegistrationDate');
    expect((await salesman.get(insightsPath({ modelCatalogId: '00000000-0000-0000-0000-000000000000', firstRegistrationDate: '2020-01-01' }))).status).toBe(404);
    expect((await vejle.get(insightsPath({ modelCatalogId: guid, firstRegistrationDate: '2020-01-01' }))).status).toBe(403);
    expect((await new ApiClient().get(insightsPath({ modelCatalogId: guid, firstRegistrationDate: '2020-01-01' }))).status).toBe(401);
  });
});

describe('the vehicle assessment', () => {
  it('values a car named by its data and colours its price by the ranges', async () => {
    const assess = (price: number) =>
      salesman.get<MarketInsight>(
        `/api/market/vehicleassessment/?${new URLSearchParams({ make: listing.Make, model: listing.Model, mileage: String(listing.Mileage), firstRegistrationDate: listing.FirstRegistrationDate, price: String(price) })}`,
      );
    const first = await assess(1);
    expect(first.status).toBe(200);
    const insight = await salesman.get<MarketInsight>(insightsPath({ modelCatalogId: guid, mileage: listing.Mileage, firstRegistrationDate: listing.FirstRegistrationDate }));
    expect(first.body.NumberOfCars).toBe(insight.body.NumberOfCars);
    if (first.body.YellowRange) {
      expect(first.body.CurrentRangeColor).toBe(1);
      expect((await assess(first.body.RedRange!.From + 1_000)).body.CurrentRangeColor).toBe(3);
      expect(first.body.CarEstimatedPrice! % 1000).toBe(0);
    } else {
      expect(first.body.CurrentRangeColor).toBe(0);
    }
    const missingModel = await salesman.get<{ Field?: string }>(`/api/market/vehicleassessment/?make=${encodeURIComponent(listing.Make)}&firstRegistrationDate=2020-01-01`);
    expect(missingModel.status).toBe(400);
    expect(missingModel.body.Field).toBe('model');
    expect((await vejle.get(`/api/market/vehicleassessment/?make=VW&model=Golf&firstRegistrationDate=2020-01-01`)).status).toBe(403);
  });
});

describe('the market’s micro-frontends', () => {
  it.each(['/api/marketinsights/', '/api/vehicleassessment/'])('%s serves its asset manifest and the widget it names, without a session', async (base) => {
    const manifest = await fetch(`${baseUrl()}${base}asset-manifest.json`);
    expect(manifest.status).toBe(200);
    const { entrypoints } = (await manifest.json()) as { entrypoints: string[] };
    const script = entrypoints.find((entry) => entry.endsWith('.js'));
    const module = await fetch(`${baseUrl()}${base}${script}`);
    expect(module.status).toBe(200);
    expect(await module.text()).toMatch(/export\s*\{[^}]*\bmount\b/);
  });
});
