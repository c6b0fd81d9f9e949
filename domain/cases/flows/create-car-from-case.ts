import type { CarData } from '../../../events/cars.ts';
import { carDecider } from '../../cars/decider.ts';
import type { Flow } from '../../decider.ts';
import { caseDecider } from '../decider.ts';

/**
 * Creating the stock car from the case (spec part 2 §2 `/Cars/OwnCars/CreateCarWizard?caseId=`, §4): the new stock car
 * and the case's TransferCaseDate are one append, so a case never counts as transferred without its car, nor a car
 * made from a case that refused it.
 */
export interface CreateCarFromCase {
  dealerId: string;
  /** The reserved number of the new stock car. */
  carId: string;
  car: CarData;
  /** The day of the transfer (YYYY-MM-DD). */
  today: string;
}

const streams = { case: caseDecider, car: carDecider };

export const createCarFromCase: Flow<CreateCarFromCase, typeof streams> = {
  streams,
  decide({ dealerId, carId, car, today }, states) {
    if (!states.case || !states.car) throw new Error('Creating a car from a case needs the case and the car streams loaded');
    // The case's refusals come first: a case that cannot be transferred creates no car.
    const transferred = caseDecider.decide({ type: 'TransferToStock', dealerId, carId, today }, states.case);
    const created = carDecider.decide({ type: 'CreateCar', carId, dealerId, car }, states.car);
    return { case: transferred, car: created };
  },
};
