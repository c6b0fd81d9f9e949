import * as z from 'zod';
import type { SimpleRole } from '../../../../../domain/roles.ts';
import { UserMessages } from '../../../../../domain/users/messages.ts';
import { EMAIL_SETTINGS, initialsSchema, nameSchema, usernameSchema, type EmailSetting } from '../../../../../domain/users/user.ts';
import type { UserModel } from '../api/types.ts';
import type { RoleView } from '@/lib/role-labels.ts';
import type { SaveUserInput } from '../api/save-user.ts';

/** The five e-mail preferences with the words the edit page shows (spec part 1 §3 User). */
export const EMAIL_SETTING_LABELS: Record<EmailSetting, string> = {
  SettingsAcceptsAdsEmails: 'Modtag e-mails om annoncer',
  SettingsAcceptsFeatureEmails: 'Modtag e-mails om nye funktioner',
  SettingsAcceptsMarketingEmails: 'Modtag markedsføring',
  SettingsAcceptsBilbasenStatisticsEmails: 'Modtag Bilbasen-statistik',
  SettingsAcceptsExpiringAdsEmail: 'Modtag e-mails om udløbende annoncer',
};

/** The admin user edit page's values: roles as their ids in text (the checkbox group's values). */
export type UserFormValues = {
  Name: string;
  Username: string;
  Initials: string;
  SimpleRole: SimpleRole | null;
  SelectedRoles: string[];
} & Record<EmailSetting, boolean>;

/** The rules the server applies too (domain/users): name, username as e-mail, initials a-z at most 6. */
export const userFormSchema = z.object({ Name: nameSchema, Username: usernameSchema, Initials: initialsSchema });

export const userFormValues = (user: UserModel): UserFormValues => ({
  Name: user.Name ?? '',
  Username: user.Username,
  Initials: user.Initials ?? '',
  SimpleRole: user.SimpleRole,
  SelectedRoles: user.SelectedRoles.map((role) => String(role.Id)),
  ...(Object.fromEntries(EMAIL_SETTINGS.map((setting) => [setting, user[setting] === true])) as Record<EmailSetting, boolean>),
});

export const saveUserRequest = (user: Pick<UserModel, 'Id' | 'DealerId'>, values: UserFormValues): SaveUserInput => ({
  Id: user.Id,
  DealerId: user.DealerId,
  Name: values.Name.trim(),
  Username: values.Username.trim().toLowerCase(),
  Initials: values.Initials.trim().toUpperCase(),
  SimpleRole: values.SimpleRole,
  SelectedRoles: values.SelectedRoles.map(Number),
  ...(Object.fromEntries(EMAIL_SETTINGS.map((setting) => [setting, values[setting]])) as Record<EmailSetting, boolean>),
});

/** The create-user-by-invitation form (document 2 §7): the e-mail that becomes the username, a role, functions. */
export type InviteFormValues = { Email: string; SimpleRole: SimpleRole | null; SelectedRoles: string[] };
export const inviteFormSchema = z.object({ Email: usernameSchema });

export const roleIds = (roles: readonly RoleView[]): string[] => roles.map((role) => String(role.Id));

export { UserMessages };
