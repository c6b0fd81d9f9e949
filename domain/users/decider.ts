import type { DecidedEvent, Decider } from '../decider.ts';
import { ErrorCodes, invalid, notFound, refused } from '../errors.ts';
import type { RoleFlag } from '../roles.ts';
import type { EmailSetting, UserContact } from './user.ts';
import { UserErrorCodes, UserMessages } from './messages.ts';

/**
 * The user aggregate: invited by an administrator, activated by the invitee through a single-use, expiring key, then
 * edited and deleted by administrators. Administrative commands carry the departments the acting administrator may
 * administrate: a user of any other department does not exist for them. Onboarding commands carry the moment they
 * run, so that the key's expiry is decided here and not by a clock.
 */
export type UserCommand =
  | { type: 'InviteUser'; userId: string; dealerId: string; username: string; simpleRole: string | null; selectedRoles: RoleFlag[]; keyHash: string; expiresAt: string }
  | {
      type: 'SaveUser';
      dealerIds: readonly string[];
      name: string;
      username: string;
      initials: string;
      simpleRole: string | null;
      emailSettings: Record<EmailSetting, boolean>;
      selectedRoles: RoleFlag[] | null;
    }
  | { type: 'DeleteUser'; dealerIds: readonly string[] }
  | { type: 'ResendActivationLink'; dealerIds: readonly string[]; keyHash: string; expiresAt: string }
  | {
      type: 'ActivateUser';
      keyHash: string;
      now: string;
      name: string;
      initials: string;
      contact: UserContact;
      passwordHash: string;
      emailSettings: Record<EmailSetting, boolean>;
      termsAccepted: boolean;
      dsaAccepted: boolean;
    }
  | { type: 'AcceptTerms' }
  | { type: 'AcceptDsaRequirement' }
  | {
      type: 'UpdateMyAccount';
      name: string;
      username: string;
      initials: string;
      contact: UserContact & { City: string };
      emailSettings: Record<EmailSetting, boolean>;
      /** The new password's hash, already checked against the current one; null keeps the password. */
      passwordHash: string | null;
    }
  | { type: 'RequestPasswordReset'; tokenHash: string; expiresAt: string }
  | { type: 'ResetPassword'; tokenHash: string; now: string; passwordHash: string };

export type UserEvent = DecidedEvent<
  | 'UserCreated'
  | 'UserInvited'
  | 'UserActivationLinkSent'
  | 'UserActivated'
  | 'UserDetailsSaved'
  | 'UserRenamed'
  | 'UserPasswordChanged'
  | 'UserDisabled'
  | 'UserTermsAccepted'
  | 'UserDsaRequirementAccepted'
  | 'UserDeleted'
  | 'UserAccountUpdated'
  | 'UserPasswordResetRequested'
>;

export type UserState =
  | { kind: 'none' }
  | {
      kind: 'invited' | 'active';
      dealerId: string;
      isConsultant: boolean;
      activation: { keyHash: string; expiresAt: string } | null;
      termsAccepted: boolean;
      dsaAccepted: boolean;
      /** The pending password-reset link (its token's hash): one at a time, spent by any new password. */
      passwordReset?: { tokenHash: string; expiresAt: string } | null;
    }
  | { kind: 'deleted'; dealerId: string };

type Existing = Extract<UserState, { kind: 'invited' | 'active' }>;

