import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { initialsQuery } from './schemas.ts';
import { administration, initialsAvailable } from './user-administration.ts';
import { answerResponse } from './responses.ts';

/** GET /api/User/IsInitialsAvailable?initials&userid&dealerId: initials are unique within a department. */
export const handler = query({
  summary: 'Om initialer er ledige i afdelingen.',
  responses: { 200: answerResponse },
  query: initialsQuery,
  async run({ session, query: { initials, userid, dealerId = session.dealerId } }) {
    if (!(await administration(session))(dealerId)) throw notFound();
    return initialsAvailable(dealerId, initials, userid);
  },
});
