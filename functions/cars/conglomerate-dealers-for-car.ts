import { CarMessages } from '../../domain/cars/messages.ts';
import { conglomerateDepartments } from '../platform/auth/dealer-directory.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { getRow } from '../platform/read-models.ts';
import { carDetailsKey } from './projections/car-details.ts';
import { conglomerateDealersForCarResponse } from './responses.ts';

/**
 * GET /api/ConglomerateDealer/FindConglomerateDealersForCar?carId=: the departments the caller's car may be
 * transferred to (the conglomerate's others, by name). Another department's car is not found.
 */
export const handler = query({
  summary: 'De afdelinger, en lagerbil kan flyttes til.',
  responses: { 200: conglomerateDealersForCarResponse },
  query: querySchema({ carId: scopedId('car', 'carId', 'Bil-id') }),
  run: async ({ query: params, session }) => {
    const car = await getRow(carDetailsKey(session.dealerId, params.carId));
    if (!car) throw notFound(CarMessages.notFound);
    const departments = session.conglomerateId ? await conglomerateDepartments(session.conglomerateId) : [];
    return departments
      .filter((department) => department.DealerId !== session.dealerId)
      .sort((a, b) => a.Name.localeCompare(b.Name, 'da'))
      .map((department) => ({ Id: department.DealerId, Name: department.Name }));
  },
});
