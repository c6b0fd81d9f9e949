import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleSwapCar } from '../../../../../../domain/customer-cars/test-fixtures.ts';
import type { CustomerCarRow } from '@/features/customer-cars/api/get-customer-cars.ts';
import type { CurrentUser } from '@/lib/current-user.ts';
import { BLANK_CASE, CASE_TAB_ROUTES, SALESMAN, STORED_CUSTOMER, userWith } from '@/test/case-fixtures.ts';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';

// jsdom has no layout: the grid scrolls its viewport to the top when the page changes.
Element.prototype.scrollTo ??= () => {};

let server: ReturnType<typeof fakeServer>;

const SALES_MANAGER = userWith({ SimpleRole: 'SalesManager', RoleFlags: ['car_list', 'case'] });
const KAREN = { ...STORED_CUSTOMER };
const NEW_CUSTOMER = { ...STORED_CUSTOMER, Id: '0', FirstName: '', LastName: '', Cpr: '', Street: '', StreetNumber: '', ZipCode: '', City: '', CellPhone: '', Title: '' };
const GOLF: CustomerCarRow = { ...sampleSwapCar, Id: '4', DealerId: '101', Title: 'VW Golf 1,5 TSI' };

const pageServer = (user: CurrentUser = SALESMAN, routes: FakeRoutes = {}) => {
  server = fakeServer({
    ...CASE_TAB_ROUTES,
    'GET /api/account/settings': { body: user },
    'GET /api/customer/get': (request) => ({ body: request.query.id === '321' ? { ...KAREN, Id: '321', FirstName: 'Lis', LastName: 'Lund', Title: 'Lis Lund' } : KAREN, headers: { etag: '"3"' } }),
    'GET /api/customer/InitNewCustomer/': { body: NEW_CUSTOMER },
    'GET /api/Car/GetCustomerCars': (request) => ({ body: request.query.customerId === '7' ? [GOLF] : [] }),
    'POST /api/customer/save': { body: JSON.stringify('7'), headers: { etag: '"4"' } },
    // The list the page returns to.
    'GET /api/customerlist/search': { body: { Total: 0, Offset: 0, Count: 0, List: [] } },
    'GET /api/customerlist/getmakes': { body: [] },
    'GET /api/dealers/findconglomeratedealers/': { body: [{ Id: '101', Name: 'Demo Biler Aarhus', IsOwn: true }] },
    // The server's answer when the department has no such customer.
    'POST /api/customerlist/GetDuplicatePrivateCustomer': { body: { Id: '0', Name: null, MatchedOn: [] } },
    ...routes,
  });
  return server;
};

