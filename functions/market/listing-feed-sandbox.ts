import type { ListingEvent } from '../../events/market.ts';
import type { CatalogueVariant } from '../../domain/catalogue/model-catalogue.ts';
import { sandboxVariants } from '../platform/registries/model-catalogue-sandbox.ts';
import { sandboxZipCodes } from '../platform/registries/zip-codes-sandbox.ts';
import { regionOfZip, type MarketRegion } from '../../domain/market/listing.ts';
import type { FeedBatch, ListingFeed, ListingSource, MarketFeedSettings } from './listing-feed.ts';

/**
 * The sandbox listing feeds: a realistic Danish used-car market, generated deterministically from a seed. Makes,
 * models and variants come from the model catalogue sandbox; a car's price falls with its age and mileage from the
 * catalogue price and varies by region; mileage grows with age (more for diesels and vans, less for electric cars);
 * listings are spread over the sandbox's zip codes, appear over the last 120 days, some drop their price, and older
 * ones expire, mostly sold. The same seed and day give the same market.
 */
const SHARE: Readonly<Record<ListingSource, number>> = { Bilbasen: 0.55, DBA: 0.3, Engros: 0.15 };
const SOURCE_NUMBER: Readonly<Record<ListingSource, number>> = { Bilbasen: 1, DBA: 2, Engros: 3 };
const REGION_PRICE: Readonly<Record<MarketRegion, number>> = { Hovedstaden: 1.04, Sjælland: 0.99, Syddanmark: 0.98, Midtjylland: 1.0, Nordjylland: 0.96 };
const COLORS = ['Sort', 'Hvid', 'Grå', 'Sølv', 'Blå', 'Rød', 'Grøn', 'Brun'] as const;
const SELLERS = ['Autohuset', 'Bilcentret', 'Biler', 'Auto', 'Bilhuset'] as const;
const DAY_MS = 86_400_000;
const LISTED_DAYS = 120;

/** mulberry32: small, fast and deterministic. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const hash = (text: string): number => {
  let h = 2_166_136_261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619);
  return h >>> 0;
};

const fuelOf = (fuel: string): ListingFuel => {
  if (fuel === 'Benzin') return 'Petrol';
  if (fuel === 'Diesel') return 'Diesel';
  if (fuel === 'El') return 'Electric';
  if (fuel.includes('ybrid')) return 'Hybrid';
  return 'Unknown';
};
type ListingFuel = 'Petrol' | 'Diesel' | 'Electric' | 'Hybrid' | 'Unknown';

let towns: Promise<readonly (readonly [string, string])[]> | undefined;
/** The sandbox register's towns (one zip code per town), read once. */
const sandboxTowns = (): Promise<readonly (readonly [string, string])[]> =>
  (towns ??= (async () => {
    const seen = new Set<string>();
    const found: (readonly [string, string])[] = [];
    for (let zip = 1000; zip <= 9999; zip++) {
      const code = String(zip);
      const city = await sandboxZipCodes.cityOf(code);
      if (city && !seen.has(city)) {
        seen.add(city);
        found.push([code, city]);
      }
    }
    return found;
  })());

const plainName = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const linkOf = (source: ListingSource, variant: CatalogueVariant, sourceId: string): string => {
  if (source === 'Bilbasen') return `https://www.bilbasen.dk/brugt/bil/${plainName(variant.Make)}/${plainName(variant.Model)}/${sourceId}`;
  if (source === 'DBA') return `https://www.dba.dk/biler/biler/id-${sourceId}/`;
  return `https://engros.dealerhub.dk/annonce/${sourceId}`;
};

/** Whole thousands less 100 kr, as dealers price (149.900); a wholesale price in whole thousands. */
const askingPrice = (kr: number, wholesale: boolean): number => {
  const thousands = Math.max(Math.round(kr / 1000), 15);
  return wholesale ? thousands * 1000 : thousands * 1000 - 100;
};

