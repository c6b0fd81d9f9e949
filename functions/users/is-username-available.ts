import { query } from '../platform/http/endpoint.ts';
import { usernameQuery } from './schemas.ts';
import { userByUsername } from './user-administration.ts';
import { answerResponse } from './responses.ts';

/** GET /api/User/IsUsernameAvailable?username&userid: the remote check of the user forms (the user's own name is). */
export const handler = query({
  summary: 'Om et brugernavn er ledigt.',
  responses: { 200: answerResponse },
  query: usernameQuery,
  async run({ query: { username, userid } }) {
    const holder = await userByUsername(username);
    return !holder || holder.UserId === userid;
  },
});
