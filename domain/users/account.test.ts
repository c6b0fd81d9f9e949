import { describe, expect, it } from 'vitest';
import { specification } from '../decider-spec.ts';
import { userDecider, type UserEvent } from './decider.ts';
import { UserErrorCodes, UserMessages } from './messages.ts';
import { EMAIL_SETTINGS, emailSettingsOf, emailSettingsOffered, myAccountPasswordRule, updateMyAccountSchema } from './user.ts';

const spec = specification(userDecider);
const created: UserEvent = {
  type: 'UserCreated',
  data: { UserId: '7', DealerId: '101', Name: 'Sælger', Username: 's@demo.dk', Initials: 'S', SimpleRole: 'Salesman', IsAdmin: false, IsConsultant: false, PasswordHash: 'scrypt$old' },
};
const invited: UserEvent = { type: 'UserInvited', data: { UserId: '7', DealerId: '101', Username: 's@demo.dk', SimpleRole: null, SelectedRoles: [] } };
const contact = { Address: 'Søndergade 4', ZipCode: '8000', City: 'Aarhus C', CellPhone: '20304050', Title: 'Sælger' };
const emails = emailSettingsOf({ SettingsAcceptsFeatureEmails: true });
const update = (passwordHash: string | null) =>
  ({ type: 'UpdateMyAccount', name: 'Ny Navn', username: 's@demo.dk', initials: 'NN', contact, emailSettings: emails, passwordHash }) as const;
const accountUpdated: UserEvent = {
  type: 'UserAccountUpdated',
  data: { Name: 'Ny Navn', Username: 's@demo.dk', Initials: 'NN', ...contact, EmailSettings: emails },
};
const requested: UserEvent = { type: 'UserPasswordResetRequested', data: { TokenHash: 'token-1', ExpiresAt: '2026-01-01T01:00:00.000Z' } };
const reset = (tokenHash: string, now: string) => ({ type: 'ResetPassword', tokenHash, now, passwordHash: 'scrypt$new' }) as const;
const resetDone: UserEvent = { type: 'UserPasswordChanged', data: { PasswordHash: 'scrypt$new', ByReset: true } };

describe('my account', () => {
  it('saves the user’s own details and e-mail preferences', () => spec([created]).when(update(null)).then([accountUpdated]));

  it('changes the password along with the details when a new one is given', () =>
    spec([created]).when(update('scrypt$new')).then([accountUpdated, { type: 'UserPasswordChanged', data: { PasswordHash: 'scrypt$new' } }]));

  it('is not open to an invited user who has not activated', () => spec([invited]).when(update(null)).thenRefuses(UserMessages.notFound, 'not-found'));
});

describe('password reset', () => {
  it('records the link’s token hash and expiry', () =>
    spec([created]).when({ type: 'RequestPasswordReset', tokenHash: 'token-1', expiresAt: '2026-01-01T01:00:00.000Z' }).then([requested]));

  it('is refused to an invited user, who activates through their own link', () =>
    spec([invited])
      .when({ type: 'RequestPasswordReset', tokenHash: 'token-1', expiresAt: '2026-01-01T01:00:00.000Z' })
      .thenRefuses(UserMessages.resetInvalid, 'refused', UserErrorCodes.resetInvalid));

  it('sets the new password with the token before it expires', () => spec([created, requested]).when(reset('token-1', '2026-01-01T00:59:59.000Z')).then([resetDone]));

  it('refuses an expired token', () =>
    spec([created, requested]).when(reset('token-1', '2026-01-01T01:00:00.000Z')).thenRefuses(UserMessages.resetInvalid, 'refused', UserErrorCodes.resetInvalid));

  it('refuses a wrong token', () => spec([created, requested]).when(reset('token-2', '2026-01-01T00:10:00.000Z')).thenRefuses(UserMessages.resetInvalid));

  it('refuses a token used once already', () => spec([created, requested, resetDone]).when(reset('token-1', '2026-01-01T00:10:00.000Z')).thenRefuses(UserMessages.resetInvalid));

  it('refuses the older token once a newer link was sent', () =>
    spec([created, requested, { type: 'UserPasswordResetRequested', data: { TokenHash: 'token-2', ExpiresAt: '2026-01-01T02:00:00.000Z' } }])
      .when(reset('token-1', '2026-01-01T00:10:00.000Z'))
      .thenRefuses(UserMessages.resetInvalid));

  it('refuses a token after the password was changed on the account page', () =>
    spec([created, requested, { type: 'UserPasswordChanged', data: { PasswordHash: 'scrypt$other' } }])
      .when(reset('token-1', '2026-01-01T00:10:00.000Z'))
      .thenRefuses(UserMessages.resetInvalid));

  it('refuses a reset without any link sent', () => spec([created]).when(reset('token-1', '2026-01-01T00:10:00.000Z')).thenRefuses(UserMessages.resetInvalid));
});

