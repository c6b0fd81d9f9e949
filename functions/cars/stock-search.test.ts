import { describe, expect, it } from 'vitest';
import { sampleStockCar } from '../../domain/cars/test-fixtures.ts';
import type { CarData } from '../../events/cars.ts';
import type { CarEvent } from './projections/car-facts.ts';
import { evolveStockListRow, type StockListRow } from './projections/stock-list.ts';
import { listItemOf, matchesStockSearch, sortStockCars, sortStockItems, STOCK_SORT_KEYS, stockSearchSchema, type StoredStockCar } from './stock-search.ts';

const car: CarData = {
  ...sampleStockCar,
  Variant: '1,5 TSI Style',
  ExtraEquipmentText: 'Anhængertræk og navigation',
  InStockSince: '2026-08-01',
  ChassisType: 'Stationcar',
};

let version = 0;
const event = (type: string, data: unknown, dealerId = '101', at = '2026-09-01T10:00:00.000Z'): CarEvent =>
  ({
    streamId: 'car#55',
    version: (version += 1),
    type,
    data,
    meta: { eventId: `e${version}`, occurredAt: at, dealerId, userId: '5', correlationId: 'c', causationId: 'c', schemaVersion: 1 },
  }) as CarEvent;
const now = () => new Date('2026-09-02T00:00:00.000Z');
const fold = (events: CarEvent[]): StockListRow | null =>
  events.reduce<StockListRow | null>((row, each) => evolveStockListRow(row ?? undefined, each, now), null);
const created = () => {
  version = 0;
  return event('CarCreated', { CarId: '55', DealerId: '101', Car: car });
};
const stored = (row: StockListRow | null): StoredStockCar => ({ ...(row as StockListRow), lastVersion: 1 }) as StoredStockCar;
const search = (input: Record<string, unknown>) => stockSearchSchema.parse(input);
const today = '2026-11-01';

describe('the stock-list row', () => {
  it('carries the car, its search text, equipment, pictures and the change feed of its department', () => {
    const row = fold([created(), event('CarPictureAdded', { PictureId: 'aaaaaaaa-1' }), event('CarPictureAdded', { PictureId: 'aaaaaaaa-2' })])!;
    expect(row).toMatchObject({ Id: '55', DealerId: '101', PictureCount: 2, Pictures: ['aaaaaaaa-1', 'aaaaaaaa-2'], HasExtraEquipmentText: true, ExternalSince: '2026-08-01' });
    expect(row.EquipmentIds).toEqual(['tow-bar', 'navigation']);
    expect(row.SearchText).toContain('ab12345');
    expect(row).toMatchObject({ gsi1pk: 'stock-list#101', gsi1sk: '2026-09-02T00:00:00.000Z#55' });
  });

  it('counts external days from the day the car was made external again; an internal car has none', () => {
    const internal = fold([created(), event('CarInternalStatusChanged', { IsInternal: true })]);
    expect(listItemOf(stored(internal), today, new Map(), new Map())).toMatchObject({ IsInternal: true, InternalExternal: 'Intern', ExternalDays: null, DaysInStock: 92 });
    const external = fold([created(), event('CarInternalStatusChanged', { IsInternal: true }), event('CarInternalStatusChanged', { IsInternal: false }, '101', '2026-10-02T08:00:00.000Z')]);
    expect(listItemOf(stored(external), today, new Map(), new Map()).ExternalDays).toBe(30);
  });

  it('leaves a tombstone on the change feed when the car is deleted or transferred; a transferred car arrives whole', () => {
    expect(fold([created(), event('CarDeleted', {})])).toMatchObject({ Id: '55', Deleted: true, gsi1pk: 'stock-list#101' });
    expect(fold([created(), event('CarTransferred', { FromDealerId: '101', ToDealerId: '102', NewCarId: '77' })])).toMatchObject({ Id: '55', Deleted: true });
    version = 0;
    const arrived = fold([
      event('CarCreated', { CarId: '77', DealerId: '102', Car: car, TransferredFromCarId: '55', IsInternal: true, AdType: 2, AdTypeSetByRule: false, Pictures: ['aaaaaaaa-9'] }, '101'),
    ]);
    expect(arrived).toMatchObject({ Id: '77', DealerId: '102', IsInternal: true, ExternalSince: null, AdType: 2, PictureCount: 1, gsi1pk: 'stock-list#102' });
  });
});

