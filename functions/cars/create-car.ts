import { toCarData } from '../../domain/cars/car.ts';
import { carDecider } from '../../domain/cars/decider.ts';
import { command } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { carBody } from './car-body.ts';
import { carStreamId } from './car-commands.ts';
import { carIdResponse } from './responses.ts';

/**
 * POST /api/OwnCar/Create: a new stock car with every field of "Car (details)" (the spec names no call: this is the
 * product's own), under the next car number. Answers its id, with its version as the ETag.
 */
export const handler = command({
  summary: 'Opretter en lagerbil.',
  responses: { 200: carIdResponse },
  body: carBody,
  async run(context) {
    const car = toCarData(context.body);
    const outcome = await context.handleGroup(async (group) => {
      const carId = await group.reserve('car');
      const created = await group.load(carDecider, carStreamId(carId));
      created.decide({ type: 'CreateCar', carId, dealerId: context.session.dealerId, car });
      return carId;
    });
    return respond(200, { Id: outcome.result }, { headers: { etag: `"${outcome.version}"` } });
  },
});
