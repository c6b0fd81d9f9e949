import { PriceTagMessages } from '../../domain/price-tags/price-tag.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { financeCompanies } from '../platform/partners/finance-companies.ts';
import { carFinanceCompany, priceTagCar } from './price-tag-car.ts';
import { checkFinanceResponse } from './responses.ts';

/**
 * GET /api/pricetag/checkfinance?carId → whether the car can show financing: its department has chosen a default
 * finance company. Without one the modal shows 'Du mangler at vælge finansieringsselskab på bilen.' (spec part 1 §8, 15 s).
 */
export const handler = query({
  summary: 'Om bilen har et finansieringsselskab, så prisskiltet kan vise finansiering.',
  responses: { 200: checkFinanceResponse },
  query: querySchema({ carId: scopedId('car', 'carId', 'Bil-id') }),
  run: async ({ query: params, session }) => {
    const car = await priceTagCar(session, params.carId);
    const terms = await financeCompanies().termsFor(await carFinanceCompany(car));
    return {
      HasFinancingCompany: terms !== null,
      FinancingCompanyName: terms?.FinancingCompanyName ?? null,
      Message: terms ? null : PriceTagMessages.missingFinancingCompany,
    };
  },
});
