import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { userIdQuery } from './schemas.ts';
import { administration, loadUserRow, userView } from './user-administration.ts';

/** GET /api/user/GetUserById?Id: the admin user edit page's user, with the department's roles to choose from. */
export const handler = query({
  query: userIdQuery,
  async run({ session, query: { Id } }) {
    const row = await loadUserRow(Id);
    if (!row || !(await administration(session))(row.DealerId)) throw notFound('Brugeren findes ikke.');
    return userView(row);
  },
});
