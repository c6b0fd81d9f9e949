import { carTitle, FUEL_TYPE_LABELS } from '../../../domain/cars/car.ts';
import type { CarData } from '../../../events/cars.ts';
import { defaultKey, type ProjectedEvent, type RowKey } from '../../platform/projection.ts';
import { searchTextOf } from '../../platform/search-text.ts';

/** What every car read model knows of a car: its data, its sale and its dates, folded from the car's events. */
export type CarFacts = CarData & {
  Id: string;
  DealerId: string;
  Title: string;
  IsSold: boolean;
  SoldDate: string | null;
  SalesPrice: number | null;
  IsRetailPrice: boolean | null;
  CreatedDate: string;
  ModifiedDate: string;
  /** Shown only to the dealer's own staff, not advertised. */
  IsInternal?: boolean;
  /** The day the car was last made external (advertised): external days count from it; null while internal. */
  ExternalSince?: string | null;
  /** 0 Discount, 1 Standard, 2 Plus; null until chosen. */
  AdType?: 0 | 1 | 2 | null;
  AdTypeSetByRule?: boolean;
  /** Maintained by the car API: the product may not edit it (the spec's CanEdit false). */
  LockedByCarApi?: boolean;
  /** Picture ids in their order; the first is the main picture. */
  Pictures?: string[];
  /** The day the retail price, and the lease payment, last changed after the car came into stock; null if never. */
  RetailPriceModified?: string | null;
  LeasingPriceModified?: string | null;
};

/**
 * What a stock car is found by in the lists and the typeahead: make, model, variant, motor, model year, plate, vehicle
 * and chassis number, colour and fuel (normalised, see search-text.ts).
 */
export const carSearchTextOf = (car: CarFacts): string =>
  searchTextOf([
    car.Make,
    car.Model,
    car.Variant,
    car.Motor,
    car.ModelYear,
    car.RegistrationNumber,
    car.VehicleNumber,
    car.ChassisNumber,
    car.Color,
    FUEL_TYPE_LABELS[car.FuelType],
  ]);

/** The car events every car read model folds. */
export const CAR_EVENTS = [
  'CarCreated',
  'CarUpdated',
  'CarSold',
  'CarDeleted',
  'CarInternalStatusChanged',
  'CarAdTypeSet',
  'CarTransferred',
  'CarLockedByCarApi',
  'CarPictureAdded',
  'CarPictureDeleted',
  'CarPicturesReordered',
] as const;
export type CarEvent = ProjectedEvent<(typeof CAR_EVENTS)[number]>;

const carIdOf = (event: Pick<CarEvent, 'streamId'>): string => event.streamId.slice(event.streamId.indexOf('#') + 1);
const dayOf = (isoTime: string): string => isoTime.slice(0, 10);

/**
 * Where a car's row lives: in its department's partition. A car is created in its department (a transferred one is
 * created anew there, by the sending department's user), and every later event is made by that department.
 */
export const carRowKeyOf = (name: string, event: CarEvent): RowKey =>
  event.type === 'CarCreated' ? { pk: `${name}#${event.data.DealerId}`, sk: event.data.CarId } : defaultKey(name, event);

/** The car after `event`; null once deleted or transferred (or for an event on a car never created). */
export const evolveCarFacts = (facts: CarFacts | undefined, event: CarEvent): CarFacts | null => {
  const modified = event.meta.occurredAt;
  switch (event.type) {
    case 'CarCreated': {
      const { data } = event;
      return {
        ...data.Car,
        Id: data.CarId,
        DealerId: data.DealerId,
        Title: carTitle(data.Car),
        IsSold: false,
        SoldDate: null,
        SalesPrice: null,
        IsRetailPrice: null,
        CreatedDate: modified,
        ModifiedDate: modified,
        IsInternal: data.IsInternal ?? false,
        ExternalSince: data.IsInternal ? null : data.Car.InStockSince,
        AdType: data.AdType ?? null,
        AdTypeSetByRule: data.AdTypeSetByRule ?? false,
        LockedByCarApi: false,
        Pictures: data.Pictures ?? [],
        RetailPriceModified: null,
        LeasingPriceModified: null,
      };
    }
    case 'CarDeleted':
    case 'CarTransferred':
      return null;
  }
  if (!facts) return null;
  const changed = { ...facts, ModifiedDate: modified };
  switch (event.type) {
    case 'CarUpdated': {
      const { Car } = event.data;
      const day = dayOf(modified);
      return {
        ...changed,
        ...Car,
        Id: carIdOf(event),
        Title: carTitle(Car),
        RetailPriceModified: Car.RetailPrice !== facts.RetailPrice ? day : (facts.RetailPriceModified ?? null),
        LeasingPriceModified: Car.LeasePayment !== facts.LeasePayment ? day : (facts.LeasingPriceModified ?? null),
      };
    }
    case 'CarSold': {
      const sale = event.data;
      return { ...changed, IsSold: true, SoldDate: sale.SoldDate, SalesPrice: sale.SalesPrice, IsRetailPrice: sale.IsRetailPrice };
    }
    case 'CarInternalStatusChanged':
      return { ...changed, IsInternal: event.data.IsInternal, ExternalSince: event.data.IsInternal ? null : dayOf(modified) };
    case 'CarAdTypeSet':
      return { ...changed, AdType: event.data.AdType, AdTypeSetByRule: event.data.SetByRule };
    case 'CarLockedByCarApi':
      return { ...changed, LockedByCarApi: event.data.Locked };
    case 'CarPictureAdded':
      return { ...changed, Pictures: [...(facts.Pictures ?? []), event.data.PictureId] };
    case 'CarPictureDeleted':
      return { ...changed, Pictures: (facts.Pictures ?? []).filter((id) => id !== event.data.PictureId) };
    case 'CarPicturesReordered':
      return { ...changed, Pictures: event.data.PictureIds };
  }
};
