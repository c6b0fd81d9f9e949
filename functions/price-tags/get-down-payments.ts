import * as z from 'zod';
import { danishToday } from '../../domain/format.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { financeCompanies } from '../platform/partners/finance-companies.ts';
import { carFinanceCompany, priceTagCar } from './price-tag-car.ts';
import { downPaymentsResponse } from './responses.ts';

/**
 * GET /api/pricetag/GetDownPayments?vehicleId&vehiclePrice → the down payments (percent) and periods (months) the
 * car's finance company offers at that price; none when its department has no finance company or the company does
 * not finance the car.
 */
export const handler = query({
  summary: 'Udbetalinger og løbetider som bilens finansieringsselskab tilbyder ved prisen.',
  responses: { 200: downPaymentsResponse },
  query: querySchema({
    vehicleId: scopedId('car', 'vehicleId', 'Bil-id'),
    vehiclePrice: z.coerce.number({ error: 'vehiclePrice skal være et tal.' }).min(0, 'vehiclePrice skal være et tal mellem 0 og 100.000.000.').max(100_000_000, 'vehiclePrice skal være et tal mellem 0 og 100.000.000.'),
  }),
  run: async ({ query: params, session }) => {
    const car = await priceTagCar(session, params.vehicleId);
    return financeCompanies().downPayments(await carFinanceCompany(car), { price: params.vehiclePrice, registrationDate: car.RegistrationDate, mileage: car.Mileage }, danishToday());
  },
});
