import { carDecider } from '../../domain/cars/decider.ts';
import { CarMessages } from '../../domain/cars/messages.ts';
import { conglomerateDepartments } from '../platform/auth/dealer-directory.ts';
import { notFound } from '../platform/errors.ts';
import { command } from '../platform/http/endpoint.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { UNKNOWN_DEPARTMENT } from '../platform/search-scope.ts';
import { carStreamId } from './car-commands.ts';
import { transferCarResponse } from './responses.ts';

/**
 * POST /api/car/transfercar?carId=&conglomerateDealerId=: moves the stock car, with its pictures, ad type and
 * internal flag, to another department of the same conglomerate ('Bilen … er nu overført til …'). A department of
 * another conglomerate is unknown (404), like one that does not exist.
 */
export const handler = command({
  summary: 'Flytter en lagerbil til en anden afdeling i koncernen.',
  responses: { 200: transferCarResponse },
  query: querySchema({ carId: scopedId('car', 'carId', 'Bil-id'), conglomerateDealerId: scopedId('department', 'conglomerateDealerId', 'Afdeling') }),
  async run(context) {
    const { carId, conglomerateDealerId } = context.query;
    const departments = context.session.conglomerateId ? await conglomerateDepartments(context.session.conglomerateId) : [];
    const target = departments.find((department) => department.DealerId === conglomerateDealerId);
    if (!target) throw notFound(UNKNOWN_DEPARTMENT);
    const outcome = await context.handleGroup(async (group) => {
      const leaving = await group.load(carDecider, carStreamId(carId));
      const state = leaving.state;
      // A refused transfer writes nothing, the number included.
      const newCarId = await group.reserve('car');
      leaving.decide({ type: 'TransferCar', dealerId: context.session.dealerId, toDealerId: target.DealerId, newCarId });
      if (state.kind !== 'active') throw new Error('A car that could be transferred is active');
      const arriving = await group.load(carDecider, carStreamId(newCarId));
      arriving.decide({
        type: 'CreateCar',
        carId: newCarId,
        dealerId: target.DealerId,
        car: state.car,
        transferredFrom: { carId, isInternal: state.isInternal, adType: state.adType, adTypeSetByRule: state.adTypeSetByRule, pictures: state.pictures },
      });
      return { title: state.title, newCarId };
    });
    return { Message: CarMessages.transferred(outcome.result.title, target.Name), CarId: outcome.result.newCarId, DealerId: target.DealerId };
  },
});
