import { salesItemOfStockCar } from '../../domain/cases/sales-item.ts';
import { OfferMessages } from '../../domain/offers/rules.ts';
import type { CaseData } from '../../events/cases.ts';
import { stockCarConsumption } from '../cars/readers.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { caseModel, caseOfOffer } from './case-views.ts';
import { lookUp } from './directory.ts';
import { newCaseQuery } from './schemas.ts';
import { caseModelResponse } from './responses.ts';

/**
 * GET /api/Case/New[?carId=&customerId=&financeOfferId=]: a blank case (not stored) with the caller as case manager;
 * from a stock car its sales item is filled in, from a customer the buyer. From a finance offer the new case is the
 * deal the offer finances: it carries the offer's id, and the buyer, co-debtor and car of the case the offer was made
 * on (a car or customer named as well takes their place). A car, customer or offer of a department the caller does
 * not read is not found (the platform refuses ids out of scope; an offer is looked up among the department's cases).
 */
export const handler = query({
  summary: 'En ny sag, udfyldt fra en lagerbil, en kunde og/eller et finansieringstilbud.',
  responses: { 200: caseModelResponse },
  query: newCaseQuery,
  async run({ query: { carId, customerId, financeOfferId }, session }) {
    // The stock car's consumption comes along: the calculation computes a used car's fee and yearly taxes from it.
    const [found, consumption, offerCase] = await Promise.all([
      lookUp(session.dealerId, { cars: [carId], customers: [customerId] }),
      carId ? stockCarConsumption(session.dealerId, [carId]) : Promise.resolve(new Map()),
      financeOfferId ? caseOfOffer(session.dealerId, financeOfferId) : Promise.resolve(undefined),
    ]);
    const car = carId ? found.cars.get(carId) : undefined;
    if (carId && !car) throw notFound('Bilen findes ikke.');
    if (customerId && !found.customers.has(customerId)) throw notFound('Kunden findes ikke.');
    if (financeOfferId && !offerCase) throw notFound(OfferMessages.notFound);
    const financed = offerCase?.Case;
    const data: CaseData = {
      CustomerId: customerId ?? financed?.CustomerId ?? null,
      Customer2Id: customerId ? null : (financed?.Customer2Id ?? null),
      CaseManagerId: session.userId,
      SalesItem: car ? salesItemOfStockCar({ ...car, ...consumption.get(car.Id) }) : (financed?.SalesItem ?? null),
      FinanceOfferId: financeOfferId ?? null,
    };
    return caseModel(session, session.dealerId, null, data, { Status: 0, CreatedDate: null, ModifiedDate: null, Version: 0, Delivered: false }, {
      CaseManagerName: session.name,
    });
  },
});
