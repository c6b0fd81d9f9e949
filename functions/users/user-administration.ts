import { createHash, randomBytes } from 'node:crypto';
import { ROLE_FLAGS, SIMPLE_ROLES, type RoleFlag } from '../../domain/roles.ts';
import { ACTIVATION_VALID_DAYS, EMAIL_SETTINGS, roleId } from '../../domain/users/user.ts';
import { userDecider, type UserState } from '../../domain/users/decider.ts';
import { grantableRoleFlags, grantableSimpleRoles, heldRoleFlags, isUserAdministrator, mayAdministrate, type UserRights } from '../../domain/users/administration.ts';
import { conglomerateDealerIds, dealerById } from '../platform/auth/dealer-directory.ts';
import { EventStore } from '../platform/event-store.ts';
import { respond, type HttpResponse } from '../platform/http/response.ts';
import type { Session } from '../platform/http/session-context.ts';
import { readAtVersion } from '../platform/read-models.ts';
import { outbox } from '../platform/mail/outbox.ts';
import { queryIndex, queryPartition } from '../platform/read-models.ts';
import { USER_DIRECTORY, userDirectory, usernameIndexKey, type UserRow } from './projections/user-directory.ts';
import { USER_LAST_LOGIN, type UserLastLoginRow } from './projections/user-last-login.ts';
import { fold } from '../../domain/decider.ts';
import { isFeatureOn } from '../../domain/dealers/feature-toggles.ts';

/**
 * What user administration shares: which departments an administrator may administrate (their own; with
 * `can_administrate_users_on_joined_dealers` every department of their conglomerate; with `can_edit_all_dealers`
 * every department), users as the admin pages show them, and the activation link.
 */
export const userStreamId = (userId: string): string => `user#${userId}`;

/** Whether the session may administrate the department's users; settled once per request. */
export const administration = async (session: Session): Promise<(dealerId: string) => boolean> => {
  const all = session.roleFlags.has('can_edit_all_dealers');
  const joined = session.roleFlags.has('can_administrate_users_on_joined_dealers') ? await conglomerateDealerIds(session.dealerId) : new Set<string>();
  return (dealerId) => all || dealerId === session.dealerId || joined.has(dealerId);
};

/** The departments the session may administrate, for the decider (a user of another department does not exist). */
export const administrableDealerIds = async (session: Session, userDealerId: string | undefined): Promise<string[]> => {
  const may = await administration(session);
  return [session.dealerId, ...(userDealerId && may(userDealerId) ? [userDealerId] : [])];
};

/** The signed-in user's rights, as user administration compares them. */
export const sessionRights = (session: Session): UserRights => ({
  isAdmin: session.isAdmin,
  isConsultant: session.isConsultant,
  simpleRole: session.simpleRole,
  roleFlags: [...session.roleFlags],
});

/** A user's rights: their role, and their department's functions narrowed to those given to them. */
export const rightsOfUser = (
  row: Pick<UserRow, 'IsAdmin' | 'IsConsultant' | 'SimpleRole' | 'SelectedRoles'>,
  departmentFlags: readonly string[],
): UserRights => ({ isAdmin: row.IsAdmin, isConsultant: row.IsConsultant, simpleRole: row.SimpleRole, roleFlags: heldRoleFlags(departmentFlags, row.SelectedRoles) });

export const departmentFlagsOf = async (dealerId: string): Promise<string[]> => (await dealerById(dealerId))?.SelectedRoles ?? [];

