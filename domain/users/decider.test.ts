import { describe, expect, it } from 'vitest';
import { specification } from '../decider-spec.ts';
import { userDecider, type UserEvent } from './decider.ts';
import { UserErrorCodes, UserMessages } from './messages.ts';
import { createAccountSchema, emailSettingsOf, initialsSchema, isCommonPassword, passwordSchema, saveUserSchema } from './user.ts';

const spec = specification(userDecider);
const noEmails = emailSettingsOf({});
const invited: UserEvent[] = [
  { type: 'UserInvited', data: { UserId: '50', DealerId: '101', Username: 'ny@demo.dk', SimpleRole: 'Salesman', SelectedRoles: ['case'] } },
  { type: 'UserActivationLinkSent', data: { KeyHash: 'hash-1', ExpiresAt: '2026-01-08T00:00:00.000Z' } },
];
const contact = { Address: 'Søndergade 4', ZipCode: '8000', CellPhone: '+45 20 30 40 50', Title: 'Salgskonsulent' };
const activate = (keyHash: string, now: string) =>
  ({ type: 'ActivateUser', keyHash, now, name: 'Ny Sælger', initials: 'NS', contact, passwordHash: 'scrypt$x', emailSettings: noEmails, termsAccepted: true, dsaAccepted: true }) as const;
const activated: UserEvent = {
  type: 'UserActivated',
  data: { Name: 'Ny Sælger', Initials: 'NS', ...contact, PasswordHash: 'scrypt$x', TermsAndLicenseAccepted: true, DsaRequirementAccepted: true, EmailSettings: noEmails },
};
const save = (dealerIds: string[]) =>
  ({ type: 'SaveUser', dealerIds, name: 'Ny Navn', username: 'ny@demo.dk', initials: 'NN', simpleRole: 'SalesManager', emailSettings: noEmails, selectedRoles: null }) as const;

describe('user decider', () => {
  it('invites a user and sends the first activation link', () => {
    spec([])
      .when({ type: 'InviteUser', userId: '50', dealerId: '101', username: 'ny@demo.dk', simpleRole: 'Salesman', selectedRoles: ['case'], keyHash: 'hash-1', expiresAt: '2026-01-08T00:00:00.000Z' })
      .then(invited);
  });

  it('activates with the key before it expires', () => {
    spec(invited).when(activate('hash-1', '2026-01-07T23:59:59.000Z')).then([activated]);
  });

  it('refuses an expired key', () => {
    spec(invited).when(activate('hash-1', '2026-01-08T00:00:00.000Z')).thenRefuses(UserMessages.activationExpired, 'refused', UserErrorCodes.activationExpired);
  });

  it('refuses a wrong key', () => {
    spec(invited).when(activate('hash-2', '2026-01-01T00:00:00.000Z')).thenRefuses(UserMessages.activationInvalid, 'refused', UserErrorCodes.activationInvalid);
  });

  it('refuses a key that was used already (single use)', () => {
    spec([...invited, activated]).when(activate('hash-1', '2026-01-01T00:00:00.000Z')).thenRefuses(UserMessages.activationInvalid, 'refused', UserErrorCodes.activationInvalid);
  });

  describe('a resent link', () => {
    const resent: UserEvent = { type: 'UserActivationLinkSent', data: { KeyHash: 'hash-2', ExpiresAt: '2026-02-01T00:00:00.000Z' } };
    it('makes the old key invalid', () => spec([...invited, resent]).when(activate('hash-1', '2026-01-01T00:00:00.000Z')).thenRefuses(UserMessages.activationInvalid));
    it('activates with the new key until the new expiry', () => spec([...invited, resent]).when(activate('hash-2', '2026-01-20T00:00:00.000Z')).then([activated]));
  });

  it('refuses to resend a link to an active user', () => {
    spec([...invited, activated])
      .when({ type: 'ResendActivationLink', dealerIds: ['101'], keyHash: 'h', expiresAt: '2026-03-01T00:00:00.000Z' })
      .thenRefuses(UserMessages.alreadyActive, 'refused', UserErrorCodes.alreadyActive);
  });

  it('saves details for an administrator of the user’s department', () =>
    spec([...invited, activated])
      .when(save(['101', '102']))
      .then([
        {
          type: 'UserDetailsSaved',
          data: { Name: 'Ny Navn', Username: 'ny@demo.dk', Initials: 'NN', SimpleRole: 'SalesManager', EmailSettings: noEmails, SelectedRoles: null },
        },
      ]));

  it('does not find the user for an administrator of other departments only', () =>
    spec([...invited, activated]).when(save(['102'])).thenRefuses(UserMessages.notFound, 'not-found'));

  it('refuses to edit a consultant user', () => {
    spec([
      {
        type: 'UserCreated',
        data: { UserId: '9', DealerId: '101', Name: 'K', Username: 'k@demo.dk', Initials: 'K', SimpleRole: null, IsAdmin: false, IsConsultant: true, PasswordHash: 'scrypt$x' },
      },
    ])
      .when(save(['101']))
      .thenRefuses(UserMessages.consultantNotEditable, 'refused');
  });

  it('deletes a user', () => spec(invited).when({ type: 'DeleteUser', dealerIds: ['101'] }).then([{ type: 'UserDeleted', data: {} }]));

  it('a deleted user is gone', () =>
    spec([...invited, { type: 'UserDeleted', data: {} }]).when({ type: 'DeleteUser', dealerIds: ['101'] }).thenRefuses(UserMessages.notFound, 'not-found'));

  it('records terms acceptance', () =>
    spec([...invited, { ...activated, data: { ...activated.data, TermsAndLicenseAccepted: false } }]).when({ type: 'AcceptTerms' }).then([{ type: 'UserTermsAccepted', data: {} }]));

  it('records nothing when the terms were accepted already', () => spec([...invited, activated]).when({ type: 'AcceptTerms' }).then([]));
});

