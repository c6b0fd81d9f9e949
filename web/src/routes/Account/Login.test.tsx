import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/current-user.ts';
import { appSession } from '@/lib/session.ts';
import { fakeServer, type RecordedRequest } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { allowedActions } from '../../../../domain/roles.ts';
import { EMPTY_DASHBOARD } from '@/test/dashboard-fixtures.ts';

const SALESMAN: CurrentUser = {
  UserId: 'u-5',
  Name: 'Sara Sælger',
  Username: 'saelger@demo.dk',
  Initials: 'SS',
  SimpleRole: 'Salesman',
  IsAdmin: false,
  IsConsultant: false,
  AllowedActions: allowedActions({ simpleRole: 'Salesman', isAdmin: false, isConsultant: false }),
  AllowedRoutes: [],
  ConglomerateId: 'c-1',
  DealerId: 'd-1',
  DealerName: 'Demo Biler Aarhus',
  SubscriptionPackageName: 'pro',
  RoleFlags: ['car_list', 'case'],
  SessionExpiresAt: '2026-01-05T12:00:00.000Z',
};

const WRONG = { status: 401, body: { Message: 'Forkert brugernavn eller adgangskode.', Code: 'WrongCredentials' } };
const UNAUTHORIZED = { status: 401, body: { Message: 'Du er ikke logget ind.' } };
// The front page's latest-cases widget (the user has the case flag), empty.

// The server hands out the anti-forgery cookie on the logged-in check, as the real one does.
const isLoggedIn = (value: boolean) => () => {
  document.cookie = 'XSRF-TOKEN=xsrf-from-server';
  return { body: value };
};

const signIn = async (user: ReturnType<typeof userEvent.setup>, username: string, password: string) => {
  await user.type(await screen.findByLabelText(/Brugernavn/), username);
  await user.type(screen.getByLabelText(/Adgangskode/), password);
  await user.click(screen.getByRole('button', { name: 'Log ind' }));
};

