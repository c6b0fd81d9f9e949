import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '@/test/fake-server.ts';
import { NEW_CUSTOMER, userWith } from '@/test/case-fixtures.ts';
import { buyerField as field, buyerSlot as buyer, NO_CUSTOMERS, renderCustomerTab } from '../test/customer-tab.test-support.tsx';

let server: ReturnType<typeof fakeServer>;

const KAREN = { ...NEW_CUSTOMER, Id: '7', FirstName: 'Karen', LastName: 'Jensen', Cpr: '120388-****', ZipCode: '8000', City: 'Aarhus C', CellPhone: '21222324', Title: 'Karen Jensen' };
const COMPANY = {
  ...NEW_CUSTOMER,
  Id: '8',
  IsBusiness: true,
  CompanyName: 'Østjysk Vognmand ApS',
  Cvr: '29871234',
  Phone: '86123456',
  BusinessUser1: { FirstName: 'Lone', LastName: 'Lind', Cpr: '', CellPhone: '40414243' },
  BusinessUser2: { FirstName: 'Ole', LastName: 'Obel', Cpr: '', Phone: '50515253' },
};

const routes = {
  'GET /api/customer/InitNewCustomer/': { body: NEW_CUSTOMER },
  'GET /api/customer/get': (request: { query: Record<string, string> }) => ({ body: request.query.id === '8' ? COMPANY : KAREN }),
  'GET /api/zipcode/getcity': (request: { query: Record<string, string> }) => ({ body: JSON.stringify(request.query.zipcodeId === '8000' ? 'Aarhus C' : 'Ukendt') }),
  'POST /api/customer/save': { body: JSON.stringify('321'), headers: { etag: '"1"' } },
  'POST /api/customer/savebusiness': { body: JSON.stringify('322'), headers: { etag: '"1"' } },
  // The forms' register look-ups read the user's functions; a new customer is checked for duplicates before its save.
  'GET /api/account/settings': { body: userWith({ RoleFlags: ['case', 'can_perform_cpr_lookup'] }) },
  'POST /api/customerlist/GetDuplicatePrivateCustomer': { body: 0 },
  'POST /api/customerlist/GetDuplicateBusinessCustomer': { body: 0 },
};

const confirmDialog = async (title: string, answer: 'OK' | 'Annuller' = 'OK') => {
  const dialog = await screen.findByRole('dialog', { name: title });
  const text = dialog.textContent;
  await userEvent.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
  return text;
};


beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=xsrf-1';
  server = fakeServer(routes);
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

