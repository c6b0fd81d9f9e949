import { query } from '../platform/http/endpoint.ts';
import { currentUserSettings } from './current-user.ts';
import { loadUserRow } from './user-administration.ts';
import { currentUserResponse } from './responses.ts';

/** GET /api/account/settings: who the caller is, for the SPA's shell and its role checks. */
export const handler = query({
  summary: 'Den indloggede bruger: navn, afdeling, funktioner og tilladte handlinger.',
  responses: { 200: currentUserResponse },
  run: async ({ session }) => currentUserSettings(session, await loadUserRow(session.userId)),
});
