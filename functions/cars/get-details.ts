import { CAR_STATUSES, CAR_TYPES, FUEL_TYPE_LABELS } from '../../domain/cars/car.ts';
import { CarMessages } from '../../domain/cars/messages.ts';
import { danishToday, daysBetween } from '../../domain/format.ts';
import { userById } from '../account/readers.ts';
import { dealerById } from '../platform/auth/dealer-directory.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { idField, querySchema } from '../platform/http/request-schemas.ts';
import { respond } from '../platform/http/response.ts';
import { getRow } from '../platform/read-models.ts';
import { carDetailsKey, type CarDetailsRow } from './projections/car-details.ts';
import { carPictureFields } from './pictures/picture-store.ts';

const ROW_META = ['pk', 'sk', 'projection', 'streamId', 'lastVersion', 'dealerId', 'deleted', 'gsi1pk', 'gsi1sk'];

/**
 * GET /api/OwnCarList/GetDetails/?id= → the stock car with every field (spec part 1 §3 "Car (details)"), its dealer's
 * name and address, days in stock and the responsible user. The caller's department only: another department's
 * car is a 404, as is a deleted one. The ETag is the car's version.
 */
export const handler = query({
  query: querySchema({ id: idField('id', 'Bil-id') }),
  run: async ({ query: params, session }) => {
    const item = await getRow<CarDetailsRow & { lastVersion: number }>(carDetailsKey(session.dealerId, params.id));
    if (!item) throw notFound(CarMessages.notFound);
    const car = Object.fromEntries(Object.entries(item).filter(([name]) => !ROW_META.includes(name))) as CarDetailsRow;
    const [dealer, responsible, pictures] = await Promise.all([
      dealerById(car.DealerId),
      car.ResponsibleUserId ? userById(car.DealerId, car.ResponsibleUserId) : undefined,
      carPictureFields(car.Pictures, car.Title),
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
        // The pictures as short-lived links (NumberOfPictures, CarPictureUrls, CarPictureThumbnailUrl, ...).
        ...pictures,
      },
      { headers: { etag: `"${String(item.lastVersion)}"` } },
    );
  },
});