// Typing into many inputs takes a while in jsdom.
describe('the customer tab', () => {
  it('creates a private buyer in place: looks the city up at 4 characters, saves it and reports the new id', async () => {
    const user = userEvent.setup();
    const { changes, forms } = renderCustomerTab(NO_CUSTOMERS);
    await user.click(within(buyer()).getByRole('button', { name: 'Opret ny kunde' }));
    await user.type(await screen.findByRole('textbox', { name: 'Fornavn' }), '  Karen ');
    // Unsaved, invalid input (no last name yet): the case page must not save.
    await waitFor(() => expect(forms.at(-1)).toEqual({ dirty: true, valid: false }));
    await user.type(field('Efternavn'), 'Ølgaard');
    await user.type(field('Mobil'), '21 22 23 24');
    await user.type(field('Postnr.'), '800');
    expect(server.calls('GET /api/zipcode/getcity')).toHaveLength(0);
    await user.type(field('Postnr.'), '0');
    await waitFor(() => expect(field('By')).toHaveValue('Aarhus C'));
    expect(server.calls('GET /api/zipcode/getcity')[0]?.query).toEqual({ zipcodeId: '8000' });

    await user.click(within(buyer()).getByRole('button', { name: 'Gem kunde' }));
    await waitFor(() => expect(changes.at(-1)).toEqual({ ...NO_CUSTOMERS, CustomerId: '321', CustomerName: 'Karen Ølgaard' }));
    expect(server.calls('POST /api/customer/save')[0]?.body).toMatchObject({
      Id: '0',
      IsBusiness: false,
      FirstName: '  Karen ',
      LastName: 'Ølgaard',
      CellPhone: '21 22 23 24',
      ZipCode: '8000',
      City: 'Aarhus C',
      KmPrYear: null,
    });
    expect(await screen.findByText('Kunden er gemt')).toBeInTheDocument();
    await waitFor(() => expect(forms.at(-1)).toEqual({ dirty: false, valid: true }));
  });

  it("shows the domain's Danish messages for touched fields, and saves nothing while any is wrong", async () => {
    const user = userEvent.setup();
    renderCustomerTab(NO_CUSTOMERS);
    await user.click(within(buyer()).getByRole('button', { name: 'Opret ny kunde' }));
    const firstName = await screen.findByRole('textbox', { name: 'Fornavn' });
    // Nothing shows before a field is touched.
    expect(within(buyer()).queryByText('Fornavn skal udfyldes.')).not.toBeInTheDocument();
    await user.click(firstName);
    await user.tab();
    expect(await within(buyer()).findByText('Fornavn skal udfyldes.')).toBeInTheDocument();

    for (const [label, text, message] of [
      ['CPR-nr.', '120388-12x4', 'CPR-nummeret må kun bestå af tal.'],
      ['Telefon', '1234', 'Indtast et gyldigt telefonnr.'],
      ['E-mail', 'karen@', 'Indtast en gyldig e-mailadresse.'],
      ['Km pr. år', '1,5', 'Indtast gyldigt tal'],
      ['Postnr.', '80a', 'Indtast minimum 4 karakterer'],
    ] as const) {
      await user.type(field(label), text);
      await user.tab();
      expect(await within(buyer()).findByText(message), label).toBeInTheDocument();
    }
    // An unknown zip code: the look-up answers 'Ukendt', which the city may not be.
    await user.clear(field('Postnr.'));
    await user.type(field('Postnr.'), '9999');
    await waitFor(() => expect(field('By')).toHaveValue('Ukendt'));
    expect(await within(buyer()).findByText('By findes ikke.')).toBeInTheDocument();

    await user.click(within(buyer()).getByRole('button', { name: 'Gem kunde' }));
    expect(await screen.findByText('Check at data er korrekte og prøv at gemme igen.')).toBeInTheDocument();
    expect(within(buyer()).getByText('Efternavn skal udfyldes.')).toBeInTheDocument();
    expect(server.calls('POST /api/customer/save')).toHaveLength(0);
  });

  it('shows every error at once when the page asks for it', async () => {
    const user = userEvent.setup();
    renderCustomerTab(NO_CUSTOMERS, { showErrors: true });
    await user.click(within(buyer()).getByRole('button', { name: 'Opret ny kunde' }));
    expect(await within(buyer()).findByText('Fornavn skal udfyldes.')).toBeInTheDocument();
    expect(within(buyer()).getByText('Efternavn skal udfyldes.')).toBeInTheDocument();
    expect(within(buyer()).getAllByText('Udfyld telefon eller mobil.')).toHaveLength(2);
  });

  it('loads the case’s buyer, and removes it only after the confirmation', async () => {
    const user = userEvent.setup();
    const { changes } = renderCustomerTab({ ...NO_CUSTOMERS, CustomerId: '7', CustomerName: 'Karen Jensen' });
    expect(await screen.findByDisplayValue('Karen')).toBeInTheDocument();
    expect(field('CPR-nr.')).toHaveValue('120388-****');
    // Private or business is chosen only while the customer is new.
    expect(screen.queryByRole('radio', { name: 'Erhverv' })).not.toBeInTheDocument();

    await user.click(within(buyer()).getByRole('button', { name: 'Fjern køber' }));
    expect(await confirmDialog('Fjern køber', 'Annuller')).toContain('Er du sikker på, at du vil fjerne køberen fra sagen?');
    expect(changes).toEqual([]);
    await user.click(within(buyer()).getByRole('button', { name: 'Fjern køber' }));
    await confirmDialog('Fjern køber');
    expect(changes).toEqual([{ ...NO_CUSTOMERS, CustomerName: null }]);
    expect(await within(buyer()).findByRole('button', { name: 'Opret ny kunde' })).toBeInTheDocument();
  });

  it('only shows the customers of a read-only case', async () => {
    renderCustomerTab({ ...NO_CUSTOMERS, CustomerId: '7', CustomerName: 'Karen Jensen' }, { readOnly: true });
    expect(await screen.findByDisplayValue('Karen')).toBeDisabled();
    expect(within(buyer()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('customer-slot-coDebtor')).getByText('Ingen medkøber valgt.')).toBeInTheDocument();
  });

  it('adds a co-debtor to a private buyer and removes it after its own confirmation', async () => {
    const user = userEvent.setup();
    const { changes } = renderCustomerTab({ ...NO_CUSTOMERS, CustomerId: '7', CustomerName: 'Karen Jensen', Customer2Id: '7', Customer2Name: 'Karen Jensen' });
    const coDebtor = await screen.findByTestId('customer-slot-coDebtor');
    await within(coDebtor).findByDisplayValue('Karen');
    await user.click(within(coDebtor).getByRole('button', { name: 'Fjern medkøber' }));
    expect(await confirmDialog('Fjern medkøber')).toContain('Er du sikker på, at du vil fjerne medkøberen fra sagen?');
    expect(changes.at(-1)).toMatchObject({ CustomerId: '7', Customer2Id: null, Customer2Name: null });
  });

  it("turns a new buyer into a business customer: 'Bemærk!' on a case with offers, then the transfer to user 1", async () => {
    const user = userEvent.setup();
    const { changes, onOffersRemoved } = renderCustomerTab(NO_CUSTOMERS, { financeOfferId: '900' });
    await user.click(within(buyer()).getByRole('button', { name: 'Opret ny kunde' }));
    await user.type(await screen.findByRole('textbox', { name: 'Fornavn' }), 'Lone');
    await user.type(field('Efternavn'), 'Lind');
    await user.type(field('Mobil'), '40414243');

    await user.click(screen.getByText('Erhverv'));
    expect(await confirmDialog('Bemærk!')).toContain('fjernes alle tillægsydelser');
    expect(onOffersRemoved).toHaveBeenCalledTimes(1);
    expect(await confirmDialog('Overfør til bruger 1')).toContain('Vil du overføre oplysningerne om den private køber til bruger 1?');
    const user1 = screen.getByTestId('customer-BusinessUser1');
    expect(field('Fornavn', user1)).toHaveValue('Lone');
    expect(field('Mobil', user1)).toHaveValue('40414243');
    // The co-debtor belongs to private buyers only.
    expect(screen.queryByTestId('customer-slot-coDebtor')).not.toBeInTheDocument();

    await user.type(field('Firmanavn'), 'Lind Transport ApS');
    await user.type(field('CVR-nr.'), '123456789');
    await user.tab();
    expect(await within(buyer()).findByText('CVR-nummeret må højst være 8 tegn.')).toBeInTheDocument();
    await user.type(field('CVR-nr.'), '{Backspace}');
    await user.type(field('Telefon'), '86123456');
    await user.click(within(buyer()).getByRole('button', { name: 'Gem kunde' }));
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ CustomerId: '322', CustomerName: 'Lind Transport ApS' }));
    expect(server.calls('POST /api/customer/savebusiness')[0]?.body).toMatchObject({
      Id: '0',
      IsBusiness: true,
      CompanyName: 'Lind Transport ApS',
      Cvr: '12345678',
      BusinessUser1: { FirstName: 'Lone', LastName: 'Lind', CellPhone: '40414243' },
      BusinessUser2: null,
    });
  });

  it("warns 'Bemærk!' before an existing business customer becomes the buyer of a case with offers", async () => {
    server.answer('GET /api/typeaheadcustomers/lookup', {
      body: { Total: 1, List: [{ Header: 'Østjysk Vognmand ApS', Text: '8000 Aarhus C', Id: '8', Category: 'Kunde', IsBusiness: true }] },
    });
    const user = userEvent.setup();
    const { changes, onOffersRemoved } = renderCustomerTab(NO_CUSTOMERS, { financeOfferId: '900' });
    await user.type(within(buyer()).getByRole('textbox', { name: 'Find kunde' }), 'Østjysk');
    await user.click(await within(buyer()).findByText('Østjysk Vognmand ApS'));
    expect(await confirmDialog('Bemærk!', 'Annuller')).toContain('fjernes alle tillægsydelser');
    expect(changes).toEqual([]);
    expect(onOffersRemoved).not.toHaveBeenCalled();

    await user.type(within(buyer()).getByRole('textbox', { name: 'Find kunde' }), 'Østjysk');
    await user.click(await within(buyer()).findByText('Østjysk Vognmand ApS'));
    await confirmDialog('Bemærk!');
    expect(changes).toEqual([{ ...NO_CUSTOMERS, CustomerId: '8', CustomerName: 'Østjysk Vognmand ApS' }]);
    expect(onOffersRemoved).toHaveBeenCalledTimes(1);
    expect(await screen.findByDisplayValue('Østjysk Vognmand ApS')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('customer-slot-coDebtor')).not.toBeInTheDocument());
  });

  it('removes business user 2 only after the confirmation, and saves the business customer without it', async () => {
    const user = userEvent.setup();
    renderCustomerTab({ ...NO_CUSTOMERS, CustomerId: '8', CustomerName: 'Østjysk Vognmand ApS' });
    const user2 = await screen.findByTestId('customer-BusinessUser2');
    expect(field('Fornavn', user2)).toHaveValue('Ole');
    await user.click(within(user2).getByRole('button', { name: 'Fjern bruger 2' }));
    expect(await confirmDialog('Fjern bruger 2')).toContain('Er du sikker på, at du vil fjerne bruger 2?');
    expect(screen.queryByTestId('customer-BusinessUser2')).not.toBeInTheDocument();
    await user.click(within(buyer()).getByRole('button', { name: 'Gem kunde' }));
    await waitFor(() => expect(server.calls('POST /api/customer/savebusiness')).toHaveLength(1));
    expect(server.calls('POST /api/customer/savebusiness')[0]?.body).toMatchObject({ Id: '8', BusinessUser2: null, BusinessUser1: { FirstName: 'Lone' } });
    // The business buyer's removal has its own wording.
    await user.click(within(buyer()).getByRole('button', { name: 'Fjern virksomhed' }));
    expect(await confirmDialog('Fjern virksomhed', 'Annuller')).toContain('Er du sikker på, at du vil fjerne virksomheden fra sagen?');
  });

  it("sends the customer's version as If-Match; on a 409 says that someone else changed it and reloads on request", async () => {
    const user = userEvent.setup();
    server.answer('GET /api/customer/get', { body: KAREN, headers: { etag: '"4"' } });
    server.answer('POST /api/customer/save', {
      status: 409,
      body: { Message: 'Data er netop blevet ændret af en anden. Hent siden igen og prøv igen.', Code: 'Conflict' },
      headers: { etag: '"5"' },
    });
    renderCustomerTab({ ...NO_CUSTOMERS, CustomerId: '7', CustomerName: 'Karen Jensen' });
    await screen.findByDisplayValue('Karen');
    await user.clear(field('Fornavn'));
    await user.type(field('Fornavn'), 'Karin');
    await user.click(within(buyer()).getByRole('button', { name: 'Gem kunde' }));

    const dialog = await screen.findByRole('dialog', { name: 'Kunden er ændret' });
    expect(dialog).toHaveTextContent('Kunden er ændret af en anden bruger. Genindlæs kunden for at se ændringerne.');
    expect(server.calls('POST /api/customer/save')[0]?.headers['If-Match']).toBe('"4"');
    // Reloading reads the customer at least at the version the 409 named, and shows it in place of the edit.
    server.answer('GET /api/customer/get', { body: { ...KAREN, FirstName: 'Kirsten' }, headers: { etag: '"5"' } });
    await user.click(within(dialog).getByRole('button', { name: 'Genindlæs kunden' }));
    expect(await screen.findByDisplayValue('Kirsten')).toBeInTheDocument();
    expect(server.calls('GET /api/customer/get').at(-1)?.query).toMatchObject({ id: '7', MinVersion: '5' });

    // The next save is made over the version reloaded.
    server.answer('POST /api/customer/save', { body: JSON.stringify('7'), headers: { etag: '"6"' } });
    await user.type(field('Fornavn'), 'e');
    await user.click(within(buyer()).getByRole('button', { name: 'Gem kunde' }));
    await waitFor(() => expect(server.calls('POST /api/customer/save')).toHaveLength(2));
    expect(server.calls('POST /api/customer/save')[1]).toMatchObject({ headers: { 'If-Match': '"5"' }, body: { Id: '7', FirstName: 'Kirstene' } });
  });
});
