import { toCarData } from '../../domain/cars/car.ts';
import { carDecider } from '../../domain/cars/decider.ts';
import { createCarFromCase } from '../../domain/cases/flows/create-car-from-case.ts';
import { danishToday } from '../../domain/format.ts';
import { carBody, carStreamId } from '../cars/readers.ts';
import { command } from '../platform/http/endpoint.ts';
import { loadCase, withVersion } from './case-commands.ts';
import { createCarFromCaseResponse } from './responses.ts';
import { caseIdQuery } from './schemas.ts';

/**
 * POST /api/case/createcarfromcase?caseId= (the product's own; the spec names the page, not the call): the new stock car
 * the car page filled from the case's vehicle, and the case's TransferCaseDate, in one append. A case whose vehicle is
 * missing or breaks its rules is refused with 'Der er fejl i sagen. Ret fejlene før du kan oprette bilen.'. Answers the
 * new car's id, with the case's version as the ETag.
 */
export const handler = command({
  summary: 'Opretter sagens køretøj som lagerbil og registrerer sagen som overført.',
  responses: { 200: createCarFromCaseResponse },
  query: caseIdQuery,
  body: carBody,
  async run(context) {
    const car = toCarData(context.body);
    const outcome = await context.handleGroup(async (group) => {
      const transferred = await loadCase(group, context.query.caseId);
      const carId = await group.reserve('car');
      const created = await group.load(carDecider, carStreamId(carId));
      group.run(createCarFromCase, { dealerId: context.session.dealerId, carId, car, today: danishToday() }, { case: transferred, car: created });
      return carId;
    });
    return withVersion({ Id: outcome.result }, outcome.version);
  },
});
