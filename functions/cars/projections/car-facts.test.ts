import { describe, expect, it } from 'vitest';
import { sampleStockCar } from '../../../domain/cars/test-fixtures.ts';
import type { CarData } from '../../../events/cars.ts';
import { listItemOf, type StoredStockCar } from '../stock-search.ts';
import { evolveCarFacts, type CarEvent, type CarFacts } from './car-facts.ts';

let version = 0;
const event = (type: string, data: unknown, at: string): CarEvent =>
  ({
    streamId: 'car#55',
    version: (version += 1),
    type,
    data,
    meta: { eventId: `e${version}`, occurredAt: at, dealerId: '101', userId: '5', correlationId: 'c', causationId: 'c', schemaVersion: 1 },
  }) as CarEvent;
const fold = (events: CarEvent[]): CarFacts | null => events.reduce<CarFacts | null>((facts, each) => evolveCarFacts(facts ?? undefined, each), null);
const created = () => {
  version = 0;
  return event('CarCreated', { CarId: '55', DealerId: '101', Car: sampleStockCar }, '2026-10-01T08:00:00.000Z');
};
const updated = (changes: Partial<CarData>, at: string) => event('CarUpdated', { Car: { ...sampleStockCar, ...changes } }, at);
const rowOf = (facts: CarFacts | null) => listItemOf({ ...(facts as CarFacts), lastVersion: version } as unknown as StoredStockCar, '2026-11-28', new Map(), new Map());

describe("a stock car's price changes, video and 360° pictures, as the own-cars list shows them", () => {
  it('has no price change until a save changes the price', () => {
    const facts = fold([created(), updated({ Mileage: 59_000 }, '2026-10-05T09:00:00.000Z')]);
    expect(rowOf(facts)).toMatchObject({ RetailPriceModified: null, LeasingPriceModified: null, HasVideo: false, Has360Image: false });
  });

  it('dates the last change of the retail price and of the lease payment, each on its own', () => {
    const facts = fold([
      created(),
      updated({ RetailPrice: 219_900 }, '2026-10-05T09:00:00.000Z'),
      updated({ RetailPrice: 219_900, LeasePayment: 2_995 }, '2026-10-20T09:00:00.000Z'),
      updated({ RetailPrice: 219_900, LeasePayment: 2_995, Mileage: 60_000 }, '2026-11-02T09:00:00.000Z'),
    ]);
    expect(rowOf(facts)).toMatchObject({ RetailPriceModified: '2026-10-05', LeasingPriceModified: '2026-10-20' });
  });

  it('shows the video and 360° pictures the car has', () => {
    const facts = fold([created(), updated({ HasVideo: true, Has360Image: true }, '2026-10-05T09:00:00.000Z')]);
    expect(rowOf(facts)).toMatchObject({ HasVideo: true, Has360Image: true });
  });

  it('shows a sold car as sold, with its days in stock up to the sale', () => {
    const facts = fold([created(), event('CarSold', { SalesPrice: 225_000, IsRetailPrice: false, SoldDate: '2026-10-21' }, '2026-10-21T12:00:00.000Z')]);
    expect(rowOf(facts)).toMatchObject({ StatusText: 'Solgt', DaysInStock: 20, SalesDate: '2026-10-21' });
  });
});