describe('the stock search', () => {
  const row = () => stored(fold([created()]));

  it('matches every parameter given, and an empty search matches every unsold car', () => {
    const context = { today };
    expect(matchesStockSearch(row(), search({}), context)).toBe(true);
    expect(matchesStockSearch(row(), search({ IsSold: true }), context)).toBe(false);
    expect(matchesStockSearch(row(), search({ SelectedFuelTypes: ['Petrol', 'Diesel'], SelectedGearType: 'AutoShift', SelectedChassisType: 'Stationcar' }), context)).toBe(true);
    expect(matchesStockSearch(row(), search({ SelectedGearType: 'ManualShift' }), context)).toBe(false);
    expect(matchesStockSearch(row(), search({ RegistrationYearFrom: 2021, RegistrationYearTo: 2021, MileageTo: 58_000, PriceFrom: 229_900 }), context)).toBe(true);
    expect(matchesStockSearch(row(), search({ ModelYearFrom: 2022 }), context)).toBe(false);
    expect(matchesStockSearch(row(), search({ DaysFrom: 92, DaysTo: 92 }), context)).toBe(true);
    expect(matchesStockSearch(row(), search({ SelectedExtraEquipmentIdentifiers: ['tow-bar', 'navigation'] }), context)).toBe(true);
    expect(matchesStockSearch(row(), search({ SelectedExtraEquipmentIdentifiers: ['panorama-roof'] }), context)).toBe(false);
    expect(matchesStockSearch(row(), search({ FreetextQuery: 'octavia ab12345' }), context)).toBe(true);
    expect(matchesStockSearch(row(), search({ Make: 'skoda' }), context)).toBe(true);
    expect(matchesStockSearch(row(), search({}), { today, responsibleUserId: '4' })).toBe(false);
  });

  it('finds the alert categories: no pictures, no description, no mileage, an expired ad', () => {
    expect(matchesStockSearch(row(), search({ SelectedCategories: ['NoPictures'] }), { today })).toBe(true);
    expect(matchesStockSearch(row(), search({ SelectedCategories: ['NoExtraEquipmentText'] }), { today })).toBe(false);
    expect(matchesStockSearch(row(), search({ SelectedCategories: ['NoMileage'] }), { today })).toBe(false);
    // External since 1 August: 92 days on 1 November, beyond the 90 days an ad runs.
    expect(matchesStockSearch(row(), search({ SelectedCategories: ['ExpiredCars'] }), { today })).toBe(true);
    expect(matchesStockSearch(row(), search({ SelectedCategories: ['ExpiredCars'] }), { today: '2026-10-01' })).toBe(false);
    expect(matchesStockSearch(row(), search({ SelectedCategories: ['ExpiringCars'] }), { today: '2026-10-26' })).toBe(true);
  });

  it('keeps a sold car to the sold tab within its sold date range', () => {
    const sold = stored(fold([created(), event('CarSold', { SalesPrice: 225_000, IsRetailPrice: false, SoldDate: '2026-10-10' })]));
    expect(matchesStockSearch(sold, search({ IsSold: true, SoldDateFrom: '2026-10-01', SoldDateTo: '2026-10-10' }), { today })).toBe(true);
    expect(matchesStockSearch(sold, search({ IsSold: true, SoldDateTo: '2026-10-09' }), { today })).toBe(false);
    expect(listItemOf(sold, today, new Map(), new Map())).toMatchObject({ SalesPriceType: 'Anden pris', SalesDate: '2026-10-10', SalesPrice: 225_000, DaysInStock: 70 });
  });

  it('sorts by make by default, blanks last in either direction, and pages stably', () => {
    const item = (id: string, make: string, price: number | null) => ({ ...listItemOf(row(), today, new Map(), new Map()), Id: id, Make: make, CashPrice: price });
    const items = [item('3', 'Volvo', 100), item('1', 'Audi', null), item('2', 'Audi', 300)];
    expect(sortStockItems([...items]).map((each) => each.Id)).toEqual(['1', '2', '3']);
    expect(sortStockItems([...items], 'CashPrice', 'desc').map((each) => each.Id)).toEqual(['2', '3', '1']);
    expect(sortStockItems([...items], 'CashPrice', 'asc').map((each) => each.Id)).toEqual(['3', '2', '1']);
  });

  it('sorts texts in Danish order, numbers inside texts by their value, and blank texts last', () => {
    const item = (id: string, make: string, model: string, vehicleNumber: string) => ({ ...listItemOf(row(), today, new Map(), new Map()), Id: id, Make: make, Model: model, VehicleNumber: vehicleNumber });
    const items = [item('1', 'Østre', 'A', '10'), item('2', 'Aaland', 'B', '9'), item('3', 'Zeta', 'C', ''), item('4', 'Ærø', 'D', '100'), item('5', 'Zeta', 'A', '9')];
    // Danish: Z before Æ, Ø, Å (written 'Aa').
    expect(sortStockItems([...items]).map((each) => each.Make)).toEqual(['Zeta', 'Zeta', 'Ærø', 'Østre', 'Aaland']);
    expect(sortStockItems([...items]).map((each) => each.Id)).toEqual(['5', '3', '4', '1', '2']);
    expect(sortStockItems([...items], 'VehicleNumber', 'asc').map((each) => each.Id)).toEqual(['5', '2', '1', '4', '3']);
    expect(sortStockItems([...items], 'VehicleNumber', 'desc').map((each) => each.Id)).toEqual(['4', '1', '5', '2', '3']);
  });

  it('sorts stored cars by every column exactly as their list items sort, without making the items', () => {
    const base = stored(fold([created()]));
    const variants: Partial<StoredStockCar>[] = [
      { Id: '1', Make: 'Volvo', Model: 'XC40', CarType: 2, Mileage: 20_000, CashPrice: null, RetailPrice: 100, Status: 1, IsInternal: true, DealerId: '102', VehicleNumber: '10', FuelType: 'Diesel', InStockSince: '2026-10-01', PictureCount: 3, ResponsibleUserId: '7' },
      { Id: '2', Make: 'Audi', Model: 'A3', CarType: 1, Mileage: null, CashPrice: 200_000, RetailPrice: null, Status: 5, IsInternal: false, ExternalSince: '2026-09-01', VehicleNumber: '9', FuelType: 'Petrol', PictureCount: 0, ResponsibleUserId: '5' },
      { Id: '3', Make: 'Ærø', Model: 'B', CarType: 3, Mileage: 5_000, CashPrice: 90_000, RetailPrice: 95_000, Status: 2, IsSold: true, SoldDate: '2026-10-20', SalesPrice: 80_000, IsRetailPrice: false, VehicleNumber: '', RegistrationDate: null, ModifiedDate: '2026-10-21T10:00:00.000Z' },
      { Id: '4', Make: 'Audi', Model: 'A1', LeasePayment: 2_995, IsSold: true, SoldDate: '2026-10-01', SalesPrice: 120_000, IsRetailPrice: true, DealerId: '102', ResponsibleUserId: '5' },
    ];
    const cars = variants.map((variant) => ({ ...base, ...variant }) as StoredStockCar);
    const branches = new Map([['101', 'Aarhus'], ['102', 'Aalborg']]);
    const users = new Map([['101#5', { Name: 'Jens', Username: 'j' }], ['102#7', { Name: 'Anne', Username: 'a' }], ['102#5', { Name: 'Bo', Username: 'b' }]]);
    for (const key of STOCK_SORT_KEYS) {
      for (const direction of ['asc', 'desc'] as const) {
        const byItems = sortStockItems(cars.map((each) => listItemOf(each, today, branches, users)), key, direction).map((item) => item.Id);
        expect(sortStockCars([...cars], key, direction, { today, branches, users }).map((each) => each.Id), `${key} ${direction}`).toEqual(byItems);
      }
    }
  });

  it('refuses unknown parameter values naming them', () => {
    expect(stockSearchSchema.safeParse({ SelectedCategories: ['Nope'] }).error?.issues[0]?.path[0]).toBe('SelectedCategories');
    expect(stockSearchSchema.safeParse({ SearchScope: 'everything' }).error?.issues[0]?.path[0]).toBe('SearchScope');
    expect(stockSearchSchema.parse({ SearchScope: 'user' }).SearchScope).toBe('User');
  });
});
