import * as z from 'zod';
import { idField, integerText, querySchema, searchTextField } from '../platform/http/request-schemas.ts';

/** The user administration's and onboarding's query parameters, as the spec's pages send them. */
export const dealerIdQuery = querySchema({
  Id: idField('Id'),
  freeText: searchTextField,
  // Read your writes: the user a command just changed, and the version its answer's ETag gave.
  UserId: idField('UserId').optional(),
  MinVersion: integerText('MinVersion', 0, Number.MAX_SAFE_INTEGER).optional(),
});
export const newUserQuery = querySchema({ dealerId: idField('dealerId') });
export const userIdQuery = querySchema({ Id: idField('Id') });
export const lowerUserIdQuery = querySchema({ id: idField('id') });
export const resendQuery = querySchema({ userId: idField('userId') });
export const usernameQuery = querySchema({ username: z.string({ error: 'username skal udfyldes.' }).trim().min(1).max(254), userid: idField('userid').optional() });
export const initialsQuery = querySchema({ initials: z.string({ error: 'initials skal udfyldes.' }).trim().min(1).max(6), userid: idField('userid').optional(), dealerId: idField('dealerId').optional() });
export const activationQuery = querySchema({ userid: idField('userid'), Key: z.string({ error: 'Key skal udfyldes.' }).min(16).max(128) });
export const accountInitialsQuery = querySchema({
  initials: z.string({ error: 'initials skal udfyldes.' }).trim().min(1).max(6),
  userid: idField('userid'),
  Key: z.string({ error: 'Key skal udfyldes.' }).min(16).max(128),
});
