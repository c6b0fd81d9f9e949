import { salesItemOfStockCar } from '../../domain/cases/sales-item.ts';
import type { CaseData } from '../../events/cases.ts';
import { stockCarConsumption } from '../cars/readers.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { caseModel } from './case-views.ts';
import { lookUp } from './directory.ts';
import { newCaseQuery } from './schemas.ts';
import { caseModelResponse } from './responses.ts';

/**
 * GET /api/Case/New[?carId=&customerId=]: a blank case (not stored) with the caller as case manager; from a stock
 * car its sales item is filled in, from a customer the buyer. A car or customer of a department the caller does not
 * read is not found (the platform refuses it as it refuses every id out of scope).
 */
export const handler = query({
  summary: 'En ny sag, udfyldt fra en lagerbil og/eller en kunde.',
  responses: { 200: caseModelResponse },
  query: newCaseQuery,
  async run({ query: { carId, customerId }, session }) {
    // The stock car's consumption comes along: the calculation computes a used car's fee and yearly taxes from it.
    const [found, consumption] = await Promise.all([
      lookUp(session.dealerId, { cars: [carId], customers: [customerId] }),
      carId ? stockCarConsumption(session.dealerId, [carId]) : Promise.resolve(new Map()),
    ]);
    const car = carId ? found.cars.get(carId) : undefined;
    if (carId && !car) throw notFound('Bilen findes ikke.');
    if (customerId && !found.customers.has(customerId)) throw notFound('Kunden findes ikke.');
    const data: CaseData = {
      CustomerId: customerId ?? null,
      CaseManagerId: session.userId,
      SalesItem: car ? salesItemOfStockCar({ ...car, ...consumption.get(car.Id) }) : null,
    };
    return caseModel(session, session.dealerId, null, data, { Status: 0, CreatedDate: null, ModifiedDate: null, Version: 0, Delivered: false }, {
      CaseManagerName: session.name,
    });
  },
});
