import * as z from 'zod';
import { leadFunnelOf, monthsUpTo, type ManagementLevel } from '../../domain/analytics/lead-funnel.ts';
import { danishToday } from '../../domain/format.ts';
import { mayPerform } from '../../domain/roles.ts';
import { forbidden } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { integerText, querySchema } from '../platform/http/request-schemas.ts';
import { userNames } from '../users/readers.ts';
import { funnelCasesOf } from './lead-funnel-list.ts';
import { leadFunnelResponse } from './responses.ts';

/** Those who run the dealership (the role matrix's `administrateDealerData`) see the department's funnel; others their own cases'. */
const DEPARTMENT_LEADS_REFUSAL = 'Din rolle giver kun adgang til dine egne sager.';

const widgetQuery = querySchema({
  managementLevel: z
    .enum(['0', '1'], { error: 'managementLevel skal være 0 eller 1.' })
    .transform((value) => Number(value) as ManagementLevel)
    .optional(),
  months: integerText('months', 1, 24).optional(),
});

/**
 * GET /api/leadfunnelwidget/?managementLevel=0|1&months=1..24: the manager's lead funnel, for the dashboard, from the
 * department's funnel list held in memory (a department has a row for every case it ever had).
 */
export const handler = query({
  summary: 'Forsidens salgstragt: sager oprettet, tilbud printet, slutsedler underskrevet, biler leveret og tabte emner, pr. måned og pr. sælger.',
  responses: { 200: leadFunnelResponse },
  query: widgetQuery,
  async run({ query: { managementLevel, months = 12 }, session }) {
    const department = mayPerform(session, 'administrateDealerData');
    const level: ManagementLevel = managementLevel ?? (department ? 1 : 0);
    if (level === 1 && !department) throw forbidden(DEPARTMENT_LEADS_REFUSAL);
    const period = monthsUpTo(danishToday(), months);
    const rows = (await funnelCasesOf(session.dealerId)).filter((row) => row.Month >= period[0]! && (level === 1 || row.SalespersonId === session.userId));
    const names = await userNames(session.dealerId, [...new Set(rows.map((row) => row.SalespersonId))]);
    return { ManagementLevel: level, MayReadDepartment: department, ...leadFunnelOf(rows, period, names) };
  },
});
