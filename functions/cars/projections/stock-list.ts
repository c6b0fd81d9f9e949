import { changeFeed, projection } from '../../platform/projection.ts';
import { equipmentIdentifiersOf } from '../equipment.ts';
import { CAR_EVENTS, carRowKeyOf, carSearchTextOf, evolveCarFacts, type CarEvent, type CarFacts } from './car-facts.ts';

/**
 * One row per stock car for the own-cars list (spec part 1 §3 "Stock car list row" and "Stock search parameters"),
 * pk `stock-list#<dealerId>` (one partition per department), sk the car id. gsi1 is the partition's change feed
 * (`gsi1sk` = when the row was last written + id): the list is served from a compact copy of the partition plus what
 * changed since (platform/list-engine.ts). A deleted or transferred car leaves a tombstone, so that the feed
 * carries its departure.
 */
export type StockListRow = CarFacts &
  Record<string, unknown> & {
    /** What the car is found by (carSearchTextOf). */
    SearchText: string;
    HasExtraEquipmentText: boolean;
    EquipmentIds: string[];
    PictureCount: number;
    Deleted?: true;
    ProjectedAt: string;
    gsi1pk: string;
    gsi1sk: string;
  };

export const STOCK_LIST = 'stock-list';
export const stockListPartition = (dealerId: string): string => `${STOCK_LIST}#${dealerId}`;

const DERIVED = ['SearchText', 'HasExtraEquipmentText', 'EquipmentIds', 'PictureCount', 'Deleted', 'ProjectedAt', 'gsi1pk', 'gsi1sk'];

const factsOf = (row: StockListRow | undefined): CarFacts | undefined =>
  row && !row.Deleted ? (Object.fromEntries(Object.entries(row).filter(([name]) => !DERIVED.includes(name))) as CarFacts) : undefined;

export const stockListRow = (car: CarFacts, projectedAt: string): StockListRow => ({
  ...car,
  SearchText: carSearchTextOf(car),
  HasExtraEquipmentText: car.ExtraEquipmentText.trim() !== '',
  EquipmentIds: equipmentIdentifiersOf(car.ExtraEquipmentText),
  PictureCount: car.Pictures?.length ?? 0,
  ...changeFeed(stockListPartition(car.DealerId), car.Id, projectedAt),
});

export const evolveStockListRow = (row: StockListRow | undefined, event: CarEvent, now: () => Date = () => new Date()): StockListRow | null => {
  const next = evolveCarFacts(factsOf(row), event);
  const projectedAt = now().toISOString();
  if (next) return stockListRow(next, projectedAt);
  if (!row || row.Deleted) return row ?? null;
  return { Id: row.Id, DealerId: row.DealerId, Deleted: true, ...changeFeed(stockListPartition(row.DealerId), row.Id, projectedAt) } as unknown as StockListRow;
};

export const stockList = projection({
  name: STOCK_LIST,
  events: CAR_EVENTS,
  key: (event) => carRowKeyOf(STOCK_LIST, event),
  evolve: (row: StockListRow | undefined, event) => evolveStockListRow(row, event),
});
