import { CAR_TYPES, carStatusText, daysInStock, FUEL_TYPE_LABELS } from '../../domain/cars/car.ts';
import { CarMessages } from '../../domain/cars/messages.ts';
import { danishToday } from '../../domain/format.ts';
import { userById } from '../users/readers.ts';
import { dealerById } from '../platform/auth/dealer-directory.ts';
import { mayPerform } from '../../domain/roles.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { integerText, querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { respond } from '../platform/http/response.ts';
import { readAtVersion } from '../platform/read-models.ts';
import { readableDealerIds } from '../platform/search-scope.ts';
import { carDetailsKey, type CarDetailsRow } from './projections/car-details.ts';
import { carPictureFields } from './pictures/picture-store.ts';
import { getDetailsResponse } from './responses.ts';

const ROW_META = ['pk', 'sk', 'projection', 'streamId', 'lastVersion', 'dealerId', 'deleted', 'gsi1pk', 'gsi1sk'];

/**
 * GET /api/OwnCarList/GetDetails/?id=[&DealerId=][&MinVersion=] → the stock car with every field (spec part 1 §3 "Car
 * (details)"), its dealer's name and address, days in stock and the responsible user. The caller's department, or
 * (`DealerId`) another department of its group when the caller may search all departments, as the list's combined
 * scope shows them; any other department's car is a 404, as is a deleted one. `CanEdit` says whether this caller may
 * change the car: the role allows editing cars, the department has more than read-only access, the car is its own
 * department's (another department's is shown read-only) and is not locked from the car API. The ETag is the car's
 * version; `MinVersion` (the ETag a command returned) waits until the details have caught up with that command.
 */
export const handler = query({
  summary: 'Én lagerbil med alle detaljer; versionen som ETag.',
  responses: { 200: getDetailsResponse },
  query: querySchema({
    id: scopedId('car', 'id', 'Bil-id'),
    DealerId: scopedId('department', 'DealerId', 'Afdeling').optional(),
    MinVersion: integerText('MinVersion', 0, Number.MAX_SAFE_INTEGER).optional(),
  }),
  run: async ({ query: params, session }) => {
    const dealerId = params.DealerId ?? session.dealerId;
    if (dealerId !== session.dealerId && !(await readableDealerIds(session)).includes(dealerId)) throw notFound(CarMessages.notFound);
    const item = await readAtVersion<CarDetailsRow>(carDetailsKey(dealerId, params.id), params.MinVersion);
    if (!item || item.deleted) throw notFound(CarMessages.notFound);
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
        StatusText: carStatusText(car),
        CarTypeText: CAR_TYPES[car.CarType as keyof typeof CAR_TYPES] ?? '',
        FuelTypeText: FUEL_TYPE_LABELS[car.FuelType],
        DaysInStock: daysInStock(car, danishToday()),
        IsDeleted: false,
        CanEdit:
          dealerId === session.dealerId &&
          mayPerform(session, 'editCars') &&
          !session.roleFlags.has('read_only_access') &&
          car.LockedByCarApi !== true,
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