const administrable = (state: UserState, dealerIds: readonly string[]): Existing => {
  if ((state.kind !== 'invited' && state.kind !== 'active') || !dealerIds.includes(state.dealerId)) {
    throw notFound(UserMessages.notFound, ErrorCodes.notFound);
  }
  return state;
};

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({ kind: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'InviteUser':
        if (state.kind !== 'none') throw refused(UserMessages.notCreated, ErrorCodes.exists);
        return [
          {
            type: 'UserInvited',
            data: { UserId: command.userId, DealerId: command.dealerId, Username: command.username, SimpleRole: command.simpleRole as never, SelectedRoles: command.selectedRoles },
          },
          { type: 'UserActivationLinkSent', data: { KeyHash: command.keyHash, ExpiresAt: command.expiresAt } },
        ];
      case 'SaveUser': {
        const user = administrable(state, command.dealerIds);
        if (user.isConsultant) throw refused(UserMessages.consultantNotEditable);
        return [
          {
            type: 'UserDetailsSaved',
            data: {
              Name: command.name,
              Username: command.username,
              Initials: command.initials,
              SimpleRole: command.simpleRole as never,
              EmailSettings: command.emailSettings,
              SelectedRoles: command.selectedRoles,
            },
          },
        ];
      }
      case 'DeleteUser':
        administrable(state, command.dealerIds);
        return [{ type: 'UserDeleted', data: {} }];
      case 'ResendActivationLink': {
        const user = administrable(state, command.dealerIds);
        if (user.kind === 'active') throw refused(UserMessages.alreadyActive, UserErrorCodes.alreadyActive);
        return [{ type: 'UserActivationLinkSent', data: { KeyHash: command.keyHash, ExpiresAt: command.expiresAt } }];
      }
      case 'ActivateUser': {
        if (state.kind !== 'invited' || !state.activation || state.activation.keyHash !== command.keyHash) {
          throw refused(UserMessages.activationInvalid, UserErrorCodes.activationInvalid);
        }
        if (state.activation.expiresAt <= command.now) throw refused(UserMessages.activationExpired, UserErrorCodes.activationExpired);
        if (!command.termsAccepted) throw invalid('TermsAndLicenseAccepted', UserMessages.mustAccept);
        if (!command.dsaAccepted) throw invalid('DsaRequirementAccepted', UserMessages.mustAccept);
        return [
          {
            type: 'UserActivated',
            data: {
              Name: command.name,
              Initials: command.initials,
              ...command.contact,
              PasswordHash: command.passwordHash,
              TermsAndLicenseAccepted: true,
              DsaRequirementAccepted: true,
              EmailSettings: command.emailSettings,
            },
          },
        ];
      }
      case 'AcceptTerms': {
        if (state.kind !== 'active') throw notFound(UserMessages.notFound);
        return state.termsAccepted ? [] : [{ type: 'UserTermsAccepted', data: {} }];
      }
      case 'AcceptDsaRequirement': {
        if (state.kind !== 'active') throw notFound(UserMessages.notFound);
        return state.dsaAccepted ? [] : [{ type: 'UserDsaRequirementAccepted', data: {} }];
      }
      case 'UpdateMyAccount': {
        if (state.kind !== 'active') throw notFound(UserMessages.notFound);
        return [
          {
            type: 'UserAccountUpdated',
            data: { Name: command.name, Username: command.username, Initials: command.initials, ...command.contact, EmailSettings: command.emailSettings },
          },
          ...(command.passwordHash ? [{ type: 'UserPasswordChanged' as const, data: { PasswordHash: command.passwordHash } }] : []),
        ];
      }
      case 'RequestPasswordReset':
        // Only a user who can sign in may reset: an invitee activates through their own link.
        if (state.kind !== 'active') throw refused(UserMessages.resetInvalid, UserErrorCodes.resetInvalid);
        return [{ type: 'UserPasswordResetRequested', data: { TokenHash: command.tokenHash, ExpiresAt: command.expiresAt } }];
      case 'ResetPassword': {
        // Unknown, spent, superseded and expired links answer alike: the answer tells nothing about the user.
        const reset = state.kind === 'active' ? state.passwordReset : null;
        if (!reset || reset.tokenHash !== command.tokenHash || reset.expiresAt <= command.now) {
          throw refused(UserMessages.resetInvalid, UserErrorCodes.resetInvalid);
        }
        return [{ type: 'UserPasswordChanged', data: { PasswordHash: command.passwordHash, ByReset: true } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'UserCreated':
        // Users created before onboarding existed (the demo organisation) count as having accepted.
        return { kind: 'active', dealerId: event.data.DealerId, isConsultant: event.data.IsConsultant, activation: null, termsAccepted: true, dsaAccepted: true };
      case 'UserInvited':
        return { kind: 'invited', dealerId: event.data.DealerId, isConsultant: false, activation: null, termsAccepted: false, dsaAccepted: false };
      case 'UserActivationLinkSent':
        return state.kind === 'invited' ? { ...state, activation: { keyHash: event.data.KeyHash, expiresAt: event.data.ExpiresAt } } : state;
      case 'UserActivated':
        return state.kind === 'invited'
          ? { ...state, kind: 'active', activation: null, termsAccepted: event.data.TermsAndLicenseAccepted, dsaAccepted: event.data.DsaRequirementAccepted }
          : state;
      case 'UserTermsAccepted':
        return state.kind === 'active' ? { ...state, termsAccepted: true } : state;
      case 'UserDsaRequirementAccepted':
        return state.kind === 'active' ? { ...state, dsaAccepted: true } : state;
      case 'UserPasswordResetRequested':
        return state.kind === 'active' ? { ...state, passwordReset: { tokenHash: event.data.TokenHash, expiresAt: event.data.ExpiresAt } } : state;
      case 'UserPasswordChanged':
        return state.kind === 'active' ? { ...state, passwordReset: null } : state;
      case 'UserDeleted':
        return state.kind === 'none' ? state : { kind: 'deleted', dealerId: state.dealerId };
      default:
        return state;
    }
  },
};
