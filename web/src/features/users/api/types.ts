import type { SimpleRole } from '../../../../../domain/roles.ts';
import type { RoleView } from '@/lib/role-labels.ts';
import type { EmailSetting } from '../../../../../domain/users/user.ts';

/** The user administration's wire shapes (spec part 1 §3 User). */

/** A row of the users tab. */
export interface UserRow {
  Id: string;
  DealerId: string;
  Name: string;
  Email: string;
  Initials: string;
  RoleName: string;
  LastLogin: string | null;
  IsActivated: boolean;
  ActivationExpired: boolean;
  IsConsultant: boolean;
  /** Whether the viewer may edit, delete, resend to or log in as the user: only users within the viewer's rights. */
  CanAdministrate: boolean;
}

export interface UserList {
  Total: number;
  Offset: number;
  Count: number;
  List: UserRow[];
}

/** GET /api/user/GetUserById: the admin user edit page's user. */
export type UserModel = {
  Id: string;
  /** The user's version the page read: the save's If-Match. */
  ETag?: string;
  DealerId: string;
  Name: string;
  Username: string;
  Initials: string;
  /** The user's own contact details, given at activation and kept on their account page ('' when not given). */
  Title: string;
  Address: string;
  ZipCode: string;
  CellPhone: string;
  SimpleRole: SimpleRole | null;
  SimpleRoleName: string | null;
  TermsAndLicenseAccepted: boolean;
  DsaRequirementAccepted: boolean;
  IsActivated: boolean;
  ActivationExpired: boolean;
  IsAdmin: boolean;
  IsConsultant: boolean;
  SelectedRoles: RoleView[];
  /** The functions the viewer may give (all the department's, to show, when the viewer may not edit the user). */
  AvailableRoles: RoleView[];
  /** The simple roles the viewer may give. */
  AvailableSimpleRoles: SimpleRole[];
  /** Whether the viewer may edit, delete, resend to or log in as the user: only users within the viewer's rights. */
  CanAdministrate: boolean;
  /** The user's department's PPAFeatureToggle: the ads e-mails are not offered. */
  PPAFeatureToggle?: boolean;
} & Record<EmailSetting, boolean>;

/** GET /api/user/GetNewUser: the create-user form. */
export interface NewUserModel {
  DealerId: string;
  DealerName: string;
  SimpleRole: SimpleRole | null;
  /** The department's functions the viewer may give. */
  AvailableRoles: RoleView[];
  SelectedRoles: RoleView[];
  /** The simple roles the viewer may give. */
  AvailableSimpleRoles: SimpleRole[];
}

/** A command's answer: the spec's message, and for the functions tab the '2 hours' notice when it applies. */
export interface MessageReply {
  Message: string;
  Notice?: string | null;
  Id?: string;
}
