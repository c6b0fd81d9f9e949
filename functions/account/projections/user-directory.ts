import type { EventData } from '../../../events/catalogue.ts';
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

export const userDirectory = projection<UserRow>({
  name: USER_DIRECTORY,
  streamTypes: ['user'],
  evolve(row, event) {
    switch (event.type) {
      case 'UserCreated': {
        const data = event.data as EventData<'UserCreated'>;
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
      case 'UserPasswordChanged':
        return row ? { ...row, PasswordHash: (event.data as EventData<'UserPasswordChanged'>).PasswordHash } : row ?? null;
      case 'UserDisabled':
        return row ? { ...row, Disabled: true } : null;
      default:
        return row ?? null;
    }
  },
});
