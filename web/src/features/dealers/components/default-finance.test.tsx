import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RoleFlag } from '../../../../../domain/roles.ts';
import type { CurrentUser } from '@/lib/current-user.ts';
import { allowedRoutesFor } from '@/test/allowed-routes.ts';
import { ADMIN } from '@/test/admin-fixtures.ts';
import { EMPTY_DASHBOARD } from '@/test/dashboard-fixtures.ts';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';

/** An administrator of a department that finances through partners (the finance function). */
const FLAGS: RoleFlag[] = [...ADMIN.RoleFlags, 'finance'];
const FINANCE_ADMIN: CurrentUser = { ...ADMIN, RoleFlags: FLAGS, AllowedRoutes: allowedRoutesFor({ simpleRole: null, isAdmin: true, isConsultant: false }, FLAGS) };
const BRANDS = [
  { FinanceCompany: 1, BrandId: 11, BrandName: 'Fjord Finans' },
  { FinanceCompany: 2, BrandId: 21, BrandName: 'Nordlys Bilfinans' },
];
const NONE_CHOSEN = { FinanceCompany: 0, BrandId: null, BrandName: null, Brands: BRANDS };
const LOAN_COMPANIES = { body: { Brands: [{ BrandId: 11 }], DefaultBrand: null, Insurers: [] } };
const REMINDER = 'Vælg standard finansieringsselskab';
const SETTINGS_KEY = `dealerhub.financeReminder.${FINANCE_ADMIN.UserId}`;

let server: ReturnType<typeof fakeServer>;
const serve = (routes: FakeRoutes, user: CurrentUser = FINANCE_ADMIN) => {
  server = fakeServer({ 'GET /api/account/settings': { body: user }, ...EMPTY_DASHBOARD, ...routes });
};

