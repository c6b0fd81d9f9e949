import * as z from 'zod';
import { carDecider } from '../../domain/cars/decider.ts';
import { CarMessages } from '../../domain/cars/messages.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody, scopedId } from '../platform/http/request-schemas.ts';
import { carStreamId } from './car-commands.ts';
import { setInternalStatusResponse } from './responses.ts';

/** At most one page of the list at once, with room to spare: the cars change in one transaction. */
export const MAX_CARS_AT_ONCE = 90;

const body = danishBody(
  z.object({
    CarIds: z
      .array(scopedId('car', 'CarIds'), { error: CarMessages.noCarsChosen })
      .min(1, CarMessages.noCarsChosen)
      .max(MAX_CARS_AT_ONCE, `Du kan højst ændre visning for ${MAX_CARS_AT_ONCE} biler ad gangen.`),
    NewInternalStatus: z.boolean({ error: 'NewInternalStatus skal være true eller false.' }),
  }),
);

/**
 * POST /api/car/updateinternalstatus/ {CarIds, NewInternalStatus}: shows the chosen cars internally only (true) or
 * externally too (false), all or none ('Visning er opdateret'). Another department's car is not found.
 */
export const handler = command({
  summary: 'Sætter bilens interne status.',
  responses: { 200: setInternalStatusResponse },
  body,
  async run(context) {
    const ids = [...new Set(context.body.CarIds)];
    await context.handleGroup(async (group) => {
      for (const id of ids) {
        const car = await group.load(carDecider, carStreamId(id));
        car.decide({ type: 'SetInternalStatus', dealerId: context.session.dealerId, isInternal: context.body.NewInternalStatus });
      }
      return null;
    });
    return { Message: CarMessages.viewUpdated, CarIds: ids };
  },
});
