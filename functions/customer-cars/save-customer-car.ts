import { customerCarSchema, toCustomerCarData } from '../../domain/customer-cars/customer-car.ts';
import { customerCarDecider } from '../../domain/customer-cars/decider.ts';
import { CustomerCarMessages } from '../../domain/customer-cars/messages.ts';
import { invalid } from '../../domain/errors.ts';
import { danishBody, withIdFields } from '../platform/http/request-schemas.ts';
import { command } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { customerCarStreamId, requireOwnCustomer } from './customer-car-commands.ts';
import { saveCustomerCarResponse } from './responses.ts';

/**
 * POST /api/car/saveCustomerCar: the whole customer car (spec part 1 §3, part 2 §3 "Swap car"); without `Id` (or
 * with 0) a new car under the next number. The customer must be saved first ('Du skal gemme kunden før du kan oprette
 * en ny kundebil.'). A new LatestBid records a bid entry on the case given as `CaseId`. Answers the car's id, with
 * its version as the ETag.
 */
export const handler = command({
  summary: 'Gemmer en kundebil (byttebil).',
  responses: { 200: saveCustomerCarResponse },
  // The car saved, its customer and the case whose swap car it is; the colour is the catalogue's.
  body: withIdFields(danishBody(customerCarSchema), { Id: 'customerCar', CustomerId: 'customer', CaseId: 'case', CarColorId: { notTenantData: "the catalogue's colour" } }),
  async run(context) {
    const car = context.body;
    const { session, store } = context;
    if (!car.CustomerId || car.CustomerId === '0') throw invalid('CustomerId', CustomerCarMessages.customerNotSaved);
    await requireOwnCustomer(store, session.dealerId, car.CustomerId);
    const data = toCustomerCarData(car, car.CustomerId);

    // The car's number and the bid's are taken in the same transaction as the car's events: a refused save takes none.
    const outcome = await context.handleGroup(async (group) => {
      const carId = car.Id ?? (await group.reserve('customer-car'));
      const saved = await group.load(customerCarDecider, customerCarStreamId(carId));
      // A bid entry gets its number only when the save brings a new bid, so that bid numbers run without gaps.
      const previousBid = saved.state.kind === 'active' ? saved.state.latestBid : null;
      const bidId = data.LatestBid !== null && data.LatestBid !== previousBid ? await group.reserve('customer-car-bid') : '0';
      const bid = {
        bidId,
        caseId: car.CaseId,
        createdByUserName: session.name,
        createdDate: new Date().toISOString(),
        branchName: session.dealerName,
      };
      saved.decide(
        car.Id
          ? { type: 'UpdateCustomerCar', dealerId: session.dealerId, car: data, bid }
          : { type: 'CreateCustomerCar', carId, dealerId: session.dealerId, car: data, bid },
      );
      return carId;
    });
    return respond(200, outcome.result, { headers: { etag: `"${outcome.version}"` } });
  },
});
