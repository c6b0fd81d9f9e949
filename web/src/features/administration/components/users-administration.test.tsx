import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@/lib/current-user.ts';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { startFresh } from '@/test/start-fresh.ts';
import { ADMIN, dealerRoles, OWNER, role, SALESMAN, userRow } from '../test/admin-fixtures.test-support.ts';
import { rolesAfterPackageChange } from './functions-tab.tsx';

let server: ReturnType<typeof fakeServer>;

const ROWS = [
  userRow(),
  userRow({ Id: '9', Name: '', Email: 'ny@demo.dk', Initials: '', RoleName: 'Sælger', LastLogin: null, IsActivated: false, ActivationExpired: true }),
  userRow({ Id: '12', Name: 'Kim Konsulent', Email: 'konsulent@demo.dk', Initials: 'KK', RoleName: 'Konsulent', IsConsultant: true }),
];

const adminServer = (user: CurrentUser = ADMIN, routes: FakeRoutes = {}) => {
  server = fakeServer({
    'GET /api/account/settings': { body: user },
    'GET /api/dealer/dealers': { body: [{ Id: '101', Name: 'Demo Biler Aarhus' }, { Id: '102', Name: 'Demo Biler Aalborg' }] },
    'GET /api/user/UsersByDealer': (request) => ({
      body: { Total: 3, Offset: 0, Count: 3, List: ROWS.filter((row) => !request.query.freeText || row.Email.includes(request.query.freeText)) },
    }),
    ...routes,
  });
  return server;
};

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

