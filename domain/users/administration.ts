import { DomainError, refused } from '../errors.ts';
import { allowedActions, ROLE_FLAGS, SIMPLE_ROLE_NAMES, type RoleFlag, type SimpleRole } from '../roles.ts';
import { UserErrorCodes, UserMessages } from './messages.ts';

/**
 * Who may administrate whom. A user administrates only users whose rights are within their own: the role matrix's
 * actions (an administrator ranks above every dealer role) and the functions (role flags) they hold. Nobody grants a
 * right they lack, nobody raises themselves, and a dealer group always keeps an administrator who can administrate
 * its users.
 */
export interface UserRights {
  isAdmin: boolean;
  isConsultant: boolean;
  simpleRole: string | null;
  /** The functions the user holds: their department's, narrowed to those user administration gave them. */
  roleFlags: readonly string[];
}

/** Read-only access takes rights away: holding it or not never makes one user outrank another. */
const RESTRICTIONS: readonly RoleFlag[] = ['read_only_access'];

/**
 * The functions a user holds: the department's, narrowed to those given to them (none given: all the department's).
 * Read-only access is the department's and applies to every user of it.
 */
export const heldRoleFlags = (departmentFlags: readonly string[], given: readonly string[] | null | undefined): RoleFlag[] =>
  ROLE_FLAGS.filter((flag) => departmentFlags.includes(flag) && (!Array.isArray(given) || RESTRICTIONS.includes(flag) || given.includes(flag)));

/**
 * The functions an administrator may give, as far as their own rights go. The supplier's administrators (whose
 * department may edit every dealer) give departments any function, so they may give users any function too.
 */
const grantableFlags = (actor: UserRights): ReadonlySet<string> =>
  actor.isAdmin && actor.roleFlags.includes('can_edit_all_dealers') ? new Set(ROLE_FLAGS) : new Set(actor.roleFlags);

/** Whether every right of `user` is also a right of `actor`. */
export const hasRightsWithin = (user: UserRights, actor: UserRights): boolean => {
  if (user.isAdmin && !actor.isAdmin) return false;
  const actions = new Set(allowedActions(actor));
  if (!allowedActions(user).every((action) => actions.has(action))) return false;
  const flags = grantableFlags(actor);
  return user.roleFlags.every((flag) => RESTRICTIONS.includes(flag as RoleFlag) || flags.has(flag));
};

/** The simple roles the actor may give: those whose rights are within the actor's own. */
export const grantableSimpleRoles = (actor: UserRights): SimpleRole[] =>
  SIMPLE_ROLE_NAMES.filter((simpleRole) => hasRightsWithin({ isAdmin: false, isConsultant: false, simpleRole, roleFlags: [] }, actor));

/** Of the functions a department holds, those the actor may give. */
export const grantableRoleFlags = <Flag extends string>(actor: UserRights, departmentFlags: readonly Flag[]): Flag[] => {
  const flags = grantableFlags(actor);
  return departmentFlags.filter((flag) => flags.has(flag));
};

/**
 * Functions that give power over other people's data or accounts: administration, signing in as others, looking up
 * a person by CPR, importing customer data, read-only access. An invitation starts with the department's other
 * functions chosen and these left for the administrator to tick, so nobody gets them by not unticking.
 */
const CHOSEN_DELIBERATELY: readonly RoleFlag[] = [
  'can_edit_news',
  'can_administrate_users',
  'can_administrate_users_on_joined_dealers',
  'can_administrate_dealerdata',
  'can_edit_all_dealers',
  'can_login_as_any_user',
  'can_login_as_consultant_user',
  'can_perform_cpr_lookup',
  'import_dealer_customer_data',
  'read_only_access',
];

/** Of the functions an invitation offers, those it starts with chosen. */
export const invitationDefaults = <Flag extends string>(offered: readonly Flag[]): Flag[] =>
  offered.filter((flag) => !(CHOSEN_DELIBERATELY as readonly string[]).includes(flag));

/** An administrator who can administrate the group's users: the one a dealer group may not lose. */
export const isUserAdministrator = (user: UserRights): boolean => user.isAdmin && user.roleFlags.includes('can_administrate_users');

export type UserAdministration =
  | { type: 'Invite'; invitee: UserRights }
  | {
      type: 'Edit';
      target: UserRights;
      after: UserRights;
      /** The actor edits their own user. */
      self: boolean;
      /** The group's other users who are administrators (see `isUserAdministrator`). */
      otherAdministrators: number;
    }
  | { type: 'Delete'; target: UserRights; otherAdministrators: number }
  | { type: 'ResendActivationLink'; target: UserRights }
  | { type: 'LogInAs'; target: UserRights };

const outranked = (message: string): DomainError => new DomainError('forbidden', message, undefined, UserErrorCodes.outranked);
const beyondOwnRights = (message: string): DomainError => new DomainError('forbidden', message, undefined, UserErrorCodes.beyondOwnRights);
const lastAdministrator = (): DomainError => refused(UserMessages.lastAdministrator, UserErrorCodes.lastAdministrator);

/** Whether the actor may act on this user at all: the list and the edit page offer only what this allows. */
export const mayAdministrate = (actor: UserRights, target: UserRights): boolean => hasRightsWithin(target, actor);

/** Refuses (throws the domain's refusal) what the actor may not do to a user; returns when it is allowed. */
export const assertMayAdministrate = (actor: UserRights, operation: UserAdministration): void => {
  switch (operation.type) {
    case 'Invite':
      if (!hasRightsWithin(operation.invitee, actor)) throw beyondOwnRights(UserMessages.grantBeyondOwnRights);
      return;
    case 'Edit':
      if (!hasRightsWithin(operation.target, actor)) throw outranked(UserMessages.editOutranked);
      if (!hasRightsWithin(operation.after, actor)) {
        throw beyondOwnRights(operation.self ? UserMessages.raiseSelf : UserMessages.grantBeyondOwnRights);
      }
      if (isUserAdministrator(operation.target) && !isUserAdministrator(operation.after) && operation.otherAdministrators === 0) throw lastAdministrator();
      return;
    case 'Delete':
      if (!hasRightsWithin(operation.target, actor)) throw outranked(UserMessages.deleteOutranked);
      if (isUserAdministrator(operation.target) && operation.otherAdministrators === 0) throw lastAdministrator();
      return;
    case 'ResendActivationLink':
      if (!hasRightsWithin(operation.target, actor)) throw outranked(UserMessages.resendOutranked);
      return;
    case 'LogInAs':
      if (!hasRightsWithin(operation.target, actor)) throw outranked(UserMessages.logInAsOutranked);
      return;
    default: {
      const unknown: never = operation;
      throw new Error(`Unknown user administration ${JSON.stringify(unknown)}`);
    }
  }
};
