import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { CAR_STATUSES, CAR_TYPES, daysBetween, FUEL_TYPE_LABELS } from '../../domain/cars/car.ts';
import { CarMessages } from '../../domain/cars/messages.ts';
import { dealerRowKey, type DealerRow } from '../account/projections/dealer-directory.ts';
import type { UserRow } from '../account/projections/user-directory.ts';
import { dynamo } from '../platform/aws.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { physicalName, readModelsTable } from '../platform/tables.ts';
import { danishToday } from './car-search.ts';
import { carDetailsKey, type CarDetailsRow } from './projections/car-details.ts';
import { idParam, queryParams } from './query-params.ts';

const ROW_META = ['pk', 'sk', 'projection', 'streamId', 'lastVersion', 'dealerId', 'deleted', 'gsi1pk', 'gsi1sk'];

const getRow = async <T>(key: { pk: string; sk: string }): Promise<T | undefined> => {
  const { Item } = await dynamo().send(new GetCommand({ TableName: physicalName(readModelsTable), Key: key }));
  return Item && !Item.deleted ? (Item as T) : undefined;
};

/**
 * GET /api/OwnCarList/GetDetails/?id= → the stock car with every field (spec part 1 §3 "Car (details)"), its dealer's
 * name and address, days in stock and the responsible user. The caller's department only: another department's
 * car is a 404, as is a deleted one. The ETag is the car's version.
 */
export const handler = query({
  query: queryParams({ id: idParam('Bil-id') }),
  run: async ({ query: params, session }) => {
    const item = await getRow<CarDetailsRow & { lastVersion: number }>(carDetailsKey(session.dealerId, params.id));
    if (!item) throw notFound(CarMessages.notFound);
    const car = Object.fromEntries(Object.entries(item).filter(([name]) => !ROW_META.includes(name))) as CarDetailsRow;
    const [dealer, responsible] = await Promise.all([
      getRow<DealerRow>(dealerRowKey(car.DealerId)),
      car.ResponsibleUserId ? getRow<UserRow>({ pk: `user-directory#${car.DealerId}`, sk: car.ResponsibleUserId }) : undefined,
    ]);
    return respond(
      200,
      {
        ...car,
        CarTitle: car.Title,
        StatusText: CAR_STATUSES[car.Status as keyof typeof CAR_STATUSES] ?? '',
        CarTypeText: CAR_TYPES[car.CarType as keyof typeof CAR_TYPES] ?? '',
        FuelTypeText: FUEL_TYPE_LABELS[car.FuelType],
        DaysInStock: daysBetween(car.InStockSince, danishToday()),
        IsDeleted: false,
        CanEdit: true,
        ResponsibleUser: responsible ? { Name: responsible.Name, Username: responsible.Username } : null,
        DealerName: dealer?.Name ?? session.dealerName,
        DealerStreet: dealer?.Street ?? '',
        DealerZipCode: dealer?.ZipCode ?? '',
        DealerCity: dealer?.City ?? '',
        DealerPhone: dealer?.Phone ?? '',
        DealerEmail: dealer?.Email ?? '',
      },
      { headers: { etag: `"${String(item.lastVersion)}"` } },
    );
  },
});
