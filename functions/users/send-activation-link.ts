import { assertMayAdministrate, heldRoleFlags } from '../../domain/users/administration.ts';
import { userDecider } from '../../domain/users/decider.ts';
import { UserErrorCodes, UserMessages } from '../../domain/users/messages.ts';
import { sendActivationLinkSchema } from '../../domain/users/user.ts';
import { dealerById } from '../platform/auth/dealer-directory.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody, withIdFields } from '../platform/http/request-schemas.ts';
import { logger } from '../platform/logger.ts';
import { appBaseUrl } from '../platform/mail/app-base-url.ts';
import { administration, newActivationKey, onBehalfOfDealer, sendActivationMail, sessionRights, userByUsername, userStreamId, withUserVersion } from './user-administration.ts';
import { sendActivationLinkResponse } from './responses.ts';

/**
 * POST /api/user/sendactivationlink: create user by invitation. The user is created with the e-mail as username and
 * the functions given (only the department's own), and the activation link is sent to the e-mail.
 */
export const handler = command({
  summary: 'Inviterer en ny bruger og sender aktiveringslinket.',
  responses: { 200: sendActivationLinkResponse },
  body: withIdFields(danishBody(sendActivationLinkSchema), { DealerId: 'department', 'SelectedRoles[].Id': { notTenantData: 'a function of the product' } }),
  async run(context) {
    const { body, session } = context;
    // Before anything is saved: without the app's address no link can be sent.
    const linkBase = appBaseUrl();
    const dealer = await dealerById(body.DealerId);
    if (!dealer || !(await administration(session))(body.DealerId)) throw notFound();
    const selectedRoles = body.SelectedRoles.filter((flag) => dealer.SelectedRoles.includes(flag));
    // The invitee gets no right the inviting user lacks.
    assertMayAdministrate(sessionRights(session), {
      type: 'Invite',
      invitee: { isAdmin: false, isConsultant: false, simpleRole: body.SimpleRole, roleFlags: heldRoleFlags(dealer.SelectedRoles, selectedRoles) },
    });
    if (await userByUsername(body.Email)) throw new HttpError(409, UserMessages.usernameTaken, { field: 'Email', code: UserErrorCodes.usernameTaken });
    const activation = newActivationKey();
    onBehalfOfDealer(context, body.DealerId);
    const outcome = await context.handleGroup(async (group) => {
      // Numbers taken by users who were not numbered by the sequence are passed over in the same transaction.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const userId = await group.reserve('user');
        const user = await group.load(userDecider, userStreamId(userId));
        if (user.state.kind !== 'none') continue;
        user.decide({
          type: 'InviteUser',
          userId,
          dealerId: body.DealerId,
          username: body.Email,
          simpleRole: body.SimpleRole,
          selectedRoles,
          keyHash: activation.keyHash,
          expiresAt: activation.expiresAt,
        });
        return userId;
      }
      throw new HttpError(503, UserMessages.notCreated);
    });
    try {
      await sendActivationMail(linkBase, body.Email, outcome.result, activation.key, dealer.Name);
    } catch (error) {
      logger.error('The activation e-mail was not sent', { error: error instanceof Error ? error.message : String(error) });
      throw new HttpError(502, UserMessages.emailNotSent, { code: 'MailNotSent' });
    }
    const version = outcome.events.filter((event) => event.streamId === userStreamId(outcome.result)).at(-1)?.version;
    return withUserVersion({ Message: UserMessages.emailSent, Id: outcome.result }, version);
  },
});
