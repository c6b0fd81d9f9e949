import { CustomerCarMessages } from '../../domain/customer-cars/messages.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { getRow } from '../platform/read-models.ts';
import { customerCarBidsKey, type CustomerCarBidsRow } from './projections/customer-car-bids.ts';
import { customerCarRowKey } from './projections/customer-car-list.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { getBidsResponse } from './responses.ts';

/**
 * GET /api/Case/GetBids?CaseId=&SwapCarId= → `{ Bids: [...] }`: every bid given on the swap car, newest first (the
 * car's bid history, whichever case it was given on; each entry names its case). A car of another department is a 404.
 * `CaseId` may be left out for a case not saved yet.
 */
export const handler = query({
  summary: 'Bud på sagens byttebil.',
  responses: { 200: getBidsResponse },
  query: querySchema({ CaseId: scopedId('case', 'CaseId').optional(), SwapCarId: scopedId('customerCar', 'SwapCarId') }),
  run: async ({ query: params, session }) => {
    const [car, bids] = await Promise.all([
      getRow(customerCarRowKey(session.dealerId, params.SwapCarId)),
      getRow<CustomerCarBidsRow>(customerCarBidsKey(session.dealerId, params.SwapCarId)),
    ]);
    if (!car) throw notFound(CustomerCarMessages.notFound);
    return { Bids: bids?.Bids ?? [] };
  },
});
