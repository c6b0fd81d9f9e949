import { command } from '../../platform/http/endpoint.ts';
import { querySchema } from '../../platform/http/request-schemas.ts';
import { carIdParam, loadCar, pictureNumber, picturesAnswer, picturesResult } from './picture-routes.ts';
import { carPicturesResponse } from '../responses.ts';

/**
 * POST /api/CarPicture/move?carId=&oldNumber=&newNumber=: moves a picture to another place (numbers 1-based, as the
 * uploader shows them); the first picture is the car's main picture. The new order is one event of the car.
 */
export const handler = command({
  summary: 'Flytter et af lagerbilens billeder til en ny plads.',
  responses: { 200: carPicturesResponse },
  query: querySchema({ carId: carIdParam, oldNumber: pictureNumber('oldNumber'), newNumber: pictureNumber('newNumber') }),
  async run(context) {
    const { carId, oldNumber, newNumber } = context.query;
    const outcome = await context.handleGroup(async (group) => {
      const car = await loadCar(group, carId);
      car.decide({ type: 'MovePicture', dealerId: context.session.dealerId, oldNumber, newNumber });
      return picturesResult(carId, car.state);
    });
    return picturesAnswer(outcome.result, outcome.version);
  },
});
