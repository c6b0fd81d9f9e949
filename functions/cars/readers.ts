import { daysInStock, FUEL_TYPE_LABELS, GEAR_TYPE_LABELS } from '../../domain/cars/car.ts';
import { REMINDER_CATEGORIES, STOCK_REMINDERS, type StockReminder } from '../../domain/cars/stock-search.ts';
import type { PriceTagCar } from '../../domain/price-tags/price-tag-content.ts';
import { rowsInConglomerate } from '../platform/auth/dealer-directory.ts';
import { idsInDepartments } from '../platform/department-rows.ts';
import { rowsById } from '../platform/read-models.ts';
import { carStreamId } from './car-commands.ts';
import { carDetailsKey, type CarDetailsRow } from './projections/car-details.ts';
import { carIndexKey, carRowKey, OWN_CAR_LIST, type OwnCarListRow } from './projections/own-car-list.ts';
import { matchesStockSearch, stockCarsOf, stockSearchSchema, type StockSearch, type StoredStockCar } from './stock-search.ts';

/**
 * What other contexts may read of the stock cars context: a stock car as a case shows, copies and prints it. A case
 * may have picked a car of another department of its conglomerate; such a car is found there, never in another
 * conglomerate. Unknown and deleted cars are left out.
 */
export interface StockCarSummary {
  Id: string;
  Title: string;
  Make: string | null;
  Model: string | null;
  Variant: string | null;
  Motor: string | null;
  /** The fuel as staff read it ('Benzin', 'Diesel', 'El', 'Hybrid'); null when the car's fuel is not known. */
  FuelType: string | null;
  /** Car type 1..7 (the sales item's vehicle type). */
  VehicleType: number | null;
  Color: string | null;
  RegistrationNumber: string | null;
  ChassisNumber: string | null;
  VehicleNumber: string | null;
  ModelYear: number | null;
  /** First registration, `YYYY-MM-DD`. */
  RegistrationDate: string | null;
  Mileage: number | null;
  CashPrice: number | null;
  /** Car status 0..9 (document 1 §3). */
  Status: number | null;
  IsSold: boolean;
  IsIntern: boolean;
  /** Locked by the car API (the spec's CanEdit false). */
  CanOnlyBeEditedFromCarApi: boolean;
  IsFactoryNew: boolean;
}

const orNull = (text: string | null | undefined): string | null => text?.trim() || null;

const summaryOf = (row: OwnCarListRow): StockCarSummary => ({
  Id: row.Id,
  Title: row.Title ?? '',
  Make: orNull(row.Make),
  Model: orNull(row.Model),
  Variant: orNull(row.Variant),
  Motor: orNull(row.Motor),
  // The case's calculation tells the fees of a used car by its fuel: an unknown fuel is no fuel rather than a word.
  FuelType: row.FuelType && row.FuelType !== 'Unknown' ? (FUEL_TYPE_LABELS[row.FuelType] ?? null) : null,
  VehicleType: row.Type ?? null,
  Color: orNull(row.Color),
  RegistrationNumber: orNull(row.RegistrationNumber),
  ChassisNumber: orNull(row.ChassisNumber),
  VehicleNumber: orNull(row.VehicleNumber),
  ModelYear: row.ModelYear,
  RegistrationDate: row.FirstRegistrationDate?.slice(0, 10) || null,
  Mileage: row.Mileage,
  CashPrice: row.CashPrice,
  Status: row.Status,
  IsSold: row.IsSold,
  IsIntern: row.IsInternal ?? false,
  CanOnlyBeEditedFromCarApi: row.LockedByCarApi ?? false,
  IsFactoryNew: false,
});

/** The stock cars by id, as the dealer's cases see them: its own department's, else its conglomerate's. */
export const stockCarsById = async (dealerId: string, ids: readonly (string | null | undefined)[]): Promise<Map<string, StockCarSummary>> => {
  const rows = await rowsInConglomerate<OwnCarListRow>(dealerId, ids, {
    key: carRowKey,
    index: (id) => ({ gsi1pk: carIndexKey(id), gsi1sk: OWN_CAR_LIST }),
  });
  return new Map([...rows].map(([id, row]) => [id, summaryOf(row)]));
};

/**
 * A case's signing takes its swap car into stock and its delivery sells the stock car: steps on this context's
 * aggregate inside the case's command, by the stock car's own decider and stream.
 */
export { carStreamId } from './car-commands.ts';

/**
 * What a case's calculation taxes a stock car by: its fuel consumption (km/l) as the car page records it (0 or blank is
 * not known). A stock car records no CO2 emission (spec part 1 §3 "Car (details)"): the calculation derives it from
 * km/l and fuel as the law allows. Read from the car's details row in the department where `stockCarsById`'s
 * conglomerate-wide lookup finds the car, so the same cars are found and no others.
 */
export interface StockCarConsumption {
  KmPerLiter: number | null;
}

export const stockCarConsumption = async (dealerId: string, ids: readonly (string | null | undefined)[]): Promise<Map<string, StockCarConsumption>> => {
  const rows = await rowsInConglomerate<OwnCarListRow>(dealerId, ids, {
    key: carRowKey,
    index: (id) => ({ gsi1pk: carIndexKey(id), gsi1sk: OWN_CAR_LIST }),
  });
  const found = await Promise.all(
    [...rows.values()].map(async (row) => {
      const details = (await rowsById<CarDetailsRow>([row.Id], (id) => carDetailsKey(row.DealerId, id))).get(row.Id);
      const kmPerLiter = details?.KmPerLiter;
      return [row.Id, { KmPerLiter: typeof kmPerLiter === 'number' && kmPerLiter > 0 ? kmPerLiter : null }] as const;
    }),
  );
  return new Map(found);
};

