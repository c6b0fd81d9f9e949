import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/current-user.ts';
import { CASE_TAB_ROUTES, caseModel, SALESMAN, STORED_CUSTOMER, userWith } from '@/test/case-fixtures.ts';
import { fakeServer, type FakeAnswer, type FakeRoutes, type RecordedRequest } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import type { CustomerListRow } from '../../api/customer-list.ts';

// jsdom has no layout: the grid scrolls its viewport to the top when the page changes.
Element.prototype.scrollTo ??= () => {};

let server: ReturnType<typeof fakeServer>;

const row = (changes: Partial<CustomerListRow> = {}): CustomerListRow => ({
  Id: '7',
  Name: 'Karen Jensen',
  Address: 'Søndergade 12',
  ZipCode: '8000',
  City: 'Aarhus C',
  CellPhone: '21222324',
  CustomerCar: 'VW Golf 1,5 TSI',
  CustomerCars: 2,
  DealerName: 'Demo Biler Aarhus',
  ModifiedDate: '2026-01-04T14:30:00.000Z',
  ...changes,
});
const ROWS = [row(), row({ Id: '8', Name: 'Ole Hansen', Address: 'Vestergade 3', CustomerCar: null, CustomerCars: 0, CellPhone: '30313233' })];
/** Enough customers for two batches of deletion: 50 and 10. */
const MANY = Array.from({ length: 60 }, (_, index) => row({ Id: String(1000 + index), Name: `Kunde ${1000 + index}` }));

const SALES_MANAGER = userWith({ SimpleRole: 'SalesManager', RoleFlags: ['car_list', 'case'] });

const LATEST_CASES = [
  { Id: '1042', CarDescription: 'VW Golf', Status: 1, StatusText: 'Slutseddel udskrevet', ModifiedDate: '2026-01-04T14:30:00.000Z' },
  { Id: '1040', CarDescription: 'Toyota Yaris', Status: 3, StatusText: 'Afsluttet', ModifiedDate: '2025-11-02T10:00:00.000Z' },
  { Id: '1031', CarDescription: 'Skoda Octavia', Status: 0, StatusText: 'Åben', ModifiedDate: '2025-06-01T10:00:00.000Z' },
];

/** The detail pane's answer; `Cases` is null where the dealer or the role may not read cases. */
const details =
  (readsCases = true) =>
  (request: RecordedRequest): FakeAnswer => {
    const found = [...ROWS, ...MANY].find((candidate) => candidate.Id === request.query.id);
    return {
      body: {
        Id: request.query.id,
        Name: found?.Name ?? '',
        Category: 1,
        Street: found?.Address ?? '',
        ZipCode: '8000',
        City: 'Aarhus C',
        Phone: '86123456',
        CellPhone: found?.CellPhone ?? '',
        Email: 'karen@example.dk',
        CustomerCars: found?.CustomerCar ? [{ Title: found.CustomerCar, RegistrationNumber: 'AB12345' }] : [],
        Cases: readsCases ? (request.query.id === '7' ? LATEST_CASES : []) : null,
      },
    };
  };

const listServer = (options: { user?: CurrentUser; rows?: CustomerListRow[]; total?: number; readsCases?: boolean; departments?: number; routes?: FakeRoutes } = {}) => {
  const rows = options.rows ?? ROWS;
  server = fakeServer({
    ...CASE_TAB_ROUTES,
    'GET /api/account/settings': { body: options.user ?? SALESMAN },
    'GET /api/customerlist/search': { body: { Total: options.total ?? rows.length, Offset: 0, Count: rows.length, List: rows } },
    'GET /api/customerlist/getmakes': {
      body: [
        { Id: 'Toyota', Name: 'Toyota', Count: 3 },
        { Id: 'VW', Name: 'VW', Count: 12 },
      ],
    },
    'GET /api/dealers/findconglomeratedealers/': {
      body: [
        { Id: '101', Name: 'Demo Biler Aarhus', IsOwn: true },
        { Id: '102', Name: 'Demo Biler Aalborg', IsOwn: false },
      ].slice(0, options.departments ?? 1),
    },
    'GET /api/customer/GetCustomerListDetails': details(options.readsCases ?? true),
    'GET /api/Case/Get': (request) => ({ body: caseModel({ Id: request.query.Id }) }),
    ...options.routes,
  });
  return server;
};

