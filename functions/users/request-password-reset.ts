import { createHash, randomBytes } from 'node:crypto';
import { userDecider } from '../../domain/users/decider.ts';
import { UserMessages } from '../../domain/users/messages.ts';
import { PASSWORD_RESET_VALID_MINUTES, requestPasswordResetSchema } from '../../domain/users/user.ts';
import { HttpError } from '../platform/errors.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody } from '../platform/http/request-schemas.ts';
import { logger } from '../platform/logger.ts';
import { appBaseUrl } from '../platform/mail/app-base-url.ts';
import { outbox } from '../platform/mail/outbox.ts';
import { PasswordResetThrottle } from './password-reset-throttle.ts';
import { messageResponse } from './responses.ts';
import { onBehalfOfDealer, userByUsername, userStreamId } from './user-administration.ts';

const throttle = new PasswordResetThrottle();

/** A reset token: 192 random bits for the link; only its hash is stored. */
export const newResetToken = (now = new Date()) => {
  const token = randomBytes(24).toString('base64url');
  return { token, tokenHash: resetTokenHash(token), expiresAt: new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000).toISOString() };
};
export const resetTokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * POST /api/account/requestresetpassword {Username}: the login area's forgotten-password form. A user who can sign in
 * gets a single-use link by e-mail (valid one hour; a newer link replaces it). The answer is the same whether the
 * e-mail belongs to a user or not, so the form cannot be used to find out who has an account.
 */
export const handler = command({
  summary: 'Sender et link til at nulstille adgangskoden (samme svar, uanset om e-mailen kendes).',
  responses: { 200: messageResponse },
  body: danishBody(requestPasswordResetSchema),
  async run(context) {
    const { body, sourceIp } = context;
    const wait = await throttle.take(body.Username, sourceIp);
    if (wait > 0) throw new HttpError(429, UserMessages.resetThrottled, { code: 'Throttled', headers: { 'retry-after': String(wait) } });
    const linkBase = appBaseUrl();
    const user = await userByUsername(body.Username);
    if (user && user.Status !== 'Invited' && !user.Disabled) {
      const reset = newResetToken();
      onBehalfOfDealer(context, user.DealerId);
      await context.handle(userDecider, userStreamId(user.UserId), { type: 'RequestPasswordReset', tokenHash: reset.tokenHash, expiresAt: reset.expiresAt }, { retries: 0 });
      const link = `${linkBase}/Account/ResetPassword?userId=${encodeURIComponent(user.UserId)}&token=${encodeURIComponent(reset.token)}`;
      try {
        await outbox().send({
          to: user.Username,
          subject: 'Nulstil din adgangskode til DealerHub',
          text: [
            `Hej ${user.Name},`,
            '',
            'Vi har fået en anmodning om at nulstille adgangskoden til din bruger i DealerHub.',
            `Vælg en ny adgangskode her (linket virker i ${PASSWORD_RESET_VALID_MINUTES} minutter og kan bruges én gang):`,
            '',
            link,
            '',
            'Har du ikke bedt om det, kan du se bort fra denne e-mail; din adgangskode er uændret.',
            '',
            'Venlig hilsen',
            'DealerHub',
          ].join('\n'),
        });
      } catch (error) {
        // The same answer as for an unknown e-mail: the user may simply ask again.
        logger.error('The password-reset e-mail was not sent', { error: error instanceof Error ? error.message : String(error) });
      }
    }
    return { Message: UserMessages.resetRequested };
  },
});
