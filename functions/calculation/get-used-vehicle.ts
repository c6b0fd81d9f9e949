import { stockCarConsumption, stockCarsById } from '../cars/readers.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { getUsedVehicleResponse } from './responses.ts';

/**
 * GET /api/case/getusedvehicle?CarId=: a stock car's used-vehicle information for the calculation (registration
 * date, mileage, model year, km/l) and whether it counts as new for the fee. A car of a department the caller does not
 * read (another department of the group for a salesman, any department of another group) is a 404, as the stock car
 * picker offers no such car.
 */
export const handler = query({
  summary: 'Sagens bil til kalkulationen.',
  responses: { 200: getUsedVehicleResponse },
  query: querySchema({ CarId: scopedId('car', 'CarId') }),
  async run({ query: { CarId }, session }) {
    const [cars, consumption] = await Promise.all([stockCarsById(session.dealerId, [CarId]), stockCarConsumption(session.dealerId, [CarId])]);
    const car = cars.get(CarId);
    if (!car) throw notFound('Bilen findes ikke.');
    return {
      CarId: car.Id,
      Title: car.Title,
      Make: car.Make,
      Model: car.Model,
      ModelYear: car.ModelYear,
      IsFactoryNew: car.IsFactoryNew,
      UsedVehicleInformation: { RegistrationDate: car.RegistrationDate, Mileage: car.Mileage, IsImportedCar: false },
      CashPrice: car.CashPrice,
      // What the fee and the yearly taxes are computed from (the spec's VehicleInformation.KmPerLiter).
      VehicleInformation: { KmPerLiter: consumption.get(CarId)?.KmPerLiter ?? null },
    };
  },
});
