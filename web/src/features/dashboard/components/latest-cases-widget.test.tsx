import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { CASE_TAB_ROUTES, caseModel, SALESMAN, userWith } from '@/test/case-fixtures.ts';
import { EMPTY_DASHBOARD } from '@/test/dashboard-fixtures.ts';

let server: ReturnType<typeof fakeServer>;

const MINE = [
  { Id: '1042', CustomerName: 'Karen Jensen', CarDescription: 'VW Golf', Status: 2, StatusText: 'Slutseddel underskrevet', ModifiedDate: '2026-01-04T14:30:00.000Z' },
];
const DEPARTMENT = [...MINE, { Id: '1039', CustomerName: 'Ole Hansen', CarDescription: 'Toyota Yaris', Status: 0, StatusText: 'Åben', ModifiedDate: '2026-01-03T10:00:00.000Z' }];

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the latest cases widget', () => {
  it('shows my latest cases on the dashboard, and the department\'s on request, remembered in the browser', async () => {
    server = fakeServer({
      ...EMPTY_DASHBOARD,
      'GET /api/account/settings': { body: SALESMAN },
      'GET /api/LatestCasesWidget/': (request) => ({ body: { List: request.query.searchType === 'Dealer' ? DEPARTMENT : MINE } }),
    });
    const user = userEvent.setup();
    const { unmount } = renderApp('/');

    const widget = await screen.findByTestId('latest-cases');
    expect(within(widget).getByRole('heading', { name: 'Seneste sager' })).toBeInTheDocument();
    const row = (await within(widget).findByRole('link', { name: 'Sag 1042' })).closest('tr')!;
    // Two columns for a narrow dashboard column: the case over its status and change date, the customer over the car.
    expect(within(row).getAllByRole('cell').map((cell) => Array.from(cell.children, (line) => line.textContent))).toEqual([
      ['Sag 1042', 'Slutseddel underskrevet', 'Ændret 04-01-2026'],
      ['Karen Jensen', 'VW Golf'],
    ]);
    expect(server.calls('GET /api/LatestCasesWidget/')[0]?.query).toEqual({ searchType: 'Casemanager' });
    // The case list of the same scope: the department's is the list's own default, which the address leaves out.
    expect(within(widget).getByRole('link', { name: 'Alle sager' })).toHaveAttribute('href', '/Cases/CaseList?searchType=Casemanager');

    await user.click(within(widget).getByText('Afdelingens'));
    expect(await within(widget).findByRole('link', { name: 'Sag 1039' })).toBeInTheDocument();
    expect(server.calls('GET /api/LatestCasesWidget/').at(-1)?.query).toEqual({ searchType: 'Dealer' });
    expect(within(widget).getByRole('link', { name: 'Alle sager' })).toHaveAttribute('href', '/Cases/CaseList');
    unmount();

    renderApp('/');
    expect(await within(await screen.findByTestId('latest-cases')).findByRole('link', { name: 'Sag 1039' })).toBeInTheDocument();
  });

  it('links each case to its page', async () => {
    server = fakeServer({
      ...EMPTY_DASHBOARD,
      ...CASE_TAB_ROUTES,
      'GET /api/account/settings': { body: SALESMAN },
      'GET /api/LatestCasesWidget/': { body: { List: MINE } },
      'GET /api/Case/Get': { body: caseModel({ Status: 2 }) },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/');

    await user.click(await screen.findByRole('link', { name: 'Sag 1042' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/Cases/Case/1042'));
    expect(await screen.findByTestId('case-status')).toHaveTextContent('Slutseddel underskrevet');
  });

  it("shows the spec's fallback, not an error, when the widget cannot load", async () => {
    server = fakeServer({
      ...EMPTY_DASHBOARD,
      'GET /api/account/settings': { body: SALESMAN },
      'GET /api/LatestCasesWidget/': { status: 503, body: { Message: 'Utilgængelig' } },
    });
    renderApp('/');

    expect(await screen.findByText('Service kan ikke hentes i øjeblikket.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not there without the case role flag', async () => {
    server = fakeServer({ ...EMPTY_DASHBOARD, 'GET /api/account/settings': { body: userWith({ RoleFlags: ['car_list'] }) } });
    renderApp('/');

    await screen.findByRole('heading', { name: 'Velkommen, Mads Sørensen' });
    expect(screen.queryByTestId('latest-cases')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sager' })).not.toBeInTheDocument();
    expect(server.calls('GET /api/LatestCasesWidget/')).toEqual([]);
  });
});
