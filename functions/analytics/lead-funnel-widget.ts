import * as z from 'zod';
import { leadFunnelOf, leadFunnelResponse, monthsUpTo, type FunnelCase, type ManagementLevel } from '../../domain/analytics/lead-funnel.ts';
import { danishToday } from '../../domain/format.ts';
import { mayPerform, type RoleSubject } from '../../domain/roles.ts';
import { forbidden } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { integerText, querySchema } from '../platform/http/request-schemas.ts';
import { queryPartition } from '../platform/read-models.ts';
import { userNames } from '../users/readers.ts';
import { LEAD_FUNNEL } from './projections/lead-funnel.ts';

/**
 * Who sees the department's funnel: those who run the dealership (owners, business managers, sales managers,
 * administrators: the role matrix's `administrateDealerData`); everyone else sees the funnel of their own cases.
 */
export const mayReadDepartmentLeads = (user: RoleSubject): boolean => mayPerform(user, 'administrateDealerData');
export const DEPARTMENT_LEADS_REFUSAL = 'Din rolle giver kun adgang til dine egne sager.';

const widgetQuery = querySchema({
  managementLevel: z
    .enum(['0', '1'], { error: 'managementLevel skal være 0 eller 1.' })
    .transform((value) => Number(value) as ManagementLevel)
    .optional(),
  months: integerText('months', 1, 24).optional(),
});

/** GET /api/leadfunnelwidget/?managementLevel=0|1&months=1..24: the manager's lead funnel, for the dashboard. */
export const handler = query({
  summary: 'Forsidens salgstragt: sager oprettet, tilbud printet, slutsedler underskrevet, biler leveret og tabte emner, pr. måned og pr. sælger.',
  responses: { 200: leadFunnelResponse },
  query: widgetQuery,
  async run({ query: { managementLevel, months = 12 }, session }) {
    const department = mayReadDepartmentLeads(session);
    const level: ManagementLevel = managementLevel ?? (department ? 1 : 0);
    if (level === 1 && !department) throw forbidden(DEPARTMENT_LEADS_REFUSAL);
    const period = monthsUpTo(danishToday(), months);
    const rows = (await queryPartition({
      pk: `${LEAD_FUNNEL}#${session.dealerId}`,
      filter: 'attribute_not_exists(deleted) AND #month >= :from' + (level === 0 ? ' AND SalespersonId = :user' : ''),
      names: { '#month': 'Month' },
      values: { ':from': period[0], ...(level === 0 ? { ':user': session.userId } : {}) },
      // Only what the figures need: a department's partition holds a row for every case it ever had.
      attributes: ['CaseId', 'DealerId', 'SalespersonId', 'Month', 'OfferPrinted', 'ContractSigned', 'CarDelivered', 'LeadLost'],
    })) as unknown as FunnelCase[];
    const names = await userNames(session.dealerId, [...new Set(rows.map((row) => row.SalespersonId))]);
    return { ManagementLevel: level, MayReadDepartment: department, ...leadFunnelOf(rows, period, names) };
  },
});
