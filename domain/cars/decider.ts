import type { CarData } from '../../events/cars.ts';
import type { DecidedEvent, Decider } from '../decider.ts';
import { ErrorCodes, invalid, notFound, refused } from '../errors.ts';
import { carTitle } from './car.ts';
import { CarMessages, MAX_PICTURES } from './messages.ts';

/**
 * The stock car aggregate. Every command names the dealer it runs for (from the session): another dealer's car does
 * not exist for it. The car's data is validated by `carSchema` before it becomes a command.
 */
export type AdType = 0 | 1 | 2;
/** What a transferred car brings to its new department. */
export interface TransferredCar {
  carId: string;
  isInternal: boolean;
  adType: AdType | null;
  adTypeSetByRule: boolean;
  pictures: string[];
}
export type CarCommand =
  | { type: 'CreateCar'; carId: string; dealerId: string; car: CarData; transferredFrom?: TransferredCar }
  | { type: 'UpdateCar'; dealerId: string; car: CarData }
  | { type: 'SellCar'; dealerId: string; salesPrice: number | null; isRetailPrice: boolean | null; soldDate: string }
  | { type: 'DeleteCar'; dealerId: string }
  | { type: 'SetInternalStatus'; dealerId: string; isInternal: boolean }
  | { type: 'SetAdType'; dealerId: string; adType: AdType; byRule?: boolean }
  /** `toDealerId` is a department of the car's conglomerate: the caller checks that, the decider the rest. */
  | { type: 'TransferCar'; dealerId: string; toDealerId: string; newCarId: string }
  | { type: 'LockByCarApi'; dealerId: string; locked: boolean }
  | { type: 'AddPicture'; dealerId: string; pictureId: string }
  | { type: 'DeletePicture'; dealerId: string; pictureId: string }
  /** Numbers are 1-based positions, as the uploader shows them. */
  | { type: 'MovePicture'; dealerId: string; oldNumber: number; newNumber: number };

export type CarEvent = DecidedEvent<
  | 'CarCreated'
  | 'CarUpdated'
  | 'CarSold'
  | 'CarDeleted'
  | 'CarInternalStatusChanged'
  | 'CarAdTypeSet'
  | 'CarTransferred'
  | 'CarLockedByCarApi'
  | 'CarPictureAdded'
  | 'CarPictureDeleted'
  | 'CarPicturesReordered'
>;

export interface ActiveCar {
  kind: 'active';
  carId: string;
  dealerId: string;
  title: string;
  sold: boolean;
  car: CarData;
  isInternal: boolean;
  adType: AdType | null;
  adTypeSetByRule: boolean;
  locked: boolean;
  /** Picture ids in the order shown; the first is the main picture. */
  pictures: string[];
}
export type CarState = { kind: 'none' } | ActiveCar | { kind: 'deleted'; carId: string; dealerId: string };

/** Codes of the stock car's refusals, for callers that act on one (never on the Danish text). */
export const CarErrorCodes = {
  notFound: ErrorCodes.notFound,
  exists: ErrorCodes.exists,
  alreadySold: 'AlreadySold',
  locked: 'LockedByCarApi',
  adTypeSetByRule: 'AdTypeSetByRule',
  tooManyPictures: 'TooManyPictures',
} as const;

const active = (state: CarState, dealerId: string): ActiveCar => {
  if (state.kind !== 'active' || state.dealerId !== dealerId) throw notFound(CarMessages.notFound, CarErrorCodes.notFound);
  return state;
};
/** A car the car API maintains is changed there only. */
const editable = (state: CarState, dealerId: string): ActiveCar => {
  const car = active(state, dealerId);
  if (car.locked) throw refused(CarMessages.locked, CarErrorCodes.locked);
  return car;
};

const moved = (pictures: readonly string[], from: number, to: number): string[] => {
  const next = [...pictures];
  const [picture] = next.splice(from - 1, 1);
  next.splice(to - 1, 0, picture!);
  return next;
};

