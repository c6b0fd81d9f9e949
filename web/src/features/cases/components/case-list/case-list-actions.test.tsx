import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { allowedActions } from '../../../../../../domain/roles.ts';
import { fakeServer, type FakeAnswer, type FakeRoutes, type RecordedRequest } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import type { CaseCommandName } from '../../../../../../domain/cases/available-commands.ts';
import { caseModel, listRow, PERMITTED_CASE_COMMANDS, SALESMAN, userWith } from '@/test/case-fixtures.ts';
import { MassDeleteMessages } from './mass-delete.tsx';
import { printActionsFor } from './case-actions.tsx';

// The list page is a lazily loaded route with many modules: on a busy machine its first render takes a few seconds.
// jsdom has no layout: the grid scrolls its viewport to the top when the page changes.
Element.prototype.scrollTo ??= () => {};

let server: ReturnType<typeof fakeServer>;

const details = (request: RecordedRequest): FakeAnswer => ({
  body: {
    Id: request.query.id,
    CaseManager: 'Mads Sørensen',
    CreatedDate: '2026-01-02T09:00:00.000Z',
    ModifiedDate: '2026-01-04T14:30:00.000Z',
    DetailsTitle: `Sag ${request.query.id} - Karen Jensen - VW Golf`,
    Status: 0,
    StatusText: 'Åben',
    FinanceBrand: null,
    FinanceText: null,
    InsuranceBrand: null,
    InsuranceText: null,
    FinanceService: null,
    HasCustomer: true,
    CustomerName: 'Karen Jensen',
    HasSwapPriceAgreement: true,
    Car: { MakeModel: 'VW Golf', ModelYear: 2021, RegistrationNumber: 'AB12345', RegistrationDate: '2021-03-01', Mileage: 42000, IsFactoryNew: false },
    SwapCar: { MakeModel: 'Ford Focus', ModelYear: 2015, RegistrationNumber: 'CD45678', RegistrationDate: '2015-06-01', Mileage: 160000, IsFactoryNew: false, LatestBid: 42500 },
  },
});

const rowsOf = (count: number) => Array.from({ length: count }, (_, index) => listRow({ Id: String(2000 + index), CustomerName: `Kunde ${index}` }));

const listServer = (rows = rowsOf(2), routes: FakeRoutes = {}, user = SALESMAN) => {
  server = fakeServer({
    'GET /api/account/settings': { body: user },
    'GET /api/caselist/search/': { body: { Total: rows.length, Offset: 0, Count: rows.length, List: rows } },
    'GET /api/caselist/getmakes': { body: ['VW'] },
    'GET /api/case/getcasedetails/': details,
    'GET /api/Case/Get': (request) => ({ body: caseModel({ Id: request.query.Id }) }),
    ...routes,
  });
  return server;
};

const headers = () => Array.from(document.querySelectorAll('thead th')).slice(1).map((cell) => cell.textContent?.trim());

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the customer filter', () => {
  it('searches the cases of a customer picked in the typeahead, and shows whose they are', async () => {
    listServer(rowsOf(1), {
      'GET /api/typeaheadcustomers/lookup': { body: { Total: 1, List: [{ Id: '7', Header: 'Karen Jensen', Text: null, Category: 'Privat' }] } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/Cases/CaseList');
    await screen.findByRole('cell', { name: 'Kunde 0' });
    await user.type(screen.getByRole('textbox', { name: 'Kunde' }), 'Karen');
    await user.click(await screen.findByRole('option', { name: 'Karen Jensen' }));
    await waitFor(() => expect(server.calls('GET /api/caselist/search/').at(-1)?.query.CustomerId).toBe('7'));
    expect(await screen.findByText('Kunde: Karen Jensen')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ CustomerId: '7', CustomerName: 'Karen Jensen' });
    await user.click(screen.getByRole('button', { name: 'Fjern kunde' }));
    // Back to the unfiltered list (still fresh in the cache, so not necessarily asked for again).
    await waitFor(() => expect(screen.queryByText('Kunde: Karen Jensen')).not.toBeInTheDocument());
    expect(router.state.location.search).not.toHaveProperty('CustomerId');
  });
});

describe('the optional columns', () => {
  it('are chosen in Kolonner and remembered in the browser', async () => {
    listServer();
    const user = userEvent.setup();
    const { unmount } = renderApp('/Cases/CaseList');
    await screen.findByRole('cell', { name: 'Kunde 0' });
    expect(headers()).not.toContain('Mærke');
    await user.click(screen.getByRole('button', { name: 'Kolonner' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Bil' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mærke' }));
    await waitFor(() => expect(headers()).not.toContain('Bil'));
    expect(headers()).toContain('Mærke');
    unmount();

    listServer();
    renderApp('/Cases/CaseList');
    await screen.findByRole('cell', { name: 'Kunde 0' });
    await waitFor(() => expect(headers()).toContain('Mærke'));
    expect(headers()).not.toContain('Bil');
    expect(screen.getAllByRole('cell', { name: 'VW' }).length).toBeGreaterThan(0);
  });
});

