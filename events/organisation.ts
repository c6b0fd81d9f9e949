import * as z from 'zod';

/**
 * Events of the organisation: conglomerates, dealers (departments) and users. Enumerations are repeated here as
 * plain string lists because `events/` may import zod only; `domain/roles.ts` holds their meaning.
 */
const roleFlag = z.string().regex(/^[a-z0-9_]+$/);
const simpleRole = z.enum(['Owner', 'BusinessManager', 'SalesManager', 'Salesman', 'Mechanic', 'Preparation', 'Bookkeeper']);
const subscriptionPackage = z.enum(['start', 'basis', 'pro']);
/** A text a salesperson picks from the dealer's list for a case (warranty, right to complain). */
const dealerCaseText = z.object({ Id: z.string().regex(/^\d+$/), Text: z.string().trim().min(1).max(4_000) }).strict();
/** One of the dealer's own plates (trade plates), put on a car for a test drive. */
const dealerPlate = z.object({ Id: z.string().regex(/^\d+$/), RegistrationNumber: z.string().trim().min(1).max(12) }).strict();

export const organisationEvents = {
  ConglomerateCreated: z.object({ ConglomerateId: z.string(), Name: z.string().min(1) }),
  DealerCreated: z.object({
    DealerId: z.string(),
    ConglomerateId: z.string(),
    Name: z.string().min(1),
    Street: z.string(),
    ZipCode: z.string(),
    City: z.string(),
    Phone: z.string(),
    Email: z.string(),
    SubscriptionPackageName: subscriptionPackage,
    SelectedRoles: z.array(roleFlag),
  }),
  DealerRolesChanged: z.object({ SelectedRoles: z.array(roleFlag) }),
  DealerSubscriptionPackageChanged: z.object({ SubscriptionPackageName: subscriptionPackage, SelectedRoles: z.array(roleFlag) }),
  /** The dealer's lists of warranty and right-to-complain texts for the case's other agreements (replaces both lists). */
  DealerCaseTextsSet: z.object({ Warranties: z.array(dealerCaseText).max(100), RightToComplain: z.array(dealerCaseText).max(100) }),
  /** How long the dealer keeps customers and cases (-1: indefinitely) and leads, in days (data retention page). */
  DealerGdprRetentionSet: z.object({ CustomerAndCasesRetentionDays: z.number().int().min(-1), LeadsRetentionDays: z.number().int().min(1) }),
  /** The dealer's own plates, the choices of a test drive's plate (replaces the list). */
  DealerPlatesSet: z.object({ Plates: z.array(dealerPlate).max(100) }),
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
  UserPasswordChanged: z.object({ PasswordHash: z.string().startsWith('scrypt$') }),
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
