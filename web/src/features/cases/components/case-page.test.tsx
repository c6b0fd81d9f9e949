import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import type { CaseModel } from '../api/types.ts';
import { BLANK_CASE, CASE_TAB_ROUTES, caseModel, SALES_ITEM, SALESMAN } from '@/test/case-fixtures.ts';

let server: ReturnType<typeof fakeServer>;
/** What GET /api/Case/Get answers: tests move it on as the commands they answer would. */
let stored: CaseModel;

const caseServer = (routes: FakeRoutes = {}) => {
  server = fakeServer({
    ...CASE_TAB_ROUTES,
    'GET /api/account/settings': { body: SALESMAN },
    'GET /api/Case/Get': () => ({ body: stored }),
    ...routes,
  });
  return server;
};

const toolbarButton = (name: string) => within(screen.getByRole('toolbar', { name: 'Handlinger' })).getByRole('button', { name });

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=xsrf-1';
  stored = caseModel();
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the case page', () => {
  it("shows the spec's title, the status and the tabs, with the tab in the URL hash", async () => {
    caseServer();
    const user = userEvent.setup();
    const { router } = renderApp('/Cases/Case/1042#/car');

    expect(await screen.findByTestId('case-title')).toHaveTextContent('Sag 1042 - Karen Jensen - VW Golf 1,5 TSI Style');
    expect(screen.getByTestId('case-status')).toHaveTextContent('Åben');
    expect(screen.getByRole('tab', { name: 'Bil' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('case-car')).toHaveTextContent('VW Golf 1,5 TSI Style');
    // A stock car's plate is shown, or editable where the car tab allows it.
    expect(screen.queryByText('AB12345') ?? screen.getByDisplayValue('AB12345')).toBeInTheDocument();
    expect(screen.getByText('189.900,00 kr.')).toBeInTheDocument();
    // Tillægsydelser needs the finance flag.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Kunde', 'Bil', 'Byttebil', 'Beregning', 'Øvrige aftaler', 'Udlejning', 'Dokumenter']);

    await user.click(screen.getByRole('tab', { name: 'Kunde' }));
    await waitFor(() => expect(router.state.location.hash).toBe('/customer'));
    // The customer tab shows the buyer, loaded from the customer API.
    expect(await screen.findByDisplayValue('Karen')).toBeInTheDocument();
  });

  it("appends ' (fabriksny)' for a factory-new car and shows the Tillægsydelser tab with the finance flag", async () => {
    stored = caseModel({ SalesItem: { ...SALES_ITEM, IsFactoryNew: true } });
    caseServer({ 'GET /api/account/settings': { body: { ...SALESMAN, RoleFlags: ['case', 'finance'] } } });
    renderApp('/Cases/Case/1042');

    expect(await screen.findByTestId('case-title')).toHaveTextContent('Sag 1042 - Karen Jensen - VW Golf 1,5 TSI Style (fabriksny)');
    expect(screen.getByRole('tab', { name: 'Tillægsydelser' })).toBeInTheDocument();
  });

  it.each([
    [{ SalesItem: null }, 'Sag 1042 - Karen Jensen', 'Mangler bil'],
    [{ CustomerId: null, CustomerName: null }, 'Sag 1042 - VW Golf 1,5 TSI Style', 'Mangler kunde'],
    [{ SalesItem: null, CustomerId: null, CustomerName: null }, 'Sag 1042', 'Mangler bil og kunde'],
  ])('disables printing and says what is missing (%#)', async (changes, title, missing) => {
    stored = caseModel(changes);
    caseServer();
    renderApp('/Cases/Case/1042');

    expect(await screen.findByTestId('case-title')).toHaveTextContent(new RegExp(`^${title}$`));
    expect(toolbarButton('Udskriv slutseddel')).toBeDisabled();
    expect(screen.getByTestId('missing-for-print')).toHaveTextContent(new RegExp(`^${missing}$`));
    expect(toolbarButton('Udskriv slutseddel')).toHaveAccessibleDescription(missing);
  });

  it('starts a new case as "Ny sag", picks the buyer and the car with the typeaheads, and saves it', async () => {
    const customers = [
      { Id: '7', Header: 'Karen Jensen', Text: 'Aarhus', Category: 'Privat' },
      { Id: '8', Header: 'Karl Jensen', Text: 'Vejle', Category: 'Privat' },
    ];
    caseServer({
      'GET /api/Case/New': (request) =>
        request.query.carId === '55' ? { body: { ...BLANK_CASE, SalesItem: SALES_ITEM } } : { body: BLANK_CASE },
      'GET /api/typeaheadcustomers/lookup': { body: { Total: 2, List: customers } },
      'GET /api/TypeaheadOwnCars/Lookup': {
        body: {
          Total: 1,
          List: [{ Id: '55', Title: 'VW Golf 1,5 TSI Style', Make: 'VW', Model: 'Golf', FirstRegistrationDate: '2021-03-01', Mileage: 42000, CashPrice: 189900, VehicleNumber: 'V-55', RegistrationNumber: 'AB12345', Branch: null }],
        },
      },
      'POST /api/case/save': () => {
        stored = caseModel({ Id: '1043', Version: 1 });
        return { body: '"1043"', headers: { etag: '"1"' } };
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/Cases/Case');

    expect(await screen.findByTestId('case-title')).toHaveTextContent(/^Ny sag$/);
    expect(screen.getByTestId('missing-for-print')).toHaveTextContent('Mangler bil og kunde');

    // The first 'Find kunde' is the buyer's (the co-debtor has its own).
    await user.type(screen.getAllByLabelText('Find kunde')[0]!, 'Jens');
    await user.click(await screen.findByRole('option', { name: /Karen Jensen/ }));
    expect(screen.getByTestId('case-title')).toHaveTextContent(/^Ny sag - Karen Jensen$/);
    expect(server.calls('GET /api/typeaheadcustomers/lookup').at(-1)?.query).toEqual({ searchText: 'Jens', count: '6' });

    await user.click(screen.getByRole('tab', { name: 'Bil' }));
    await user.type(screen.getByLabelText('Find bil på lager'), 'golf');
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: /VW Golf/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('case-title')).toHaveTextContent(/^Ny sag - Karen Jensen - VW Golf 1,5 TSI Style$/));
    expect(screen.queryByTestId('missing-for-print')).not.toBeInTheDocument();
    // The car replaces the calculation, and the salesperson is told.
    expect(await screen.findByText('Fanen Beregning er blevet opdateret')).toBeInTheDocument();

    await user.click(toolbarButton('Gem'));

    expect(await screen.findByText('Sagen er gemt')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/Cases/Case/1043'));
    const [save] = server.calls('POST /api/case/save');
    // Nulls stripped, the car as the server made it of the stock car, no Id for a new case.
    expect(save?.body).toEqual({ CustomerId: '7', CaseManagerId: '5', SalesItem: SALES_ITEM });
    expect(save?.headers['X-XSRF-TOKEN']).toBe('xsrf-1');
    expect(server.calls('GET /api/Case/Get').at(-1)?.query).toEqual({ Id: '1043', MinVersion: '1' });
    expect(await screen.findByTestId('case-title')).toHaveTextContent('Sag 1043 - Karen Jensen');
  });

  it("shows the warning a save answers with: the offers went with a customer turned business ('Bemærk!')", async () => {
    const warning = 'Bemærk! Finansieringsforslag gælder ikke for erhvervskunder, derfor er alle tilbud fjernet.';
    caseServer({
      'POST /api/case/save': () => {
        stored = caseModel({ Version: 2 });
        return { body: '"1042"', headers: { etag: '"2"', 'x-case-warning': encodeURIComponent(warning) } };
      },
    });
    const user = userEvent.setup();
    renderApp('/Cases/Case/1042');
    await screen.findByTestId('case-title');
    await user.click(toolbarButton('Gem'));
    expect(await screen.findByText('Sagen er gemt')).toBeInTheDocument();
    expect(await screen.findByText(warning)).toBeInTheDocument();
  });

  it("offers 'Se alle' above six cars and picks from the own-cars grid", async () => {
    const cars = Array.from({ length: 8 }, (_, index) => ({
      Id: String(60 + index),
      Title: `Škoda Octavia ${index + 1}`,
      Make: 'Škoda',
      Model: 'Octavia',
      FirstRegistrationDate: '2020-05-01',
      Mileage: 60000 + index,
      CashPrice: 149900,
      VehicleNumber: `V-${60 + index}`,
      RegistrationNumber: null,
      Branch: null,
    }));
    stored = caseModel({ SalesItem: null });
    caseServer({
      'GET /api/TypeaheadOwnCars/Lookup': { body: { Total: 8, List: cars.slice(0, 6) } },
      'GET /api/TypeaheadOwnCars/List/': { body: { Total: 8, List: cars } },
      'GET /api/Case/New': (request) => ({ body: { ...BLANK_CASE, SalesItem: { ...SALES_ITEM, Id: request.query.carId, Title: 'Škoda Octavia 8' } } }),
    });
    const user = userEvent.setup();
    renderApp('/Cases/Case/1042#/car');

    await user.type(await screen.findByLabelText('Find bil på lager'), 'octavia');
    expect(await screen.findAllByRole('option', { name: /Škoda Octavia/ })).toHaveLength(6);
    await user.click(screen.getByRole('option', { name: 'Se alle (8)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Vælg bil' });
    const row = await within(dialog).findByRole('row', { name: /V-67/ });
    expect(within(dialog).getByRole('columnheader', { name: 'Kontantpris' })).toBeInTheDocument();
    await user.dblClick(within(row).getByText('Škoda Octavia'.split(' ')[1]!));

    await waitFor(() => expect(screen.getByTestId('case-car')).toHaveTextContent('Škoda Octavia 8'));
    expect(server.calls('GET /api/TypeaheadOwnCars/List/')[0]?.query).toEqual({ searchText: 'octavia' });
    expect(server.calls('GET /api/Case/New').at(-1)?.query).toEqual({ carId: '67' });
    expect(screen.getByText('Ændringerne er ikke gemt')).toBeInTheDocument();
  });
});

describe("the car tab's vehicle type", () => {
  it('shows a stored type 8 by its number and the rule the spec gives it', async () => {
    stored = caseModel({ SalesItem: { ...SALES_ITEM, VehicleType: 8, IsVan: true } });
    caseServer();
    renderApp('/Cases/Case/1042#/car');
    expect(await screen.findByTestId('case-car')).toHaveTextContent('VW Golf 1,5 TSI Style');
    expect(screen.getByText('Køretøjstype').parentElement).toHaveTextContent('Type 8 (regnes inkl. afgift)');
  });
});

describe("'Opret bil': the case's vehicle as a new stock car", () => {
  const catalogueVehicle = { Title: 'Škoda Octavia 1,5 TSI', Make: 'Škoda', Model: 'Octavia', IsFactoryNew: true, IsSpecifiedVehicle: false, ModelYear: 2026 };

  it('leads to /Cars/OwnCars/CreateCarWizard?caseId= for a vehicle not in stock', async () => {
    stored = caseModel({ SalesItem: catalogueVehicle });
    caseServer({ 'GET /api/user/getactiveconglomerateusers': { body: [] } });
    const user = userEvent.setup();
    const { router } = renderApp('/Cases/Case/1042');
    await user.click(await screen.findByRole('button', { name: 'Opret bil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Cars/OwnCars/CreateCarWizard'));
    expect(router.state.location.search).toEqual({ caseId: '1042' });
    expect(await screen.findByText(/Bilen er udfyldt med køretøjet fra/)).toBeInTheDocument();
  });

  it("refuses a case with errors with 'Der er fejl i sagen. Ret fejlene før du kan oprette bilen.' and stays", async () => {
    // A used vehicle without its model year breaks the sales item's rules.
    stored = caseModel({ SalesItem: { ...catalogueVehicle, IsFactoryNew: false, ModelYear: null } });
    caseServer();
    const user = userEvent.setup();
    const { router } = renderApp('/Cases/Case/1042');
    await user.click(await screen.findByRole('button', { name: 'Opret bil' }));
    expect(await screen.findByText('Der er fejl i sagen. Ret fejlene før du kan oprette bilen.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Cases/Case/1042');
  });

  it.each([
    ['a specified vehicle', { SalesItem: { ...catalogueVehicle, Title: 'Kabe 560', IsSpecifiedVehicle: true, VehicleType: 5 } }],
    ['a stock car', {}],
    ['a case transferred before', { SalesItem: catalogueVehicle, TransferCaseDate: '2026-11-20' }],
  ])('is hidden for %s', async (_name, changes) => {
    stored = caseModel(changes);
    caseServer();
    renderApp('/Cases/Case/1042');
    await screen.findByTestId('case-title');
    expect(screen.queryByRole('button', { name: 'Opret bil' })).not.toBeInTheDocument();
  });

  it('shows the day the car was created from the case', async () => {
    stored = caseModel({ SalesItem: catalogueVehicle, TransferCaseDate: '2026-11-20' });
    caseServer();
    renderApp('/Cases/Case/1042');
    expect(await screen.findByTestId('case-transferred')).toHaveTextContent('Bil oprettet 20-11-2026');
  });
});
