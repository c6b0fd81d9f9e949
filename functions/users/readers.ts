import { idsInDepartments } from '../platform/department-rows.ts';
import { getRow, queryPartition, rowsById } from '../platform/read-models.ts';
import { USER_DIRECTORY, type UserRow } from './projections/user-directory.ts';

/**
 * What other contexts may read of the users context: its users as others show them (a case's case manager, a stock
 * car's responsible user). Dealers (departments) are tenancy's and are read from the platform's dealer directory.
 */
export interface UserView {
  UserId: string;
  Name: string;
  Username: string;
}

const userRowKey = (dealerId: string) => (userId: string) => ({ pk: `${USER_DIRECTORY}#${dealerId}`, sk: userId });
const viewOf = (row: UserRow): UserView => ({ UserId: row.UserId, Name: row.Name, Username: row.Username });

/** The dealer's user, or undefined for an unknown one or one of another dealer. */
export const userById = async (dealerId: string, userId: string): Promise<UserView | undefined> => {
  const row = await getRow<UserRow>(userRowKey(dealerId)(userId));
  return row ? viewOf(row) : undefined;
};

/** The names of the dealer's users by id; unknown ids are left out. */
export const userNames = async (dealerId: string, userIds: readonly string[]): Promise<Map<string, string>> => {
  const rows = await rowsById<UserRow>([...new Set(userIds)], userRowKey(dealerId));
  return new Map([...rows].map(([id, row]) => [id, typeof row.Name === 'string' ? row.Name.trim() : '']));
};

/** The department's active users (not disabled), by name: the stock list's responsible-user choices. */
export const activeUsersOf = async (dealerId: string): Promise<(UserView & { DealerId: string })[]> => {
  const rows = (await queryPartition({
    pk: `${USER_DIRECTORY}#${dealerId}`,
    filter: 'attribute_not_exists(deleted) AND Disabled = :false',
    values: { ':false': false },
    attributes: ['UserId', 'Name', 'Username', 'DealerId'],
  })) as unknown as UserRow[];
  return rows.map((row) => ({ ...viewOf(row), DealerId: dealerId })).sort((a, b) => a.Name.localeCompare(b.Name, 'da'));
};
/**
 * Whether the session may administrate a department: its own; with `can_administrate_users_on_joined_dealers` every
 * department of its conglomerate; with `can_edit_all_dealers` every department.
 */
export { administration as dealerAdministration } from './user-administration.ts';

/**
 * Of these user ids, those of a user of one of the departments (deleted ones and ones invited a moment ago included); a
 * user of `elsewhere` (the rest of the dealer group) is another's at once.
 */
export const usersInDepartments = (dealerIds: readonly string[], ids: readonly string[], elsewhere: readonly string[] = []): Promise<Set<string>> =>
  idsInDepartments(ids, dealerIds, { key: (dealerId, userId) => userRowKey(dealerId)(userId), elsewhere, stream: (userId) => `user#${userId}` });
