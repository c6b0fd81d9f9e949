import { loadavg } from 'node:os';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { handler as searchHandler } from '../functions/market/search.ts';
import { forgetMarket, marketSearch as market } from '../functions/market/market.ts';
import type { LocalCloud } from '../local/cloud.ts';
import { anyUserExists, seedDemoData } from '../local/demo-data.ts';
import { lambdaContext } from '../local/http-adapter.ts';
import { ApiClient } from '../tests/support/api-client.ts';
import { ms, percentile, timed } from './stats.ts';

/**
 * The market-wide search (all cars) over `listings` listings of the sandbox feeds, in the handler as API Gateway
 * would call it, through the search port's in-process adapter: the container's first search (it builds the market
 * from the feeds: cold), then warm searches of the list and price guides for a query. The p99 with the cold search
 * counted is given beside the warm one.
 */
export async function marketSearch(cloud: LocalCloud, listings: number, rounds: number): Promise<string[]> {
  process.env.MARKET_LISTINGS = String(listings);
  if (!(await anyUserExists())) await seedDemoData();
  const owner = new ApiClient(cloud.baseUrl);
  if ((await owner.login('ejer@demo.dk')).status !== 200) throw new Error('Login failed');
  const path = '/api/carlist/search';
  const eventOf = (query: Record<string, string>): APIGatewayProxyEventV2 => {
    const now = new Date();
    return {
      version: '2.0',
      routeKey: `GET ${path}`,
      rawPath: path,
      rawQueryString: new URLSearchParams(query).toString(),
      cookies: [...owner.cookies].map(([name, value]) => `${name}=${value}`),
      headers: { host: 'localhost', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http' },
      queryStringParameters: query,
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: 'localhost',
        domainPrefix: 'localhost',
        http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
        requestId: `bench-${now.getTime()}`,
        routeKey: `GET ${path}`,
        stage: '$default',
        time: now.toISOString(),
        timeEpoch: now.getTime(),
      },
      isBase64Encoded: false,
    } as APIGatewayProxyEventV2;
  };
  let total = 0;
  const search = (query: Record<string, string>) => async () => {
    const result = (await searchHandler(eventOf(query), lambdaContext('dealerhub-market'))) as APIGatewayProxyStructuredResultV2;
    if (result.statusCode !== 200) throw new Error(`Market search failed: ${result.statusCode} ${String(result.body)}`);
    total = (JSON.parse(String(result.body)) as { Total: number }).Total;
  };
  const searches: { name: string; query: Record<string, string> }[] = [
    { name: 'default (newest first, first page)', query: {} },
    { name: 'free text "golf", by price descending', query: { FreetextQuery: 'golf', sort: 'CashPrice', sortdir: 'desc' } },
    { name: 'filters (for sale, fuel, km, region, by km)', query: { IsSold: 'false', SelectedFuelTypes: 'Petrol,Hybrid', MileageTo: '120', Region: 'Midtjylland', sort: 'Mileage' } },
    { name: 'sold tab, by sales date', query: { IsSold: 'true', sort: 'SalesDate', sortdir: 'desc' } },
  ];
  // The price guide of a car: its make and model, registration year ±1, mileage ±50 thousand km (part 1 §9).
  const guide = { IsSold: 'false', Make: 'Volkswagen', Model: 'Golf', RegistrationYearFrom: '2019', RegistrationYearTo: '2021', MileageFrom: '40', MileageTo: '140', ActualMileage: '90', count: '1' };

  forgetMarket();
  const cold = await timed(search({}));
  const listed = total;
  const warm = searches.map(() => [] as number[]);
  const guides: number[] = [];
  for (let round = -5; round < rounds; round += 1) {
    for (const [index, each] of searches.entries()) {
      const took = await timed(search(each.query));
      if (round >= 0) warm[index]!.push(took);
    }
    const took = await timed(search(guide));
    if (round >= 0) guides.push(took);
  }
  // The same price guide on the search port alone: what the adapter costs, without the session and the HTTP shape.
  const port = await market();
  const portGuides: number[] = [];
  const guideQuery = { IsSold: false, Make: 'Volkswagen', Model: 'Golf', RegistrationYearFrom: 2019, RegistrationYearTo: 2021, MileageFrom: 40, MileageTo: 140 };
  for (let round = -5; round < rounds; round += 1) {
    const took = await timed(() => port.figures(guideQuery));
    if (round >= 0) portGuides.push(took);
  }
  const allSearches = warm.flat();
  const load = loadavg().map((value) => value.toFixed(2)).join(', ');
  const row = (name: string, values: number[]) => `${name.padEnd(46)} p50 ${ms(percentile(values, 50)).padStart(10)}  p99 ${ms(percentile(values, 99)).padStart(10)}`;
  return [
    `Market-wide search (all cars) over ${listings} generated listings (${listed} in the list: for sale and sold), ${rounds} rounds each, in the handler, in-process search adapter`,
    `${'load average (1, 5, 15 min)'.padEnd(46)} ${load}`,
    `${'cold: first search, market built from feeds'.padEnd(46)} ${ms(cold).padStart(14)}`,
    ...searches.map((each, index) => row(each.name, warm[index]!)),
    row('every search above, warm', allSearches),
    row('every search above, with the cold one', [cold, ...allSearches]),
    row('price guide for a query (Golf ±1 year, ±50k km)', guides),
    row('the same, on the search port alone', portGuides),
    `${'heap after'.padEnd(46)} ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MB`,
  ];
}
