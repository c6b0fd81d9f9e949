import * as z from 'zod';
import { idField, integerText, notTenantId, querySchema, scopedId, searchTextField } from '../platform/http/request-schemas.ts';

/** The user administration's and onboarding's query parameters, as the spec's pages send them. */

/** Onboarding runs before any session: the invitation's key, not a tenancy, admits the invitee to their own user. */
export const INVITEE = "the invitee's own user, admitted by the invitation's key (no session yet)";
export const dealerIdQuery = querySchema({
  Id: scopedId('department', 'Id'),
  freeText: searchTextField,
  // Read your writes: the user a command just changed, and the version its answer's ETag gave.
  UserId: scopedId('user', 'UserId').optional(),
  MinVersion: integerText('MinVersion', 0, Number.MAX_SAFE_INTEGER).optional(),
});
export const newUserQuery = querySchema({ dealerId: scopedId('department', 'dealerId') });
export const userIdQuery = querySchema({ Id: scopedId('user', 'Id') });
export const lowerUserIdQuery = querySchema({ id: scopedId('user', 'id') });
export const resendQuery = querySchema({ userId: scopedId('user', 'userId') });
export const usernameQuery = querySchema({ username: z.string({ error: 'username skal udfyldes.' }).trim().min(1).max(254), userid: scopedId('user', 'userid').optional() });
export const initialsQuery = querySchema({ initials: z.string({ error: 'initials skal udfyldes.' }).trim().min(1).max(6), userid: scopedId('user', 'userid').optional(), dealerId: scopedId('department', 'dealerId').optional() });
export const activationQuery = querySchema({ userid: notTenantId(idField('userid'), INVITEE), Key: z.string({ error: 'Key skal udfyldes.' }).min(16).max(128) });
export const accountInitialsQuery = querySchema({
  initials: z.string({ error: 'initials skal udfyldes.' }).trim().min(1).max(6),
  userid: notTenantId(idField('userid'), INVITEE),
  Key: z.string({ error: 'Key skal udfyldes.' }).min(16).max(128),
});