beforeEach(() => {
  server = fakeServer({});
  startFresh();
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the users tab', () => {
  it("lists the department's users with role name, name, e-mail and last login, the own department when the address names none", async () => {
    adminServer();
    renderApp('/Organization/Users/Edit');

    await screen.findByRole('cell', { name: 'saelger@demo.dk' });
    expect(server.calls('GET /api/user/UsersByDealer')[0]?.query).toEqual({ Id: '101' });
    expect(within(row('saelger@demo.dk')).getByRole('cell', { name: '04-01-2026 kl. 14:30' })).toBeInTheDocument();
    expect(within(row('Mads Sørensen')).getByRole('cell', { name: 'Sælger' })).toBeInTheDocument();
    // A user who never activated: the expired link says so, and a new one can be sent.
    expect(within(row('ny@demo.dk')).getByText('Aktiveringslink udløbet')).toBeInTheDocument();
    expect(within(row('ny@demo.dk')).getByRole('button', { name: 'Gensend aktiveringslink til ny@demo.dk' })).toBeInTheDocument();
    // Consultant users cannot be edited from the list.
    expect(within(row('konsulent@demo.dk')).getByRole('button', { name: 'Rediger Kim Konsulent' })).toBeDisabled();
    expect(within(row('saelger@demo.dk')).getByRole('button', { name: 'Rediger Mads Sørensen' })).toBeEnabled();
  });

  it('offers no action on a user with more rights than the viewer', async () => {
    adminServer(OWNER, {
      'GET /api/user/UsersByDealer': { body: { Total: 1, Offset: 0, Count: 1, List: [userRow({ Id: '1', Name: 'Lars Holm', Email: 'admin@demo.dk', IsActivated: false, CanAdministrate: false })] } },
    });
    renderApp('/Organization/Users/Edit');

    const admin = (await screen.findByRole('cell', { name: 'admin@demo.dk' })).closest('tr')!;
    expect(within(admin).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks the server with the free text of ?freeText, and puts typed text into the address', async () => {
    adminServer();
    const { router } = renderApp('/Organization/Users/Edit?id=101&freeText=konsulent');

    await screen.findByRole('cell', { name: 'konsulent@demo.dk' });
    expect(server.calls('GET /api/user/UsersByDealer')[0]?.query).toEqual({ Id: '101', freeText: 'konsulent' });
    expect(screen.queryByRole('cell', { name: 'saelger@demo.dk' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    const search = screen.getByRole('textbox', { name: 'Søg i brugere' });
    await user.clear(search);
    await user.type(search, 'saelger');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ freeText: 'saelger' }));
    await screen.findByRole('cell', { name: 'saelger@demo.dk' });
    expect(server.calls('GET /api/user/UsersByDealer').at(-1)?.query).toEqual({ Id: '101', freeText: 'saelger' });
  });

  it("resends the activation link ('Email afsendt.'), and says 'Emailen er ikke afsendt.' when it fails", async () => {
    adminServer(ADMIN, {
      // A new link: the user's link is no longer expired.
      'POST /api/user/ResendActivationLink': () => {
        server.answer('GET /api/user/UsersByDealer', { body: { Total: 3, Offset: 0, Count: 3, List: ROWS.map((row) => ({ ...row, ActivationExpired: false })) } });
        return { body: { Message: 'Email afsendt.' } };
      },
    });
    renderApp('/Organization/Users/Edit');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Gensend aktiveringslink til ny@demo.dk' }));
    expect(await screen.findByText('Email afsendt.')).toBeInTheDocument();
    expect(server.calls('POST /api/user/ResendActivationLink')[0]?.query).toEqual({ userId: '9' });
    await waitFor(() => expect(within(row('ny@demo.dk')).queryByText('Aktiveringslink udløbet')).not.toBeInTheDocument());
    expect(within(row('ny@demo.dk')).getByText('Ikke aktiveret')).toBeInTheDocument();

    server.answer('POST /api/user/ResendActivationLink', { status: 502, body: { Message: 'Emailen er ikke afsendt.', Code: 'MailNotSent' } });
    await user.click(screen.getByRole('button', { name: 'Gensend aktiveringslink til ny@demo.dk' }));
    expect(await screen.findByText('Emailen er ikke afsendt.')).toBeInTheDocument();
  });

  it('switches department with the dealer selector', async () => {
    adminServer();
    const { router } = renderApp('/Organization/Users/Edit');
    await screen.findByRole('cell', { name: 'saelger@demo.dk' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Afdeling' }));
    await user.click(await screen.findByRole('option', { name: 'Demo Biler Aalborg' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ id: '102' }));
    await waitFor(() => expect(server.calls('GET /api/user/UsersByDealer').at(-1)?.query).toEqual({ Id: '102' }));
  });

  it('logs in as a user after confirmation; the header then shows who acts as whom', async () => {
    const actingAs: CurrentUser = { ...SALESMAN, ImpersonatedBy: { UserId: '1', Name: 'Anne Admin' } };
    adminServer(ADMIN, {
      // From now on the session is the user's.
      'POST /api/user/LogInAsUser': () => {
        server.answer('GET /api/account/settings', { body: actingAs });
        return { body: actingAs };
      },
      'GET /api/LatestCasesWidget/': { body: { Total: 0, List: [] } },
    });
    const { router } = renderApp('/Organization/Users/Edit');
    const user = userEvent.setup();

    // Not as one who never activated.
    await screen.findByRole('cell', { name: 'saelger@demo.dk' });
    expect(within(row('ny@demo.dk')).queryByRole('button', { name: /Log ind som/ })).not.toBeInTheDocument();

    await user.click(within(row('saelger@demo.dk')).getByRole('button', { name: 'Log ind som Mads Sørensen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log ind som bruger' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.calls('POST /api/user/LogInAsUser')[0]?.body).toEqual({ userId: '5' });
    expect(await screen.findByTestId('acting-as')).toHaveTextContent('Anne Admin som Mads Sørensen');

    // Signing out returns to the administrator.
    server.answer('POST /api/account/logout', () => {
      server.answer('GET /api/account/settings', { body: ADMIN });
      return { body: ADMIN };
    });
    await user.click(screen.getByRole('button', { name: 'Log ud' }));
    await waitFor(() => expect(screen.getByTestId('user-name')).toHaveTextContent('Anne Admin'));
    expect(screen.queryByTestId('acting-as')).not.toBeInTheDocument();
  });

  it("shows 'Brugere' in the menu to those who administrate users, not to a salesman", async () => {
    adminServer(OWNER);
    const { unmount } = renderApp('/Organization/Users/Edit');
    await screen.findByRole('cell', { name: 'saelger@demo.dk' });
    expect(within(screen.getByRole('navigation', { name: 'Hovedmenu' })).getByRole('link', { name: 'Brugere' })).toBeInTheDocument();
    // An owner gives no functions: no functions tab.
    expect(screen.queryByRole('tab', { name: 'Funktioner' })).not.toBeInTheDocument();
    unmount();

    adminServer(SALESMAN, { 'GET /api/LatestCasesWidget/': { body: { Total: 0, List: [] } } });
    renderApp('/');
    await screen.findByRole('link', { name: 'Forside' });
    expect(screen.queryByRole('link', { name: 'Brugere' })).not.toBeInTheDocument();
  });
});

describe('the functions tab', () => {
  it('replaces the package roles with the new package and keeps the extra ones', () => {
    // basis (case 13, debt check 15) → start (car list 10, price tag 14); market insights (28) was given besides.
    expect(rolesAfterPackageChange([13, 15, 28], [13, 15], [10, 14])).toEqual([10, 14, 28]);
    expect(rolesAfterPackageChange([13], [13, 15], [13, 15, 22])).toEqual([13, 15, 22]);
  });

  it("changes the package (package roles replaced, extra kept), shows role 7's '2 hours' notice and saves: 'Forhandler funktioner gemt.'", async () => {
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
    await user.click(screen.getByRole('checkbox', { name: /^Redigere alle forhandlere/ }));
    expect(screen.getByTestId('conglomerate-role-notice')).toHaveTextContent('Det kan tage op til 2 timer');

    await user.click(screen.getByRole('button', { name: 'Gem funktioner' }));
    expect(await screen.findByText('Forhandler funktioner gemt.')).toBeInTheDocument();
    // The server's notice too, and the form shows what was saved, nothing left to save.
    expect(screen.getByText('Bemærk: Det kan tage op til 2 timer, før ændringen af denne funktion træder i kraft.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gem funktioner' })).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: /^B2B-markedsplads/ })).toBeChecked();
    expect(server.calls('POST /api/subscriptionpackage/saveondealer')[0]?.body).toEqual({ DealerId: '101', SubscriptionPackageId: 3 });
    expect(server.calls('POST /api/dealer/savedealerroles')[0]?.body).toEqual({ DealerId: '101', SelectedRoles: [7, 13, 22, 28] });
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