describe('user rules', () => {
  it('initials are letters a-z in either case', () => expect(initialsSchema.safeParse('ABc').success).toBe(true));

  it.each(['ÆØ', 'A B', 'A1', 'A-B'])('initials %j are refused: letters a-z only', (bad) =>
    expect(initialsSchema.safeParse(bad).error?.issues[0]?.message).toBe(UserMessages.initialsInvalid));

  it('initials are at most 6 letters', () => expect(initialsSchema.safeParse('ABCDEFG').error?.issues[0]?.message).toBe(UserMessages.initialsTooLong));

  it('refuses a password shorter than 12 characters, however mixed', () => {
    expect(passwordSchema.safeParse('Password1').error?.issues[0]?.message).toBe(UserMessages.passwordTooShort);
  });

  it('accepts a long password without rules about its characters', () => {
    expect(passwordSchema.safeParse('bilerne kører stille').success).toBe(true);
  });

  it('accepts the demo password', () => {
    expect(passwordSchema.safeParse('DealerHub-2026').success).toBe(true);
  });

  it('refuses one of the most common passwords, in any case', () => {
    expect(passwordSchema.safeParse('QWERTY123456').error?.issues[0]?.message).toBe(UserMessages.passwordTooCommon);
  });

  it('refuses a common password with digits and symbols around it', () => {
    expect(passwordSchema.safeParse('Password2026!').error?.issues[0]?.message).toBe(UserMessages.passwordTooCommon);
  });

  it('does not hold the demo password or its core among the common passwords', () => {
    expect(isCommonPassword('DealerHub-2026')).toBe(false);
  });

  describe('the create-user form', () => {
    const form = { UserId: '5', Key: 'k'.repeat(20), Name: 'Ny', Initials: 'NY', NewPassword: 'Hemmelig-bil-1', PasswordRepeated: 'Hemmelig-bil-2', TermsAndLicenseAccepted: false, DsaRequirementAccepted: true };
    const issuesOf = (input: object) => (createAccountSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
    it('needs the terms accepted', () => expect(issuesOf(form)).toContainEqual(['TermsAndLicenseAccepted', UserMessages.mustAccept]));
    it('needs the repeated password equal', () => expect(issuesOf({ ...form, TermsAndLicenseAccepted: true })).toEqual([['PasswordRepeated', UserMessages.passwordRepeat]]));
    it('is accepted with the terms accepted and the repeat equal', () =>
      expect(issuesOf({ ...form, TermsAndLicenseAccepted: true, PasswordRepeated: 'Hemmelig-bil-1' })).toEqual([]));
  });

  describe('a saved user', () => {
    const parsed = () => saveUserSchema.parse({ Id: '5', DealerId: '101', Name: 'Mads', Username: 'Mads@Demo.dk', Initials: 'MS', SelectedRoles: ['case', 7, { Id: 3 }] });
    it('has the e-mail in lower case as username', () => expect(parsed().Username).toBe('mads@demo.dk'));
    it('takes roles as names or ids', () => expect(parsed().SelectedRoles).toEqual(['case', 'can_edit_all_dealers', 'can_administrate_users']));
  });
});
