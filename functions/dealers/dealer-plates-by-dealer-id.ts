import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { idField, querySchema } from '../platform/http/request-schemas.ts';
import { query } from '../platform/http/endpoint.ts';
import { dynamo } from '../platform/aws.ts';
import { physicalName, readModelsTable } from '../platform/tables.ts';
import { readableDealer } from './dealer-case-data.ts';
import { dealerPlatesKey, type DealerPlate, type DealerPlatesRow } from './projections/dealer-plates.ts';

/**
 * GET /api/dealerplate/dealerplatesbydealerid?dealerId=: the dealer's own plates (spec document 1 "Dealer plate"),
 * the choices of a test drive's plate after the car's own registration number. An empty list while the dealer has
 * set none; another dealer's as the other dealer data of the case page (404 where the caller may not read it).
 */
export const handler = query({
  query: querySchema({ dealerId: idField('dealerId') }),
  async run({ query: { dealerId }, session }): Promise<DealerPlate[]> {
    await readableDealer(session, dealerId);
    const { Item } = await dynamo().send(new GetCommand({ TableName: physicalName(readModelsTable), Key: dealerPlatesKey(dealerId) }));
    const row = Item && !Item.deleted ? (Item as DealerPlatesRow) : undefined;
    return (row?.Plates ?? []).map(({ Id, RegistrationNumber }) => ({ Id, RegistrationNumber }));
  },
});
