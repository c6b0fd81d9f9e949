import { allowedActions, SIMPLE_ROLE_NAMES, type RoleFlag } from '../../../domain/roles.ts';
import type { CurrentUser } from '@/lib/current-user.ts';
import type { DealerRoles } from '@/features/dealers/api/types.ts';
import type { UserModel, UserRow } from '@/features/users/api/types.ts';
import type { RoleView } from '@/lib/role-labels.ts';
import { allowedRoutesFor } from '@/test/allowed-routes.ts';

/** Shared data of the administration's tests. */

/** The functions of the administrators' department; the allowed routes of each user follow them, as the server's do. */
const DEPARTMENT_FLAGS: RoleFlag[] = ['case', 'can_administrate_users', 'can_administrate_dealerdata', 'can_login_as_any_user', 'can_administrate_users_on_joined_dealers'];

export const ADMIN: CurrentUser = {
  UserId: '1',
  Name: 'Anne Admin',
  Username: 'admin@demo.dk',
  Initials: 'AA',
  SimpleRole: null,
  IsAdmin: true,
  IsConsultant: false,
  AllowedActions: allowedActions({ simpleRole: null, isAdmin: true, isConsultant: false }),
  AllowedRoutes: allowedRoutesFor({ simpleRole: null, isAdmin: true, isConsultant: false }, DEPARTMENT_FLAGS),
  ConglomerateId: '1',
  DealerId: '101',
  DealerName: 'Demo Biler Aarhus',
  SubscriptionPackageName: 'pro',
  RoleFlags: DEPARTMENT_FLAGS,
  SessionExpiresAt: '2026-01-05T12:00:00.000Z',
};

/** The owner of a department: administrates its users, but gives no functions and logs in as no one. */
export const OWNER: CurrentUser = {
  ...ADMIN,
  UserId: '2',
  Name: 'Erik Ejer',
  Username: 'ejer@demo.dk',
  IsAdmin: false,
  SimpleRole: 'Owner',
  AllowedActions: allowedActions({ simpleRole: 'Owner', isAdmin: false, isConsultant: false }),
  AllowedRoutes: allowedRoutesFor({ simpleRole: 'Owner', isAdmin: false, isConsultant: false }, DEPARTMENT_FLAGS),
};

export const SALESMAN: CurrentUser = {
  ...OWNER,
  UserId: '5',
  Name: 'Mads Sørensen',
  SimpleRole: 'Salesman',
  RoleFlags: ['case'],
  AllowedActions: allowedActions({ simpleRole: 'Salesman', isAdmin: false, isConsultant: false }),
  AllowedRoutes: allowedRoutesFor({ simpleRole: 'Salesman', isAdmin: false, isConsultant: false }, ['case']),
};

export const role = (id: number, name: RoleFlag, inPackage = true): RoleView => ({ Id: id, Name: name, IsPartOfSubscriptionPackage: inPackage });

export const userRow = (changes: Partial<UserRow> = {}): UserRow => ({
  Id: '5',
  DealerId: '101',
  Name: 'Mads Sørensen',
  Email: 'saelger@demo.dk',
  Initials: 'MS',
  RoleName: 'Sælger',
  LastLogin: '2026-01-04T13:30:00.000Z',
  IsActivated: true,
  ActivationExpired: false,
  IsConsultant: false,
  CanAdministrate: true,
  ...changes,
});

export const userModel = (changes: Partial<UserModel> = {}): UserModel => ({
  Id: '5',
  DealerId: '101',
  Name: 'Mads Sørensen',
  Username: 'saelger@demo.dk',
  Initials: 'MS',
  Title: 'Sælger',
  Address: 'Søndergade 4',
  ZipCode: '8000',
  CellPhone: '20304050',
  SimpleRole: 'Salesman',
  SimpleRoleName: 'Sælger',
  SettingsAcceptsAdsEmails: true,
  SettingsAcceptsFeatureEmails: false,
  SettingsAcceptsMarketingEmails: false,
  SettingsAcceptsBilbasenStatisticsEmails: false,
  SettingsAcceptsExpiringAdsEmail: false,
  TermsAndLicenseAccepted: true,
  DsaRequirementAccepted: true,
  IsActivated: true,
  ActivationExpired: false,
  IsAdmin: false,
  IsConsultant: false,
  SelectedRoles: [role(13, 'case')],
  AvailableRoles: [role(13, 'case'), role(15, 'debt_check')],
  AvailableSimpleRoles: SIMPLE_ROLE_NAMES,
  CanAdministrate: true,
  ...changes,
});

/** A basis department: case and debt check from the package, market insights given besides it. */
export const dealerRoles = (): DealerRoles => ({
  DealerId: '101',
  SelectedRoles: [role(3, 'can_administrate_users'), role(13, 'case'), role(15, 'debt_check'), role(28, 'market_insights', false)],
  AvailableRoles: [
    role(3, 'can_administrate_users'),
    role(6, 'can_administrate_users_on_joined_dealers', false),
    role(7, 'can_edit_all_dealers', false),
    role(13, 'case'),
    role(15, 'debt_check'),
    role(22, 'b2b_marketplace', false),
    role(28, 'market_insights', false),
  ],
});
