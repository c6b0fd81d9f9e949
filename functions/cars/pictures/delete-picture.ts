import { command } from '../../platform/http/endpoint.ts';
import { querySchema } from '../../platform/http/request-schemas.ts';
import { carIdParam, loadCar, pictureAt, pictureNumber, picturesAnswer, picturesResult } from './picture-routes.ts';
import { deletePictures } from './picture-store.ts';
import { carPicturesResponse } from '../responses.ts';

/**
 * DELETE /api/CarPicture?carId=&number=: removes the picture shown as `number` (1-based; a number the car has no
 * picture at is 'Billedet findes ikke.'). The event is appended first, then the original and thumbnail are deleted:
 * if that fails, what is left is an object no car names.
 */
export const handler = command({
  summary: 'Sletter et af lagerbilens billeder.',
  responses: { 200: carPicturesResponse },
  query: querySchema({ carId: carIdParam, number: pictureNumber('number') }),
  async run(context) {
    const { carId, number } = context.query;
    const outcome = await context.handleGroup(async (group) => {
      const car = await loadCar(group, carId);
      const removed = pictureAt(car.state, number) ?? '';
      car.decide({ type: 'DeletePicture', dealerId: context.session.dealerId, pictureId: removed });
      return { ...picturesResult(carId, car.state), Removed: removed };
    });
    const { Removed, ...result } = outcome.result;
    if (!outcome.replayed) await deletePictures([Removed]);
    return picturesAnswer(result, outcome.version);
  },
});
