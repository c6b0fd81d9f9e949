import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@/lib/current-user.ts';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { ADMIN, OWNER, SALESMAN, userRow } from '@/test/admin-fixtures.ts';
import { EMPTY_DASHBOARD } from '@/test/dashboard-fixtures.ts';

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
      ...EMPTY_DASHBOARD,
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

    adminServer(SALESMAN, EMPTY_DASHBOARD);
    renderApp('/');
    await screen.findByRole('link', { name: 'Forside' });
    expect(screen.queryByRole('link', { name: 'Brugere' })).not.toBeInTheDocument();
  });
});