export const carDecider: Decider<CarCommand, CarEvent, CarState> = {
  initialState: () => ({ kind: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateCar':
        if (state.kind !== 'none') throw refused(CarMessages.exists, CarErrorCodes.exists);
        if (command.transferredFrom) {
          const from = command.transferredFrom;
          return [
            {
              type: 'CarCreated',
              data: {
                CarId: command.carId,
                DealerId: command.dealerId,
                Car: command.car,
                TransferredFromCarId: from.carId,
                IsInternal: from.isInternal,
                AdType: from.adType,
                AdTypeSetByRule: from.adTypeSetByRule,
                Pictures: from.pictures,
              },
            },
          ];
        }
        return [{ type: 'CarCreated', data: { CarId: command.carId, DealerId: command.dealerId, Car: command.car } }];
      case 'UpdateCar':
        editable(state, command.dealerId);
        return [{ type: 'CarUpdated', data: { Car: command.car } }];
      case 'SellCar': {
        const car = editable(state, command.dealerId);
        if (car.sold) throw refused(CarMessages.alreadySold, CarErrorCodes.alreadySold);
        // Spec part 1 §5: either the price is not saved (both empty), or a sales price and its price type are both given.
        if (command.salesPrice !== null && command.isRetailPrice === null) throw invalid('IsRetailPrice', CarMessages.priceTypeMissing);
        if (command.salesPrice === null && command.isRetailPrice !== null) throw invalid('SalesPrice', CarMessages.salesPriceMissing);
        return [{ type: 'CarSold', data: { SalesPrice: command.salesPrice, IsRetailPrice: command.isRetailPrice, SoldDate: command.soldDate } }];
      }
      case 'DeleteCar':
        editable(state, command.dealerId);
        return [{ type: 'CarDeleted', data: {} }];
      case 'SetInternalStatus': {
        const car = active(state, command.dealerId);
        return car.isInternal === command.isInternal ? [] : [{ type: 'CarInternalStatusChanged', data: { IsInternal: command.isInternal } }];
      }
      case 'SetAdType': {
        const car = active(state, command.dealerId);
        // Spec part 1 §4: an ad type a rule set cannot be changed by hand (a rule may change it again).
        if (car.adTypeSetByRule && !command.byRule) throw refused(CarMessages.adTypeSetByRule, CarErrorCodes.adTypeSetByRule);
        return [{ type: 'CarAdTypeSet', data: { AdType: command.adType, SetByRule: command.byRule ?? false } }];
      }
      case 'TransferCar': {
        const car = active(state, command.dealerId);
        if (car.sold) throw refused(CarMessages.transferSold);
        if (command.toDealerId === car.dealerId) throw invalid('conglomerateDealerId', CarMessages.transferSameDepartment);
        return [{ type: 'CarTransferred', data: { FromDealerId: car.dealerId, ToDealerId: command.toDealerId, NewCarId: command.newCarId } }];
      }
      case 'LockByCarApi': {
        const car = active(state, command.dealerId);
        return car.locked === command.locked ? [] : [{ type: 'CarLockedByCarApi', data: { Locked: command.locked } }];
      }
      case 'AddPicture': {
        const car = editable(state, command.dealerId);
        if (car.pictures.length >= MAX_PICTURES) throw refused(CarMessages.tooManyPictures, CarErrorCodes.tooManyPictures);
        return [{ type: 'CarPictureAdded', data: { PictureId: command.pictureId } }];
      }
      case 'DeletePicture': {
        const car = editable(state, command.dealerId);
        if (!car.pictures.includes(command.pictureId)) throw notFound(CarMessages.pictureNotFound);
        return [{ type: 'CarPictureDeleted', data: { PictureId: command.pictureId } }];
      }
      case 'MovePicture': {
        const car = editable(state, command.dealerId);
        const count = car.pictures.length;
        for (const [field, number] of [['oldNumber', command.oldNumber], ['newNumber', command.newNumber]] as const) {
          if (!Number.isInteger(number) || number < 1 || number > count) throw invalid(field, CarMessages.pictureNumber);
        }
        if (command.oldNumber === command.newNumber) return [];
        return [{ type: 'CarPicturesReordered', data: { PictureIds: moved(car.pictures, command.oldNumber, command.newNumber) } }];
      }
    }
  },

  evolve(state, event) {
    if (event.type === 'CarCreated') {
      const { data } = event;
      return {
        kind: 'active',
        carId: data.CarId,
        dealerId: data.DealerId,
        title: carTitle(data.Car),
        sold: false,
        car: data.Car,
        isInternal: data.IsInternal ?? false,
        adType: data.AdType ?? null,
        adTypeSetByRule: data.AdTypeSetByRule ?? false,
        locked: false,
        pictures: data.Pictures ?? [],
      };
    }
    if (state.kind !== 'active') return state;
    switch (event.type) {
      case 'CarUpdated':
        return { ...state, car: event.data.Car, title: carTitle(event.data.Car) };
      case 'CarSold':
        return { ...state, sold: true };
      case 'CarDeleted':
        return { kind: 'deleted', carId: state.carId, dealerId: state.dealerId };
      case 'CarInternalStatusChanged':
        return { ...state, isInternal: event.data.IsInternal };
      case 'CarAdTypeSet':
        return { ...state, adType: event.data.AdType, adTypeSetByRule: event.data.SetByRule };
      case 'CarTransferred':
        // The car lives on under its new number in the other department; this one is gone.
        return { kind: 'deleted', carId: state.carId, dealerId: state.dealerId };
      case 'CarLockedByCarApi':
        return { ...state, locked: event.data.Locked };
      case 'CarPictureAdded':
        return { ...state, pictures: [...state.pictures, event.data.PictureId] };
      case 'CarPictureDeleted':
        return { ...state, pictures: state.pictures.filter((id) => id !== event.data.PictureId) };
      case 'CarPicturesReordered':
        return { ...state, pictures: event.data.PictureIds };
    }
  },
};
