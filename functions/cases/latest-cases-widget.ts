import * as z from 'zod';
import { query } from '../platform/http/endpoint.ts';
import { caseListCache } from './case-list-query.ts';
import { scopeOf } from './case-scope.ts';
import { LATEST_CASES, openCaseOf } from './case-search.ts';
import { CASE_STATUS_LABELS, type CaseStatus } from '../../domain/cases/status.ts';
import { querySchema } from '../platform/http/request-schemas.ts';
import { latestCasesWidgetResponse } from './responses.ts';

const widgetQuery = querySchema({
  searchType: z
    .string()
    .transform((value, context) => {
      const type = ({ casemanager: 'Casemanager', dealer: 'Dealer' } as const)[value.toLowerCase() as 'casemanager' | 'dealer'];
      if (!type) context.addIssue({ code: 'custom', message: 'searchType skal være Dealer eller Casemanager.' });
      return type ?? 'Dealer';
    })
    .optional(),
});

/** GET /api/LatestCasesWidget/?searchType=Dealer|Casemanager: the dashboard's 10 most recently modified open cases. */
export const handler = query({
  summary: 'Forsidens seneste åbne sager.',
  responses: { 200: latestCasesWidgetResponse },
  query: widgetQuery,
  async run({ query: { searchType = 'Dealer' }, session }) {
    const scope = await scopeOf(session, searchType);
    const { rows } = await caseListCache().latestOf(scope.dealerIds, openCaseOf(scope.caseManagerId), LATEST_CASES);
    return {
      List: rows.map((row) => ({
        Id: row.Id,
        CustomerName: row.CustomerName ?? null,
        CarDescription: row.CarDescription ?? null,
        Status: row.Status,
        StatusText: CASE_STATUS_LABELS[row.Status as CaseStatus] ?? '',
        ModifiedDate: row.ModifiedDate,
      })),
    };
  },
});