describe('the detail pane', () => {
  it('shows every detail field, the swap car with its latest bid', async () => {
    listServer(rowsOf(1), {}, userWith({ RoleFlags: ['case', 'finance'] }));
    renderApp('/Cases/CaseList');
    const pane = await screen.findByTestId('case-details');
    await within(pane).findByText('Sag 2000 - Karen Jensen - VW Golf');
    const value = (label: string) => Array.from(pane.querySelectorAll(`[data-detail="${label}"]`)).map((node) => node.textContent);
    expect(value('Sagsbehandler')).toEqual(['Mads Sørensen']);
    expect(value('Bytteprisaftale')).toEqual(['Ja']);
    expect(value('Bil')).toEqual(['VW Golf', 'Ford Focus']);
    expect(value('Reg.nr.')).toEqual(['AB12345', 'CD45678']);
    expect(value('1. reg.')).toEqual(['01-03-2021', '01-06-2015']);
    expect(value('Km')).toEqual(['42.000', '160.000']);
    expect(value('Seneste bud')[0]).toMatch(/^42\.500/);
    expect(value('Finansiering')).toEqual(['–']);
    expect(value('Forsikring')).toEqual([]); // the insurance detail needs an insurance flag as well
  });
});

describe('deleting the selected cases', () => {
  it('deletes in batches of 50 with progress, says so and shows the list again after 2.5 s', async () => {
    const rows = rowsOf(60);
    listServer(rows, {
      'POST /api/case/deletemultiple/': (request) => ({ body: { Deleted: (request.body as { ids: string[] }).ids, Failed: [] } }),
    });
    const user = userEvent.setup();
    renderApp('/Cases/CaseList');
    await screen.findByRole('cell', { name: 'Kunde 59' });
    await user.click(screen.getByRole('checkbox', { name: 'Vælg alle sager på siden' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('60 valgt');
    const searches = server.calls('GET /api/caselist/search/').length;
    await user.click(screen.getByRole('button', { name: 'Slet valgte' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));

    expect(await screen.findByText(MassDeleteMessages.deleted)).toBeInTheDocument();
    const batches = server.calls('POST /api/case/deletemultiple/').map((call) => (call.body as { ids: string[] }).ids);
    expect(batches.map((ids) => ids.length)).toEqual([50, 10]);
    expect(batches.flat()).toEqual(rows.map((row) => row.Id));
    expect(screen.getByRole('progressbar', { name: 'Slettede sager' })).toHaveAttribute('aria-valuenow', '100');
    // Back to the list after 2.5 s: the modal closes, the selection is gone and the list is read again.
    await waitFor(() => expect(screen.queryByText(MassDeleteMessages.deleted)).not.toBeInTheDocument());
    expect(server.calls('GET /api/caselist/search/').length).toBeGreaterThan(searches);
    expect(screen.queryByTestId('selected-count')).not.toBeInTheDocument();
  });

  it("says 'Der skete en fejl ved sletning af de valgte sager' when a batch fails", async () => {
    listServer(rowsOf(3), { 'POST /api/case/deletemultiple/': { status: 500, body: { Message: 'Fejl' } } });
    const user = userEvent.setup();
    renderApp('/Cases/CaseList');
    await screen.findByRole('cell', { name: 'Kunde 2' });
    await user.click(screen.getByRole('checkbox', { name: 'Vælg sag 2001' }));
    await user.click(screen.getByRole('button', { name: 'Slet valgte' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText(MassDeleteMessages.failed)).toBeInTheDocument();
    expect(server.calls('POST /api/case/deletemultiple/').map((call) => call.body)).toEqual([{ ids: ['2001'] }]);
  });
});

describe('the swap-car actions', () => {
  it('offer the purchase document only when the case has a swap car', () => {
    const documents = (hasSwapCar: boolean) => printActionsFor(hasSwapCar).map((print) => print.document);
    expect(documents(false)).not.toContain('PurchaseDocument');
    expect(documents(true)).toContain('PurchaseDocument');
    expect(documents(true)).toEqual(['TestDrive', 'Contract', 'Rental', 'Offer', 'PurchaseDocument', 'InvoiceDocument', 'CustomsDocument']);
  });

  it("show 'Byttebil' only on a case with a swap car", async () => {
    listServer(rowsOf(1), { 'GET /api/Case/Get': (request) => ({ body: caseModel({ Id: request.query.Id, SwapCarId: '900' }) }) });
    const { unmount } = renderApp('/Cases/CaseList');
    const toolbar = await screen.findByRole('toolbar', { name: 'Valgt sag' });
    expect(within(toolbar).getByRole('button', { name: 'Byttebil' })).toBeInTheDocument();
    unmount();

    listServer(rowsOf(1));
    renderApp('/Cases/CaseList');
    const plain = await screen.findByRole('toolbar', { name: 'Valgt sag' });
    expect(within(plain).queryByRole('button', { name: 'Byttebil' })).not.toBeInTheDocument();
    expect(within(plain).getByRole('button', { name: 'Slet sag' })).toBeInTheDocument();
  });

  it("opens the document's modal with its live preview from the list's print menu", async () => {
    listServer(rowsOf(1), {
      'GET /api/salescontractappendix/GetByDealerId': { body: [] },
      'GET /api/PrintOffer/PrintOffer': { body: 'PDF', headers: { 'content-type': 'application/pdf' } },
    });
    const user = userEvent.setup();
    renderApp('/Cases/CaseList');
    const toolbar = await screen.findByRole('toolbar', { name: 'Valgt sag' });
    await user.click(within(toolbar).getByRole('button', { name: 'Udskriv' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Tilbud' }));
    expect(await screen.findByRole('dialog', { name: /Tilbud/ })).toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET /api/PrintOffer/PrintOffer')[0]?.query).toMatchObject({ CaseId: '2000', RenderPdf: 'false' }));
  });

  it("hides what the user's role may not do: a mechanic gets no lifecycle buttons, no status change and no deleting", async () => {
    const roleOf = (simpleRole: 'Mechanic' | 'Bookkeeper') => userWith({ SimpleRole: simpleRole, AllowedActions: allowedActions({ simpleRole, isAdmin: false, isConsultant: false }) });
    const served = (permitted: readonly CaseCommandName[]) => ({
      'GET /api/Case/Get': (request: RecordedRequest) => ({ body: caseModel({ Id: request.query.Id, Status: 1, permitted }) }),
    });
    listServer(rowsOf(1), served(PERMITTED_CASE_COMMANDS.Mechanic), roleOf('Mechanic'));
    const { unmount } = renderApp('/Cases/CaseList');
    const toolbar = await screen.findByRole('toolbar', { name: 'Valgt sag' });
    // No new case either: the server refuses a mechanic one.
    expect(screen.queryByRole('link', { name: 'Ny sag' })).not.toBeInTheDocument();
    for (const name of ['Angiv som underskrevet', 'Annuller dokument', 'Bil leveret', 'Afslut sag', 'Kopier sag', 'Slet sag', 'Skift status', 'Udskriv']) {
      expect(within(toolbar).queryByRole('button', { name }), name).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Slet valgte' })).not.toBeInTheDocument();
    unmount();

    // The bookkeeper prints the accounting documents only.
    listServer(rowsOf(1), served(PERMITTED_CASE_COMMANDS.Bookkeeper), roleOf('Bookkeeper'));
    const user = userEvent.setup();
    renderApp('/Cases/CaseList');
    const bookkeeping = await screen.findByRole('toolbar', { name: 'Valgt sag' });
    expect(screen.queryByRole('link', { name: 'Ny sag' })).not.toBeInTheDocument();
    await user.click(within(bookkeeping).getByRole('button', { name: 'Udskriv' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Fakturagrundlag', 'Tolddokument']);
  });

  it('changes the status of the active case through savestatus', async () => {
    listServer(rowsOf(1), {
      'POST /api/case/savestatus': (request) => ({ body: { Id: request.query.id, Status: Number(request.query.status), StatusText: 'Afsluttet' }, headers: { etag: '"4"' } }),
    });
    const user = userEvent.setup();
    renderApp('/Cases/CaseList');
    const toolbar = await screen.findByRole('toolbar', { name: 'Valgt sag' });
    await user.click(within(toolbar).getByRole('button', { name: 'Skift status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Slutseddel underskrevet' }));
    expect(await screen.findByText('Status er ændret til Slutseddel underskrevet')).toBeInTheDocument();
    expect(server.calls('POST /api/case/savestatus')[0]?.query).toEqual({ id: '2000', status: '2' });
  });

  it("offers no 'Afsluttet' in the status menu: a case is closed only with 'Afslut sag'", async () => {
    listServer(rowsOf(1));
    const user = userEvent.setup();
    renderApp('/Cases/CaseList');
    const toolbar = await screen.findByRole('toolbar', { name: 'Valgt sag' });
    await user.click(within(toolbar).getByRole('button', { name: 'Skift status' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Slutseddel udskrevet', 'Slutseddel underskrevet', 'Købsaftale udskrevet', 'Købsaftale underskrevet']);
    expect(within(toolbar).getByRole('button', { name: 'Afslut sag' })).toBeEnabled();
  });
});
