import * as z from 'zod';
import { ROLE_FLAGS, SIMPLE_ROLE_NAMES, type RoleFlag } from '../roles.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { UserMessages } from './messages.ts';

/** The five e-mail preferences of a user (spec part 1 §3 User), all off unless the user chose them. */
export const EMAIL_SETTINGS = [
  'SettingsAcceptsAdsEmails',
  'SettingsAcceptsFeatureEmails',
  'SettingsAcceptsMarketingEmails',
  'SettingsAcceptsBilbasenStatisticsEmails',
  'SettingsAcceptsExpiringAdsEmail',
] as const;
export type EmailSetting = (typeof EMAIL_SETTINGS)[number];
export type EmailSettings = Partial<Record<EmailSetting, boolean>>;

/**
 * The e-mail preferences a user is offered: all five, but not the ads e-mails where the department's PPAFeatureToggle
 * is on (its ads are paid per ad and mailed by that product). A preference not offered keeps its value.
 */
export const emailSettingsOffered = (ppaFeatureOn: boolean): EmailSetting[] =>
  EMAIL_SETTINGS.filter((setting) => !(ppaFeatureOn && (setting === 'SettingsAcceptsAdsEmails' || setting === 'SettingsAcceptsExpiringAdsEmail')));

/** How long an activation link may be used, from when it was sent. */
export const ACTIVATION_VALID_DAYS = 7;

/**
 * How long a password-reset link may be used, from when it was sent: long enough to reach the mailbox, short enough
 * that a link found later in an old mail no longer opens the account.
 */
export const PASSWORD_RESET_VALID_MINUTES = 60;

/** Initials: required, at most 6, letters a-z only (spec part 1 §5, part 2 §5). */
export const initialsSchema = z
  .string({ error: UserMessages.initialsRequired })
  .trim()
  .min(1, UserMessages.initialsRequired)
  .max(6, UserMessages.initialsTooLong)
  .regex(/^[a-zA-Z]+$/, UserMessages.initialsInvalid);

export const nameSchema = z
  .string({ error: UserMessages.nameRequired })
  .trim()
  .min(1, UserMessages.nameRequired)
  .min(2, UserMessages.nameTooShort)
  .max(256, UserMessages.nameTooLong);

/** A username is the user's e-mail address. */
export const usernameSchema = z
  .string({ error: UserMessages.usernameInvalid })
  .trim()
  .max(254, UserMessages.usernameInvalid)
  .pipe(z.email(UserMessages.usernameInvalid))
  .transform((username) => username.toLowerCase());

/** The shortest password accepted: length makes a password hard to guess, more than rules about its characters. */
export const PASSWORD_MIN_LENGTH = 12;

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * Whether the password is one people choose most often, or one of those with digits and symbols around it
 * ('Password2026!'): the first an attacker tries.
 */
export const isCommonPassword = (password: string): boolean => {
  commonPasswords ??= new Set(COMMON_PASSWORDS.split('\n'));
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return commonPasswords.has(lower) || (core !== '' && commonPasswords.has(core));
};