describe('the account form', () => {
  const form = { Username: 'S@Demo.dk', Name: 'Ny Navn', Initials: 'nn' };
  const issues = (input: object) => {
    const result = updateMyAccountSchema.safeParse({ ...form, ...input });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('keeps the password when all three password fields are blank', () => {
    const parsed = updateMyAccountSchema.parse(form);
    expect(parsed).toMatchObject({ Username: 's@demo.dk', Password: '', NewPassword: '', City: '' });
  });

  it('asks for the current password when a new one is given', () =>
    expect(issues({ NewPassword: 'en lang ny sætning', NewPasswordRepeated: 'en lang ny sætning' })).toEqual({ Password: UserMessages.currentPasswordRequired }));


  it('keeps the strength rule and the repeat', () => {
    expect(issues({ Password: 'gammel', NewPassword: 'kort', NewPasswordRepeated: 'kort' })).toEqual({ NewPassword: UserMessages.passwordTooShort });
    expect(issues({ Password: 'gammel', NewPassword: 'Password2026!', NewPasswordRepeated: 'Password2026!' })).toEqual({ NewPassword: UserMessages.passwordTooCommon });
    expect(issues({ Password: 'gammel', NewPassword: 'en lang ny sætning', NewPasswordRepeated: 'en anden sætning' })).toEqual({ NewPasswordRepeated: UserMessages.passwordRepeat });
  });

  it('keeps the spec’s field rules', () => {
    expect(issues({ Initials: 'ø1' })).toEqual({ Initials: UserMessages.initialsInvalid });
    expect(issues({ CellPhone: 'x'.repeat(21) })).toEqual({ CellPhone: UserMessages.cellPhoneInvalid });
    expect(issues({ Username: 'ikke-en-mail' })).toEqual({ Username: UserMessages.usernameInvalid });
  });
});

describe('what the account form asks of the current password', () => {
  const blank = { Username: 's@demo.dk', Password: '', NewPassword: '', NewPasswordRepeated: '' };
  const rule = (input: Partial<typeof blank>, actingAs = false) => myAccountPasswordRule('s@demo.dk', { ...blank, ...input }, actingAs);

  it('asks nothing when neither the username nor the password changes, whatever the case of the username', () => {
    expect(rule({})).toEqual({ verify: false, issues: {} });
    expect(rule({ Username: ' S@Demo.DK ' })).toEqual({ verify: false, issues: {} });
  });

  it('asks for the current password to change the username, and checks it', () => {
    expect(rule({ Username: 'ny@demo.dk' })).toEqual({ verify: true, issues: { Password: UserMessages.currentPasswordForUsername } });
    expect(rule({ Username: 'ny@demo.dk', Password: 'gammel' })).toEqual({ verify: true, issues: {} });
  });

  it('checks the current password for a new password, which the schema asks for', () =>
    expect(rule({ Password: 'gammel', NewPassword: 'en lang ny sætning', NewPasswordRepeated: 'en lang ny sætning' })).toEqual({ verify: true, issues: {} }));

  it('asks for a new password when the current one is filled for nothing else (part 2 §3 Account)', () =>
    expect(rule({ Password: 'gammel' })).toEqual({ verify: false, issues: { NewPassword: UserMessages.newPasswordRequired } }));

  it('lets an administrator acting as the user correct the username without the password', () =>
    expect(rule({ Username: 'ny@demo.dk' }, true)).toEqual({ verify: false, issues: {} }));
});

describe('the e-mail preferences offered', () => {
  it('are all five without PPA, and leave out the ads e-mails with it', () => {
    expect(emailSettingsOffered(false)).toEqual([...EMAIL_SETTINGS]);
    expect(emailSettingsOffered(true)).toEqual(['SettingsAcceptsFeatureEmails', 'SettingsAcceptsMarketingEmails', 'SettingsAcceptsBilbasenStatisticsEmails']);
  });
});