/** The events of `source`'s listings, as of the settings' day. */
export const generateListingEvents = async (source: ListingSource, settings: MarketFeedSettings): Promise<ListingEvent[]> => {
  const variants = sandboxVariants();
  const places = await sandboxTowns();
  const next = random(hash(`${settings.seed}:${source}`));
  const count = Math.round(settings.listings * SHARE[source]);
  const today = Date.parse(`${settings.asOf}T00:00:00Z`);
  const days = new Map<number, string>();
  const dayText = (ms: number): string => {
    const day = Math.floor(ms / DAY_MS);
    let text = days.get(day);
    if (text === undefined) days.set(day, (text = new Date(day * DAY_MS).toISOString().slice(0, 10)));
    return text;
  };
  const time = (ms: number): string => `${dayText(ms)}T${String(8 + Math.floor((ms % DAY_MS) / 3_600_000) % 12).padStart(2, '0')}:00:00.000Z`;
  const wholesale = source === 'Engros';
  const events: ListingEvent[] = [];

  for (let index = 0; index < count; index++) {
    const variant = variants[Math.floor(next() * variants.length)]!;
    const [zip, city] = places[Math.floor(next() * places.length)]!;
    // Most used cars for sale are 2 to 8 years old.
    const ageYears = Math.min(Math.floor(Math.pow(next(), 1.4) * 15), 14);
    const registered = today - (ageYears * 365 + Math.floor(next() * 365)) * DAY_MS - 30 * DAY_MS;
    const age = (today - registered) / (365 * DAY_MS);
    const fuel = fuelOf(variant.FuelType);
    const yearly = (9_000 + next() * 14_000) * (fuel === 'Diesel' || variant.CarType === 2 ? 1.35 : fuel === 'Electric' ? 0.85 : 1);
    const mileage = Math.round((age * yearly) / 100) * 100;
    const expected = age * 15_000;
    const region = regionOfZip(zip);
    const value =
      variant.TotalPrice *
      Math.pow(0.86, age) *
      Math.max(1 - (0.6 * (mileage - expected)) / Math.max(variant.TotalPrice, 1), 0.4) *
      REGION_PRICE[region] *
      (0.94 + next() * 0.12) *
      (wholesale ? 0.88 : 1);
    const deliveryCost = wholesale ? 0 : 2_995 + 1_000 * Math.floor(next() * 3);
    let price = askingPrice(value + deliveryCost, wholesale);
    const listedDaysAgo = Math.floor(next() * LISTED_DAYS);
    const published = today - listedDaysAgo * DAY_MS + Math.floor(next() * DAY_MS);
    const sourceId = String(10_000_000 + index * 7 + SOURCE_NUMBER[source]);
    const ListingId = String(SOURCE_NUMBER[source] * 1_000_000_000 + index + 1);
    const registeredYear = new Date(registered).getUTCFullYear();
    events.push({
      type: 'MarketListingPublished',
      data: {
        ListingId,
        Source: source,
        SourceListingId: sourceId,
        Link: linkOf(source, variant, sourceId),
        PublishedAt: time(published),
        ExpectedExpirationDate: dayText(published + 90 * DAY_MS),
        Make: variant.Make,
        Model: variant.Model,
        Variant: variant.Variant,
        Motor: variant.Motor,
        ModelCatalogueId: variant.CarGuid,
        // Vans are advertised without VAT by dealers, and with it by some private sellers.
        CarType: variant.CarType === 2 ? (next() < 0.7 ? 2 : 3) : 1,
        FuelType: fuel,
        GearType: fuel === 'Electric' || fuel === 'Hybrid' || /DSG|aut|CVT/i.test(`${variant.Variant} ${variant.Motor}`) || next() < 0.3 ? 'AutoShift' : 'ManualShift',
        ModelYear: new Date(registered).getUTCMonth() >= 8 ? registeredYear + 1 : registeredYear,
        FirstRegistrationDate: dayText(registered),
        Mileage: mileage,
        Color: COLORS[Math.floor(next() * COLORS.length)]!,
        NumberOfDoors: variant.NumberOfDoors,
        Effect: variant.Effect,
        KmPerLiter: variant.KmPerLiter,
        CashPrice: price,
        DeliveryCost: deliveryCost,
        ZipCode: zip,
        City: city,
        SellerName: `${SELLERS[Math.floor(next() * SELLERS.length)]} ${city}`,
        SellerPhone: String(20_000_000 + Math.floor(next() * 79_999_999)),
      },
    });
    // Some drop their price after a few weeks, a few twice.
    let changed = published;
    for (const chance of [0.35, 0.1]) {
      if (next() >= chance) break;
      changed += (10 + Math.floor(next() * 30)) * DAY_MS;
      if (changed >= today) break;
      price = askingPrice(price * (0.94 + next() * 0.04), wholesale);
      events.push({ type: 'MarketListingPriceChanged', data: { ListingId, CashPrice: price, ChangedAt: time(changed) } });
    }
    // A listing lives two weeks to five months; most that end were sold.
    const ends = Math.max(published + (14 + Math.floor(next() * 140)) * DAY_MS, changed + DAY_MS);
    const sold = next() < 0.8;
    if (ends < today) events.push({ type: 'MarketListingExpired', data: { ListingId, ExpiredAt: time(ends), Sold: sold } });
  }
  return events;
};

/** A feed that hands over its whole generated market once, then nothing new until the day changes. */
export const sandboxListingFeed = (source: ListingSource, settings: MarketFeedSettings): ListingFeed => ({
  source,
  async changesSince(cursor: string | null): Promise<FeedBatch> {
    if (cursor === settings.asOf) return { events: [], cursor };
    return { events: await generateListingEvents(source, settings), cursor: settings.asOf };
  },
});
