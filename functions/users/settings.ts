import { query } from '../platform/http/endpoint.ts';
import { currentUserSettings } from './current-user.ts';
import { loadUserRow } from './user-administration.ts';

/** GET /api/account/settings: who the caller is, for the SPA's shell and its role checks. */
export const handler = query({
  run: async ({ session }) => currentUserSettings(session, await loadUserRow(session.userId)),
});
