import { randomUUID } from 'node:crypto';
import { PICTURE_LIMITS, PictureMessages } from '../../../domain/cars/pictures.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import { command } from '../../platform/http/endpoint.ts';
import { fileParts } from '../../platform/http/multipart.ts';
import { querySchema } from '../../platform/http/request-schemas.ts';
import { preparePicture, unreadablePicture, type PreparedPicture } from './picture-image.ts';
import { carIdParam, loadCar, picturesAnswer, picturesResult } from './picture-routes.ts';
import { storePicture } from './picture-store.ts';
import { carPicturesResponse } from '../responses.ts';

/**
 * POST /api/CarPicture?carId= with one JPG as multipart/form-data (spec document 2 §4, §7, §8, §9): at most 10 MB,
 * a JPEG that decodes, at most 12 pictures per car, not on a car the car API maintains. The picture is added last.
 *
 * The car is checked first (its dealer, lock and count), then the picture is read and its thumbnail made, both are
 * stored, and only then is the picture's event appended: an event never names a picture that is not stored, and a
 * refusal or a failed append leaves at most an unreferenced object. The browser resizes pictures to 1920×1080 before
 * upload, so in AWS a picture stays well within Lambda's 6 MB request limit.
 */
export const handler = command({
  summary: 'Uploader et billede (JPG) til en lagerbil.',
  responses: { 200: carPicturesResponse },
  query: querySchema({ carId: carIdParam }),
  async run(context) {
    const { carId } = context.query;
    const parts = fileParts(context.event);
    if (parts.length > 1) throw badRequest('file', 'Send ét billede ad gangen.');
    const file = parts[0]?.data;
    if (!file?.length) throw unreadablePicture();
    if (file.length > PICTURE_LIMITS.maxBytes) throw new HttpError(413, PictureMessages.tooLarge, { field: 'file', code: 'PictureTooLarge' });

    const pictureId = randomUUID();
    // Read once, stored on the first attempt; a retried attempt (a lost race) stores the same bytes again.
    let prepared: Promise<PreparedPicture> | undefined;
    const outcome = await context.handleGroup(async (group) => {
      const car = await loadCar(group, carId);
      car.decide({ type: 'AddPicture', dealerId: context.session.dealerId, pictureId });
      await storePicture(pictureId, await (prepared ??= preparePicture(file)));
      return picturesResult(carId, car.state);
    });
    const number = outcome.result.PictureIds.indexOf(pictureId) + 1;
    return picturesAnswer(outcome.result, outcome.version, number > 0 ? { PictureId: pictureId, Number: number } : {});
  },
});
