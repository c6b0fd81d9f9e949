import { toCarData } from '../../domain/cars/car.ts';
import { command } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { carBody, carIdQuery } from './car-body.ts';
import { carCommand } from './car-commands.ts';
import { carIdResponse } from './responses.ts';

/**
 * POST /api/OwnCar/Save?id=: the car page saves every field of the car at once (If-Match: the version it showed).
 * A car the car API maintains is refused with the spec's locked message.
 */
export const handler = command({
  summary: 'Gemmer en lagerbil.',
  responses: { 200: carIdResponse },
  query: carIdQuery,
  body: carBody,
  async run(context) {
    const outcome = await carCommand(context, context.query.id, { type: 'UpdateCar', dealerId: context.session.dealerId, car: toCarData(context.body) });
    return respond(200, { Id: context.query.id }, { headers: { etag: `"${outcome.version}"` } });
  },
});
