import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type FakeAnswer, type FakeRoutes } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import type { CaseModel } from '../api/types.ts';
import { carDeliveredInit, CASE_TAB_ROUTES, caseModel, listRow, PDF_BYTES, SALESMAN, servedCase, stubPdfTab } from '@/test/case-fixtures.ts';

let server: ReturnType<typeof fakeServer>;
/** What GET /api/Case/Get answers: the commands below move it on as the real server would. */
let stored: CaseModel;

const pdf = (version: string): FakeAnswer => ({
  body: PDF_BYTES,
  contentType: 'application/pdf',
  headers: { 'content-disposition': 'inline; filename="Slutseddel-1042.pdf"', etag: `"${version}"` },
});

/** A command that moves the stored case on and answers with its new version. */
const command = (changes: Partial<CaseModel>, body: unknown = { Message: 'OK' }) => (): FakeAnswer => {
  stored = servedCase({ ...stored, ...changes, Version: stored.Version + 1 });
  return { body, headers: { etag: `"${stored.Version}"` } };
};

const caseServer = (routes: FakeRoutes = {}) => {
  server = fakeServer({
    ...CASE_TAB_ROUTES,
    'GET /api/account/settings': { body: SALESMAN },
    'GET /api/Case/Get': () => ({ body: stored }),
    // Where the close and delete redirects land.
    'GET /api/caselist/search/': { body: { Total: 1, Offset: 0, Count: 1, List: [listRow()] } },
    'GET /api/caselist/getmakes': { body: ['VW'] },
    'GET /api/case/getcasedetails/': { status: 404, body: { Message: 'Sagen findes ikke.' } },
    ...routes,
  });
  return server;
};

const toolbarButton = (name: string) => within(screen.getByRole('toolbar', { name: 'Handlinger' })).getByRole('button', { name });

const openCase = async (status: CaseModel['Status'] = 0) => {
  stored = caseModel({ Status: status });
  const rendered = renderApp('/Cases/Case/1042');
  await screen.findByTestId('case-title');
  return rendered;
};

const confirmDialog = async (title: string, answer: 'OK' | 'Annuller' = 'OK') => {
  const dialog = await screen.findByRole('dialog', { name: title });
  const text = dialog.textContent;
  await userEvent.click(within(dialog).getByRole('button', { name: answer }));
  return text;
};

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=xsrf-1';
});

afterEach(() => {
  vi.useRealTimers();
  expect(server.unexpected).toEqual([]);
});

