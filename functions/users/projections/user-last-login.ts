import { projection } from '../../platform/projection.ts';

/**
 * When each user last signed in themselves (the users grid's 'last login'). A row of its own, fed by the sign-in
 * stream, so that the user directory follows one stream per row. A sign-in by an administrator acting as the user
 * is not the user's own.
 */
export interface UserLastLoginRow extends Record<string, unknown> {
  UserId: string;
  LastLogin: string;
}

export const USER_LAST_LOGIN = 'user-last-login';

export const userLastLogin = projection({
  name: USER_LAST_LOGIN,
  events: ['UserSignedIn'],
  evolve(row: UserLastLoginRow | undefined, event) {
    if (event.data.ImpersonatedByUserId !== null) return row ?? null;
    const userId = event.streamId.slice(event.streamId.indexOf('#') + 1);
    return !row || row.LastLogin < event.meta.occurredAt ? { UserId: userId, LastLogin: event.meta.occurredAt } : row;
  },
});
