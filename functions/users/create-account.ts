import { userDecider } from '../../domain/users/decider.ts';
import { UserErrorCodes, UserMessages } from '../../domain/users/messages.ts';
import { createAccountSchema, emailSettingsOf } from '../../domain/users/user.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { HttpError } from '../platform/errors.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody, withIdFields } from '../platform/http/request-schemas.ts';
import { invitee } from './onboarding.ts';
import { INVITEE } from './schemas.ts';
import { activationKeyHash, initialsAvailable, onBehalfOfDealer, userStreamId } from './user-administration.ts';
import { createAccountResponse } from './responses.ts';

/**
 * POST /api/account/create: the invitee activates their user from the link: name, initials, contact details, password, terms and DSA
 * accepted. The key is spent by the activation (single use) and refused after it expires; then the user signs in.
 */
export const handler = command({
  summary: 'Aktiverer en inviteret bruger med adgangskode (fra aktiveringslinket).',
  responses: { 200: createAccountResponse },
  body: withIdFields(danishBody(createAccountSchema), { UserId: { notTenantData: INVITEE } }),
  async run(context) {
    const { body } = context;
    const user = await invitee(body.UserId, body.Key);
    if (!(await initialsAvailable(user.DealerId, body.Initials, user.UserId))) {
      throw new HttpError(409, UserMessages.initialsTaken, { field: 'Initials', code: UserErrorCodes.initialsTaken });
    }
    onBehalfOfDealer(context, user.DealerId);
    await context.handle(
      userDecider,
      userStreamId(body.UserId),
      {
        type: 'ActivateUser',
        keyHash: activationKeyHash(body.Key),
        now: new Date().toISOString(),
        name: body.Name,
        initials: body.Initials.toUpperCase(),
        contact: { Address: body.Address, ZipCode: body.ZipCode, CellPhone: body.CellPhone, Title: body.Title },
        passwordHash: await hashPassword(body.NewPassword),
        emailSettings: emailSettingsOf(body),
        termsAccepted: body.TermsAndLicenseAccepted,
        dsaAccepted: body.DsaRequirementAccepted,
      },
      { retries: 0 },
    );
    return { Message: UserMessages.created, Username: user.Username };
  },
});