describe('printing the contract', () => {
  it('opens the PDF in a new tab and shows the case at the version the print answered with', async () => {
    caseServer({ 'GET /api/PrintContract/PrintContract': () => (command({ Status: 1, StatusText: 'Slutseddel udskrevet' })(), pdf('4')) });
    const { tab, open } = stubPdfTab();
    const user = userEvent.setup();
    await openCase();

    await user.click(toolbarButton('Udskriv slutseddel'));

    await waitFor(() => expect(tab.location.href).toBe('blob:pdf-1-application/pdf'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(server.calls('GET /api/PrintContract/PrintContract')[0]?.query).toEqual({ CaseId: '1042', RenderPdf: 'true' });
    expect(server.calls('GET /api/Case/Get').at(-1)?.query).toEqual({ Id: '1042', MinVersion: '4' });
    expect(await screen.findByTestId('case-status')).toHaveTextContent('Slutseddel udskrevet');
  });

  it("runs the cancel-document flow when a purchase agreement stands in the way, then prints", async () => {
    let prints = 0;
    caseServer({
      'GET /api/PrintContract/PrintContract': () => {
        prints += 1;
        if (prints === 1) return { status: 409, body: { Message: 'Købsaftalen skal annulleres, før slutsedlen kan udskrives.', Code: 'CancelDocumentRequired' } };
        command({ Status: 1 })();
        return pdf(String(stored.Version));
      },
      'POST /api/case/canceldocument/': command({ Status: 0 }, { Message: 'Handlen er annuleret.' }),
    });
    const { tab } = stubPdfTab();
    const user = userEvent.setup();
    await openCase(4);

    await user.click(toolbarButton('Udskriv slutseddel'));
    // The empty tab opened for the refused print is closed again.
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    const text = await confirmDialog('Annuller dokument');

    expect(text).toContain('Købsaftalen skal annulleres, før slutsedlen kan udskrives.');
    expect(await screen.findByText('Handlen er annuleret.')).toBeInTheDocument();
    expect(server.calls('POST /api/case/canceldocument/')[0]?.body).toEqual({ CaseId: '1042' });
    await waitFor(() => expect(screen.getByTestId('case-status')).toHaveTextContent('Slutseddel udskrevet'));
    expect(prints).toBe(2);
    expect(server.calls('GET /api/Case/Get').at(-1)?.query).toEqual({ Id: '1042', MinVersion: '5' });
  });

  it("opens the contract's tab at the confirmation's click, before the cancel goes to the server", async () => {
    let tabsWhenCancelled = -1;
    caseServer({
      'GET /api/PrintContract/PrintContract': () => {
        if (stored.Status === 4) return { status: 409, body: { Message: 'Købsaftalen skal annulleres, før slutsedlen kan udskrives.', Code: 'CancelDocumentRequired' } };
        command({ Status: 1 })();
        return pdf(String(stored.Version));
      },
      'POST /api/case/canceldocument/': () => {
        tabsWhenCancelled = open.mock.calls.length;
        return command({ Status: 0 }, { Message: 'Handlen er annuleret.' })();
      },
    });
    const { open } = stubPdfTab();
    const user = userEvent.setup();
    await openCase(4);

    await user.click(toolbarButton('Udskriv slutseddel'));
    await confirmDialog('Annuller dokument');

    await waitFor(() => expect(screen.getByTestId('case-status')).toHaveTextContent('Slutseddel udskrevet'));
    expect(open).toHaveBeenCalledTimes(2);
    // A browser lets the page open a tab only while the click counts as the user's: the second tab was open already.
    expect(tabsWhenCancelled).toBe(2);
  });

  it('cancels nothing when the user declines the cancel-document flow', async () => {
    caseServer({
      'GET /api/PrintContract/PrintContract': {
        status: 409,
        body: { Message: 'Købsaftalen skal annulleres, før slutsedlen kan udskrives.', Code: 'CancelDocumentRequired' },
      },
    });
    stubPdfTab();
    const user = userEvent.setup();
    await openCase(4);

    await user.click(toolbarButton('Udskriv slutseddel'));
    await confirmDialog('Annuller dokument', 'Annuller');

    await waitFor(() => expect(toolbarButton('Udskriv slutseddel')).toBeEnabled());
    expect(server.calls('POST /api/case/canceldocument/')).toHaveLength(0);
  });

  it("shows the server's refusal under 'Der skete en fejl...'", async () => {
    caseServer({ 'GET /api/PrintContract/PrintContract': { status: 409, body: { Message: 'Mangler kunde', Code: 'MissingCarOrCustomer' } } });
    const { tab } = stubPdfTab();
    const user = userEvent.setup();
    await openCase();

    await user.click(toolbarButton('Udskriv slutseddel'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Der skete en fejl...');
    expect(alert).toHaveTextContent('Mangler kunde');
    expect(tab.close).toHaveBeenCalled();
  });
});

describe('marking the document signed', () => {
  it('proceeds directly when there is nothing to ask, and confirms', async () => {
    caseServer({
      'GET /api/case/DocumentIsSigned': { body: { CaseId: '1042', Status: 1, SalesItem: null, SwapCar: null, ShowModal: false } },
      'POST /api/case/savesigneddocument/': command({ Status: 2 }, { Message: 'Slutseddel er angivet som underskrevet' }),
    });
    const user = userEvent.setup();
    await openCase(1);

    await user.click(toolbarButton('Angiv som underskrevet'));

    expect(await screen.findByText('Slutseddel er angivet som underskrevet')).toBeInTheDocument();
    expect(server.calls('GET /api/case/DocumentIsSigned')[0]?.query).toEqual({ caseId: '1042' });
    expect(server.calls('POST /api/case/savesigneddocument/')[0]?.body).toEqual({ CaseId: '1042' });
    await waitFor(() => expect(screen.getByTestId('case-status')).toHaveTextContent('Slutseddel underskrevet'));
    expect(server.calls('GET /api/Case/Get').at(-1)?.query).toEqual({ Id: '1042', MinVersion: '4' });
  });

  it('shows the document-signed modal for a stock car and signs with it', async () => {
    const salesItem = { CarId: '55', Status: 1, IsIntern: false, CarTitle: 'VW Golf 1,5 TSI Style', Sold: false, CanOnlyBeEditedFromCarApi: false, IsUsedCar: true };
    caseServer({
      'GET /api/case/DocumentIsSigned': { body: { CaseId: '1042', Status: 1, SalesItem: salesItem, SwapCar: null, ShowModal: true } },
      'POST /api/case/savesigneddocument/': command({ Status: 2 }),
    });
    const user = userEvent.setup();
    await openCase(1);

    await user.click(toolbarButton('Angiv som underskrevet'));
    const text = await confirmDialog('Angiv slutseddel som underskrevet');

    expect(text).toContain('VW Golf 1,5 TSI Style');
    expect(await screen.findByText('Slutseddel er angivet som underskrevet')).toBeInTheDocument();
    expect(server.calls('POST /api/case/savesigneddocument/')[0]?.body).toEqual({ CaseId: '1042', SalesItem: { CarId: '55' } });
  });

  it('saves unsaved changes first, after asking', async () => {
    caseServer({
      'POST /api/case/save': command({ CarRental: { price: 1500, pricePerDay: null, pricePerKm: null } }, '"1042"'),
      'GET /api/case/DocumentIsSigned': { body: { CaseId: '1042', Status: 1, SalesItem: null, SwapCar: null, ShowModal: false } },
      'POST /api/case/savesigneddocument/': command({ Status: 2 }),
    });
    const user = userEvent.setup();
    await openCase(1);
    await user.click(screen.getByRole('tab', { name: 'Udlejning' }));
    await user.type(screen.getByLabelText('Pris'), '1500');

    await user.click(toolbarButton('Angiv som underskrevet'));
    await confirmDialog('Gem sagen');

    expect(await screen.findByText('Slutseddel er angivet som underskrevet')).toBeInTheDocument();
    expect(server.calls('POST /api/case/save')[0]?.body).toMatchObject({ Id: '1042', CustomerId: '7', CarRental: { price: 1500 } });
    const order = server.requests.map((request) => `${request.method} ${request.path}`).filter((call) => call.startsWith('POST'));
    expect(order).toEqual(['POST /api/case/save', 'POST /api/case/savesigneddocument/']);
    await waitFor(() => expect(screen.queryByText('Ændringerne er ikke gemt')).not.toBeInTheDocument());
  });
});

describe('the other lifecycle actions', () => {
  it("cancels the document after the confirmation: 'Handlen er annuleret.'", async () => {
    caseServer({ 'POST /api/case/canceldocument/': command({ Status: 0 }, { Message: 'Handlen er annuleret.' }) });
    const user = userEvent.setup();
    await openCase(2);

    await user.click(toolbarButton('Annuller dokument'));
    const text = await confirmDialog('Annuller dokument');

    expect(text).toContain('Vil du annullere slutsedlen?');
    expect(await screen.findByText('Handlen er annuleret.')).toBeInTheDocument();
    expect(server.calls('POST /api/case/canceldocument/')[0]?.body).toEqual({ CaseId: '1042' });
    await waitFor(() => expect(screen.getByTestId('case-status')).toHaveTextContent('Åben'));
  });

  it("delivers the car through the car-delivered modal: 'Bil leveret'", async () => {
    const init = carDeliveredInit();
    caseServer({
      'GET /api/case/cardeliveredinit': { body: init },
      'GET /api/CasesByCar/GetByCarId': { body: { Total: 0, List: [] } },
      'POST /api/case/cardelivered': command({ Delivered: true }, { Message: 'Bil leveret' }),
    });
    const user = userEvent.setup();
    await openCase(2);

    await user.click(toolbarButton('Bil leveret'));
    // The related-cases check runs before the sale can be confirmed.
    const dialog = await screen.findByRole('dialog', { name: 'Bil leveret' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toBeEnabled());
    const text = await confirmDialog('Bil leveret');

    expect(text).toContain('VW Golf 1,5 TSI Style sættes som solgt.');
    expect(await screen.findByText('Bil leveret', { selector: '.mantine-Notification-description' })).toBeInTheDocument();
    expect(server.calls('GET /api/case/cardeliveredinit')[0]?.query).toEqual({ caseId: '1042' });
    expect(server.calls('POST /api/case/cardelivered')[0]?.body).toEqual(init);
    expect(await screen.findByText('Leveret')).toBeInTheDocument();
    expect(within(screen.getByRole('toolbar', { name: 'Handlinger' })).queryByRole('button', { name: 'Bil leveret' })).not.toBeInTheDocument();
  });

  it('asks whether the swap car is internal and its status, and sends the answers with the delivery', async () => {
    const init = carDeliveredInit({ CaseStatus: 1, SwapItemCarId: '31', SwapItemCarTitle: 'Ford Focus 1,0 EcoBoost', ShowSellCar: false });
    caseServer({
      'GET /api/case/cardeliveredinit': { body: init },
      'POST /api/case/cardelivered': command({ Delivered: true }, { Message: 'Bil leveret' }),
    });
    const user = userEvent.setup();
    await openCase(2);

    await user.click(toolbarButton('Bil leveret'));
    const dialog = await screen.findByRole('dialog', { name: 'Bil leveret' });
    expect(dialog).toHaveTextContent('Ford Focus 1,0 EcoBoost');
    expect(dialog).not.toHaveTextContent('sættes som solgt');
    await user.click(within(dialog).getByLabelText('Intern bil'));
    await user.click(within(dialog).getByPlaceholderText('Vælg status'));
    await user.click(within(dialog).getByRole('option', { name: 'Under klargøring' }));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(server.calls('POST /api/case/cardelivered')).toHaveLength(1));
    expect(server.calls('POST /api/case/cardelivered')[0]?.body).toEqual({ ...init, SwapItemIsIntern: true, SwapItemStatus: 5 });
  });

  it("closes the case: 'Sagen er afsluttet.', then the list after 2500 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    caseServer({ 'POST /api/case/close': command({ Status: 3 }, { Message: 'Sagen er afsluttet.' }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = await openCase(2);

    await user.click(toolbarButton('Afslut sag'));
    await confirmDialog('Afslut sag');
    expect(await screen.findByText('Sagen er afsluttet.')).toBeInTheDocument();
    expect(server.calls('POST /api/case/close')[0]?.query).toEqual({ id: '1042' });

    act(() => vi.advanceTimersByTime(2300));
    expect(router.state.location.pathname).toBe('/Cases/Case/1042');
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Cases/CaseList'));
  });

  it("shows the server's message when closing fails", async () => {
    caseServer({ 'POST /api/case/close': { status: 409, body: { Message: 'Sagen er allerede afsluttet.' } } });
    const user = userEvent.setup();
    await openCase(2);

    await user.click(toolbarButton('Afslut sag'));
    await confirmDialog('Afslut sag');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Der skete en fejl...');
    expect(alert).toHaveTextContent('Sagen er allerede afsluttet.');
  });

  it("deletes the case permanently: the message, and back to the list after 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    caseServer({ 'DELETE /api/case/delete': { status: 200, body: { Message: 'OK' }, headers: { etag: '"4"' } } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = await openCase();

    await user.click(toolbarButton('Slet sag'));
    const question = await confirmDialog('Slet sag');
    expect(question).toContain('sag nr. 1042');

    const done = await screen.findByRole('dialog', { name: 'Sag nr. 1042 blev slettet permanent.' });
    expect(done).toHaveTextContent('Du sendes tilbage til listen med sager...');
    expect(server.calls('DELETE /api/case/delete')[0]?.query).toEqual({ id: '1042' });
    expect(server.calls('DELETE /api/case/delete')[0]?.headers['X-XSRF-TOKEN']).toBe('xsrf-1');

    act(() => vi.advanceTimersByTime(4800));
    expect(router.state.location.pathname).toBe('/Cases/Case/1042');
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Cases/CaseList'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Sagen kunne ikke slettes' when the delete fails, and stays", async () => {
    caseServer({ 'DELETE /api/case/delete': { status: 500, body: { Message: 'Der skete en fejl. Prøv igen.' } } });
    const user = userEvent.setup();
    const { router } = await openCase();

    await user.click(toolbarButton('Slet sag'));
    await confirmDialog('Slet sag');

    expect(await screen.findByRole('alert')).toHaveTextContent('Sagen kunne ikke slettes');
    expect(router.state.location.pathname).toBe('/Cases/Case/1042');
  });

  it('copies the case and opens the copy with the spec\'s messages', async () => {
    caseServer({
      'POST /api/case/copy': { body: '"1043"', headers: { etag: '"1"' } },
      'GET /api/Case/Get': (request) => ({ body: request.query.Id === '1043' ? caseModel({ Id: '1043', Version: 1 }) : stored }),
    });
    const user = userEvent.setup();
    const { router } = await openCase(2);

    await user.click(toolbarButton('Kopier sag'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/Cases/Case/1043'));
    expect(await screen.findByText('Sag nr. 1042 er nu kopieret')).toBeInTheDocument();
    expect(screen.getByText('Dette er den nye sag')).toBeInTheDocument();
    expect(server.calls('POST /api/case/copy')[0]?.query).toEqual({ caseId: '1042' });
    expect(await screen.findByTestId('case-title')).toHaveTextContent(/^Sag 1043 - /);
    expect(screen.getByTestId('case-status')).toHaveTextContent('Åben');
  });

  it('offers only what the status allows', async () => {
    caseServer();
    await openCase(3);

    expect(screen.getByTestId('case-status')).toHaveTextContent('Afsluttet');
    const toolbar = within(screen.getByRole('toolbar', { name: 'Handlinger' }));
    for (const name of ['Gem', 'Udskriv slutseddel', 'Angiv som underskrevet', 'Annuller dokument', 'Bil leveret', 'Afslut sag']) {
      expect(toolbar.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(toolbarButton('Kopier sag')).toBeEnabled();
    expect(toolbarButton('Slet sag')).toBeEnabled();
  });
});