beforeEach(() => {
  server = fakeServer({});
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]!.trim()}=; max-age=0; path=/`;
  });
});
afterEach(() => expect(server.unexpected).toEqual([]));

describe('the default finance company reminder', () => {
  it('asks an administrator of a department with loan companies and no default to choose one, and saves the choice', async () => {
    let chosen: { FinanceCompany: number; BrandId: number | null } = { FinanceCompany: 0, BrandId: null };
    serve({
      'GET /api/financeproduct/GetBrandsAndProductsWithLoanOnly': LOAN_COMPANIES,
      'GET /api/dealer/defaultfinancecompany': () => ({ body: { ...NONE_CHOSEN, ...chosen } }),
      'POST /api/dealer/savedefaultfinancecompany': (request) => {
        chosen = request.body as typeof chosen;
        return { body: { Message: 'Forhandler oplysning gemt.' } };
      },
    });
    renderApp('/');
    const user = userEvent.setup();
    const reminder = await screen.findByRole('dialog', { name: REMINDER });
    expect(within(reminder).getByRole('button', { name: 'Gem' })).toBeDisabled();
    await user.click(within(reminder).getByRole('combobox', { name: 'Standard finansieringsselskab' }));
    await user.click(await screen.findByRole('option', { name: 'Nordlys Bilfinans' }));
    await user.click(within(reminder).getByRole('button', { name: 'Gem' }));

    expect(await screen.findByText('Forhandler oplysning gemt.')).toBeInTheDocument();
    expect(server.calls('POST /api/dealer/savedefaultfinancecompany')[0]?.body).toEqual({ FinanceCompany: 2, BrandId: 21 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: REMINDER })).not.toBeInTheDocument());
    // The lookup of the loan companies is kept in the browser with its time.
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!)).toMatchObject({ HasAccessToLoanCompanies: true, DoNotShowAgain: false });
  });

  it("is hidden for 24 hours when closed, and for good with 'Vis ikke igen'", async () => {
    serve({ 'GET /api/financeproduct/GetBrandsAndProductsWithLoanOnly': LOAN_COMPANIES, 'GET /api/dealer/defaultfinancecompany': { body: NONE_CHOSEN } });
    const first = renderApp('/');
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('dialog', { name: REMINDER })).getByRole('button', { name: 'Påmind mig senere' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: REMINDER })).not.toBeInTheDocument());
    expect(document.cookie).toContain(`dealerhub_finance_reminder_${FINANCE_ADMIN.UserId}=1`);
    first.unmount();

    // Snoozed: the next visit asks nothing at all (the lookup is kept, the department's default not read).
    const calls = server.calls('GET /api/dealer/defaultfinancecompany').length;
    const second = renderApp('/');
    await screen.findByRole('heading', { name: /Velkommen/ });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.queryByRole('dialog', { name: REMINDER })).not.toBeInTheDocument();
    expect(server.calls('GET /api/dealer/defaultfinancecompany')).toHaveLength(calls);
    second.unmount();

    // Past the 24 hours (the cookie gone), it asks again; 'Vis ikke igen' ends it in this browser.
    document.cookie = `dealerhub_finance_reminder_${FINANCE_ADMIN.UserId}=; max-age=0; path=/`;
    renderApp('/');
    const again = await screen.findByRole('dialog', { name: REMINDER });
    await user.click(within(again).getByRole('checkbox', { name: 'Vis ikke igen' }));
    await user.click(within(again).getByRole('button', { name: 'Påmind mig senere' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: REMINDER })).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!)).toMatchObject({ DoNotShowAgain: true });
    // The loan companies were looked up once in all three visits: the answer is kept for ten days.
    expect(server.calls('GET /api/financeproduct/GetBrandsAndProductsWithLoanOnly')).toHaveLength(1);
  });

  it('does not show when the lookup of the loan companies fails (no access)', async () => {
    serve({ 'GET /api/financeproduct/GetBrandsAndProductsWithLoanOnly': { status: 500, body: { Message: 'Fejl.' } } });
    renderApp('/');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).toMatchObject({ HasAccessToLoanCompanies: false }));
    expect(screen.queryByRole('dialog', { name: REMINDER })).not.toBeInTheDocument();
    expect(server.calls('GET /api/dealer/defaultfinancecompany')).toHaveLength(0);
  });

  it('does not show once the department has a default', async () => {
    serve({
      'GET /api/financeproduct/GetBrandsAndProductsWithLoanOnly': LOAN_COMPANIES,
      'GET /api/dealer/defaultfinancecompany': { body: { ...NONE_CHOSEN, FinanceCompany: 1, BrandId: 11, BrandName: 'Fjord Finans' } },
    });
    renderApp('/');
    await waitFor(() => expect(server.calls('GET /api/dealer/defaultfinancecompany')).toHaveLength(1));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.queryByRole('dialog', { name: REMINDER })).not.toBeInTheDocument();
  });
});

describe('the default finance company page', () => {
  it("shows the department's default and changes it to none", async () => {
    serve({
      'GET /api/financeproduct/GetBrandsAndProductsWithLoanOnly': LOAN_COMPANIES,
      'GET /api/dealer/defaultfinancecompany': { body: { ...NONE_CHOSEN, FinanceCompany: 1, BrandId: 11, BrandName: 'Fjord Finans' } },
      'POST /api/dealer/savedefaultfinancecompany': { body: { Message: 'Forhandler oplysning gemt.' } },
    });
    renderApp('/Organization/DefaultFinanceCompany');
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Standard finansieringsselskab' });
    expect(select).toHaveValue('Fjord Finans');
    expect(screen.getByRole('button', { name: 'Gem' })).toBeDisabled();
    await user.click(select);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Intet standardselskab', 'Fjord Finans', 'Nordlys Bilfinans']);
    await user.click(screen.getByRole('option', { name: 'Intet standardselskab' }));
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Forhandler oplysning gemt.')).toBeInTheDocument();
    expect(server.calls('POST /api/dealer/savedefaultfinancecompany')[0]?.body).toEqual({ FinanceCompany: 0, BrandId: null });
  });

  it('is in the menu only for those who may choose the default', async () => {
    serve({ 'GET /api/financeproduct/GetBrandsAndProductsWithLoanOnly': LOAN_COMPANIES, 'GET /api/dealer/defaultfinancecompany': { body: NONE_CHOSEN } });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Standard finansieringsselskab' })).toBeInTheDocument();
  });
});
