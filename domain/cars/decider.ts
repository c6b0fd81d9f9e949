import type { CarData } from '../../events/cars.ts';
import type { EventData } from '../../events/catalogue.ts';
import type { Decider } from '../decider.ts';
import { ErrorCodes, invalid, notFound, refused } from '../errors.ts';
import { carTitle } from './car.ts';
import { CarMessages } from './messages.ts';

/**
 * The stock car aggregate. Every command names the dealer it runs for (from the session): another dealer's car does
 * not exist for it. The car's data is validated by `carSchema` before it becomes a command.
 */
export type CarCommand =
  | { type: 'CreateCar'; carId: string; dealerId: string; car: CarData }
  | { type: 'UpdateCar'; dealerId: string; car: CarData }
  | { type: 'SellCar'; dealerId: string; salesPrice: number | null; isRetailPrice: boolean | null; soldDate: string }
  | { type: 'DeleteCar'; dealerId: string };

interface CarEventMap {
  CarCreated: EventData<'CarCreated'>;
  CarUpdated: EventData<'CarUpdated'>;
  CarSold: EventData<'CarSold'>;
  CarDeleted: EventData<'CarDeleted'>;
}
export type CarEvent = { [T in keyof CarEventMap]: { type: T; data: CarEventMap[T] } }[keyof CarEventMap];

export type CarState =
  | { kind: 'none' }
  | { kind: 'active'; carId: string; dealerId: string; title: string; sold: boolean }
  | { kind: 'deleted'; carId: string; dealerId: string };

/** Codes of the stock car's refusals, for callers that act on one (never on the Danish text). */
export const CarErrorCodes = { notFound: ErrorCodes.notFound, exists: ErrorCodes.exists, alreadySold: 'AlreadySold' } as const;

const active = (state: CarState, dealerId: string): Extract<CarState, { kind: 'active' }> => {
  if (state.kind !== 'active' || state.dealerId !== dealerId) throw notFound(CarMessages.notFound, CarErrorCodes.notFound);
  return state;
};

export const carDecider: Decider<CarCommand, CarEvent, CarState> = {
  initialState: () => ({ kind: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateCar':
        if (state.kind !== 'none') throw refused(CarMessages.exists, CarErrorCodes.exists);
        return [{ type: 'CarCreated', data: { CarId: command.carId, DealerId: command.dealerId, Car: command.car } }];
      case 'UpdateCar':
        active(state, command.dealerId);
        return [{ type: 'CarUpdated', data: { Car: command.car } }];
      case 'SellCar': {
        const car = active(state, command.dealerId);
        if (car.sold) throw refused(CarMessages.alreadySold, CarErrorCodes.alreadySold);
        // Spec part 1 §5: either the price is not saved (both empty), or a sales price and its price type are both given.
        if (command.salesPrice !== null && command.isRetailPrice === null) throw invalid('IsRetailPrice', CarMessages.priceTypeMissing);
        if (command.salesPrice === null && command.isRetailPrice !== null) throw invalid('SalesPrice', CarMessages.salesPriceMissing);
        return [{ type: 'CarSold', data: { SalesPrice: command.salesPrice, IsRetailPrice: command.isRetailPrice, SoldDate: command.soldDate } }];
      }
      case 'DeleteCar':
        active(state, command.dealerId);
        return [{ type: 'CarDeleted', data: {} }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CarCreated':
        return { kind: 'active', carId: event.data.CarId, dealerId: event.data.DealerId, title: carTitle(event.data.Car), sold: false };
      case 'CarUpdated':
        return state.kind === 'active' ? { ...state, title: carTitle(event.data.Car) } : state;
      case 'CarSold':
        return state.kind === 'active' ? { ...state, sold: true } : state;
      case 'CarDeleted':
        return state.kind === 'active' ? { kind: 'deleted', carId: state.carId, dealerId: state.dealerId } : state;
    }
  },
};
