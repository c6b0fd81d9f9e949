import { userDecider } from '../../domain/users/decider.ts';
import { UserErrorCodes, UserMessages } from '../../domain/users/messages.ts';
import { resetPasswordSchema } from '../../domain/users/user.ts';
import { refused } from '../../domain/errors.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { SessionStore } from '../platform/auth/sessions.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody, withIdFields } from '../platform/http/request-schemas.ts';
import { resetTokenHash } from './request-password-reset.ts';
import { messageResponse } from './responses.ts';
import { loadUserRow, onBehalfOfDealer, userStreamId } from './user-administration.ts';

const sessions = new SessionStore();

/** The reset link names the user it was sent to; the token, not a session, admits the caller to that user alone. */
const RESET_LINK_USER = "the user the reset link was sent to, admitted by the link's token (no session)";

/**
 * POST /api/account/resetpassword {UserId, Token, NewPassword, PasswordRepeated}: the form the reset link opens sets
 * the new password (the same strength rule as everywhere), spends the link and ends every session of the user, so
 * whoever knew the old password is signed out everywhere. Then the user signs in with the new one.
 */
export const handler = command({
  summary: 'Sætter en ny adgangskode med linket fra e-mailen og afslutter brugerens sessioner.',
  responses: { 200: messageResponse },
  body: withIdFields(danishBody(resetPasswordSchema), { UserId: { notTenantData: RESET_LINK_USER } }),
  async run(context) {
    const { body } = context;
    const user = await loadUserRow(body.UserId);
    if (!user) throw refused(UserMessages.resetInvalid, UserErrorCodes.resetInvalid);
    onBehalfOfDealer(context, user.DealerId);
    await context.handle(
      userDecider,
      userStreamId(user.UserId),
      { type: 'ResetPassword', tokenHash: resetTokenHash(body.Token), now: new Date().toISOString(), passwordHash: await hashPassword(body.NewPassword) },
      { retries: 0 },
    );
    await sessions.endAllForUser(user.UserId);
    return { Message: UserMessages.resetDone };
  },
});
