import { describe, it } from 'vitest';
import type { CustomerCarData } from '../../events/customer-cars.ts';
import { specification } from '../decider-spec.ts';
import { customerCarDecider, type BidContext } from './decider.ts';
import { CustomerCarMessages } from './messages.ts';
import { sampleSwapCar } from './test-fixtures.ts';

const spec = specification(customerCarDecider);
const car: CustomerCarData = sampleSwapCar;
const bid: BidContext = { bidId: '31', caseId: '1042', createdByUserName: 'Mads Sørensen', createdDate: '2026-01-05T10:00:00.000Z', branchName: 'Demo Biler Aarhus' };
const created = { type: 'CustomerCarCreated' as const, data: { CarId: '4', DealerId: '101', Car: car } };
const bidEntry = (price: number) => ({
  type: 'CustomerCarBidRecorded' as const,
  data: {
    Bid: {
      Id: '31',
      CaseId: '1042',
      CreatedByUserName: 'Mads Sørensen',
      CreatedDate: '2026-01-05T10:00:00.000Z',
      Price: price,
      CarTitle: 'VW Golf 1,5 TSI',
      FirstRegistration: '2019-03-14',
      BranchName: 'Demo Biler Aarhus',
    },
  },
});

describe('the customer car decider', () => {
  it('creates a car', () => {
    spec([]).when({ type: 'CreateCustomerCar', carId: '4', dealerId: '101', car, bid }).then([created]);
  });
  it('records a bid entry when a car is created with a bid', () => {
    spec([])
      .when({ type: 'CreateCustomerCar', carId: '4', dealerId: '101', car: { ...car, LatestBid: 90_000 }, bid })
      .then([{ ...created, data: { ...created.data, Car: { ...car, LatestBid: 90_000 } } }, bidEntry(90_000)]);
  });
  it('records a bid entry when the save brings a new LatestBid', () => {
    const withBid = { ...car, LatestBid: 90_000 };
    spec([created]).when({ type: 'UpdateCustomerCar', dealerId: '101', car: withBid, bid }).then([{ type: 'CustomerCarUpdated', data: { Car: withBid } }, bidEntry(90_000)]);
  });
  it('records no bid entry when the save keeps the LatestBid', () => {
    const withBid = { ...car, LatestBid: 90_000 };
    spec([created, { type: 'CustomerCarUpdated', data: { Car: withBid } }])
      .when({ type: 'UpdateCustomerCar', dealerId: '101', car: { ...withBid, Mileage: 85_000 }, bid })
      .then([{ type: 'CustomerCarUpdated', data: { Car: { ...withBid, Mileage: 85_000 } } }]);
  });
  it('refuses to create a car twice', () => {
    spec([created]).when({ type: 'CreateCustomerCar', carId: '4', dealerId: '101', car, bid }).thenRefuses(CustomerCarMessages.exists, 'refused', 'AlreadyExists');
  });
  it("another dealer's car does not exist", () =>
    spec([created]).when({ type: 'UpdateCustomerCar', dealerId: '102', car, bid }).thenRefuses(CustomerCarMessages.notFound, 'not-found'));
  it('a car never created does not exist', () => spec([]).when({ type: 'DeleteCustomerCar', dealerId: '101' }).thenRefuses(CustomerCarMessages.notFound, 'not-found'));
  it('a deleted car does not exist', () =>
    spec([created, { type: 'CustomerCarDeleted', data: {} }]).when({ type: 'UpdateCustomerCar', dealerId: '101', car, bid }).thenRefuses(CustomerCarMessages.notFound, 'not-found'));
  it('keeps a car with its customer', () => {
    spec([created]).when({ type: 'UpdateCustomerCar', dealerId: '101', car: { ...car, CustomerId: '8' }, bid }).thenRefuses(CustomerCarMessages.ownerIsFixed, 'invalid');
  });
  it('deletes a car', () => {
    spec([created]).when({ type: 'DeleteCustomerCar', dealerId: '101' }).then([{ type: 'CustomerCarDeleted', data: {} }]);
  });
  describe('taking the car into stock', () => {
    const taken = { type: 'CustomerCarTakenIntoStock' as const, data: { CarId: '501' } };
    it('records the stock car it became', () => spec([created]).when({ type: 'TakeCustomerCarIntoStock', dealerId: '101', stockCarId: '501' }).then([taken]));
    it('is done once: a second signing records nothing', () =>
      spec([created, taken]).when({ type: 'TakeCustomerCarIntoStock', dealerId: '101', stockCarId: '502' }).then([]));
    it("does not find another dealer's car", () =>
      spec([created]).when({ type: 'TakeCustomerCarIntoStock', dealerId: '102', stockCarId: '501' }).thenRefuses(CustomerCarMessages.notFound, 'not-found'));
  });
  describe('forgetting', () => {
    const forgotten = { type: 'CustomerCarForgotten' as const, data: {} };
    it('is forgotten with its customer', () => spec([created]).when({ type: 'ForgetCustomerCar', dealerId: '101' }).then([forgotten]));
    it('is forgotten with its customer when it was deleted', () =>
      spec([created, { type: 'CustomerCarDeleted', data: {} }]).when({ type: 'ForgetCustomerCar', dealerId: '101' }).then([forgotten]));
    it('is forgotten once: a second time records nothing', () => spec([created, forgotten]).when({ type: 'ForgetCustomerCar', dealerId: '101' }).then([]));
    it("forgets no other dealer's car", () =>
      spec([created]).when({ type: 'ForgetCustomerCar', dealerId: '102' }).thenRefuses(CustomerCarMessages.notFound, 'not-found'));
    it('a forgotten car is saved no more', () =>
      spec([created, forgotten]).when({ type: 'UpdateCustomerCar', dealerId: '101', car, bid }).thenRefuses(CustomerCarMessages.notFound, 'not-found'));
  });
  it('a car taken into stock is forgotten too: the stock car it became is the dealer\'s, on its own stream', () => {
    const taken = { type: 'CustomerCarTakenIntoStock' as const, data: { CarId: '501' } };
    spec([created, taken]).when({ type: 'ForgetCustomerCar', dealerId: '101' }).then([{ type: 'CustomerCarForgotten', data: {} }]);
  });
});
