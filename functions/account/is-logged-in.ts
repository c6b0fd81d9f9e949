import { randomBytes } from 'node:crypto';
import { readCookie, serializeCookie, XSRF_COOKIE } from '../platform/auth/cookies.ts';
import { query } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';

/**
 * GET /api/account/isloggedin: the spec's boolean. It also hands a caller without a session an anti-forgery cookie,
 * so that the login form can echo it (double submit).
 */
export const handler = query({
  run: async ({ session, event }) => {
    const cookies = session || readCookie(event, XSRF_COOKIE)
      ? []
      : [serializeCookie(event, XSRF_COOKIE, randomBytes(16).toString('base64url'), { httpOnly: false })];
    return respond(200, Boolean(session), { cookies });
  },
});
