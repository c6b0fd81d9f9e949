import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@/lib/current-user.ts';
import { ADMIN } from '@/test/admin-fixtures.ts';
import { allowedRoutesFor } from '@/test/allowed-routes.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';

let server: ReturnType<typeof fakeServer>;

/** The supplier's administrator: their department holds can_edit_all_dealers. */
const flags = [...ADMIN.RoleFlags, 'can_edit_all_dealers'];
const SUPPLIER: CurrentUser = { ...ADMIN, RoleFlags: flags as never, AllowedRoutes: allowedRoutesFor({ simpleRole: null, isAdmin: true, isConsultant: false }, flags) };
const toggles = (enabled: boolean) => ({ DealerId: '101', Toggles: [{ Name: 'PPAFeatureToggle', Description: 'Annoncering betales pr. annonce (PPA).', Enabled: enabled }] });

beforeEach(() => {
  server = fakeServer({});
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the feature toggles page', () => {
  it('shows the department’s toggles and switches one on at once', async () => {
    let enabled = false;
    server = fakeServer({
      'GET /api/account/settings': { body: SUPPLIER },
      'GET /api/dealer/dealers': { body: [{ Id: '101', Name: 'Demo Biler Aarhus' }] },
      'GET /api/dealer/featuretoggles': () => ({ body: toggles(enabled) }),
      'POST /api/dealer/savefeaturetoggle': (request) => {
        enabled = (request.body as { Enabled: boolean }).Enabled;
        return { body: { Message: 'Indstillingerne er gemt.' } };
      },
    });
    renderApp('/Organization/FeatureToggles');

    await screen.findByRole('heading', { name: 'Funktionsknapper' });
    const toggle = await screen.findByRole('switch', { name: /^PPAFeatureToggle/ });
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Funktionsknapper' })).toBeInTheDocument();
    await userEvent.click(toggle);

    expect(await screen.findByText('Indstillingerne er gemt.')).toBeInTheDocument();
    expect(server.calls('POST /api/dealer/savefeaturetoggle')[0]?.body).toEqual({ DealerId: '101', Name: 'PPAFeatureToggle', Enabled: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: /^PPAFeatureToggle/ })).toBeChecked());
  });

  it('is not in the menu of a department’s own administrator', async () => {
    server = fakeServer({ 'GET /api/account/settings': { body: ADMIN }, 'GET /api/user/myaccount': { status: 500, body: { Message: 'Der skete en fejl. Prøv igen.' } } });
    renderApp('/Account/MyAccount');
    await screen.findByRole('link', { name: 'Min konto' });
    expect(screen.queryByRole('link', { name: 'Funktionsknapper' })).toBeNull();
  });
});
