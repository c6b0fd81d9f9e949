import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@/lib/current-user.ts';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { ADMIN, dealerRoles, role } from '@/test/admin-fixtures.ts';
import { rolesAfterPackageChange } from './functions-tab.tsx';

let server: ReturnType<typeof fakeServer>;

/** The user administration page of an administrator, its functions tab shown. */
const adminServer = (user: CurrentUser = ADMIN, routes: FakeRoutes = {}) => {
  server = fakeServer({
    'GET /api/account/settings': { body: user },
    'GET /api/dealer/dealers': { body: [{ Id: '101', Name: 'Demo Biler Aarhus' }, { Id: '102', Name: 'Demo Biler Aalborg' }] },
    ...routes,
  });
  return server;
};

beforeEach(() => {
  server = fakeServer({});
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the functions tab', () => {
  it('replaces the package roles with the new package and keeps the extra ones', () => {
    // basis (case 13, debt check 15) → start (car list 10, price tag 14); market insights (28) was given besides.
    expect(rolesAfterPackageChange([13, 15, 28], [13, 15], [10, 14])).toEqual([10, 14, 28]);
    expect(rolesAfterPackageChange([13], [13, 15], [13, 15, 22])).toEqual([13, 15, 22]);
  });

  it("changes the package (package roles replaced, extra kept), shows the administer-conglomerate function's '2 hours' notice and saves: 'Forhandler funktioner gemt.'", async () => {
    adminServer({ ...ADMIN, RoleFlags: [...ADMIN.RoleFlags, 'can_edit_all_dealers'] }, {
      'GET /api/dealer/dealerrolesbyid': { body: dealerRoles() },
      'GET /api/subscriptionpackage/GetSubscriptionPackageForDealer': {
        body: { DealerId: '101', SubscriptionPackageId: 2, SubscriptionPackageName: 'basis', Options: [{ Id: 1, Name: 'Start' }, { Id: 2, Name: 'Basis' }, { Id: 3, Name: 'Pro' }] },
      },
      'GET /api/subscriptionpackage/getroles': { body: [role(13, 'case'), role(22, 'b2b_marketplace')] },
      'POST /api/subscriptionpackage/saveondealer': () => {
        server.answer('GET /api/subscriptionpackage/GetSubscriptionPackageForDealer', {
          body: { DealerId: '101', SubscriptionPackageId: 3, SubscriptionPackageName: 'pro', Options: [{ Id: 1, Name: 'Start' }, { Id: 2, Name: 'Basis' }, { Id: 3, Name: 'Pro' }] },
        });
        return { body: { Message: 'Forhandler funktioner gemt.' } };
      },
      'POST /api/dealer/savedealerroles': (request) => {
        const ids = (request.body as { SelectedRoles: number[] }).SelectedRoles;
        const roles = dealerRoles();
        server.answer('GET /api/dealer/dealerrolesbyid', { body: { ...roles, SelectedRoles: roles.AvailableRoles.filter((role) => ids.includes(role.Id)) } });
        return { body: { Message: 'Forhandler funktioner gemt.', Notice: 'Bemærk: Det kan tage op til 2 timer, før ændringen af denne funktion træder i kraft.' } };
      },
    });
    renderApp('/Organization/Users/Edit?tab=functions');
    const user = userEvent.setup();

    const checkbox = async (label: string) => screen.findByRole('checkbox', { name: new RegExp(`^${label}`) });
    expect(await checkbox('Gældstjek')).toBeChecked();
    expect(await checkbox('Markedsindsigt')).toBeChecked();
    expect(await checkbox('B2B-markedsplads')).not.toBeChecked();

    await user.click(screen.getByRole('combobox', { name: 'Abonnementspakke' }));
    await user.click(await screen.findByRole('option', { name: 'Pro' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /^B2B-markedsplads/ })).toBeChecked());
    expect(server.calls('GET /api/subscriptionpackage/getroles')[0]?.query).toEqual({ subscriptionPackageId: '3' });
    // Debt check and user administration came with the old package only; market insights was given besides it.
    expect(screen.getByRole('checkbox', { name: /^Administrere brugere/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Gældstjek/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Markedsindsigt/ })).toBeChecked();

    expect(screen.queryByTestId('conglomerate-role-notice')).not.toBeInTheDocument();
    // Editing all dealers is not the conglomerate's administration: no notice.
    await user.click(screen.getByRole('checkbox', { name: /^Redigere alle forhandlere/ }));
    expect(screen.queryByTestId('conglomerate-role-notice')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /^Administrere koncernens brugere/ }));
    expect(screen.getByTestId('conglomerate-role-notice')).toHaveTextContent('Det kan tage op til 2 timer');
    // Every function is shown by its Danish label, never by its flag's name.
    expect(document.body.textContent).not.toMatch(/can_|market_insights|debt_check|b2b_marketplace/);

    await user.click(screen.getByRole('button', { name: 'Gem funktioner' }));
    expect(await screen.findByText('Forhandler funktioner gemt.')).toBeInTheDocument();
    // The server's notice too, and the form shows what was saved, nothing left to save.
    expect(screen.getByText('Bemærk: Det kan tage op til 2 timer, før ændringen af denne funktion træder i kraft.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gem funktioner' })).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: /^B2B-markedsplads/ })).toBeChecked();
    expect(server.calls('POST /api/subscriptionpackage/saveondealer')[0]?.body).toEqual({ DealerId: '101', SubscriptionPackageId: 3 });
    expect(server.calls('POST /api/dealer/savedealerroles')[0]?.body).toEqual({ DealerId: '101', SelectedRoles: [6, 7, 13, 22, 28] });
    // The package first, so that the functions saved after it are the ones kept.
    const order = server.requests.filter((request) => request.method === 'POST').map((request) => request.path);
    expect(order).toEqual(['/api/subscriptionpackage/saveondealer', '/api/dealer/savedealerroles']);
  });

  it('saves over the version it read (If-Match), and offers to reload when another administrator saved first', async () => {
    const PACKAGES = { DealerId: '101', SubscriptionPackageName: 'basis', Options: [{ Id: 2, Name: 'Basis' }, { Id: 3, Name: 'Pro' }] };
    adminServer(ADMIN, {
      'GET /api/dealer/dealerrolesbyid': { body: dealerRoles(), headers: { etag: '"7"' } },
      'GET /api/subscriptionpackage/GetSubscriptionPackageForDealer': { body: { ...PACKAGES, SubscriptionPackageId: 2 }, headers: { etag: '"7"' } },
      'GET /api/subscriptionpackage/getroles': { body: [role(13, 'case'), role(22, 'b2b_marketplace')] },
      'POST /api/subscriptionpackage/saveondealer': { body: { Message: 'Forhandler funktioner gemt.' }, headers: { etag: '"8"' } },
      'POST /api/dealer/savedealerroles': { status: 409, body: { Message: 'Data er netop blevet ændret af en anden.', Code: 'Conflict' } },
    });
    renderApp('/Organization/Users/Edit?tab=functions');
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: /^Gældstjek/ });
    await user.click(screen.getByRole('combobox', { name: 'Abonnementspakke' }));
    await user.click(await screen.findByRole('option', { name: 'Pro' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /^B2B-markedsplads/ })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Gem funktioner' }));

    // The package is saved over the version read, the functions over the version the package save answered.
    expect(await screen.findByText('Forhandleren er ændret')).toBeInTheDocument();
    expect(server.calls('POST /api/subscriptionpackage/saveondealer')[0]?.headers['If-Match']).toBe('"7"');
    expect(server.calls('POST /api/dealer/savedealerroles')[0]?.headers['If-Match']).toBe('"8"');

    // Reloading shows the department as the other administrator left it.
    server.answer('GET /api/subscriptionpackage/GetSubscriptionPackageForDealer', { body: { ...PACKAGES, SubscriptionPackageId: 3 }, headers: { etag: '"9"' } });
    server.answer('GET /api/dealer/dealerrolesbyid', { body: dealerRoles(), headers: { etag: '"9"' } });
    const reads = server.calls('GET /api/dealer/dealerrolesbyid').length;
    await user.click(screen.getByRole('button', { name: 'Genindlæs' }));
    await waitFor(() => expect(server.calls('GET /api/dealer/dealerrolesbyid').length).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Abonnementspakke' })).toHaveValue('Pro'));
    expect(screen.getByRole('button', { name: 'Gem funktioner' })).toBeDisabled();
  });

  it('shows the functions only the supplier gives, but locked, to an administrator without can_edit_all_dealers', async () => {
    adminServer(ADMIN, {
      'GET /api/dealer/dealerrolesbyid': { body: dealerRoles() },
      'GET /api/subscriptionpackage/GetSubscriptionPackageForDealer': { body: { DealerId: '101', SubscriptionPackageId: 2, SubscriptionPackageName: 'basis', Options: [{ Id: 2, Name: 'Basis' }] } },
    });
    renderApp('/Organization/Users/Edit?tab=functions');
    expect(await screen.findByRole('checkbox', { name: /^Redigere alle forhandlere/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /^B2B-markedsplads/ })).toBeEnabled();
  });

  it("shows the server's refusal on the tab", async () => {
    adminServer(ADMIN, {
      'GET /api/dealer/dealerrolesbyid': { body: dealerRoles() },
      'GET /api/subscriptionpackage/GetSubscriptionPackageForDealer': { body: { DealerId: '101', SubscriptionPackageId: 2, SubscriptionPackageName: 'basis', Options: [{ Id: 2, Name: 'Basis' }] } },
      'POST /api/dealer/savedealerroles': { status: 403, body: { Message: 'Din rolle giver ikke adgang til dette.' } },
    });
    renderApp('/Organization/Users/Edit?tab=functions');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /^B2B-markedsplads/ }));
    await user.click(screen.getByRole('button', { name: 'Gem funktioner' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Din rolle giver ikke adgang til dette.');
  });
});
