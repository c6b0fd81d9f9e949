import { projection } from '../../platform/projection.ts';
import { CAR_EVENTS, carRowKeyOf, evolveCarFacts, type CarFacts } from './car-facts.ts';

/**
 * One row per stock car with every field (spec part 1 §3 "Car (details)"): what `GET /api/OwnCarList/GetDetails/` and
 * the car screen read. pk `car-details#<dealerId>`, sk the car id; a deleted or transferred car leaves a tombstone.
 */
export type CarDetailsRow = CarFacts & Record<string, unknown>;

export const CAR_DETAILS = 'car-details';
export const carDetailsKey = (dealerId: string, id: string) => ({ pk: `${CAR_DETAILS}#${dealerId}`, sk: id });

export const carDetails = projection({
  name: CAR_DETAILS,
  events: CAR_EVENTS,
  key: (event) => carRowKeyOf(CAR_DETAILS, event),
  evolve: (row: CarDetailsRow | undefined, event) => evolveCarFacts(row, event),
});
