import { isFeatureOn } from '../../domain/dealers/feature-toggles.ts';
import { EMAIL_SETTINGS } from '../../domain/users/user.ts';
import { dealerById } from '../platform/auth/dealer-directory.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import type { UserRow } from './projections/user-directory.ts';
import { myAccountResponse } from './responses.ts';
import { loadUserRow } from './user-administration.ts';

/** The account page's fields as the user's own row holds them. */
export const myAccountView = async (row: UserRow) => ({
  Username: row.Username,
  Name: row.Name,
  Initials: row.Initials,
  Address: row.Address ?? '',
  ZipCode: row.ZipCode ?? '',
  City: row.City ?? '',
  CellPhone: row.CellPhone ?? '',
  Title: row.Title ?? '',
  ...Object.fromEntries(EMAIL_SETTINGS.map((setting) => [setting, row.EmailSettings?.[setting] === true])),
  PPAFeatureToggle: isFeatureOn((await dealerById(row.DealerId))?.FeatureToggles, 'PPAFeatureToggle'),
});

/**
 * GET /api/user/myaccount: the signed-in user's own account page (part 2 §3 Account), read from their stream so the
 * page shows what was just saved. The spec names no call for loading the page; this is ours.
 */
export const handler = query({
  summary: 'Den indloggede brugers egne oplysninger og e-mailindstillinger (min konto).',
  responses: { 200: myAccountResponse },
  async run({ session }) {
    const row = await loadUserRow(session.userId);
    if (!row) throw notFound('Brugeren findes ikke.');
    return myAccountView(row);
  },
});
