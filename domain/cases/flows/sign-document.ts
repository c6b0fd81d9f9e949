import { carDecider } from '../../cars/decider.ts';
import { customerCarDecider, type CustomerCarState } from '../../customer-cars/decider.ts';
import { stockCarFromSwapCar, type SwapCarTransfer } from '../../customer-cars/swap-car-transfer.ts';
import type { Flow } from '../../decider.ts';
import { caseDecider, type CaseState } from '../decider.ts';
import { CaseStatus } from '../status.ts';

/**
 * Marking the printed contract or purchase agreement as signed (spec part 2 §4 and §5 "Swap car on signing"). With
 * 'Overfør byttebilen til egne biler' the case's swap car becomes a new stock car of the department with the modal's
 * prices and status: the signing, the swap car taken into stock and the new stock car happen together or not at all.
 */
export interface SignDocument {
  dealerId: string;
  /** The signing modal names the swap car or the sales item (API callers that name none pass false). */
  namesCar: boolean;
  /** 'Overfør byttebilen til egne biler': the swap car the modal names, with the fields it takes into stock at. */
  transfer?: {
    swapCarId: string;
    fields: SwapCarTransfer;
    /** The stock car number reserved for it, when `stockCarNumberNeeded` said so. */
    stockCarId?: string;
  };
  /** The user responsible for the new stock car, and the day it comes into stock (YYYY-MM-DD). */
  userId: string;
  today: string;
}

const streams = { case: caseDecider, swapCar: customerCarDecider, stockCar: carDecider };

/**
 * True when the signing takes a swap car into stock that has not been taken yet: only then does it need a new stock car
 * number, so a repeated signing takes no number.
 */
export const stockCarNumberNeeded = (command: SignDocument, swapCar: CustomerCarState | undefined): boolean =>
  Boolean(command.transfer?.swapCarId) && swapCar?.kind === 'active' && swapCar.stockCarId === null;

/** The document a signing marked as signed, for its confirmation ('Slutseddel er angivet som underskrevet'). */
export const signedDocument = (state: CaseState): 'Contract' | 'PurchaseDocument' =>
  state.kind === 'open' && state.status === CaseStatus.PurchaseDocumentIsSigned ? 'PurchaseDocument' : 'Contract';

export const signDocument: Flow<SignDocument, typeof streams> = {
  streams,
  decide(command, states) {
    const { dealerId, transfer } = command;
    const signed = caseDecider.decide(
      { type: 'MarkDocumentSigned', dealerId, namesCar: command.namesCar, ...(transfer ? { transferSwapCarId: transfer.swapCarId } : {}) },
      required(states.case, 'case'),
    );
    if (!transfer?.swapCarId) return { case: signed };
    // A signing repeated (on this case or another with the same swap car) finds the swap car taken and adds no stock car.
    const swapCar = required(states.swapCar, 'swapCar');
    // The swap car's own refusals (missing, deleted, another department's) come first; a number is used only by a car
    // still to take, for which the caller reserved one (`stockCarNumberNeeded`).
    const taken = customerCarDecider.decide({ type: 'TakeCustomerCarIntoStock', dealerId, stockCarId: transfer.stockCarId ?? '' }, swapCar);
    if (taken.length === 0 || swapCar.kind !== 'active') return { case: signed };
    if (!transfer.stockCarId) throw new Error('A swap car taken into stock needs a reserved stock car number');
    const car = stockCarFromSwapCar(swapCar.car, transfer.fields, command.today, command.userId);
    const created = carDecider.decide({ type: 'CreateCar', carId: transfer.stockCarId, dealerId, car }, required(states.stockCar, 'stockCar'));
    return { case: signed, swapCar: taken, stockCar: created };
  },
};

/** A state the flow needs for this command: its caller loads that stream. */
function required<State>(state: State | undefined, part: string): State {
  if (state === undefined) throw new Error(`The signing needs the ${part} stream loaded`);
  return state;
}
