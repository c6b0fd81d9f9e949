import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { projectListings } from '../domain/market/listing.ts';
import { guideLink } from '../domain/market/price-guide.ts';
import { listingFeeds, marketFeedSettings } from '../functions/market/listing-feed.ts';
import { forgetMarket, marketSearch, readFeeds } from '../functions/market/market.ts';
import { readPriceCells, writePriceCells } from '../functions/market/projections/price-cells.ts';
import { priceIndicators, type GridCarToPrice } from '../functions/market/readers.ts';
import { ms, percentile, timed } from './stats.ts';

const heapMb = (): number => process.memoryUsage().heapUsed / 1024 / 1024;

/**
 * The own-cars price indicator of a page of 50 cars at `listings` listings of the sandbox feeds: as it was, each car's
 * figures searched from the whole market built in the Lambda (cold: built from the feeds), and from the market's
 * price cells read model (one BatchGet of the page's makes', models' and years' rows; cold: a new DynamoDB client, as
 * in a new container), each row read and as the handler reads them (kept a minute). The heap each holds is given beside.
 */
export async function priceIndicatorPage(listings: number, rounds: number): Promise<string[]> {
  const settings = { ...marketFeedSettings(), listings };
  const events = await readFeeds(listingFeeds(settings));
  // A page of cars of the market's makes and models, priced around it: what a dealer's stock looks like.
  const forSale = [...projectListings(events).values()].filter((listing) => !listing.IsSold);
  const page: GridCarToPrice[] = Array.from({ length: 50 }, (_, index) => {
    const like = forSale[Math.floor((index * forSale.length) / 50)]!;
    return { Id: String(index), Make: like.Make, Model: like.Model, Mileage: like.Mileage, FirstRegistrationDate: like.FirstRegistrationDate, ModelYear: like.ModelYear, CashPrice: like.CashPrice };
  });

  // As it was: the whole market in the Lambda, searched per car.
  process.env.MARKET_LISTINGS = String(listings);
  const searchedPage = async () => {
    const market = await marketSearch(settings);
    await Promise.all(
      page.map((car) => {
        const link = guideLink({ Make: car.Make, Model: car.Model, mileageKm: car.Mileage ?? 0, registrationYear: Number(car.FirstRegistrationDate!.slice(0, 4)) });
        return market.figures({ IsSold: false, Make: car.Make, Model: car.Model, RegistrationYearFrom: link.RegistrationYearFrom, RegistrationYearTo: link.RegistrationYearTo, MileageFrom: link.MileageFrom, MileageTo: link.MileageTo });
      }),
    );
  };
  forgetMarket();
  const heapBeforeSearch = heapMb();
  const searchedCold = await timed(searchedPage);
  const searchHeap = heapMb() - heapBeforeSearch;
  const searchedWarm: number[] = [];
  for (let round = -5; round < rounds; round += 1) {
    const took = await timed(searchedPage);
    if (round >= 0) searchedWarm.push(took);
  }
  forgetMarket();

  // Now: the price cells, written as a rebuild from the same events, read per page.
  const rebuildStart = performance.now();
  const written = await writePriceCells(events);
  // A new client twice: the first also loads what the SDK loads on its first request in a process.
  await priceIndicators(page.slice(0, 1), (rows) => readPriceCells(rows, DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 5 }))));
  const rebuild = performance.now() - rebuildStart;
  const heapBeforeCells = heapMb();
  const coldClient = DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 5 }));
  const cellsCold = await timed(() => priceIndicators(page, (rows) => readPriceCells(rows, coldClient)));
  coldClient.destroy();
  // The handler's container has its client up already (it read the stock list): its first page reads every row.
  const cellsFirstPage = await timed(() => priceIndicators(page));
  const cellsRead: number[] = [];
  const cellsWarm: number[] = [];
  for (let round = -5; round < rounds; round += 1) {
    const read = await timed(() => priceIndicators(page, (rows) => readPriceCells(rows)));
    // As the handler calls it: rows read within the last minute are answered from the container.
    const took = await timed(() => priceIndicators(page));
    if (round >= 0) cellsRead.push(read);
    if (round >= 0) cellsWarm.push(took);
  }
  const cellsHeap = heapMb() - heapBeforeCells;
  const row = (name: string, values: number[]) => `${name.padEnd(46)} p50 ${ms(percentile(values, 50)).padStart(10)}  p99 ${ms(percentile(values, 99)).padStart(10)}`;
  return [
    `Own-cars price indicator, a page of 50 cars, over ${listings} generated listings (${forSale.length} for sale), ${rounds} rounds each`,
    `${'searched in the Lambda: cold (market built)'.padEnd(46)} ${ms(searchedCold).padStart(14)}`,
    row('searched in the Lambda: warm', searchedWarm),
    `${'searched in the Lambda: heap it holds'.padEnd(46)} ${searchHeap.toFixed(0).padStart(11)} MB`,
    `${'price cells rebuilt from the events'.padEnd(46)} ${ms(rebuild).padStart(14)}  (${written.listings} listings, ${written.rows} rows of cells)`,
    `${'price cells: cold, a new DynamoDB client'.padEnd(46)} ${ms(cellsCold).padStart(14)}`,
    `${'price cells: cold, the handler\'s client'.padEnd(46)} ${ms(cellsFirstPage).padStart(14)}`,
    row('price cells: warm, every row read', cellsRead),
    row('price cells: warm, rows kept a minute', cellsWarm),
    `${'price cells: heap grown over the rounds'.padEnd(46)} ${cellsHeap.toFixed(0).padStart(11)} MB`,
  ];
}
