import { projection } from '../../platform/projection.ts';

/** One row per user: what login, the session and user administration read. Found by username through gsi1. */
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
  gsi1pk: string;
  gsi1sk: string;
}

export const USER_DIRECTORY = 'user-directory';
export const usernameIndexKey = (username: string): string => `username#${username.trim().toLowerCase()}`;

export const userDirectory = projection({
  name: USER_DIRECTORY,
  events: ['UserCreated', 'UserRenamed', 'UserPasswordChanged', 'UserDisabled'],
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
          gsi1pk: usernameIndexKey(data.Username),
          gsi1sk: USER_DIRECTORY,
        };
      }
      case 'UserRenamed':
        return row ? { ...row, Name: event.data.Name } : null;
      case 'UserPasswordChanged':
        return row ? { ...row, PasswordHash: event.data.PasswordHash } : null;
      case 'UserDisabled':
        return row ? { ...row, Disabled: true } : null;
    }
  },
});
