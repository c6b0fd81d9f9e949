import { dealerAdministration } from '../users/readers.ts';
import { conglomerateDepartments } from '../platform/auth/dealer-directory.ts';
import { query } from '../platform/http/endpoint.ts';
import { queryPartition } from '../platform/read-models.ts';
import { ALL_DEALERS, type AllDealersRow } from './projections/all-dealers.ts';
import { dealersResponse } from './responses.ts';

/**
 * GET /api/dealer/dealers: the departments the administrator may administrate, for the user administration's picker:
 * those of their own group; every department of every group only with can_edit_all_dealers.
 */
export const handler = query({
  summary: 'De afdelinger, man må administrere.',
  responses: { 200: dealersResponse },
  async run({ session }) {
    const may = await dealerAdministration(session);
    const departments = session.roleFlags.has('can_edit_all_dealers')
      ? ((await queryPartition({ pk: ALL_DEALERS, filter: 'attribute_not_exists(deleted)' })) as AllDealersRow[])
      : await conglomerateDepartments(session.conglomerateId);
    const own = departments.some((department) => department.DealerId === session.dealerId) ? [] : [{ DealerId: session.dealerId, Name: session.dealerName }];
    return [...own, ...departments]
      .filter((department) => may(department.DealerId))
      .map((department) => ({ Id: department.DealerId, Name: department.Name }))
      .sort((a, b) => a.Name.localeCompare(b.Name, 'da'));
  },
});
