import * as z from 'zod';
import { roleFlag } from './dealers.ts';

/**
 * Events of the users: the invitation, activation, administration and sign-ins of a dealer's staff. Enumerations are
 * repeated here as plain string lists because `events/` may import zod only; `domain/roles.ts` holds their meaning.
 */
const simpleRole = z.enum(['Owner', 'BusinessManager', 'SalesManager', 'Salesman', 'Mechanic', 'Preparation', 'Bookkeeper']);

export const userEvents = {
  UserCreated: z.object({
    UserId: z.string(),
    DealerId: z.string(),
    Name: z.string().min(1),
    Username: z.string().min(1),
    Initials: z.string().max(6),
    SimpleRole: simpleRole.nullable(),
    IsAdmin: z.boolean(),
    IsConsultant: z.boolean(),
    /** scrypt hash in the `scrypt$N$r$p$salt$hash` form; never a password. */
    PasswordHash: z.string().startsWith('scrypt$'),
  }),
  /** The user's name as case lists, documents and the header show it (user administration). */
  UserRenamed: z.object({ Name: z.string().trim().min(1).max(200) }),
  /** A new password: chosen on the user's own account page, or through a reset link (`ByReset`), which spends it. */
  UserPasswordChanged: z.object({ PasswordHash: z.string().startsWith('scrypt$'), ByReset: z.boolean().optional() }),
  /** A password-reset link was sent: only the token's hash is kept; the token itself is in the e-mail. */
  UserPasswordResetRequested: z.object({ TokenHash: z.string().min(1), ExpiresAt: z.string().datetime() }),
  /** The user saved their own account page (my account): their details and e-mail preferences. */
  UserAccountUpdated: z.object({
    Name: z.string().trim().min(1).max(256),
    Username: z.string().min(1).max(254),
    Initials: z.string().max(6),
    Address: z.string().max(200),
    ZipCode: z.string().max(10),
    City: z.string().max(100),
    CellPhone: z.string().max(20),
    Title: z.string().max(100),
    EmailSettings: z.record(z.string(), z.boolean()),
  }),
  UserDisabled: z.object({}),
  /**
   * A user invited by an administrator (user administration's create user): known by e-mail and the functions given,
   * not yet able to sign in. The invitee chooses name, initials and password when following the activation link.
   */
  UserInvited: z.object({
    UserId: z.string(),
    DealerId: z.string(),
    Username: z.string().min(1).max(254),
    SimpleRole: simpleRole.nullable(),
    SelectedRoles: z.array(roleFlag),
  }),
  /** An activation link was sent: only the key's hash is kept; the key itself is in the e-mail. */
  UserActivationLinkSent: z.object({ KeyHash: z.string().min(1), ExpiresAt: z.string().datetime() }),
  /** The invitee followed the link and chose their details and password (the key is spent). */
  UserActivated: z.object({
    Name: z.string().trim().min(1).max(256),
    Initials: z.string().max(6),
    /** The new user's contact details ('' when left blank); schema version 2, absent before. */
    Address: z.string().max(200).optional(),
    ZipCode: z.string().max(10).optional(),
    CellPhone: z.string().max(20).optional(),
    Title: z.string().max(100).optional(),
    PasswordHash: z.string().startsWith('scrypt$'),
    TermsAndLicenseAccepted: z.boolean(),
    DsaRequirementAccepted: z.boolean(),
    EmailSettings: z.record(z.string(), z.boolean()),
  }),
  /** An administrator saved the user's details (the admin user edit page). */
  UserDetailsSaved: z.object({
    Name: z.string().trim().min(1).max(256),
    Username: z.string().min(1).max(254),
    Initials: z.string().max(6),
    SimpleRole: simpleRole.nullable(),
    EmailSettings: z.record(z.string(), z.boolean()),
    SelectedRoles: z.array(roleFlag).nullable(),
  }),
  UserTermsAccepted: z.object({}),
  UserDsaRequirementAccepted: z.object({}),
  /** The user is removed: they can no longer sign in and their sessions end. */
  UserDeleted: z.object({}),
  UserSignedIn: z.object({ ImpersonatedByUserId: z.string().nullable() }),
  UserSignedOut: z.object({}),
} as const;
