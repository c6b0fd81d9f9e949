import { readCookie, serializeCookie, xsrfCookieName } from '../platform/auth/cookies.ts';
import { PreLoginTokens } from '../platform/auth/pre-login.ts';
import { query } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { answerResponse } from './responses.ts';

const preLoginTokens = new PreLoginTokens();

/**
 * GET /api/account/isloggedin: the spec's boolean. It also hands a caller without a session a server-issued
 * anti-forgery token in a cookie, so that the login form can echo it (double submit); a cookie the server did not
 * issue, or one left over from an ended session, is replaced.
 */
export const handler = query({
  summary: 'Fortæller, om der er en session, og sætter anti-forgery-cookien til login.',
  responses: { 200: answerResponse },
  run: async ({ session, event }) => {
    if (session) return respond(200, true);
    const current = readCookie(event, xsrfCookieName(event));
    if (current && (await preLoginTokens.isIssued(current))) return respond(200, false);
    const token = await preLoginTokens.issue();
    return respond(200, false, { cookies: [serializeCookie(event, xsrfCookieName(event), token, { httpOnly: false })] });
  },
});
