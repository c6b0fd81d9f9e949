import type { BidEntry, CustomerCarData } from '../../events/customer-cars.ts';
import type { DecidedEvent, Decider } from '../decider.ts';
import { ErrorCodes, invalid, notFound, refused } from '../errors.ts';
import { customerCarTitle } from './customer-car.ts';
import { CustomerCarMessages } from './messages.ts';

/**
 * The customer car aggregate (the swap car of a case). Every command names the dealer it runs for (from the session):
 * another dealer's car does not exist for it. The car is validated by `customerCarSchema` before it becomes a command;
 * the saved customer is checked by the caller, which can read the customer's stream. A save with a LatestBid other
 * than the car's last one records a bid entry (spec part 2 §3 "Bid entry"); `bid` carries what the decider cannot
 * know (the entry's id, the time, the salesperson and the department).
 */
export interface BidContext {
  bidId: string;
  caseId: string | null;
  createdByUserName: string;
  createdDate: string;
  branchName: string;
}

export type CustomerCarCommand =
  | { type: 'CreateCustomerCar'; carId: string; dealerId: string; car: CustomerCarData; bid: BidContext }
  | { type: 'UpdateCustomerCar'; dealerId: string; car: CustomerCarData; bid: BidContext }
  | { type: 'DeleteCustomerCar'; dealerId: string }
  /** Signing with 'Overfør byttebilen til egne biler': the stock car number it becomes (once; a retry changes nothing). */
  | { type: 'TakeCustomerCarIntoStock'; dealerId: string; stockCarId: string }
  /** Its customer was forgotten: the car goes too (once; a repeat changes nothing). A deleted car is forgotten as well. */
  | { type: 'ForgetCustomerCar'; dealerId: string };

export type CustomerCarEvent = DecidedEvent<
  | 'CustomerCarCreated'
  | 'CustomerCarUpdated'
  | 'CustomerCarBidRecorded'
  | 'CustomerCarDeleted'
  | 'CustomerCarTakenIntoStock'
  | 'CustomerCarForgotten'
>;

export type CustomerCarState =
  | { kind: 'none' }
  | {
      kind: 'active';
      carId: string;
      dealerId: string;
      customerId: string;
      latestBid: number | null;
      car: CustomerCarData;
      /** The stock car this car became, when taken into stock. */
      stockCarId: string | null;
    }
  | { kind: 'deleted'; carId: string; dealerId: string; customerId: string }
  | { kind: 'forgotten'; carId: string; dealerId: string; customerId: string };

const active = (state: CustomerCarState, dealerId: string): Extract<CustomerCarState, { kind: 'active' }> => {
  if (state.kind !== 'active' || state.dealerId !== dealerId) throw notFound(CustomerCarMessages.notFound);
  return state;
};

/** The bid entry of a save, when the save brings a new LatestBid. */
const bidOf = (car: CustomerCarData, previousBid: number | null, bid: BidContext): CustomerCarEvent[] =>
  car.LatestBid === null || car.LatestBid === previousBid
    ? []
    : [
        {
          type: 'CustomerCarBidRecorded',
          data: {
            Bid: {
              Id: bid.bidId,
              CaseId: bid.caseId,
              CreatedByUserName: bid.createdByUserName,
              CreatedDate: bid.createdDate,
              Price: car.LatestBid,
              CarTitle: customerCarTitle(car),
              FirstRegistration: car.RegistrationDate,
              BranchName: bid.branchName,
            } satisfies BidEntry,
          },
        },
      ];

export const customerCarDecider: Decider<CustomerCarCommand, CustomerCarEvent, CustomerCarState> = {
  initialState: () => ({ kind: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateCustomerCar':
        if (state.kind !== 'none') throw refused(CustomerCarMessages.exists, ErrorCodes.exists);
        return [
          { type: 'CustomerCarCreated', data: { CarId: command.carId, DealerId: command.dealerId, Car: command.car } },
          ...bidOf(command.car, null, command.bid),
        ];
      case 'UpdateCustomerCar': {
        const current = active(state, command.dealerId);
        // A car stays with its customer: moving it would show it on another customer's page.
        if (current.customerId !== command.car.CustomerId) throw invalid('CustomerId', CustomerCarMessages.ownerIsFixed);
        return [{ type: 'CustomerCarUpdated', data: { Car: command.car } }, ...bidOf(command.car, current.latestBid, command.bid)];
      }
      case 'DeleteCustomerCar':
        active(state, command.dealerId);
        return [{ type: 'CustomerCarDeleted', data: {} }];
      case 'TakeCustomerCarIntoStock':
        // Taken once: a second signing finds the stock car it became and adds none.
        if (active(state, command.dealerId).stockCarId !== null) return [];
        return [{ type: 'CustomerCarTakenIntoStock', data: { CarId: command.stockCarId } }];
      case 'ForgetCustomerCar':
        if (state.kind === 'none' || state.dealerId !== command.dealerId) throw notFound(CustomerCarMessages.notFound);
        return state.kind === 'forgotten' ? [] : [{ type: 'CustomerCarForgotten', data: {} }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CustomerCarCreated':
        return {
          kind: 'active',
          carId: event.data.CarId,
          dealerId: event.data.DealerId,
          customerId: event.data.Car.CustomerId,
          latestBid: event.data.Car.LatestBid,
          car: event.data.Car,
          stockCarId: null,
        };
      case 'CustomerCarUpdated':
        return state.kind === 'active' ? { ...state, latestBid: event.data.Car.LatestBid, car: event.data.Car } : state;
      case 'CustomerCarTakenIntoStock':
        return state.kind === 'active' ? { ...state, stockCarId: event.data.CarId } : state;
      case 'CustomerCarBidRecorded':
        return state;
      case 'CustomerCarDeleted':
        return state.kind === 'active' ? { kind: 'deleted', carId: state.carId, dealerId: state.dealerId, customerId: state.customerId } : state;
      case 'CustomerCarForgotten':
        return state.kind === 'none' ? state : { kind: 'forgotten', carId: state.carId, dealerId: state.dealerId, customerId: state.customerId };
    }
  },
};
