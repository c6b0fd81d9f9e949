import { assertMayAdministrate } from '../../domain/users/administration.ts';
import { userDecider } from '../../domain/users/decider.ts';
import { UserMessages } from '../../domain/users/messages.ts';
import { dealerById } from '../platform/auth/dealer-directory.ts';
import { HttpError } from '../platform/errors.ts';
import { command } from '../platform/http/endpoint.ts';
import { logger } from '../platform/logger.ts';
import { appBaseUrl } from '../platform/mail/app-base-url.ts';
import { resendQuery } from './schemas.ts';
import {
  administrableDealerIds,
  administeredUser,
  administration,
  loadUserRow,
  newActivationKey,
  onBehalfOfDealer,
  sendActivationMail,
  sessionRights,
  userStreamId,
  withUserVersion,
} from './user-administration.ts';
import { resendActivationLinkResponse } from './responses.ts';

/** POST /api/user/ResendActivationLink?userId: a new key and expiry (the expired flag clears), sent by e-mail. */
export const handler = command({
  summary: 'Sender et nyt aktiveringslink til en bruger, der endnu ikke er aktiveret.',
  responses: { 200: resendActivationLinkResponse },
  query: resendQuery,
  async run(context) {
    const { userId } = context.query;
    // Before anything is saved: without the app's address no link can be sent.
    const linkBase = appBaseUrl();
    const row = await loadUserRow(userId);
    if (row && (await administration(context.session))(row.DealerId)) {
      assertMayAdministrate(sessionRights(context.session), { type: 'ResendActivationLink', target: (await administeredUser(row)).rights });
    }
    const activation = newActivationKey();
    if (row) onBehalfOfDealer(context, row.DealerId);
    const outcome = await context.handle(userDecider, userStreamId(userId), {
      type: 'ResendActivationLink',
      dealerIds: await administrableDealerIds(context.session, row?.DealerId),
      keyHash: activation.keyHash,
      expiresAt: activation.expiresAt,
    });
    try {
      await sendActivationMail(linkBase, row!.Username, userId, activation.key, (await dealerById(row!.DealerId))?.Name ?? 'DealerHub');
    } catch (error) {
      logger.error('The activation e-mail was not sent', { error: error instanceof Error ? error.message : String(error) });
      throw new HttpError(502, UserMessages.emailNotSent, { code: 'MailNotSent' });
    }
    return withUserVersion({ Message: UserMessages.emailSent }, outcome.events.length > 0 ? outcome.version : undefined);
  },
});
