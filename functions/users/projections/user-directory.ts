import { projection } from '../../platform/projection.ts';

/**
 * One row per user: what login, the session and user administration read. Found by username through gsi1. An
 * invited user has a row (user administration lists them, their username is taken) but no password: they cannot
 * sign in until they have activated their account.
 */
export interface UserRow extends Record<string, unknown> {
  UserId: string;
  DealerId: string;
  Name: string;
  Username: string;
  Initials: string;
  SimpleRole: string | null;
  IsAdmin: boolean;
  IsConsultant: boolean;
  PasswordHash: string;
  Disabled: boolean;
  /** 'Invited' until the invitee activates; users of the demo organisation were created active. */
  Status?: 'Invited' | 'Active';
  /** When the current activation link expires (invited users only). */
  ActivationExpiresAt?: string | null;
  /** The functions the user may use of the dealer's; null: every function of the dealer. */
  SelectedRoles?: string[] | null;
  EmailSettings?: Record<string, boolean>;
  /** The contact details the user gave at activation ('' or absent when not given). */
  Address?: string;
  ZipCode?: string;
  CellPhone?: string;
  Title?: string;
  /** The city the user gave on their account page. */
  City?: string;
  TermsAndLicenseAccepted?: boolean;
  DsaRequirementAccepted?: boolean;
  gsi1pk: string;
  gsi1sk: string;
}

export const USER_DIRECTORY = 'user-directory';
export const usernameIndexKey = (username: string): string => `username#${username.trim().toLowerCase()}`;

export const userDirectory = projection({
  name: USER_DIRECTORY,
  events: [
    'UserCreated',
    'UserRenamed',
    'UserPasswordChanged',
    'UserDisabled',
    'UserInvited',
    'UserActivationLinkSent',
    'UserActivated',
    'UserDetailsSaved',
    'UserTermsAccepted',
    'UserDsaRequirementAccepted',
    'UserDeleted',
    'UserAccountUpdated',
  ],
  evolve(row: UserRow | undefined, event) {
    switch (event.type) {
      case 'UserCreated': {
        const { data } = event;
        return {
          UserId: data.UserId,
          DealerId: data.DealerId,
          Name: data.Name,
          Username: data.Username,
          Initials: data.Initials,
          SimpleRole: data.SimpleRole,
          IsAdmin: data.IsAdmin,
          IsConsultant: data.IsConsultant,
          PasswordHash: data.PasswordHash,
          Disabled: false,
          Status: 'Active',
          SelectedRoles: null,
          TermsAndLicenseAccepted: true,
          DsaRequirementAccepted: true,
          gsi1pk: usernameIndexKey(data.Username),
          gsi1sk: USER_DIRECTORY,
        };
      }
      case 'UserInvited': {
        const { data } = event;
        return {
          UserId: data.UserId,
          DealerId: data.DealerId,
          Name: '',
          Username: data.Username,
          Initials: '',
          SimpleRole: data.SimpleRole,
          IsAdmin: false,
          IsConsultant: false,
          PasswordHash: '',
          Disabled: true,
          Status: 'Invited',
          ActivationExpiresAt: null,
          SelectedRoles: data.SelectedRoles,
          TermsAndLicenseAccepted: false,
          DsaRequirementAccepted: false,
          gsi1pk: usernameIndexKey(data.Username),
          gsi1sk: USER_DIRECTORY,
        };
      }
      case 'UserActivationLinkSent':
        return row ? { ...row, ActivationExpiresAt: event.data.ExpiresAt } : null;
      case 'UserActivated':
        return row
          ? {
              ...row,
              Name: event.data.Name,
              Initials: event.data.Initials,
              Address: event.data.Address ?? '',
              ZipCode: event.data.ZipCode ?? '',
              CellPhone: event.data.CellPhone ?? '',
              Title: event.data.Title ?? '',
              PasswordHash: event.data.PasswordHash,
              EmailSettings: event.data.EmailSettings,
              TermsAndLicenseAccepted: event.data.TermsAndLicenseAccepted,
              DsaRequirementAccepted: event.data.DsaRequirementAccepted,
              Disabled: false,
              Status: 'Active',
              ActivationExpiresAt: null,
            }
          : null;
      case 'UserDetailsSaved':
        return row
          ? {
              ...row,
              Name: event.data.Name,
              Username: event.data.Username,
              Initials: event.data.Initials,
              SimpleRole: event.data.SimpleRole,
              EmailSettings: event.data.EmailSettings,
              SelectedRoles: event.data.SelectedRoles ?? row.SelectedRoles ?? null,
              gsi1pk: usernameIndexKey(event.data.Username),
            }
          : null;
      case 'UserAccountUpdated':
        return row ? { ...row, ...event.data, gsi1pk: usernameIndexKey(event.data.Username) } : null;
      case 'UserTermsAccepted':
        return row ? { ...row, TermsAndLicenseAccepted: true } : null;
      case 'UserDsaRequirementAccepted':
        return row ? { ...row, DsaRequirementAccepted: true } : null;
      case 'UserRenamed':
        return row ? { ...row, Name: event.data.Name } : null;
      case 'UserPasswordChanged':
        return row ? { ...row, PasswordHash: event.data.PasswordHash } : null;
      case 'UserDisabled':
        return row ? { ...row, Disabled: true } : null;
      case 'UserDeleted':
        return null;
    }
  },
});
