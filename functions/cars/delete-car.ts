import { carDecider } from '../../domain/cars/decider.ts';
import { CarMessages } from '../../domain/cars/messages.ts';
import { command } from '../platform/http/endpoint.ts';
import { carIdQuery } from './car-body.ts';
import { carStreamId } from './car-commands.ts';
import { deleteCarResponse } from './responses.ts';

/** DELETE /api/OwnCar/Delete?id=: removes the stock car ('Bilens … er slettet'); a locked car is refused. */
export const handler = command({
  summary: 'Sletter en lagerbil.',
  responses: { 200: deleteCarResponse },
  query: carIdQuery,
  async run(context) {
    const outcome = await context.handleGroup(async (group) => {
      const car = await group.load(carDecider, carStreamId(context.query.id));
      const title = car.state.kind === 'active' ? car.state.title : '';
      car.decide({ type: 'DeleteCar', dealerId: context.session.dealerId });
      return title;
    });
    return { Message: CarMessages.deleted(outcome.result) };
  },
});
