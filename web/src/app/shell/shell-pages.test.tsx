import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userWith } from '@/test/case-fixtures.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { forgetReportedErrors } from './error-reporting.ts';
import { ERROR_MODAL_TITLE } from './global-error-modal.tsx';
import { MICRO_FRONTEND_FALLBACK } from '../../components/micro-frontend-host.tsx';

let server: ReturnType<typeof fakeServer>;
const PRO_SALESMAN = userWith({ RoleFlags: ['case', 'can_see_my_cars', 'can_see_bilbasen_statistics'] });

beforeEach(() => {
  forgetReportedErrors();
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the pages served by micro-frontends', () => {
  it.each([
    ['/Statistics/bilbasen?sortBy=ExpiresOn_cash&sortDirection=asc', 'Bilbasen-statistik'],
  ])('%s shows its title and the fallback text, and the menu leads there', async (path, title) => {
    server = fakeServer({ 'GET /api/account/settings': { body: PRO_SALESMAN } });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(MICRO_FRONTEND_FALLBACK)).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Hovedmenu' });
    expect(within(menu).getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the settings panel', () => {
  it('opens from the header, shows who is signed in where, and moves the messages where the user wants them', async () => {
    server = fakeServer({ 'GET /api/account/settings': { body: PRO_SALESMAN } });
    const user = userEvent.setup();
    renderApp('/Statistics/bilbasen');

    await user.click(await screen.findByRole('button', { name: 'Indstillinger' }));
    const panel = await screen.findByRole('dialog', { name: 'Indstillinger' });
    expect(within(panel).getByText('Mads Sørensen')).toBeInTheDocument();
    expect(within(panel).getByText('Demo Biler Aarhus')).toBeInTheDocument();
    expect(within(panel).getByText('Abonnement: Pro')).toBeInTheDocument();

    await user.click(within(panel).getByText('Øverst i midten'));
    act(() => {
      notifications.show({ message: 'Første' });
      notifications.show({ message: 'Anden' });
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'luk alle' })).toHaveAttribute('data-position', 'top-center'));
    expect(JSON.parse(localStorage.getItem('dealerhub.notification-position') ?? 'null')).toBe('top-center');

    await user.click(within(panel).getByRole('button', { name: 'Luk indstillinger' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Indstillinger' })).not.toBeInTheDocument());
  });
});

describe('the app', () => {
  it('opens the error modal on an uncaught script error on any page, the login page too, and logs it', async () => {
    server = fakeServer({
      'GET /api/account/isloggedin': { body: false },
      'GET /api/account/settings': { status: 401, body: { Message: 'Du er ikke logget ind.', Code: 'NotLoggedIn' } },
      'POST /api/clientlog': { body: { Message: 'Fejlen er registreret.' } },
    });
    renderApp('/Account/Login');
    expect(await screen.findByRole('heading', { name: 'Log ind' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'x is not a function', error: new TypeError('x is not a function'), lineno: 3 }));
    });
    expect(await screen.findByRole('dialog', { name: ERROR_MODAL_TITLE })).toBeInTheDocument();
    await waitFor(() => expect(server.calls('POST /api/clientlog')).toHaveLength(1));
  });
});