const field = (label: string) => within(screen.getByTestId('customer-fields')).getByLabelText(label, { exact: false });

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the customer page', () => {
  it("shows the customer in the customer tab and the customer's cars, with the swap car's form, in the other", async () => {
    pageServer();
    renderApp('/Customers/Customer/7');

    expect(await screen.findByTestId('customer-title')).toHaveTextContent('Karen Jensen');
    expect(field('Fornavn')).toHaveValue('Karen');
    expect(field('Mobil')).toHaveValue('21222324');
    // Private or business is chosen only while the customer is new.
    expect(screen.queryByRole('radiogroup', { name: 'Kundetype' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Byttebil' }));
    const cars = await screen.findByTestId('customer-cars-tab');
    await waitFor(() => expect(within(cars).getByRole('combobox', { name: 'Kundens biler' })).toHaveValue('VW Golf 1,5 TSI - AB12345'));
    expect(within(cars).getByDisplayValue('WVWZZZ1KZAW000001')).toBeInTheDocument();
    expect(server.calls('GET /api/Car/GetCustomerCars')[0]?.query).toMatchObject({ customerId: '7' });
  });

  it("saves the customer's car as the customer's own (no case), and guards leaving with a car not saved", async () => {
    pageServer(SALESMAN, { 'POST /api/car/saveCustomerCar': { body: JSON.stringify('4'), headers: { etag: '"2"' } } });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/Customers/Customer/7');
    await screen.findByTestId('customer-title');
    await user.click(screen.getByRole('tab', { name: 'Byttebil' }));
    const cars = await screen.findByTestId('customer-cars-tab');

    await user.clear(await within(cars).findByRole('textbox', { name: 'Km.' }));
    await user.type(within(cars).getByRole('textbox', { name: 'Km.' }), '91000');
    await user.click(screen.getByRole('link', { name: 'Kunder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ændringer er ikke gemt' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    expect(router.state.location.pathname).toBe('/Customers/Customer/7');

    await user.click(within(cars).getByRole('button', { name: 'Gem byttebil' }));
    expect(await screen.findByText('Byttebilen er gemt')).toBeInTheDocument();
    const saved = server.calls('POST /api/car/saveCustomerCar')[0]!;
    expect(saved.body).toMatchObject({ Id: '4', CustomerId: '7', Mileage: 91_000 });
    expect((saved.body as { CaseId?: string | null }).CaseId ?? null).toBeNull();
    // Saved: leaving no longer asks.
    await user.click(screen.getByRole('link', { name: 'Kunder' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Customers/CustomerList'));
  });

  it('refuses to save the customer while an edited car has errors', async () => {
    pageServer();
    const user = userEvent.setup({ delay: null });
    renderApp('/Customers/Customer/7');
    await screen.findByTestId('customer-title');
    await user.click(screen.getByRole('tab', { name: 'Byttebil' }));
    const cars = await screen.findByTestId('customer-cars-tab');
    await user.type(await within(cars).findByRole('textbox', { name: 'Km.' }), 'x');
    await user.click(screen.getByRole('tab', { name: 'Kunde' }));
    await user.type(field('E-mail'), 'karen@example.dk');

    await user.click(screen.getByRole('button', { name: 'Gem kunde' }));
    expect(await screen.findByText('Der er fejl i indtastningen på kundebilen. Ret fejlene før du kan komme videre.')).toBeInTheDocument();
    expect(server.calls('POST /api/customer/save')).toHaveLength(0);
    expect(screen.getByRole('tab', { name: 'Byttebil' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a business customer with its decision maker and business users', async () => {
    pageServer(SALESMAN, {
      'GET /api/customer/get': {
        body: {
          ...KAREN,
          Id: '8',
          IsBusiness: true,
          CompanyName: 'Østjysk Vognmand ApS',
          CompanyType: 2,
          Cvr: '29871234',
          DecisionMaker: { FirstName: 'Bo', LastName: 'Berg', Title: 'Direktør', Phone: '', CellPhone: '', Email: '' },
          BusinessUser1: { FirstName: 'Lone', LastName: 'Lind', Cpr: '', CellPhone: '40414243' },
          Title: 'Østjysk Vognmand ApS',
        },
        headers: { etag: '"1"' },
      },
    });
    renderApp('/Customers/Customer/8');
    expect(await screen.findByTestId('customer-title')).toHaveTextContent('Østjysk Vognmand ApS');
    expect(field('Firmanavn')).toHaveValue('Østjysk Vognmand ApS');
    expect(within(screen.getByTestId('customer-DecisionMaker')).getByLabelText('Titel')).toHaveValue('Direktør');
    expect(within(screen.getByTestId('customer-BusinessUser1')).getByLabelText('Fornavn')).toHaveValue('Lone');
    expect(screen.getByRole('button', { name: 'Tilføj bruger 2' })).toBeInTheDocument();
  });

  it('saves a change with the version it was loaded at, and stays', async () => {
    pageServer();
    const { router } = renderApp('/Customers/Customer/7');
    await screen.findByTestId('customer-title');

    await userEvent.clear(field('Mobil'));
    await userEvent.type(field('Mobil'), '40414243');
    await userEvent.click(screen.getByRole('button', { name: 'Gem kunde' }));

    expect(await screen.findByText('Kunden er gemt')).toBeInTheDocument();
    const save = server.calls('POST /api/customer/save')[0]!;
    expect(save.body).toMatchObject({ Id: '7', IsBusiness: false, FirstName: 'Karen', CellPhone: '40414243' });
    expect(save.headers['If-Match']).toBe('"3"');
    expect(router.state.location.pathname).toBe('/Customers/Customer/7');
  });

  it('offers to reload when someone else saved the customer meanwhile, and shows their version', async () => {
    pageServer(SALESMAN, {
      'POST /api/customer/save': {
        status: 409,
        body: { Message: 'Data er netop blevet ændret af en anden. Hent siden igen og prøv igen.', Code: 'Conflict' },
        headers: { etag: '"5"' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/Customers/Customer/7');
    await screen.findByTestId('customer-title');
    await user.clear(field('Fornavn'));
    await user.type(field('Fornavn'), 'Karin');
    server.answer('GET /api/customer/get', { body: { ...KAREN, CellPhone: '99887766' }, headers: { etag: '"5"' } });

    await user.click(screen.getByRole('button', { name: 'Gem kunde' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kunden er ændret' });
    await user.click(within(dialog).getByRole('button', { name: 'Genindlæs kunden' }));

    await waitFor(() => expect(field('Mobil')).toHaveValue('99887766'));
    expect(field('Fornavn')).toHaveValue('Karen');
    expect(server.calls('GET /api/customer/get').at(-1)?.query).toMatchObject({ id: '7', MinVersion: '5' });
    // What is shown is what is stored: nothing to save.
    expect(screen.getByRole('button', { name: 'Gem kunde' })).toBeDisabled();
  });

  it("asks before leaving with unsaved changes, with the spec's text, and stays when cancelled", async () => {
    pageServer();
    const { router } = renderApp('/Customers/Customer/7');
    await screen.findByTestId('customer-title');
    await userEvent.type(field('Fornavn'), 'x');

    await userEvent.click(screen.getByRole('link', { name: 'Kunder' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ændringer er ikke gemt' });
    expect(dialog).toHaveTextContent('Du har ikke gemt dine ændringer, vil du fortsætte?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/Customers/Customer/7');

    await userEvent.click(screen.getByRole('link', { name: 'Kunder' }));
    dialog = await screen.findByRole('dialog', { name: 'Ændringer er ikke gemt' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Customers/CustomerList'));
  });

  it('refuses to save a new customer without a name, then saves it and moves to its own address', async () => {
    pageServer(SALESMAN, { 'POST /api/customer/save': { body: JSON.stringify('321'), headers: { etag: '"1"' } } });
    const { router } = renderApp('/Customers/Customer/0');
    expect(await screen.findByTestId('customer-title')).toHaveTextContent('Ny kunde');
    expect(screen.getByRole('radio', { name: 'Erhverv' })).toBeInTheDocument();
    // A car can only be made for a saved customer.
    await userEvent.click(screen.getByRole('tab', { name: 'Byttebil' }));
    expect(await screen.findByText('Du skal gemme kunden før du kan oprette en ny kundebil.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Kunde' }));

    await userEvent.click(screen.getByRole('button', { name: 'Gem kunde' }));
    expect(await screen.findByText('Check at data er korrekte og prøv at gemme igen.')).toBeInTheDocument();
    expect(server.calls('POST /api/customer/save')).toHaveLength(0);

    await userEvent.type(field('Fornavn'), 'Lis');
    await userEvent.type(field('Efternavn'), 'Lund');
    await userEvent.type(field('Mobil'), '21222324');
    await userEvent.click(screen.getByRole('button', { name: 'Gem kunde' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/Customers/Customer/321'));
    expect(server.calls('POST /api/customer/save')[0]?.body).toMatchObject({ Id: '0', FirstName: 'Lis', LastName: 'Lund' });
    expect(await screen.findByTestId('customer-title')).toHaveTextContent('Lis Lund');
    // Saved, so leaving does not ask.
    await userEvent.click(screen.getByRole('link', { name: 'Kunder' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Customers/CustomerList'));
  });

  describe('checks a new customer for duplicates before saving it', () => {
    const LIS_EXISTS = { body: { Id: '321', Name: 'Lis Lund', MatchedOn: ['Phone'] } };
    const typeNewCustomer = async (): Promise<void> => {
      expect(await screen.findByTestId('customer-title')).toHaveTextContent('Ny kunde');
      await userEvent.type(field('Fornavn'), 'Lis');
      await userEvent.type(field('Efternavn'), 'Lund');
      await userEvent.type(field('Mobil'), '21222324');
      await userEvent.click(screen.getByRole('button', { name: 'Gem kunde' }));
    };

    it('sends the new customer to the check, and goes back to the form when the warning is cancelled', async () => {
      pageServer(SALESMAN, { 'POST /api/customerlist/GetDuplicatePrivateCustomer': LIS_EXISTS });
      const { router } = renderApp('/Customers/Customer/0');
      await typeNewCustomer();

      const dialog = await screen.findByRole('dialog', { name: 'Kunden findes allerede' });
      expect(server.calls('POST /api/customerlist/GetDuplicatePrivateCustomer')[0]?.body).toMatchObject({ Id: '0', IsBusiness: false, FirstName: 'Lis', CellPhone: '21222324' });
      // Which customer it is, as the server names it.
      expect(dialog).toHaveTextContent('Eksisterende kunde: Lis Lund');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Annuller' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      expect(server.calls('POST /api/customer/save')).toHaveLength(0);
      expect(router.state.location.pathname).toBe('/Customers/Customer/0');
      // The input is still there to correct.
      expect(field('Fornavn')).toHaveValue('Lis');
      expect(screen.getByRole('button', { name: 'Gem kunde' })).toBeEnabled();
    });

    it('opens the existing customer in place of the new one, without asking about the input left behind', async () => {
      pageServer(SALESMAN, { 'POST /api/customerlist/GetDuplicatePrivateCustomer': LIS_EXISTS });
      const { router } = renderApp('/Customers/Customer/0');
      await typeNewCustomer();

      await userEvent.click(within(await screen.findByRole('dialog', { name: 'Kunden findes allerede' })).getByRole('button', { name: 'Åbn eksisterende kunde' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/Customers/Customer/321'));
      await waitFor(() => expect(screen.getByTestId('customer-title')).toHaveTextContent('Lis Lund'));
      expect(screen.queryByRole('dialog', { name: 'Ændringer er ikke gemt' })).not.toBeInTheDocument();
      expect(server.calls('POST /api/customer/save')).toHaveLength(0);
      expect(server.calls('GET /api/customer/get').at(-1)?.query).toMatchObject({ id: '321' });
    });

    it('saves the new customer anyway when asked to, and moves to its own address', async () => {
      pageServer(SALESMAN, {
        'POST /api/customerlist/GetDuplicatePrivateCustomer': LIS_EXISTS,
        'POST /api/customer/save': { body: JSON.stringify('322'), headers: { etag: '"1"' } },
      });
      const { router } = renderApp('/Customers/Customer/0');
      await typeNewCustomer();

      await userEvent.click(within(await screen.findByRole('dialog', { name: 'Kunden findes allerede' })).getByRole('button', { name: 'Opret ny kunde alligevel' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/Customers/Customer/322'));
      expect(server.calls('POST /api/customer/save')).toHaveLength(1);
      expect(server.calls('POST /api/customer/save')[0]?.body).toMatchObject({ Id: '0', FirstName: 'Lis', LastName: 'Lund', CellPhone: '21222324' });
      expect(await screen.findByText('Kunden er gemt')).toBeInTheDocument();
    });

    it('does not check a customer that is saved already', async () => {
      pageServer();
      renderApp('/Customers/Customer/7');
      await screen.findByTestId('customer-title');
      await userEvent.type(field('E-mail'), 'karen@example.dk');
      await userEvent.click(screen.getByRole('button', { name: 'Gem kunde' }));
      expect(await screen.findByText('Kunden er gemt')).toBeInTheDocument();
      expect(server.calls('POST /api/customerlist/GetDuplicatePrivateCustomer')).toHaveLength(0);
    });
  });

  it('starts a case for the customer', async () => {
    pageServer(SALESMAN, { 'GET /api/Case/New': (request) => ({ body: { ...BLANK_CASE, CustomerId: request.query.customerId ?? null } }) });
    const { router } = renderApp('/Customers/Customer/7');
    await screen.findByTestId('customer-title');

    await userEvent.click(screen.getByRole('button', { name: 'Opret sag' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Cases/Case/CreateCase'));
    expect(router.state.location.search).toEqual({ customerId: '7' });
    await waitFor(() => expect(server.calls('GET /api/Case/New')[0]?.query).toEqual({ customerId: '7' }));
  });

  it('saves the changes first with Gem og opret sag', async () => {
    pageServer(SALESMAN, { 'GET /api/Case/New': (request) => ({ body: { ...BLANK_CASE, CustomerId: request.query.customerId ?? null } }) });
    const { router } = renderApp('/Customers/Customer/7');
    await screen.findByTestId('customer-title');
    await userEvent.type(field('E-mail'), 'karen@example.dk');

    await userEvent.click(screen.getByRole('button', { name: 'Gem og opret sag' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Cases/Case/CreateCase'));
    expect(server.calls('POST /api/customer/save')[0]?.body).toMatchObject({ Email: 'karen@example.dk' });
    expect(screen.queryByRole('dialog', { name: 'Ændringer er ikke gemt' })).not.toBeInTheDocument();
  });
});

describe('what the customer page offers each role', () => {
  it.each([
    ['a mechanic', userWith({ SimpleRole: 'Mechanic' })],
    ['a bookkeeper', userWith({ SimpleRole: 'Bookkeeper' })],
    ['a sales manager of a department with read-only access', userWith({ SimpleRole: 'SalesManager', RoleFlags: ['case', 'read_only_access'] })],
  ])('offers %s no case, no save and no delete', async (_role, user) => {
    pageServer(user);
    renderApp('/Customers/Customer/7');
    await screen.findByTestId('customer-title');
    for (const name of ['Opret sag', 'Gem og opret sag', 'Gem kunde', 'Slet kunde']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('offers a sales manager the case, the save and the delete', async () => {
    pageServer(SALES_MANAGER);
    renderApp('/Customers/Customer/7');
    await screen.findByTestId('customer-title');
    for (const name of ['Opret sag', 'Gem kunde', 'Slet kunde']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});

describe('deleting the customer', () => {
  it('is not offered to a salesman', async () => {
    pageServer();
    renderApp('/Customers/Customer/7');
    await screen.findByTestId('customer-title');
    expect(screen.queryByRole('button', { name: 'Slet kunde' })).not.toBeInTheDocument();
  });

  it("asks, deletes for good, says 'Kunden Karen Jensen blev slettet permanent.' and returns to the list after 5 s", async () => {
    pageServer(SALES_MANAGER, { 'DELETE /api/customer/delete': { body: { Message: 'Kunden Karen Jensen blev slettet permanent.' } } });
    const { router } = renderApp('/Customers/Customer/7');
    await screen.findByTestId('customer-title');

    await userEvent.click(screen.getByRole('button', { name: 'Slet kunde' }));
    const confirm = await screen.findByRole('dialog', { name: 'Slet kunde' });
    expect(confirm).toHaveTextContent('Er du sikker på, at du vil slette kunden Karen Jensen permanent?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Kunden Karen Jensen blev slettet permanent.')).toBeInTheDocument();
    expect(server.calls('DELETE /api/customer/delete')[0]?.query).toEqual({ id: '7' });
    expect(router.state.location.pathname).toBe('/Customers/Customer/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Customers/CustomerList'), { timeout: 7000 });
  }, 15_000);

  it("says 'Kunden kunne ikke slettes' when the delete fails, and stays", async () => {
    pageServer(SALES_MANAGER, { 'DELETE /api/customer/delete': { status: 500, body: { Message: 'Fejl' } } });
    const { router } = renderApp('/Customers/Customer/7');
    await screen.findByTestId('customer-title');

    await userEvent.click(screen.getByRole('button', { name: 'Slet kunde' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Slet kunde' })).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Kunden kunne ikke slettes')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Customers/Customer/7');
  });
});

describe("deleting a customer's car", () => {
  const openCars = async () => {
    await screen.findByTestId('customer-title');
    await userEvent.click(screen.getByRole('tab', { name: 'Byttebil' }));
    const cars = await screen.findByTestId('customer-cars-tab');
    await waitFor(() => expect(within(cars).getByRole('combobox', { name: 'Kundens biler' })).toHaveValue('VW Golf 1,5 TSI - AB12345'));
    return cars;
  };

  it('asks, deletes the car shown and lists the cars again', async () => {
    let deleted = false;
    pageServer(SALESMAN, {
      'GET /api/Car/GetCustomerCars': () => ({ body: [{ ...GOLF, Deleted: deleted }] }),
      'POST /api/car/deletecustomercar': () => {
        deleted = true;
        return { body: { ErrorMessage: null } };
      },
    });
    renderApp('/Customers/Customer/7');
    const cars = await openCars();

    await userEvent.click(within(cars).getByRole('button', { name: 'Slet kundebil' }));
    const confirm = await screen.findByRole('dialog', { name: 'Slet kundebil' });
    expect(confirm).toHaveTextContent('Vil du slette kundebilen VW Golf 1,5 TSI - AB12345?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Kundebilen er slettet.')).toBeInTheDocument();
    expect(server.calls('POST /api/car/deletecustomercar')[0]?.query).toEqual({ carId: '4' });
    await waitFor(() => expect(within(cars).getByRole('combobox', { name: 'Kundens biler' })).toHaveAttribute('placeholder', 'Kunden har ingen biler'));
    expect(within(cars).queryByRole('button', { name: 'Slet kundebil' })).not.toBeInTheDocument();
  });

  it('deletes nothing when the question is cancelled', async () => {
    pageServer();
    renderApp('/Customers/Customer/7');
    const cars = await openCars();
    await userEvent.click(within(cars).getByRole('button', { name: 'Slet kundebil' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Slet kundebil' })).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Slet kundebil' })).not.toBeInTheDocument());
    expect(server.calls('POST /api/car/deletecustomercar')).toEqual([]);
  });

  it.each([
    ['an ErrorMessage in the answer', { body: { ErrorMessage: 'Bilen er byttebil på en underskrevet sag.' } }, 'Bilen er byttebil på en underskrevet sag.'],
    ['a refusal with its Message', { status: 404, body: { Message: 'Kundebilen findes ikke.' } }, 'Kundebilen findes ikke.'],
    ['a server failure', { status: 500, body: { Message: 'Intern fejl' } }, 'Kundebilen kunne ikke slettes.'],
  ])("shows the failed delete in an error notification: %s", async (_case, answer, message) => {
    pageServer(SALESMAN, { 'POST /api/car/deletecustomercar': answer });
    renderApp('/Customers/Customer/7');
    const cars = await openCars();
    await userEvent.click(within(cars).getByRole('button', { name: 'Slet kundebil' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Slet kundebil' })).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(cars).getByRole('combobox', { name: 'Kundens biler' })).toHaveValue('VW Golf 1,5 TSI - AB12345');
  });

  it.each([
    ['a mechanic', userWith({ SimpleRole: 'Mechanic' })],
    ['a sales manager of a department with read-only access', userWith({ SimpleRole: 'SalesManager', RoleFlags: ['case', 'read_only_access'] })],
  ])('is not offered to %s', async (_role, user) => {
    pageServer(user);
    renderApp('/Customers/Customer/7');
    const cars = await openCars();
    expect(within(cars).queryByRole('button', { name: 'Slet kundebil' })).not.toBeInTheDocument();
  });
});

describe("the customer's cases", () => {
  const CASES = [
    { Id: '1201', CustomerName: 'Karen Jensen', CarDescription: 'VW Golf 1,5 TSI', SwapCarDescription: null, FinanceCaseStatus: null, InsuranceStatus: null, ModifiedDate: '2026-03-14T09:30:00Z', Status: 2, StatusText: 'Slutseddel', CaseManagerName: 'Sune Sælger', Branch: 'Demo Biler Aarhus', Make: 'VW', CreatedDate: '2026-03-01T09:00:00Z', HasSwapCar: false },
    { Id: '1188', CustomerName: 'Karen Jensen', CarDescription: null, SwapCarDescription: null, FinanceCaseStatus: null, InsuranceStatus: null, ModifiedDate: '2026-01-05T12:00:00Z', Status: 0, StatusText: 'Emne', CaseManagerName: null, Branch: 'Demo Biler Aarhus', Make: null, CreatedDate: '2026-01-05T12:00:00Z', HasSwapCar: false },
  ];

  it('lists them with status, car, salesperson and date, fetched when the tab is opened, each opening its case', async () => {
    pageServer(SALESMAN, { 'GET /api/casesbycustomer/getbycustomerid': { body: { List: CASES } } });
    renderApp('/Customers/Customer/7');
    await screen.findByTestId('customer-title');
    expect(server.calls('GET /api/casesbycustomer/getbycustomerid')).toEqual([]);

    await userEvent.click(screen.getByRole('tab', { name: 'Sager' }));
    const table = await screen.findByTestId('customer-cases');
    expect(server.calls('GET /api/casesbycustomer/getbycustomerid')[0]?.query).toEqual({ customerId: '7', count: '100' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Sag 1201', 'Slutseddel underskrevet', 'VW Golf 1,5 TSI', 'Sune Sælger', '14-03-2026'],
      ['Sag 1188', 'Åben', '–', '–', '05-01-2026'],
    ]);
    expect(within(table).getByRole('link', { name: 'Sag 1201' })).toHaveAttribute('href', '/Cases/Case/1201');
  });

  it('says when the customer has none', async () => {
    pageServer(SALESMAN, { 'GET /api/casesbycustomer/getbycustomerid': { body: { List: [] } } });
    renderApp('/Customers/Customer/7');
    await screen.findByTestId('customer-title');
    await userEvent.click(screen.getByRole('tab', { name: 'Sager' }));
    expect(await screen.findByText('Kunden har ingen sager.')).toBeInTheDocument();
  });

  it('is no tab for a new customer, nor where the dealer has no cases', async () => {
    pageServer(userWith({ SimpleRole: 'Salesman', RoleFlags: ['car_list'] }));
    renderApp('/Customers/Customer/7');
    await screen.findByTestId('customer-title');
    expect(screen.queryByRole('tab', { name: 'Sager' })).not.toBeInTheDocument();
  });
});