/** Of these stock car ids, those of a car of one of the departments (deleted ones and ones saved a moment ago included). */
export const stockCarsInDepartments = (dealerIds: readonly string[], ids: readonly string[]): Promise<Set<string>> =>
  idsInDepartments(ids, dealerIds, { key: carRowKey, index: (id) => ({ gsi1pk: carIndexKey(id), gsi1sk: OWN_CAR_LIST }), stream: carStreamId });

/** The stock car's body as the car page sends it: a case creates its vehicle as a stock car with it. */
export { carBody } from './car-body.ts';

/**
 * What the dashboard's stock widgets need of a department's cars in stock (document 2 §3 "Widgets data"): the days in
 * stock, the retail price, the responsible user, and the reminders each car is due for, by the own-cars list's own
 * filters so that a widget's count always equals the list it links to. Read from the list's compact copy.
 */
export interface DashboardStockCar {
  DaysInStock: number;
  Price: number | null;
  ResponsibleUserId: string | null;
  Reminders: StockReminder[];
}

const REMINDER_SEARCHES: readonly (readonly [StockReminder, StockSearch])[] = STOCK_REMINDERS.map((reminder) => [
  reminder,
  stockSearchSchema.parse(reminder === 'InternalCars' ? { IsInternal: true } : { SelectedCategories: [REMINDER_CATEGORIES[reminder]] }),
]);
const IN_STOCK: StockSearch = stockSearchSchema.parse({});

/**
 * A car's facts for the day, worked out once per stored row and day: the list's copy keeps a row's object until the
 * row changes, so a warm container works out only the cars changed since it last answered.
 */
const factsOfRow = new WeakMap<StoredStockCar, { today: string; car: DashboardStockCar | null }>();

const dashboardFacts = (car: StoredStockCar, today: string): DashboardStockCar | null => {
  const known = factsOfRow.get(car);
  if (known?.today === today) return known.car;
  const context = { today };
  const facts = matchesStockSearch(car, IN_STOCK, context)
    ? {
        DaysInStock: daysInStock(car, today),
        Price: car.RetailPrice ?? null,
        ResponsibleUserId: car.ResponsibleUserId ?? null,
        Reminders: REMINDER_SEARCHES.filter(([, search]) => matchesStockSearch(car, search, context)).map(([reminder]) => reminder),
      }
    : null;
  factsOfRow.set(car, { today, car: facts });
  return facts;
};

export const dashboardStockCars = async (dealerId: string, today: string): Promise<DashboardStockCar[]> =>
  (await stockCarsOf([dealerId])).flatMap((car) => dashboardFacts(car, today) ?? []);

/**
 * What a price tag prints of a stock car (spec part 1 §3 "Price tag"): its description, prices, identifiers, extra
 * equipment and the facts its additional information may show. Found as `stockCarsById` finds cars.
 */
export interface StockCarForPriceTag extends PriceTagCar {
  Id: string;
  DealerId: string;
  ExtraEquipmentText: string;
  PictureCount: number;
}

export const stockCarForPriceTag = async (dealerId: string, id: string): Promise<StockCarForPriceTag | undefined> => {
  const row = (await rowsInConglomerate<OwnCarListRow>(dealerId, [id], { key: carRowKey, index: (each) => ({ gsi1pk: carIndexKey(each), gsi1sk: OWN_CAR_LIST }) })).get(id);
  if (!row) return undefined;
  const car = (await rowsById<CarDetailsRow>([id], (each) => carDetailsKey(row.DealerId, each))).get(id);
  if (!car || car.deleted) return undefined;
  const positive = (value: number | null | undefined): number | null => (typeof value === 'number' && value > 0 ? value : null);
  return {
    Id: id,
    DealerId: row.DealerId,
    Make: car.Make,
    Model: car.Model,
    Variant: car.Variant,
    Motor: car.Motor,
    NumberOfDoors: positive(car.NumberOfDoors),
    ExtraEquipmentText: car.ExtraEquipmentText,
    CashPrice: car.CashPrice,
    RetailPrice: car.RetailPrice,
    PriceWithNoTax: car.PriceWithNoTax,
    WholesalePrice: car.WholesalePrice,
    LeasePayment: car.LeasePayment,
    VehicleNumber: car.VehicleNumber,
    ChassisNumber: car.ChassisNumber,
    RegistrationDate: car.RegistrationDate?.slice(0, 10) || null,
    ModelYear: car.ModelYear,
    Mileage: car.Mileage,
    Color: car.Color,
    FuelType: car.FuelType && car.FuelType !== 'Unknown' ? FUEL_TYPE_LABELS[car.FuelType] : null,
    GearType: car.GearType ? GEAR_TYPE_LABELS[car.GearType] : null,
    Effect: positive(car.Effect),
    KmPerLiter: positive(car.KmPerLiter),
    WeightTaxCosts: positive(car.WeightTaxCosts),
    PictureCount: car.Pictures?.length ?? 0,
  };
};
