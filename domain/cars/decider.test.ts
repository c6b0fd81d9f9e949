import { describe, it } from 'vitest';
import type { CarData } from '../../events/cars.ts';
import { specification } from '../decider-spec.ts';
import { carDecider, type CarEvent } from './decider.ts';
import { CarMessages } from './messages.ts';

const spec = specification(carDecider);
const car: CarData = {
  Make: 'Skoda',
  Model: 'Octavia Combi',
  Variant: '1,5 TSI e-TEC Style DSG',
  Motor: '1,5',
  ModelYear: 2021,
  RegistrationDate: '2021-03-14',
  Mileage: 58_000,
  CashPrice: 229_900,
  RetailPrice: 229_900,
  PriceWithNoTax: null,
  WholesalePrice: 198_000,
  LeasePayment: null,
  Color: 'Grå metal',
  FuelType: 'Petrol',
  GearType: 'AutoShift',
  CarType: 1,
  Status: 0,
  RegistrationNumber: 'AB12345',
  ChassisNumber: 'TMBZZZNX1MY000001',
  VehicleNumber: '1001',
  ResponsibleUserId: '5',
  NumberOfDoors: 5,
  Effect: 150,
  KmPerLiter: 18.5,
  ExtraEquipmentText: '',
  InStockSince: '2026-10-01',
};
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
});
