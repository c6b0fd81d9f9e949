import { describe, it } from 'vitest';
import type { CarData } from '../../events/cars.ts';
import { specification } from '../decider-spec.ts';
import { sampleStockCar } from './test-fixtures.ts';
import { carDecider, type CarEvent } from './decider.ts';
import { CarMessages, MAX_PICTURES } from './messages.ts';

const spec = specification(carDecider);
const car: CarData = sampleStockCar;
const created: CarEvent = { type: 'CarCreated', data: { CarId: '55', DealerId: '101', Car: car } };
const sold: CarEvent = { type: 'CarSold', data: { SalesPrice: 225_000, IsRetailPrice: true, SoldDate: '2026-11-20' } };
const sell = (salesPrice: number | null, isRetailPrice: boolean | null, dealerId = '101') =>
  ({ type: 'SellCar', dealerId, salesPrice, isRetailPrice, soldDate: '2026-11-20' }) as const;

describe('stock car decider', () => {
  it('creates a car, and refuses to create it twice', () => {
    spec([]).when({ type: 'CreateCar', carId: '55', dealerId: '101', car }).then([created]);
    spec([created]).when({ type: 'CreateCar', carId: '55', dealerId: '101', car }).thenRefuses(CarMessages.exists, 'refused', 'AlreadyExists');
  });

  it('records the whole car as saved', () =>
    spec([created]).when({ type: 'UpdateCar', dealerId: '101', car: { ...car, Mileage: 59_000 } }).then([
      { type: 'CarUpdated', data: { Car: { ...car, Mileage: 59_000 } } },
    ]));

  it('sells the car with a sales price and its price type, or without saving the price', () => {
    spec([created]).when(sell(225_000, true)).then([sold]);
    spec([created]).when(sell(null, null)).then([{ type: 'CarSold', data: { SalesPrice: null, IsRetailPrice: null, SoldDate: '2026-11-20' } }]);
  });

  it('refuses a sales price without a price type and a price type without a sales price', () => {
    spec([created]).when(sell(225_000, null)).thenRefuses(CarMessages.priceTypeMissing, 'invalid');
    spec([created]).when(sell(null, false)).thenRefuses(CarMessages.salesPriceMissing, 'invalid');
  });

  it('refuses to sell a car twice', () => spec([created, sold]).when(sell(1, true)).thenRefuses(CarMessages.alreadySold, 'refused', 'AlreadySold'));

  it('deletes the car; a deleted car is not found any more', () => {
    spec([created]).when({ type: 'DeleteCar', dealerId: '101' }).then([{ type: 'CarDeleted', data: {} }]);
    const deleted: CarEvent = { type: 'CarDeleted', data: {} };
    spec([created, deleted]).when({ type: 'DeleteCar', dealerId: '101' }).thenRefuses(CarMessages.notFound, 'not-found');
    spec([created, deleted]).when({ type: 'UpdateCar', dealerId: '101', car }).thenRefuses(CarMessages.notFound, 'not-found');
  });

  it("does not find a car that does not exist or is another dealer's", () => {
    spec([]).when(sell(null, null)).thenRefuses(CarMessages.notFound, 'not-found');
    spec([created]).when(sell(null, null, '102')).thenRefuses(CarMessages.notFound, 'not-found');
    spec([created]).when({ type: 'UpdateCar', dealerId: '102', car }).thenRefuses(CarMessages.notFound, 'not-found');
    spec([created]).when({ type: 'DeleteCar', dealerId: '103' }).thenRefuses(CarMessages.notFound, 'not-found');
  });

  it('refuses every change of a car the car API maintains, but lets it be shown internally and advertised', () => {
    const locked: CarEvent = { type: 'CarLockedByCarApi', data: { Locked: true } };
    for (const command of [
      { type: 'UpdateCar', dealerId: '101', car },
      { type: 'DeleteCar', dealerId: '101' },
      sell(null, null),
      { type: 'AddPicture', dealerId: '101', pictureId: 'aaaaaaaa-1' },
    ] as const) {
      spec([created, locked]).when(command).thenRefuses(CarMessages.locked, 'refused', 'LockedByCarApi');
    }
    spec([created, locked]).when({ type: 'SetInternalStatus', dealerId: '101', isInternal: true }).then([
      { type: 'CarInternalStatusChanged', data: { IsInternal: true } },
    ]);
    spec([created, locked, { type: 'CarLockedByCarApi', data: { Locked: false } }]).when({ type: 'UpdateCar', dealerId: '101', car }).then([
      { type: 'CarUpdated', data: { Car: car } },
    ]);
  });

  it('shows a car internally or externally, and records nothing when it already is', () => {
    spec([created]).when({ type: 'SetInternalStatus', dealerId: '101', isInternal: true }).then([{ type: 'CarInternalStatusChanged', data: { IsInternal: true } }]);
    spec([created]).when({ type: 'SetInternalStatus', dealerId: '101', isInternal: false }).then([]);
    spec([created]).when({ type: 'SetInternalStatus', dealerId: '102', isInternal: true }).thenRefuses(CarMessages.notFound, 'not-found');
  });

  it('sets the ad type by hand, but not over a rule', () => {
    spec([created]).when({ type: 'SetAdType', dealerId: '101', adType: 2 }).then([{ type: 'CarAdTypeSet', data: { AdType: 2, SetByRule: false } }]);
    const byRule: CarEvent = { type: 'CarAdTypeSet', data: { AdType: 0, SetByRule: true } };
    spec([created, byRule]).when({ type: 'SetAdType', dealerId: '101', adType: 1 }).thenRefuses(CarMessages.adTypeSetByRule, 'refused', 'AdTypeSetByRule');
    spec([created, byRule]).when({ type: 'SetAdType', dealerId: '101', adType: 1, byRule: true }).then([{ type: 'CarAdTypeSet', data: { AdType: 1, SetByRule: true } }]);
  });

  it('transfers the car: it leaves this department, and is created anew there with what it had', () => {
    const internal: CarEvent = { type: 'CarInternalStatusChanged', data: { IsInternal: true } };
    const transferred: CarEvent = { type: 'CarTransferred', data: { FromDealerId: '101', ToDealerId: '102', NewCarId: '77' } };
    spec([created, internal]).when({ type: 'TransferCar', dealerId: '101', toDealerId: '102', newCarId: '77' }).then([transferred]);
    spec([created, transferred]).when({ type: 'UpdateCar', dealerId: '101', car }).thenRefuses(CarMessages.notFound, 'not-found');
    const from = { carId: '55', isInternal: true, adType: 2 as const, adTypeSetByRule: false, pictures: ['aaaaaaaa-1'] };
    spec([]).when({ type: 'CreateCar', carId: '77', dealerId: '102', car, transferredFrom: from }).then([
      {
        type: 'CarCreated',
        data: { CarId: '77', DealerId: '102', Car: car, TransferredFromCarId: '55', IsInternal: true, AdType: 2, AdTypeSetByRule: false, Pictures: ['aaaaaaaa-1'] },
      },
    ]);
  });

  it('refuses to transfer a car to its own department or a sold car', () => {
    spec([created]).when({ type: 'TransferCar', dealerId: '101', toDealerId: '101', newCarId: '77' }).thenRefuses(CarMessages.transferSameDepartment, 'invalid', undefined, 'conglomerateDealerId');
    spec([created, sold]).when({ type: 'TransferCar', dealerId: '101', toDealerId: '102', newCarId: '77' }).thenRefuses(CarMessages.transferSold, 'refused');
  });

  it('adds pictures up to 12, deletes one, and records their order after a move', () => {
    const added = (id: string): CarEvent => ({ type: 'CarPictureAdded', data: { PictureId: id } });
    const three = [created, added('aaaaaaaa-1'), added('aaaaaaaa-2'), added('aaaaaaaa-3')];
    spec(three).when({ type: 'MovePicture', dealerId: '101', oldNumber: 3, newNumber: 1 }).then([
      { type: 'CarPicturesReordered', data: { PictureIds: ['aaaaaaaa-3', 'aaaaaaaa-1', 'aaaaaaaa-2'] } },
    ]);
    spec(three).when({ type: 'MovePicture', dealerId: '101', oldNumber: 1, newNumber: 2 }).then([
      { type: 'CarPicturesReordered', data: { PictureIds: ['aaaaaaaa-2', 'aaaaaaaa-1', 'aaaaaaaa-3'] } },
    ]);
    spec(three).when({ type: 'MovePicture', dealerId: '101', oldNumber: 2, newNumber: 2 }).then([]);
    spec(three).when({ type: 'MovePicture', dealerId: '101', oldNumber: 4, newNumber: 1 }).thenRefuses(CarMessages.pictureNumber, 'invalid', undefined, 'oldNumber');
    spec(three).when({ type: 'DeletePicture', dealerId: '101', pictureId: 'aaaaaaaa-2' }).then([{ type: 'CarPictureDeleted', data: { PictureId: 'aaaaaaaa-2' } }]);
    spec(three).when({ type: 'DeletePicture', dealerId: '101', pictureId: 'bbbbbbbb-9' }).thenRefuses(CarMessages.pictureNotFound, 'not-found');
    const full = [created, ...Array.from({ length: MAX_PICTURES }, (_, index) => added(`aaaaaaaa-${index}`))];
    spec(full).when({ type: 'AddPicture', dealerId: '101', pictureId: 'cccccccc-1' }).thenRefuses(CarMessages.tooManyPictures, 'refused', 'TooManyPictures');
    spec(full.slice(0, -1)).when({ type: 'AddPicture', dealerId: '101', pictureId: 'cccccccc-1' }).then([added('cccccccc-1')]);
  });

  it('changes no picture of a car the car API maintains, of another dealer, or of a deleted car', () => {
    const added: CarEvent = { type: 'CarPictureAdded', data: { PictureId: 'aaaaaaaa-1' } };
    const locked: CarEvent = { type: 'CarLockedByCarApi', data: { Locked: true } };
    for (const command of [
      { type: 'DeletePicture', dealerId: '101', pictureId: 'aaaaaaaa-1' },
      { type: 'MovePicture', dealerId: '101', oldNumber: 1, newNumber: 1 },
    ] as const) {
      spec([created, added, locked]).when(command).thenRefuses(CarMessages.locked, 'refused', 'LockedByCarApi');
      spec([created, added]).when({ ...command, dealerId: '102' }).thenRefuses(CarMessages.notFound, 'not-found');
      spec([created, added, { type: 'CarDeleted', data: {} }]).when(command).thenRefuses(CarMessages.notFound, 'not-found');
    }
    spec([created]).when({ type: 'AddPicture', dealerId: '102', pictureId: 'aaaaaaaa-1' }).thenRefuses(CarMessages.notFound, 'not-found');
  });

  it('keeps the pictures a sold car had, and lets its pictures still be changed', () =>
    spec([created, sold]).when({ type: 'AddPicture', dealerId: '101', pictureId: 'aaaaaaaa-7' }).then([{ type: 'CarPictureAdded', data: { PictureId: 'aaaaaaaa-7' } }]));
});