/** A signed-out visitor whose login succeeds: the salesman, with the start page's data. */
const signInServer = () =>
  fakeServer({
    'GET /api/account/isloggedin': isLoggedIn(false),
    'POST /api/account/login': { body: SALESMAN },
    'GET /api/account/settings': { body: SALESMAN },
    ...EMPTY_DASHBOARD,
  });

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  appSession.signedOut();
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the login page', () => {
  it('is in Danish', async () => {
    server = fakeServer({ 'GET /api/account/isloggedin': isLoggedIn(false) });
    renderApp('/Account/Login');

    expect(await screen.findByRole('heading', { name: 'Log ind' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Brugernavn/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Adgangskode/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Log ind' })).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    server = fakeServer({ 'GET /api/account/isloggedin': isLoggedIn(false) });
    const user = userEvent.setup();
    renderApp('/Account/Login');

    await user.click(await screen.findByRole('button', { name: 'Log ind' }));

    expect(await screen.findByText('Brugernavn skal udfyldes.')).toBeInTheDocument();
    expect(screen.getByText('Adgangskode skal udfyldes.')).toBeInTheDocument();
    expect(server.calls('POST /api/account/login')).toHaveLength(0);
  });

  it("shows the server's message for a wrong password, having sent the anti-forgery token", async () => {
    server = fakeServer({ 'GET /api/account/isloggedin': isLoggedIn(false), 'POST /api/account/login': WRONG });
    const user = userEvent.setup();
    renderApp('/Account/Login?returnUrl=%2F');

    await signIn(user, 'saelger@demo.dk', 'forkert');

    expect(await screen.findByRole('alert')).toHaveTextContent('Forkert brugernavn eller adgangskode.');
    const [login] = server.calls('POST /api/account/login') as [RecordedRequest];
    expect(login.body).toEqual({ Username: 'saelger@demo.dk', Password: 'forkert' });
    expect(login.headers['X-XSRF-TOKEN']).toBe('xsrf-from-server');
    // A wrong password is not an expired session: no logout modal.
    expect(screen.queryByText('Du er blevet logget ud')).not.toBeInTheDocument();
  });

  it("shows the server's message when logins are throttled", async () => {
    const throttled = { status: 429, body: { Message: 'For mange forkerte forsøg. Vent et kvarter og prøv igen.', Code: 'Throttled' } };
    server = fakeServer({ 'GET /api/account/isloggedin': isLoggedIn(false), 'POST /api/account/login': throttled });
    const user = userEvent.setup();
    renderApp('/Account/Login');

    await signIn(user, 'saelger@demo.dk', 'forkert');

    expect(await screen.findByRole('alert')).toHaveTextContent('For mange forkerte forsøg. Vent et kvarter og prøv igen.');
  });

  it('goes to the return path after logging in, and the shell shows the user', async () => {
    server = signInServer();
    const user = userEvent.setup();
    const { router } = renderApp('/Account/Login?returnUrl=%2F%3Fwelcome%3D1');

    await signIn(user, 'saelger@demo.dk', 'DealerHub-2026');

    expect(await screen.findByRole('heading', { name: 'Velkommen, Sara Sælger' })).toBeInTheDocument();
    expect(router.state.location.href).toBe('/?welcome=1');
    expect(screen.getByTestId('dealer-name')).toHaveTextContent('Demo Biler Aarhus');
    expect(screen.getByTestId('user-name')).toHaveTextContent('Sara Sælger');
    expect(screen.getByTestId('user-role')).toHaveTextContent('Sælger');
  });

  it('never returns to another site', async () => {
    server = signInServer();
    const user = userEvent.setup();
    const { router } = renderApp('/Account/Login?returnUrl=%2F%2Fevil.example%2Fphish');

    await signIn(user, 'saelger@demo.dk', 'DealerHub-2026');

    await screen.findByRole('heading', { name: 'Velkommen, Sara Sælger' });
    expect(router.state.location.href).toBe('/');
  });

  it('goes straight to the return path when already logged in', async () => {
    server = fakeServer({ 'GET /api/account/isloggedin': isLoggedIn(true), 'GET /api/account/settings': { body: SALESMAN }, ...EMPTY_DASHBOARD });
    const { router } = renderApp('/Account/Login?returnUrl=%2F');

    expect(await screen.findByRole('heading', { name: 'Velkommen, Sara Sælger' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('hides a revealed password again after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      server = fakeServer({ 'GET /api/account/isloggedin': isLoggedIn(false) });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderApp('/Account/Login');
      const password = await screen.findByLabelText(/Adgangskode/);

      await user.click(screen.getByRole('button', { name: 'Vis adgangskode' }));
      expect(password).toHaveAttribute('type', 'text');

      act(() => vi.advanceTimersByTime(4900));
      expect(password).toHaveAttribute('type', 'text');
      act(() => vi.advanceTimersByTime(100));
      expect(password).toHaveAttribute('type', 'password');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the signed-in shell', () => {
  it('sends a visitor without a session to the login page with the way back', async () => {
    server = fakeServer({ 'GET /api/account/settings': UNAUTHORIZED, 'GET /api/account/isloggedin': isLoggedIn(false) });
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Log ind' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Account/Login');
    expect(router.state.location.search).toEqual({ returnUrl: '/' });
    expect(screen.queryByText('Du er blevet logget ud')).not.toBeInTheDocument();
  });

  it('shows the logout modal when the server has ended the session, and closing it goes to login', async () => {
    server = fakeServer({ 'GET /api/account/settings': { body: SALESMAN }, 'GET /api/account/isloggedin': isLoggedIn(true), ...EMPTY_DASHBOARD });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Velkommen, Sara Sælger' });

    server.answer('GET /api/account/settings', UNAUTHORIZED);
    server.answer('GET /api/account/isloggedin', isLoggedIn(false));
    await user.click(screen.getByRole('link', { name: 'Forside' }));

    const dialog = await screen.findByRole('dialog', { name: 'Du er blevet logget ud' });
    await user.click(within(dialog).getByRole('button', { name: 'Log ind igen' }));

    await screen.findByRole('heading', { name: 'Log ind' });
    expect(router.state.location.pathname).toBe('/Account/Login');
    expect(router.state.location.search).toEqual({ returnUrl: '/' });
  });

  it("logs out with 'Log ud': the server ends the session and the login page shows", async () => {
    server = fakeServer({
      'GET /api/account/settings': { body: SALESMAN },
      'POST /api/account/logout': { body: true },
      'GET /api/account/isloggedin': isLoggedIn(false),
      ...EMPTY_DASHBOARD,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Velkommen, Sara Sælger' });

    const settingsCalls = server.calls('GET /api/account/settings').length;
    await user.click(screen.getByRole('button', { name: 'Log ud' }));

    await screen.findByRole('heading', { name: 'Log ind' });
    expect(server.calls('POST /api/account/logout')).toHaveLength(1);
    // Straight to the login page, not through the shell's check.
    expect(server.calls('GET /api/account/settings')).toHaveLength(settingsCalls);
    expect(router.state.location.pathname).toBe('/Account/Login');
    await waitFor(() => expect(screen.queryByText('Du er blevet logget ud')).not.toBeInTheDocument());
  });

  it('shows who acts as whom, and signing out returns the administrator to their own session', async () => {
    const ADMIN: CurrentUser = { ...SALESMAN, UserId: 'u-1', Name: 'Lars Holm', SimpleRole: null, IsAdmin: true, ImpersonatedBy: null };
    let acting = true;
    server = fakeServer({
      'GET /api/account/settings': () => ({ body: acting ? { ...SALESMAN, ImpersonatedBy: { UserId: 'u-1', Name: 'Lars Holm' } } : ADMIN }),
      'POST /api/account/logout': () => {
        acting = false;
        return { body: ADMIN };
      },
      'GET /api/account/isloggedin': isLoggedIn(true),
      ...EMPTY_DASHBOARD,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    expect(await screen.findByTestId('acting-as')).toHaveTextContent('Lars Holm som Sara Sælger');

    await user.click(screen.getByRole('button', { name: 'Log ud' }));

    await waitFor(() => expect(screen.getByTestId('user-name')).toHaveTextContent('Lars Holm'));
    expect(screen.queryByTestId('acting-as')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