const headers = () => Array.from(document.querySelectorAll<HTMLTableCellElement>('thead th')).map((header) => header.textContent?.trim());
const lastSearch = () => server.calls('GET /api/customerlist/search').at(-1)?.query;
const detailsPane = () => screen.getByTestId('customer-details');
const detail = (label: string) => detailsPane().querySelector(`[data-detail="${label}"]`)?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  expect(server.unexpected).toEqual([]);
});

describe('the customer list', () => {
  it("shows every column of the spec's row, the customer's car with how many more, and no selection without the right to delete", async () => {
    listServer();
    renderApp('/Customers/CustomerList');

    await screen.findByRole('cell', { name: 'Karen Jensen' });
    // In the department's own scope every row is of the department: its column comes with all departments.
    expect(headers()).toEqual(['Navn', 'Adresse', 'Postnr.', 'By', 'Mobil', 'Kundebil', 'Ændret']);
    expect(screen.getByRole('cell', { name: 'VW Golf 1,5 TSI (+1)' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: '04-01-2026' })).toHaveLength(2);
    // A salesman may not forget customers: no checkboxes, no 'Slet valgte'.
    expect(screen.queryByRole('checkbox', { name: 'Vælg alle kunder på siden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Slet valgte' })).not.toBeInTheDocument();
  });

  it('reads its state from the URL and asks the server for that page, scope and search', async () => {
    listServer();
    renderApp('/Customers/CustomerList?SearchManagementLevel=User&SearchType=0&RegistrationNumber=AB12345&CarMake=VW&CarModel=Golf&FreeText=Jensen&page=2&Sort=Name&SortDir=asc');

    await screen.findByRole('cell', { name: 'Karen Jensen' });
    expect(lastSearch()).toEqual({
      SearchManagementLevel: 'User',
      SearchType: '0',
      RegistrationNumber: 'AB12345',
      CarMake: 'VW',
      CarModel: 'Golf',
      FreeText: 'Jensen',
      sort: 'Name',
      sortdir: 'asc',
      count: '50',
      offset: '50',
    });
    expect(screen.getByLabelText('Fritekst')).toHaveValue('Jensen');
    expect(screen.getByLabelText('Reg.nr.')).toHaveValue('AB12345');
    expect(screen.getByRole('combobox', { name: 'Vis' })).toHaveValue('Mine kunder');
    expect(screen.getByRole('combobox', { name: 'Kategori' })).toHaveValue('Emner');
    expect(server.calls('GET /api/customerlist/getmakes')[0]?.query).toEqual({ SearchManagementLevel: 'User' });
  });

  it('puts a search into the URL 500 ms after typing, back to page 1, and falls back to defaults for what it cannot read', async () => {
    listServer();
    const { router } = renderApp('/Customers/CustomerList?page=3&Sort=Nonsense&SearchManagementLevel=Everyone');
    await screen.findByRole('cell', { name: 'Karen Jensen' });
    expect(lastSearch()).toEqual({ SearchManagementLevel: 'Dealer', sort: 'ModifiedDate', sortdir: 'desc', count: '50', offset: '100' });

    await userEvent.type(screen.getByLabelText('Reg.nr.'), 'ab12');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ RegistrationNumber: 'AB12' }));
    expect(router.state.location.search).not.toHaveProperty('page');
    await waitFor(() => expect(lastSearch()).toMatchObject({ RegistrationNumber: 'AB12', offset: '0' }));
  });

  it('sorts on the server by the column clicked', async () => {
    listServer();
    const { router } = renderApp('/Customers/CustomerList');
    await screen.findByRole('cell', { name: 'Karen Jensen' });

    await userEvent.click(screen.getByText('By'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ sort: 'City', sortdir: 'asc' }));
    expect(router.state.location.search).toMatchObject({ Sort: 'City', SortDir: 'asc' });
  });

  it("shows the active customer's contact fields and latest 3 cases, each opening its case; clicking a row shows that customer", async () => {
    listServer();
    const { router } = renderApp('/Customers/CustomerList');
    await screen.findByRole('cell', { name: 'Karen Jensen' });

    // The first row is active on start.
    await waitFor(() => expect(detail('Mobil')).toBe('21222324'));
    expect(detail('Adresse')).toBe('Søndergade 12');
    expect(detail('Postnr. og by')).toBe('8000 Aarhus C');
    expect(detail('E-mail')).toBe('karen@example.dk');
    expect(detail('Kategori')).toBe('Kunde');
    expect(detail('Kundebiler')).toBe('VW Golf 1,5 TSI - AB12345');
    expect(server.calls('GET /api/customer/GetCustomerListDetails')[0]?.query).toEqual({ id: '7' });
    const latest = await within(detailsPane()).findByTestId('customer-latest-cases');
    expect(within(latest).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Sag 1042 – VW Golf – Slutseddel udskrevet – 04-01-2026',
      'Sag 1040 – Toyota Yaris – Afsluttet – 02-11-2025',
      'Sag 1031 – Skoda Octavia – Åben – 01-06-2025',
    ]);

    await userEvent.click(screen.getByRole('cell', { name: 'Ole Hansen' }));
    await waitFor(() => expect(detail('Mobil')).toBe('30313233'));
    expect(await within(detailsPane()).findByText('Kunden har ingen sager.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('cell', { name: 'Karen Jensen' }));
    await userEvent.click(await within(detailsPane()).findByRole('button', { name: /^Sag 1040/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Cases/Case/1040'));
  });

  it('hides and shows the detail pane on request, and remembers the choice', async () => {
    listServer();
    const first = renderApp('/Customers/CustomerList');
    await screen.findByRole('cell', { name: 'Karen Jensen' });
    await waitFor(() => expect(detail('Mobil')).toBe('21222324'));

    await userEvent.click(screen.getByRole('button', { name: 'Skjul detaljer' }));
    expect(screen.queryByTestId('customer-details')).not.toBeInTheDocument();
    first.unmount();

    listServer();
    renderApp('/Customers/CustomerList');
    await screen.findByRole('cell', { name: 'Karen Jensen' });
    expect(screen.queryByTestId('customer-details')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vis detaljer' }));
    await waitFor(() => expect(detail('Mobil')).toBe('21222324'));
  });

  it('shows no cases where the server gives none to read (no case function)', async () => {
    listServer({ user: userWith({ RoleFlags: ['car_list'] }), readsCases: false });
    renderApp('/Customers/CustomerList');
    await screen.findByRole('cell', { name: 'Karen Jensen' });
    await waitFor(() => expect(detail('Mobil')).toBe('21222324'));
    expect(within(detailsPane()).queryByText('Seneste sager')).not.toBeInTheDocument();
    expect(within(detailsPane()).queryByText('Kunden har ingen sager.')).not.toBeInTheDocument();
  });

  it('offers all departments only where the group has others, and narrows them to one department', async () => {
    listServer();
    const first = renderApp('/Customers/CustomerList');
    await screen.findByRole('cell', { name: 'Karen Jensen' });
    await waitFor(() => expect(server.calls('GET /api/dealers/findconglomeratedealers/')).toHaveLength(1));
    await userEvent.click(screen.getByRole('combobox', { name: 'Vis' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Mine kunder', 'Min afdelings kunder']);
    first.unmount();

    listServer({ departments: 2 });
    const { router } = renderApp('/Customers/CustomerList?CarMake=VW');
    await screen.findByRole('cell', { name: 'Karen Jensen' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Vis' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Alle afdelingers kunder' }));
    // A new scope starts with every make.
    await waitFor(() => expect(lastSearch()).toMatchObject({ SearchManagementLevel: 'Conglomerate' }));
    expect(lastSearch()).not.toHaveProperty('CarMake');
    await waitFor(() => expect(headers()).toEqual(['Navn', 'Adresse', 'Postnr.', 'By', 'Mobil', 'Kundebil', 'Afdeling', 'Ændret']));
    await userEvent.click(screen.getByRole('combobox', { name: 'Afdeling' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Demo Biler Aalborg' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ SearchManagementLevel: 'Conglomerate', DealerId: '102' }));
    expect(router.state.location.search).toMatchObject({ SearchManagementLevel: 'Conglomerate', DealerId: '102' });
    await waitFor(() => expect(server.calls('GET /api/customerlist/getmakes').at(-1)?.query).toEqual({ SearchManagementLevel: 'Conglomerate', DealerId: '102' }));
  });

  it('opens the customer on a double-click or Enter, and a new customer from Ny kunde', async () => {
    listServer({ routes: { 'GET /api/customer/InitNewCustomer/': { body: { ...STORED_CUSTOMER, Id: '0', FirstName: '', LastName: '', Title: '' } } } });
    const { router } = renderApp('/Customers/CustomerList');
    await userEvent.dblClick(await screen.findByRole('cell', { name: 'Ole Hansen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Customers/Customer/8'));

    await router.navigate({ to: '/Customers/CustomerList' });
    const karen = (await screen.findByRole('cell', { name: 'Karen Jensen' })).closest('tr')!;
    karen.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Customers/Customer/7'));

    await router.navigate({ to: '/Customers/CustomerList' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ny kunde' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Customers/Customer/0'));
    expect(await screen.findByTestId('customer-title')).toHaveTextContent('Ny kunde');
  });

  it('offers the Excel export below 5,000 customers and downloads the search as .xlsx; at 5,000 it is hidden', async () => {
    const createObjectURL = vi.fn(() => 'blob:kunder');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    listServer({
      total: 4999,
      routes: {
        'GET /api/customerlist/excel': {
          body: new Uint8Array([0x50, 0x4b, 3, 4]),
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          headers: { 'content-disposition': 'attachment; filename="Kunder.xlsx"' },
        },
      },
    });
    const first = renderApp('/Customers/CustomerList?CarMake=VW&Sort=Name&SortDir=asc');
    await screen.findByRole('cell', { name: 'Karen Jensen' });
    await userEvent.click(screen.getByRole('button', { name: 'Eksporter til Excel' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(server.calls('GET /api/customerlist/excel')[0]?.query).toEqual({ SearchManagementLevel: 'Dealer', CarMake: 'VW', sort: 'Name', sortdir: 'asc' });
    first.unmount();

    listServer({ total: 5000 });
    renderApp('/Customers/CustomerList');
    await screen.findByRole('cell', { name: 'Karen Jensen' });
    expect(screen.queryByRole('button', { name: 'Eksporter til Excel' })).not.toBeInTheDocument();
  });
});

describe('deleting the selected customers', () => {
  /** Holds each POST /api/customer/deletemultiple until the test lets it go, so it can act between batches. */
  const gatedDeletes = () => {
    const answer = globalThis.fetch;
    const waiting: (() => void)[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/api/customer/deletemultiple')) await new Promise<void>((release) => waiting.push(release));
      return answer(input, init);
    });
    return {
      pending: () => waiting.length,
      releaseNext: () => waiting.shift()?.(),
    };
  };

  const selectAll = async () => {
    await screen.findByRole('cell', { name: 'Kunde 1000' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vælg alle kunder på siden' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('60 valgt');
    await userEvent.click(screen.getByRole('button', { name: 'Slet valgte' }));
    const confirm = await screen.findByRole('dialog', { name: 'Slet valgte kunder' });
    expect(confirm).toHaveTextContent('Vil du slette de 60 valgte kunder permanent? Det kan ikke fortrydes.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
  };

  it('deletes in batches of 50 with progress, says so, and reloads the list after 5 s', async () => {
    listServer({ user: SALES_MANAGER, rows: MANY, routes: { 'POST /api/customer/deletemultiple': (request) => ({ body: { Deleted: (request.body as { ids: string[] }).ids, Failed: [] } }) } });
    const gate = gatedDeletes();
    renderApp('/Customers/CustomerList');
    await selectAll();

    await waitFor(() => expect(gate.pending()).toBe(1));
    expect(screen.getByTestId('mass-delete-progress')).toHaveTextContent('Sletter... 0 af 60');
    gate.releaseNext();
    await waitFor(() => expect(screen.getByTestId('mass-delete-progress')).toHaveTextContent('Sletter... 50 af 60'));
    await waitFor(() => expect(gate.pending()).toBe(1));
    gate.releaseNext();

    await waitFor(() => expect(screen.getByTestId('mass-delete-progress')).toHaveTextContent('De valgte kunder blev slettet permanent.'));
    const batches = server.calls('POST /api/customer/deletemultiple').map((request) => (request.body as { ids: string[] }).ids);
    expect(batches.map((ids) => ids.length)).toEqual([50, 10]);
    expect(batches.flat()).toEqual(MANY.map((customer) => customer.Id));
    const searches = server.calls('GET /api/customerlist/search').length;
    // The list reloads when the message closes, 5 s later.
    await waitFor(() => expect(screen.queryByTestId('mass-delete-progress')).not.toBeInTheDocument(), { timeout: 7000 });
    await waitFor(() => expect(server.calls('GET /api/customerlist/search').length).toBeGreaterThan(searches));
    expect(screen.queryByTestId('selected-count')).not.toBeInTheDocument();
  }, 30_000);

  it('stops after the batch under way when cancelled', async () => {
    listServer({ user: SALES_MANAGER, rows: MANY, routes: { 'POST /api/customer/deletemultiple': (request) => ({ body: { Deleted: (request.body as { ids: string[] }).ids, Failed: [] } }) } });
    const gate = gatedDeletes();
    renderApp('/Customers/CustomerList');
    await selectAll();

    await waitFor(() => expect(gate.pending()).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Annuller' }));
    expect(screen.getByRole('button', { name: 'Afbryder...' })).toBeDisabled();
    gate.releaseNext();

    expect(await screen.findByText('Sletningen blev afbrudt. 50 af 60 kunder blev slettet permanent.')).toBeInTheDocument();
    expect(server.calls('POST /api/customer/deletemultiple')).toHaveLength(1);
    expect(screen.queryByTestId('mass-delete-progress')).not.toBeInTheDocument();
    // The 10 not deleted stay selected.
    expect(screen.getByTestId('selected-count')).toHaveTextContent('10 valgt');
  });

  it("stops at a failed batch with the spec's message", async () => {
    let batch = 0;
    listServer({
      user: SALES_MANAGER,
      rows: MANY,
      routes: {
        'POST /api/customer/deletemultiple': (request) => {
          batch += 1;
          return batch === 2 ? { status: 500, body: { Message: 'Fejl' } } : { body: { Deleted: (request.body as { ids: string[] }).ids, Failed: [] } };
        },
      },
    });
    renderApp('/Customers/CustomerList');
    await selectAll();

    expect(await screen.findByText('Der skete en fejl ved sletning af de valgte kunder.')).toBeInTheDocument();
    expect(server.calls('POST /api/customer/deletemultiple')).toHaveLength(2);
    // The first batch is gone; the batch that failed stays selected.
    expect(screen.getByTestId('selected-count')).toHaveTextContent('10 valgt');
  });
});
