import { createAccountSchema, EMAIL_SETTINGS, type EmailSetting } from '../../../../../domain/users/user.ts';
import type { CreateAccountInput } from '../api/create-account.ts';

/** The create-user-from-link form checks what the server checks (part 2 §5 New user): one schema for both. */
export const activationFormSchema = createAccountSchema;

export const blankActivationForm = (userId: string, key: string): CreateAccountInput => ({
  UserId: userId,
  Key: key,
  Name: '',
  Initials: '',
  Address: '',
  ZipCode: '',
  CellPhone: '',
  Title: '',
  NewPassword: '',
  PasswordRepeated: '',
  TermsAndLicenseAccepted: false,
  DsaRequirementAccepted: false,
  ...(Object.fromEntries(EMAIL_SETTINGS.map((setting) => [setting, false])) as Record<EmailSetting, boolean>),
});

/** The five e-mail consents a new user chooses (part 2 §3 New user). */
export const EMAIL_CONSENT_LABELS: Record<EmailSetting, string> = {
  SettingsAcceptsAdsEmails: 'Jeg vil gerne modtage e-mails om annoncer',
  SettingsAcceptsFeatureEmails: 'Jeg vil gerne modtage e-mails om nye funktioner',
  SettingsAcceptsMarketingEmails: 'Jeg vil gerne modtage markedsføring',
  SettingsAcceptsBilbasenStatisticsEmails: 'Jeg vil gerne modtage Bilbasen-statistik',
  SettingsAcceptsExpiringAdsEmail: 'Jeg vil gerne modtage e-mails om udløbende annoncer',
};

