import { CarMessages } from '../../domain/cars/messages.ts';
import { CaseStatus } from '../../domain/cases/status.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { integerText, querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { caseListCache } from './case-list-query.ts';
import { scopeOf } from './case-scope.ts';
import { listItem } from './case-search.ts';
import { lookUp } from './directory.ts';
import { casesByCarResponse } from './responses.ts';

/** At most this many related cases are listed; `Total` counts them all. */
export const CAR_CASES_MAX = 100;

const carCasesQuery = querySchema({
  CarId: scopedId('car', 'CarId'),
  count: integerText('count', 1, CAR_CASES_MAX).optional(),
});

/**
 * GET /api/CasesByCar/GetByCarId?CarId=[&count=] (spec part 1 §7): the department's open cases whose sales item is
 * this stock car, most recently modified first, as `{ Total, List }`. Selling the car first warns about them (the
 * related-cases check of 'Sell car' and of car delivered). A car the department cannot see is 'Bilen findes ikke.'.
 */
export const handler = query({
  summary: 'En lagerbils åbne sager.',
  responses: { 200: casesByCarResponse },
  query: carCasesQuery,
  async run({ query: { CarId, count = CAR_CASES_MAX }, session }) {
    const known = await lookUp(session.dealerId, { cars: [CarId] });
    if (!known.cars.has(CarId)) throw notFound(CarMessages.notFound);
    const scope = await scopeOf(session, 'Dealer');
    const { total, rows } = await caseListCache().latestOf(scope.dealerIds, (row) => row.CarId === CarId && row.Status !== CaseStatus.IsClosed, count);
    return { Total: total, List: rows.map((row) => listItem(row, scope.branches.get(row.DealerId) ?? '')) };
  },
});
