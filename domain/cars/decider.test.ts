import { describe, it } from 'vitest';
import type { CarData } from '../../events/cars.ts';
import { specification } from '../decider-spec.ts';
import { sampleStockCar } from './test-fixtures.ts';
import { carDecider, type CarCommand, type CarEvent } from './decider.ts';
import { CarMessages, MAX_PICTURES } from './messages.ts';

const spec = specification(carDecider);
const car: CarData = sampleStockCar;
const created: CarEvent = { type: 'CarCreated', data: { CarId: '55', DealerId: '101', Car: car } };
const sold: CarEvent = { type: 'CarSold', data: { SalesPrice: 225_000, IsRetailPrice: true, SoldDate: '2026-11-20' } };
const sell = (salesPrice: number | null, isRetailPrice: boolean | null, dealerId = '101') =>
  ({ type: 'SellCar', dealerId, salesPrice, isRetailPrice, soldDate: '2026-11-20' }) as const;

describe('stock car decider', () => {
  it('creates a car', () => spec([]).when({ type: 'CreateCar', carId: '55', dealerId: '101', car }).then([created]));

  it('refuses to create a car twice', () =>
    spec([created]).when({ type: 'CreateCar', carId: '55', dealerId: '101', car }).thenRefuses(CarMessages.exists, 'refused', 'AlreadyExists'));

  it('records the whole car as saved', () =>
    spec([created]).when({ type: 'UpdateCar', dealerId: '101', car: { ...car, Mileage: 59_000 } }).then([
      { type: 'CarUpdated', data: { Car: { ...car, Mileage: 59_000 } } },
    ]));

  it('sells the car with a sales price and its price type', () => spec([created]).when(sell(225_000, true)).then([sold]));

  it('sells the car without saving the price', () =>
    spec([created]).when(sell(null, null)).then([{ type: 'CarSold', data: { SalesPrice: null, IsRetailPrice: null, SoldDate: '2026-11-20' } }]));

  it('refuses a sales price without a price type', () => spec([created]).when(sell(225_000, null)).thenRefuses(CarMessages.priceTypeMissing, 'invalid'));

  it('refuses a price type without a sales price', () => spec([created]).when(sell(null, false)).thenRefuses(CarMessages.salesPriceMissing, 'invalid'));

  it('refuses to sell a car twice', () => spec([created, sold]).when(sell(1, true)).thenRefuses(CarMessages.alreadySold, 'refused', 'AlreadySold'));

  describe('deleting', () => {
    const deleted: CarEvent = { type: 'CarDeleted', data: {} };
    it('deletes the car', () => spec([created]).when({ type: 'DeleteCar', dealerId: '101' }).then([deleted]));
    it('does not find a deleted car to delete again', () =>
      spec([created, deleted]).when({ type: 'DeleteCar', dealerId: '101' }).thenRefuses(CarMessages.notFound, 'not-found'));
    it('does not find a deleted car to update', () =>
      spec([created, deleted]).when({ type: 'UpdateCar', dealerId: '101', car }).thenRefuses(CarMessages.notFound, 'not-found'));
  });

  it('does not find a car that does not exist', () => spec([]).when(sell(null, null)).thenRefuses(CarMessages.notFound, 'not-found'));

  it.each<[string, CarCommand]>([
    ['a sale', sell(null, null, '102')],
    ['an update', { type: 'UpdateCar', dealerId: '102', car }],
    ['a delete', { type: 'DeleteCar', dealerId: '103' }],
  ])("does not find another dealer's car for %s", (_, command) => spec([created]).when(command).thenRefuses(CarMessages.notFound, 'not-found'));

  describe('a car the car API maintains', () => {
    const locked: CarEvent = { type: 'CarLockedByCarApi', data: { Locked: true } };
    it.each<[string, CarCommand]>([
      ['an update', { type: 'UpdateCar', dealerId: '101', car }],
      ['a delete', { type: 'DeleteCar', dealerId: '101' }],
      ['a sale', sell(null, null)],
      ['a new picture', { type: 'AddPicture', dealerId: '101', pictureId: 'aaaaaaaa-1' }],
    ])('refuses %s', (_, command) => spec([created, locked]).when(command).thenRefuses(CarMessages.locked, 'refused', 'LockedByCarApi'));
    it('may still be shown internally and advertised', () =>
      spec([created, locked]).when({ type: 'SetInternalStatus', dealerId: '101', isInternal: true }).then([
        { type: 'CarInternalStatusChanged', data: { IsInternal: true } },
      ]));
    it('may be changed again once the car API lets it go', () =>
      spec([created, locked, { type: 'CarLockedByCarApi', data: { Locked: false } }]).when({ type: 'UpdateCar', dealerId: '101', car }).then([
        { type: 'CarUpdated', data: { Car: car } },
      ]));
  });

  describe('showing internally', () => {
    it('shows a car internally', () =>
      spec([created]).when({ type: 'SetInternalStatus', dealerId: '101', isInternal: true }).then([{ type: 'CarInternalStatusChanged', data: { IsInternal: true } }]));
    it('records nothing when the car already is shown as asked', () =>
      spec([created]).when({ type: 'SetInternalStatus', dealerId: '101', isInternal: false }).then([]));
    it("does not find another dealer's car", () =>
      spec([created]).when({ type: 'SetInternalStatus', dealerId: '102', isInternal: true }).thenRefuses(CarMessages.notFound, 'not-found'));
  });

  describe('the ad type', () => {
    const byRule: CarEvent = { type: 'CarAdTypeSet', data: { AdType: 0, SetByRule: true } };
    it('is set by hand', () =>
      spec([created]).when({ type: 'SetAdType', dealerId: '101', adType: 2 }).then([{ type: 'CarAdTypeSet', data: { AdType: 2, SetByRule: false } }]));
    it('is not set by hand over a rule', () =>
      spec([created, byRule]).when({ type: 'SetAdType', dealerId: '101', adType: 1 }).thenRefuses(CarMessages.adTypeSetByRule, 'refused', 'AdTypeSetByRule'));
    it('is set by a rule over a rule', () =>
      spec([created, byRule]).when({ type: 'SetAdType', dealerId: '101', adType: 1, byRule: true }).then([{ type: 'CarAdTypeSet', data: { AdType: 1, SetByRule: true } }]));
  });

  describe('transferring', () => {
    const internal: CarEvent = { type: 'CarInternalStatusChanged', data: { IsInternal: true } };
    const transferred: CarEvent = { type: 'CarTransferred', data: { FromDealerId: '101', ToDealerId: '102', NewCarId: '77' } };
    it('transfers the car to another department', () =>
      spec([created, internal]).when({ type: 'TransferCar', dealerId: '101', toDealerId: '102', newCarId: '77' }).then([transferred]));
    it('a transferred car has left this department', () =>
      spec([created, transferred]).when({ type: 'UpdateCar', dealerId: '101', car }).thenRefuses(CarMessages.notFound, 'not-found'));
    it('the car is created anew in the other department with what it had', () => {
      const from = { carId: '55', isInternal: true, adType: 2 as const, adTypeSetByRule: false, pictures: ['aaaaaaaa-1'] };
      spec([]).when({ type: 'CreateCar', carId: '77', dealerId: '102', car, transferredFrom: from }).then([
        {
          type: 'CarCreated',
          data: { CarId: '77', DealerId: '102', Car: car, TransferredFromCarId: '55', IsInternal: true, AdType: 2, AdTypeSetByRule: false, Pictures: ['aaaaaaaa-1'] },
        },
      ]);
    });
    it('refuses to transfer a car to its own department', () =>
      spec([created]).when({ type: 'TransferCar', dealerId: '101', toDealerId: '101', newCarId: '77' }).thenRefuses(CarMessages.transferSameDepartment, 'invalid', undefined, 'conglomerateDealerId'));
    it('refuses to transfer a sold car', () =>
      spec([created, sold]).when({ type: 'TransferCar', dealerId: '101', toDealerId: '102', newCarId: '77' }).thenRefuses(CarMessages.transferSold, 'refused'));
  });

  describe('pictures', () => {
    const added = (id: string): CarEvent => ({ type: 'CarPictureAdded', data: { PictureId: id } });
    const three = [created, added('aaaaaaaa-1'), added('aaaaaaaa-2'), added('aaaaaaaa-3')];
    const full = [created, ...Array.from({ length: MAX_PICTURES }, (_, index) => added(`aaaaaaaa-${index}`))];
    it('records the order after moving a picture forward', () =>
      spec(three).when({ type: 'MovePicture', dealerId: '101', oldNumber: 3, newNumber: 1 }).then([
        { type: 'CarPicturesReordered', data: { PictureIds: ['aaaaaaaa-3', 'aaaaaaaa-1', 'aaaaaaaa-2'] } },
      ]));
    it('records the order after moving a picture back', () =>
      spec(three).when({ type: 'MovePicture', dealerId: '101', oldNumber: 1, newNumber: 2 }).then([
        { type: 'CarPicturesReordered', data: { PictureIds: ['aaaaaaaa-2', 'aaaaaaaa-1', 'aaaaaaaa-3'] } },
      ]));
    it('records nothing for a move to where the picture is', () => spec(three).when({ type: 'MovePicture', dealerId: '101', oldNumber: 2, newNumber: 2 }).then([]));
    it('refuses to move a picture the car does not have, naming the number', () =>
      spec(three).when({ type: 'MovePicture', dealerId: '101', oldNumber: 4, newNumber: 1 }).thenRefuses(CarMessages.pictureNumber, 'invalid', undefined, 'oldNumber'));
    it('deletes a picture', () =>
      spec(three).when({ type: 'DeletePicture', dealerId: '101', pictureId: 'aaaaaaaa-2' }).then([{ type: 'CarPictureDeleted', data: { PictureId: 'aaaaaaaa-2' } }]));
    it('does not find a picture the car does not have to delete', () =>
      spec(three).when({ type: 'DeletePicture', dealerId: '101', pictureId: 'bbbbbbbb-9' }).thenRefuses(CarMessages.pictureNotFound, 'not-found'));
    it('refuses a picture beyond 12', () =>
      spec(full).when({ type: 'AddPicture', dealerId: '101', pictureId: 'cccccccc-1' }).thenRefuses(CarMessages.tooManyPictures, 'refused', 'TooManyPictures'));
    it('adds the 12th picture', () =>
      spec(full.slice(0, -1)).when({ type: 'AddPicture', dealerId: '101', pictureId: 'cccccccc-1' }).then([added('cccccccc-1')]));
  });

  describe('pictures of a car that may not change them', () => {
    const added: CarEvent = { type: 'CarPictureAdded', data: { PictureId: 'aaaaaaaa-1' } };
    const locked: CarEvent = { type: 'CarLockedByCarApi', data: { Locked: true } };
    const changes: [string, CarCommand][] = [
      ['deleting a picture', { type: 'DeletePicture', dealerId: '101', pictureId: 'aaaaaaaa-1' }],
      ['moving a picture', { type: 'MovePicture', dealerId: '101', oldNumber: 1, newNumber: 1 }],
    ];
    it.each(changes)('refuses %s of a car the car API maintains', (_, command) =>
      spec([created, added, locked]).when(command).thenRefuses(CarMessages.locked, 'refused', 'LockedByCarApi'));
    it.each(changes)("does not find another dealer's car for %s", (_, command) =>
      spec([created, added]).when({ ...command, dealerId: '102' }).thenRefuses(CarMessages.notFound, 'not-found'));
    it.each(changes)('does not find a deleted car for %s', (_, command) =>
      spec([created, added, { type: 'CarDeleted', data: {} }]).when(command).thenRefuses(CarMessages.notFound, 'not-found'));
    it("does not find another dealer's car for a new picture", () =>
      spec([created]).when({ type: 'AddPicture', dealerId: '102', pictureId: 'aaaaaaaa-1' }).thenRefuses(CarMessages.notFound, 'not-found'));
  });

  it('keeps the pictures a sold car had, and lets its pictures still be changed', () =>
    spec([created, sold]).when({ type: 'AddPicture', dealerId: '101', pictureId: 'aaaaaaaa-7' }).then([{ type: 'CarPictureAdded', data: { PictureId: 'aaaaaaaa-7' } }]));
});