/** A new password: at least 12 characters and none of the most common passwords. */
export const passwordSchema = z
  .string({ error: UserMessages.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, UserMessages.passwordTooShort)
  .max(1024, UserMessages.passwordTooLong)
  .refine((password) => !isCommonPassword(password), UserMessages.passwordTooCommon);

const simpleRoleSchema = z.enum(SIMPLE_ROLE_NAMES as [string, ...string[]]).nullable();

/** A role as the user administration shows it: its number (its place in the spec's list, from 1) and flag name. */
export const roleId = (flag: RoleFlag): number => ROLE_FLAGS.indexOf(flag) + 1;
export const roleOfId = (id: number): RoleFlag | undefined => ROLE_FLAGS[id - 1];
/**
 * The spec's administer-conglomerate function ('role id 7'), whose change takes up to 2 hours and says so. It is the
 * function by that name, administering the users of the group's other departments; the spec gives no ids, and ours
 * (places in its list) give this one 6, so the notice follows the name, not the number (README, product decisions).
 */
export const ADMINISTER_CONGLOMERATE_ROLE: RoleFlag = 'can_administrate_users_on_joined_dealers';

/** Role lists arrive as flag names or as the spec's role ids; both mean the same role. */
export const roleListSchema = z
  .array(z.union([z.enum(ROLE_FLAGS), z.number().int().min(1).max(ROLE_FLAGS.length), z.object({ Id: z.number().int().min(1).max(ROLE_FLAGS.length) }).transform((role) => role.Id)]))
  .max(ROLE_FLAGS.length)
  .transform((roles) => [...new Set(roles.map((role) => (typeof role === 'number' ? roleOfId(role)! : role)))]);

const emailSettingsShape = Object.fromEntries(EMAIL_SETTINGS.map((setting) => [setting, z.boolean().optional()])) as Record<EmailSetting, z.ZodOptional<z.ZodBoolean>>;

/** POST /api/user/SaveUser: the admin user edit page's form (one schema for the form and the server). */
export const saveUserSchema = z.object({
  Id: z.string().regex(/^\d{1,12}$/, 'Id er ugyldigt.'),
  DealerId: z.string().regex(/^\d{1,12}$/, 'DealerId er ugyldigt.'),
  Name: nameSchema,
  Username: usernameSchema,
  Initials: initialsSchema,
  SimpleRole: simpleRoleSchema.optional().default(null),
  SelectedRoles: roleListSchema.optional(),
  ...emailSettingsShape,
});
export type SaveUserRequest = z.infer<typeof saveUserSchema>;

/** POST /api/user/sendactivationlink: the create-user-by-invitation form. */
export const sendActivationLinkSchema = z.object({
  DealerId: z.string().regex(/^\d{1,12}$/, 'DealerId er ugyldigt.'),
  Email: usernameSchema,
  SimpleRole: simpleRoleSchema.optional().default(null),
  SelectedRoles: roleListSchema.optional().default([]),
});
export type SendActivationLinkRequest = z.infer<typeof sendActivationLinkSchema>;

const mustAccept = z.literal(true, { error: UserMessages.mustAccept });

/**
 * The new user's own contact details (part 2 §3 New user): address, zip code, mobile number and job title, as the
 * user's documents and colleagues may show them. Each may be left blank.
 */
export const userContactShape = {
  Address: z.string().trim().max(200, UserMessages.addressTooLong).optional().default(''),
  ZipCode: z.string().trim().regex(/^([0-9A-Za-z -]{3,10})?$/, UserMessages.zipCodeInvalid).optional().default(''),
  CellPhone: z.string().trim().regex(/^(\+?[0-9 ]{1,20})?$/, UserMessages.cellPhoneInvalid).max(20, UserMessages.cellPhoneInvalid).optional().default(''),
  Title: z.string().trim().max(100, UserMessages.titleTooLong).optional().default(''),
};
export type UserContact = { [Field in keyof typeof userContactShape]: string };

/** POST /api/account/create: the create-user-from-link page. */
export const createAccountSchema = z
  .object({
    UserId: z.string().regex(/^\d{1,12}$/, 'UserId er ugyldigt.'),
    Key: z.string().min(16).max(128),
    Name: nameSchema,
    Initials: initialsSchema,
    ...userContactShape,
    NewPassword: passwordSchema,
    PasswordRepeated: z.string().max(1024),
    TermsAndLicenseAccepted: mustAccept,
    DsaRequirementAccepted: mustAccept,
    ...emailSettingsShape,
  })
  .superRefine((account, context) => {
    if (account.PasswordRepeated !== account.NewPassword) context.addIssue({ code: 'custom', path: ['PasswordRepeated'], message: UserMessages.passwordRepeat });
  });
export type CreateAccountRequest = z.infer<typeof createAccountSchema>;

export const emailSettingsOf = (source: Partial<Record<EmailSetting, boolean | undefined>>): Record<EmailSetting, boolean> =>
  Object.fromEntries(EMAIL_SETTINGS.map((setting) => [setting, source[setting] === true])) as Record<EmailSetting, boolean>;

/**
 * POST /api/user/updatemyaccount: the user's own account page (part 2 §3 Account). The password change is optional:
 * a new password needs the current one and the same strength rule as everywhere; all three blank keeps the password.
 * What the current password alone asks for depends on the saved username: `myAccountPasswordRule`.
 */
export const updateMyAccountSchema = z
  .object({
    Username: usernameSchema,
    Name: nameSchema,
    Initials: initialsSchema,
    ...userContactShape,
    City: z.string().trim().max(100, UserMessages.cityTooLong).optional().default(''),
    Password: z.string().max(1024, UserMessages.passwordTooLong).optional().default(''),
    NewPassword: z.string().max(1024, UserMessages.passwordTooLong).optional().default(''),
    NewPasswordRepeated: z.string().max(1024, UserMessages.passwordTooLong).optional().default(''),
    ...emailSettingsShape,
  })
  .superRefine((account, context) => {
    const changing = account.NewPassword !== '' || account.NewPasswordRepeated !== '';
    if (changing && account.Password === '') context.addIssue({ code: 'custom', path: ['Password'], message: UserMessages.currentPasswordRequired });
    if (account.NewPassword !== '') {
      const strength = passwordSchema.safeParse(account.NewPassword);
      if (!strength.success) context.addIssue({ code: 'custom', path: ['NewPassword'], message: strength.error.issues[0]!.message });
    }
    if (changing && account.NewPasswordRepeated !== account.NewPassword) context.addIssue({ code: 'custom', path: ['NewPasswordRepeated'], message: UserMessages.passwordRepeat });
  });
export type UpdateMyAccountRequest = z.infer<typeof updateMyAccountSchema>;

/**
 * What a save of 'Min konto' asks of the current password, beside the schema. A new password needs it, and so does a
 * new username (the sign-in name and the address a reset link goes to), or whoever holds an open session could take
 * the account over; an administrator acting as the user may correct the username, as on the user's page, but never
 * set a password. A current password given for neither asks for the new password (part 2 §3 Account). `verify`: the
 * current password must be checked.
 */
export const myAccountPasswordRule = (
  savedUsername: string,
  account: { Username: string; Password: string; NewPassword: string; NewPasswordRepeated: string },
  actingAs: boolean,
): { verify: boolean; issues: { Password?: string; NewPassword?: string } } => {
  const changingPassword = account.NewPassword !== '' || account.NewPasswordRepeated !== '';
  const changingUsername = !actingAs && account.Username.trim().toLowerCase() !== savedUsername.toLowerCase();
  const issues: { Password?: string; NewPassword?: string } = {};
  if (changingUsername && !changingPassword && account.Password === '') issues.Password = UserMessages.currentPasswordForUsername;
  if (account.Password !== '' && !changingUsername && account.NewPassword === '') issues.NewPassword = UserMessages.newPasswordRequired;
  return { verify: changingPassword || changingUsername, issues };
};

/** POST /api/account/requestresetpassword: the forgotten-password form, by the user's e-mail (their username). */
export const requestPasswordResetSchema = z.object({ Username: usernameSchema });

/** POST /api/account/resetpassword: the form the reset link opens. */
export const resetPasswordSchema = z
  .object({
    UserId: z.string().regex(/^\d{1,12}$/, UserMessages.resetInvalid),
    Token: z.string().min(16, UserMessages.resetInvalid).max(128, UserMessages.resetInvalid),
    NewPassword: passwordSchema,
    PasswordRepeated: z.string().max(1024),
  })
  .superRefine((reset, context) => {
    if (reset.PasswordRepeated !== reset.NewPassword) context.addIssue({ code: 'custom', path: ['PasswordRepeated'], message: UserMessages.passwordRepeat });
  });
