import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { userIdQuery } from './schemas.ts';
import { respond } from '../platform/http/response.ts';
import { administration, loadUser, sessionRights, userView } from './user-administration.ts';
import { getUserByIdResponse } from './responses.ts';

/**
 * GET /api/user/GetUserById?Id: the admin user edit page's user, with the department's roles to choose from, and the
 * user's version as the ETag (the save's If-Match, so a save over another administrator's change is refused with 409).
 */
export const handler = query({
  summary: 'Én bruger til redigering, med de roller og funktioner man må give.',
  responses: { 200: getUserByIdResponse },
  query: userIdQuery,
  async run({ session, query: { Id } }) {
    const { row, version } = await loadUser(Id);
    if (!row || !(await administration(session))(row.DealerId)) throw notFound('Brugeren findes ikke.');
    return respond(200, await userView(row, sessionRights(session)), { headers: { etag: `"${version}"` } });
  },
});
