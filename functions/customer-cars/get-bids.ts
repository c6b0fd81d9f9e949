import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { CustomerCarMessages } from '../../domain/customer-cars/messages.ts';
import { dynamo } from '../platform/aws.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { physicalName, readModelsTable } from '../platform/tables.ts';
import { customerCarBidsKey, type CustomerCarBidsRow } from './projections/customer-car-bids.ts';
import { customerCarRowKey } from './projections/customer-car-list.ts';
import { idField, querySchema } from '../platform/http/request-schemas.ts';

/**
 * GET /api/Case/GetBids?CaseId=&SwapCarId= → `{ Bids: [...] }`: every bid given on the swap car, newest first (the
 * car's bid history, whichever case it was given on; each entry names its case). A car of another department is a 404.
 * `CaseId` may be left out for a case not saved yet.
 */
export const handler = query({
  query: querySchema({ CaseId: idField('CaseId').optional(), SwapCarId: idField('SwapCarId') }),
  requires: ['case'],
  run: async ({ query: params, session }) => {
    const table = physicalName(readModelsTable);
    const [car, bids] = await Promise.all([
      dynamo().send(new GetCommand({ TableName: table, Key: customerCarRowKey(session.dealerId, params.SwapCarId) })),
      dynamo().send(new GetCommand({ TableName: table, Key: customerCarBidsKey(session.dealerId, params.SwapCarId) })),
    ]);
    if (!car.Item || car.Item.deleted) throw notFound(CustomerCarMessages.notFound);
    return { Bids: (bids.Item as CustomerCarBidsRow | undefined)?.Bids ?? [] };
  },
});
