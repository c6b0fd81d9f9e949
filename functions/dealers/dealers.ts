import { dealerAdministration } from '../account/readers.ts';
import { conglomerateDepartments } from '../platform/auth/dealer-directory.ts';
import { query } from '../platform/http/endpoint.ts';

/** GET /api/dealer/dealers: the departments the administrator may administrate, for the user administration's picker. */
export const handler = query({
  async run({ session }) {
    const may = await dealerAdministration(session);
    const departments = await conglomerateDepartments(session.conglomerateId);
    const own = departments.some((department) => department.DealerId === session.dealerId) ? [] : [{ DealerId: session.dealerId, Name: session.dealerName }];
    return [...own, ...departments]
      .filter((department) => may(department.DealerId))
      .map((department) => ({ Id: department.DealerId, Name: department.Name }))
      .sort((a, b) => a.Name.localeCompare(b.Name, 'da'));
  },
});
