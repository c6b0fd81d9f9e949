import * as z from 'zod';
import { command } from '../platform/http/endpoint.ts';
import { danishBody, scopedId } from '../platform/http/request-schemas.ts';
import { respond } from '../platform/http/response.ts';
import { carCommand } from './car-commands.ts';
import { setAdvertisingResponse } from './responses.ts';

const AD_TYPE_MESSAGE = 'adType skal være 0 (Discount), 1 (Standard) eller 2 (Plus).';
const body = danishBody(
  z.object({
    carId: scopedId('car', 'carId'),
    adType: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: AD_TYPE_MESSAGE }),
  }),
);

/** POST /api/OwnCarList/setAdvertising {carId, adType}: the car's ad type; one a rule set is refused (spec part 1 §4). */
export const handler = command({
  summary: 'Sætter bilens annoncetype.',
  responses: { 200: setAdvertisingResponse },
  body,
  async run(context) {
    const { carId, adType } = context.body;
    const outcome = await carCommand(context, carId, { type: 'SetAdType', dealerId: context.session.dealerId, adType });
    return respond(200, { CarId: carId, AdType: adType, AdTypeSetByRule: false }, { headers: { etag: `"${outcome.version}"` } });
  },
});
