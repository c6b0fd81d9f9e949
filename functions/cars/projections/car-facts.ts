import { carTitle } from '../../../domain/cars/car.ts';
import type { CarData } from '../../../events/cars.ts';
import type { ProjectedEvent } from '../../platform/projection.ts';

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
};

/** The car events every car read model folds. */
export const CAR_EVENTS = ['CarCreated', 'CarUpdated', 'CarSold', 'CarDeleted'] as const;
export type CarEvent = ProjectedEvent<(typeof CAR_EVENTS)[number]>;

const carIdOf = (event: CarEvent): string => event.streamId.slice(event.streamId.indexOf('#') + 1);

/** The car after `event`; null once deleted (or for an event on a car never created); `facts` unchanged for others. */
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
      };
    }
    case 'CarUpdated': {
      if (!facts) return null;
      const { Car } = event.data;
      return { ...facts, ...Car, Id: carIdOf(event), Title: carTitle(Car), ModifiedDate: modified };
    }
    case 'CarSold': {
      if (!facts) return null;
      const sale = event.data;
      return { ...facts, IsSold: true, SoldDate: sale.SoldDate, SalesPrice: sale.SalesPrice, IsRetailPrice: sale.IsRetailPrice, ModifiedDate: modified };
    }
    case 'CarDeleted':
      return null;
  }
};