/** How many administrators of the user's dealer group, other than the user, can administrate its users. */
export const otherAdministrators = async (dealerId: string, exceptUserId: string): Promise<number> => {
  const dealerIds = [...(await conglomerateDealerIds(dealerId))];
  const counts = await Promise.all(
    dealerIds.map(async (id) => {
      const admins = (await usersOfDealer(id)).filter((user) => user.IsAdmin && user.UserId !== exceptUserId && !user.Disabled && user.Status !== 'Invited');
      if (admins.length === 0) return 0;
      const flags = await departmentFlagsOf(id);
      return admins.filter((user) => isUserAdministrator(rightsOfUser(user, flags))).length;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
};

/**
 * A user as user administration weighs them: their rights, their department's functions, and (only for an
 * administrator, whom the group may not lose) how many other administrators the group has.
 */
export const administeredUser = async (row: UserRow): Promise<{ rights: UserRights; departmentFlags: string[]; otherAdministrators: number }> => {
  const departmentFlags = await departmentFlagsOf(row.DealerId);
  const rights = rightsOfUser(row, departmentFlags);
  return { rights, departmentFlags, otherAdministrators: isUserAdministrator(rights) ? await otherAdministrators(row.DealerId, row.UserId) : 0 };
};

const store = new EventStore();

/**
 * The user's row folded from their stream (strongly consistent: a page reads what was just saved), with the stream's
 * version, which the admin user edit page sends back as If-Match.
 */
export const loadUser = async (userId: string): Promise<{ row: UserRow | undefined; version: number }> => {
  const events = await store.readStream(userStreamId(userId));
  let row: UserRow | undefined;
  for (const event of events) {
    if (!userDirectory.handles(event)) continue;
    row = (userDirectory.evolve(row, event) as UserRow | null) ?? undefined;
  }
  return { row, version: events.at(-1)?.version ?? 0 };
};

export const loadUserRow = async (userId: string): Promise<UserRow | undefined> => (await loadUser(userId)).row;

export const loadUserState = async (userId: string): Promise<UserState> =>
  fold(userDecider, (await store.readStream(userStreamId(userId))) as never);

/**
 * A user command's answer with the user's new version as the ETag: the `MinVersion` the users tab asks its list with
 * (together with the user's id) to show the command at once. A command that changed nothing answers without one.
 */
export const withUserVersion = (body: unknown, version: number | undefined): HttpResponse =>
  respond(200, body, version ? { headers: { etag: `"${version}"` } } : {});

/** Read your writes on the users tab: waits until the department's list shows the user at `minVersion` (or gone). */
export const awaitUserRow = async (dealerId: string, userId: string | undefined, minVersion: number | undefined): Promise<void> => {
  if (userId && minVersion) await readAtVersion({ pk: `${USER_DIRECTORY}#${dealerId}`, sk: userId }, minVersion);
};

export const usersOfDealer = async (dealerId: string): Promise<UserRow[]> =>
  (await queryPartition({ pk: `${USER_DIRECTORY}#${dealerId}`, filter: 'attribute_not_exists(deleted)' })) as UserRow[];

export const lastLogins = async (dealerId: string): Promise<Map<string, string>> =>
  new Map(
    ((await queryPartition({ pk: `${USER_LAST_LOGIN}#${dealerId}`, filter: 'attribute_not_exists(deleted)' })) as UserLastLoginRow[]).map((row) => [row.UserId, row.LastLogin]),
  );

export const userByUsername = async (username: string): Promise<UserRow | undefined> =>
  ((await queryIndex({ gsi1pk: usernameIndexKey(username) })) as UserRow[]).find((row) => row.gsi1sk === USER_DIRECTORY);

/** Whether no other user of the department has these initials (initials tell a department's staff apart). */
export const initialsAvailable = async (dealerId: string, initials: string, exceptUserId?: string): Promise<boolean> =>
  !(await usersOfDealer(dealerId)).some((user) => user.UserId !== exceptUserId && user.Initials.toLowerCase() === initials.trim().toLowerCase());

export const activationExpired = (row: Pick<UserRow, 'Status' | 'ActivationExpiresAt'>, now = new Date()): boolean =>
  row.Status === 'Invited' && typeof row.ActivationExpiresAt === 'string' && row.ActivationExpiresAt <= now.toISOString();

/** A role as the admin pages list it. */
export const roleView = (flag: RoleFlag, packageFlags: readonly string[]) => ({ Id: roleId(flag), Name: flag, IsPartOfSubscriptionPackage: packageFlags.includes(flag) });

/**
 * The user as the admin user edit page reads it (spec part 1 §3 User), for the viewer: whether they may act on the user
 * at all, and the roles and functions they may give (all the department's, to show, when they may not act).
 */
export const userView = async (row: UserRow, viewer: UserRights) => {
  const dealer = await dealerById(row.DealerId);
  const dealerRoles = (dealer?.SelectedRoles ?? []).filter((flag): flag is RoleFlag => (ROLE_FLAGS as readonly string[]).includes(flag));
  const selected = row.SelectedRoles ?? dealerRoles;
  const canAdministrate = mayAdministrate(viewer, rightsOfUser(row, dealerRoles));
  const offered = canAdministrate ? grantableRoleFlags(viewer, dealerRoles) : dealerRoles;
  return {
    Id: row.UserId,
    DealerId: row.DealerId,
    Name: row.Name,
    Username: row.Username,
    Initials: row.Initials,
    Address: row.Address ?? '',
    ZipCode: row.ZipCode ?? '',
    CellPhone: row.CellPhone ?? '',
    Title: row.Title ?? '',
    SimpleRole: row.SimpleRole,
    SimpleRoleName: row.SimpleRole ? (SIMPLE_ROLES[row.SimpleRole as keyof typeof SIMPLE_ROLES] ?? null) : null,
    ...Object.fromEntries(EMAIL_SETTINGS.map((setting) => [setting, row.EmailSettings?.[setting] === true])),
    TermsAndLicenseAccepted: row.TermsAndLicenseAccepted !== false,
    DsaRequirementAccepted: row.DsaRequirementAccepted !== false,
    IsActivated: row.Status !== 'Invited',
    ActivationExpired: activationExpired(row),
    IsAdmin: row.IsAdmin,
    IsConsultant: row.IsConsultant,
    SelectedRoles: dealerRoles.filter((flag) => selected.includes(flag)).map((flag) => roleView(flag, dealerRoles)),
    AvailableRoles: offered.map((flag) => roleView(flag, dealerRoles)),
    AvailableSimpleRoles: grantableSimpleRoles(viewer),
    CanAdministrate: canAdministrate,
    PPAFeatureToggle: isFeatureOn(dealer?.FeatureToggles, 'PPAFeatureToggle'),
  };
};

/** A new activation key: the key goes in the e-mail, only its hash into the user's events. */
export const newActivationKey = (now = new Date()) => {
  const key = randomBytes(24).toString('base64url');
  return { key, keyHash: activationKeyHash(key), expiresAt: new Date(now.getTime() + ACTIVATION_VALID_DAYS * 86_400_000).toISOString() };
};
export const activationKeyHash = (key: string): string => createHash('sha256').update(key).digest('base64url');

/** Sends the invitation with its activation link, under the app's configured address (`appBaseUrl()`), through the outbox. */
export const sendActivationMail = async (linkBase: string, to: string, userId: string, key: string, dealerName: string): Promise<void> => {
  const link = `${linkBase}/Account/CreateUser?userId=${encodeURIComponent(userId)}&key=${encodeURIComponent(key)}`;
  await outbox().send({
    to,
    subject: `Invitation til DealerHub fra ${dealerName}`,
    text: [
      'Hej,',
      '',
      `${dealerName} har oprettet dig som bruger i DealerHub.`,
      `Aktivér din bruger og vælg din adgangskode her (linket virker i ${ACTIVATION_VALID_DAYS} dage og kan bruges én gang):`,
      '',
      link,
      '',
      'Venlig hilsen',
      'DealerHub',
    ].join('\n'),
  });
};

/**
 * A user's events belong to the user's department (their tenancy and where their read-model rows live), also when an
 * administrator of another department, or the invitee without a session, appends them.
 */
export const onBehalfOfDealer = (context: { appendContext: { dealerId: string } }, dealerId: string): void => {
  context.appendContext.dealerId = dealerId;
};
