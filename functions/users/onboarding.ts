import { UserErrorCodes, UserMessages } from '../../domain/users/messages.ts';
import { refused } from '../../domain/errors.ts';
import type { UserRow } from './projections/user-directory.ts';
import { activationExpired, activationKeyHash, loadUserRow, loadUserState } from './user-administration.ts';

/**
 * The invitee as the create-user-from-link page knows them: by user id and the key of their link. An unknown user, a
 * wrong or spent key all answer the same, so the page cannot be used to probe for users.
 */
export const invitee = async (userId: string, key: string): Promise<UserRow> => {
  const [row, state] = await Promise.all([loadUserRow(userId), loadUserState(userId)]);
  if (!row || state.kind !== 'invited' || !state.activation || state.activation.keyHash !== activationKeyHash(key)) {
    throw refused(UserMessages.activationInvalid, UserErrorCodes.activationInvalid);
  }
  if (activationExpired(row)) throw refused(UserMessages.activationExpired, UserErrorCodes.activationExpired);
  return row;
};
