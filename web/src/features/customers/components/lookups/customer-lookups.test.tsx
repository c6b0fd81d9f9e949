import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LookupMessages } from '../../../../../../domain/customers/lookup.ts';
import type { RoleFlag } from '../../../../../../domain/roles.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { NEW_CUSTOMER, userWith } from '@/test/case-fixtures.ts';
import { buyerField as field, buyerSlot as buyer, NO_CUSTOMERS, renderCustomerTab } from '../../test/customer-tab.test-support.tsx';
import { DUPLICATE_PROMPT } from './duplicate-check.tsx';

/**
 * The register look-ups and the duplicate check of the customer forms, on the case's customer tab (spec part 1 §3
 * "Lookup result", §5, §6 `can_perform_cpr_lookup`, §8; part 2 §4 "Customers on the case").
 */
let server: ReturnType<typeof fakeServer>;

const METTE = {
  FirstName: 'Mette',
  LastName: 'Kjær Nielsen',
  Street: 'Randersvej',
  StreetNumber: '112',
  ZipCodeCity: '8200 Aarhus N',
  CellPhone: '22451287',
  Phone: '',
  Cpr: '0403721234',
  Gender: 2,
  CoOrAtt: '',
  Status: 1,
};
const COMPANY = {
  CompanyName: 'Østjysk Vognmand ApS',
  CompanyType: 2,
  Cvr: '29871234',
  Street: 'Industrivej',
  StreetNumber: '12',
  ZipCodeCity: '8260 Viby J',
  CoOrAtt: '',
  Phone: '86123456',
  Email: 'kontor@ostjyskvognmand.dk',
};
const EXISTING = { ...NEW_CUSTOMER, Id: '7', FirstName: 'Mette', LastName: 'Kjær Nielsen', CellPhone: '22451287', Title: 'Mette Kjær Nielsen' };

const routesFor = (flags: RoleFlag[]) => ({
  'GET /api/account/settings': { body: userWith({ RoleFlags: flags }) },
  'GET /api/customer/InitNewCustomer/': { body: NEW_CUSTOMER },
  'GET /api/customer/get': { body: EXISTING },
  'POST /api/cprlookup/searchbycpr': { body: METTE },
  'POST /api/TdcLookup/SearchByPhonenumber': { body: { ...METTE, Cpr: '', Status: null } },
  'GET /api/businesslookup/bycvr': { body: COMPANY },
  'GET /api/businesslookup/byphone': { body: COMPANY },
  'POST /api/customerlist/GetDuplicatePrivateCustomer': { body: 0 },
  'POST /api/customerlist/GetDuplicateBusinessCustomer': { body: 0 },
  'POST /api/customer/save': { body: JSON.stringify('321'), headers: { etag: '"1"' } },
  'POST /api/customer/savebusiness': { body: JSON.stringify('322'), headers: { etag: '"1"' } },
});

const search = (name: string) => within(buyer()).getByRole('search', { name });

/** A new buyer, its form open. */
const newBuyer = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(within(buyer()).getByRole('button', { name: 'Opret ny kunde' }));
  await within(buyer()).findByTestId('customer-fields');
};

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=xsrf-1';
  server = fakeServer(routesFor(['case', 'can_perform_cpr_lookup']));
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the look-ups of a private customer', () => {
  it('looks a person up by CPR number and fills the form from the register’s answer', async () => {
    const user = userEvent.setup();
    renderCustomerTab();
    await newBuyer(user);
    const box = await within(search('Opslag på kunden')).findByRole('textbox', { name: 'Søg på CPR-nr.' });
    await user.type(box, '040372-123');
    await user.click(within(search('Opslag på kunden')).getByRole('button', { name: 'Søg' }));
    // The number's rule is checked before anything is asked.
    expect(await within(buyer()).findByText(LookupMessages.cprDigits)).toBeInTheDocument();
    expect(server.calls('POST /api/cprlookup/searchbycpr')).toHaveLength(0);

    await user.type(box, '4');
    await user.click(within(search('Opslag på kunden')).getByRole('button', { name: 'Søg' }));
    await waitFor(() => expect(field('Fornavn')).toHaveValue('Mette'));
    expect(server.calls('POST /api/cprlookup/searchbycpr')[0]?.body).toEqual({ Cpr: '0403721234' });
    expect(field('Efternavn')).toHaveValue('Kjær Nielsen');
    expect(field('Vej')).toHaveValue('Randersvej');
    expect(field('Husnr.')).toHaveValue('112');
    expect(field('Postnr.')).toHaveValue('8200');
    expect(field('By')).toHaveValue('Aarhus N');
    expect(field('Mobil')).toHaveValue('22451287');
    expect(field('CPR-nr.')).toHaveValue('0403721234');
    expect(within(buyer()).getByText('Oplysningerne er hentet og udfyldt.')).toBeInTheDocument();

    // The filled customer saves as the register answered it, gender included.
    await user.click(within(buyer()).getByRole('button', { name: 'Gem kunde' }));
    await waitFor(() => expect(server.calls('POST /api/customer/save')).toHaveLength(1));
    expect(server.calls('POST /api/customer/save')[0]?.body).toMatchObject({ Id: '0', FirstName: 'Mette', Cpr: '0403721234', ZipCode: '8200', City: 'Aarhus N', Gender: 2 });
  });

  it('warns that a deceased person (status 90) is registered as dead, and fills the form all the same', async () => {
    server.answer('POST /api/cprlookup/searchbycpr', { body: { ...METTE, FirstName: 'Poul Erik', LastName: 'Mortensen', Status: 90 } });
    const user = userEvent.setup();
    renderCustomerTab();
    await newBuyer(user);
    await user.type(await within(search('Opslag på kunden')).findByRole('textbox', { name: 'Søg på CPR-nr.' }), '1207431238{Enter}');
    expect(await within(buyer()).findByText(LookupMessages.deceased)).toBeInTheDocument();
    expect(field('Fornavn')).toHaveValue('Poul Erik');
  });

  it("shows the spec's texts when the CPR look-up fails: no data, the service down, a refusal in the server's words", async () => {
    const user = userEvent.setup();
    renderCustomerTab();
    await newBuyer(user);
    const box = await within(search('Opslag på kunden')).findByRole('textbox', { name: 'Søg på CPR-nr.' });
    for (const [status, body, text] of [
      [404, { Message: 'x', Code: 'NotFound' }, LookupMessages.cprNotFound],
      [400, { Message: 'x', Field: 'Cpr' }, LookupMessages.cprNotFound],
      [500, { Message: 'x' }, LookupMessages.cprUnavailable],
      [503, { Message: 'x', Code: 'RegistryUnavailable' }, LookupMessages.cprUnavailable],
      [403, { Message: 'Personen har navne- og adressebeskyttelse.', Code: 'Protected' }, 'Personen har navne- og adressebeskyttelse.'],
      [418, { Message: 'x' }, LookupMessages.unexpected],
    ] as const) {
      server.answer('POST /api/cprlookup/searchbycpr', { status, body });
      await user.clear(box);
      await user.type(box, '0101700000{Enter}');
      expect(await within(buyer()).findByText(text), String(status)).toBeInTheDocument();
    }
    // Nothing of the form was touched.
    expect(field('Fornavn')).toHaveValue('');
  });

  it('offers only the phone look-up to a department without the CPR look-up; a number without data says so', async () => {
    server = fakeServer(routesFor(['case']));
    server.answer('POST /api/TdcLookup/SearchByPhonenumber', { status: 404, body: { Message: 'x', Code: 'NotFound' } });
    const user = userEvent.setup();
    renderCustomerTab();
    await newBuyer(user);
    const panel = search('Opslag på kunden');
    const box = await within(panel).findByRole('textbox', { name: 'Søg på telefonnr.' });
    expect(within(panel).queryByRole('textbox', { name: 'Søg på CPR-nr.' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('radio')).not.toBeInTheDocument();
    await user.type(box, '1234567{Enter}');
    expect(await within(buyer()).findByText(LookupMessages.phoneDigits)).toBeInTheDocument();
    await user.type(box, '8{Enter}');
    expect(await within(buyer()).findByText(LookupMessages.phoneNotFound)).toBeInTheDocument();
    expect(server.calls('POST /api/TdcLookup/SearchByPhonenumber')[0]?.body).toEqual({ PhoneNumber: '12345678' });

    server.answer('POST /api/TdcLookup/SearchByPhonenumber', { body: { ...METTE, Cpr: '', Status: null } });
    await user.clear(box);
    await user.type(box, '22 45 12 87{Enter}');
    await waitFor(() => expect(field('Fornavn')).toHaveValue('Mette'));
    // The directory knows no CPR number: the form keeps its own (empty).
    expect(field('CPR-nr.')).toHaveValue('');
    expect(server.calls('POST /api/cprlookup/searchbycpr')).toHaveLength(0);
  });

  it('searches by one register at a time: choosing the phone hides and clears the CPR box', async () => {
    const user = userEvent.setup();
    renderCustomerTab();
    await newBuyer(user);
    const panel = search('Opslag på kunden');
    await user.type(await within(panel).findByRole('textbox', { name: 'Søg på CPR-nr.' }), '0403');
    await user.click(within(panel).getByText('Telefonopslag'));
    expect(within(panel).queryByRole('textbox', { name: 'Søg på CPR-nr.' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Søg på telefonnr.' })).toHaveValue('');
    await user.click(within(panel).getByText('CPR-opslag'));
    expect(within(panel).getByRole('textbox', { name: 'Søg på CPR-nr.' })).toHaveValue('');
  });
});

describe('the look-ups of a business customer', () => {
  it('looks the company up by CVR and by phone, and its users by CPR even without the CPR look-up', async () => {
    server = fakeServer(routesFor(['case']));
    const user = userEvent.setup();
    renderCustomerTab();
    await newBuyer(user);
    await user.click(within(buyer()).getByText('Erhverv'));
    const panel = await within(buyer()).findByRole('search', { name: 'Opslag på virksomheden' });
    await user.type(within(panel).getByRole('textbox', { name: 'Søg på CVR-nr.' }), '2987123{Enter}');
    expect(await within(panel).findByText(LookupMessages.cvrDigits)).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: 'Søg på CVR-nr.' }), '4{Enter}');
    await waitFor(() => expect(field('Firmanavn')).toHaveValue('Østjysk Vognmand ApS'));
    expect(server.calls('GET /api/businesslookup/bycvr')[0]?.query).toEqual({ cvrnumber: '29871234' });
    expect(field('CVR-nr.')).toHaveValue('29871234');
    expect(field('Postnr.')).toHaveValue('8260');
    expect(field('By')).toHaveValue('Viby J');
    expect(field('Telefon')).toHaveValue('86123456');
    expect(field('E-mail')).toHaveValue('kontor@ostjyskvognmand.dk');

    server.answer('GET /api/businesslookup/byphone', { status: 404, body: { Message: 'x', Code: 'NotFound' } });
    await user.click(within(panel).getByText('Telefonopslag'));
    await user.type(within(panel).getByRole('textbox', { name: 'Søg på telefonnr.' }), '99999999{Enter}');
    expect(await within(panel).findByText(LookupMessages.phoneNotFound)).toBeInTheDocument();
    server.answer('GET /api/businesslookup/byphone', { status: 503, body: { Message: 'x', Code: 'RegistryUnavailable' } });
    await user.type(within(panel).getByRole('textbox', { name: 'Søg på telefonnr.' }), '{Enter}');
    expect(await within(panel).findByText(LookupMessages.cvrUnavailable)).toBeInTheDocument();

    // Business user 1: the CPR box shows for a business whatever the department's functions, and says so to the server.
    const user1 = screen.getByTestId('customer-BusinessUser1');
    const userPanel = within(user1).getByRole('search', { name: 'Opslag på brugeren' });
    await user.type(within(userPanel).getByRole('textbox', { name: 'Søg på CPR-nr.' }), '0403721234{Enter}');
    await waitFor(() => expect(field('Fornavn', user1)).toHaveValue('Mette'));
    expect(field('CPR-nr.', user1)).toHaveValue('0403721234');
    expect(server.calls('POST /api/cprlookup/searchbycpr')[0]?.body).toEqual({ Cpr: '0403721234', IsBusiness: true });
    // The decision maker has no look-up.
    expect(within(screen.getByTestId('customer-DecisionMaker')).queryByRole('search')).not.toBeInTheDocument();
  });
});

describe('the duplicate check of a new customer', () => {
  /** A new private buyer, filled in by hand and saved. */
  const saveNewBuyer = async (user: ReturnType<typeof userEvent.setup>) => {
    await newBuyer(user);
    await user.type(field('Fornavn'), 'Mette');
    await user.type(field('Efternavn'), 'Kjær Nielsen');
    await user.type(field('Mobil'), '22451287');
    await user.click(within(buyer()).getByRole('button', { name: 'Gem kunde' }));
  };

  it('offers to open the existing customer, and takes it onto the case without saving a second one', async () => {
    server.answer('POST /api/customerlist/GetDuplicatePrivateCustomer', { body: '7' });
    const user = userEvent.setup();
    const { changes } = renderCustomerTab();
    await saveNewBuyer(user);
    const dialog = await screen.findByRole('dialog', { name: DUPLICATE_PROMPT.title });
    expect(dialog).toHaveTextContent(DUPLICATE_PROMPT.text);
    expect(server.calls('POST /api/customerlist/GetDuplicatePrivateCustomer')[0]?.body).toMatchObject({ Id: '0', IsBusiness: false, FirstName: 'Mette', CellPhone: '22451287' });
    await user.click(within(dialog).getByRole('button', { name: DUPLICATE_PROMPT.open }));
    await waitFor(() => expect(changes.at(-1)).toEqual({ ...NO_CUSTOMERS, CustomerId: '7', CustomerName: 'Mette Kjær Nielsen' }));
    expect(server.calls('POST /api/customer/save')).toHaveLength(0);
    // The existing customer is shown in place of the new one.
    await waitFor(() => expect(within(buyer()).queryByText('Køber (ny kunde)')).not.toBeInTheDocument());
    expect(field('Fornavn')).toHaveValue('Mette');
  });

  it('saves the new customer anyway on request, and saves nothing when cancelled', async () => {
    server.answer('POST /api/customerlist/GetDuplicatePrivateCustomer', { body: 7 });
    const user = userEvent.setup();
    const { changes } = renderCustomerTab();
    await saveNewBuyer(user);
    await user.click(within(await screen.findByRole('dialog', { name: DUPLICATE_PROMPT.title })).getByRole('button', { name: DUPLICATE_PROMPT.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DUPLICATE_PROMPT.title })).not.toBeInTheDocument());
    expect(server.calls('POST /api/customer/save')).toHaveLength(0);
    expect(changes).toEqual([]);

    await user.click(within(buyer()).getByRole('button', { name: 'Gem kunde' }));
    await user.click(within(await screen.findByRole('dialog', { name: DUPLICATE_PROMPT.title })).getByRole('button', { name: DUPLICATE_PROMPT.save }));
    await waitFor(() => expect(changes.at(-1)).toEqual({ ...NO_CUSTOMERS, CustomerId: '321', CustomerName: 'Mette Kjær Nielsen' }));
    expect(server.calls('POST /api/customer/save')).toHaveLength(1);
  });

  it('saves without asking when there is no duplicate (id 0) or the check fails, and checks an existing customer never', async () => {
    const user = userEvent.setup();
    const { changes } = renderCustomerTab();
    server.answer('POST /api/customerlist/GetDuplicatePrivateCustomer', { status: 500, body: { Message: 'Der skete en fejl. Prøv igen.' } });
    await saveNewBuyer(user);
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ CustomerId: '321' }));
    expect(screen.queryByRole('dialog', { name: DUPLICATE_PROMPT.title })).not.toBeInTheDocument();
    expect(server.calls('POST /api/customerlist/GetDuplicatePrivateCustomer')).toHaveLength(1);

    // Saved, the customer is no longer new: a change is saved without a duplicate check.
    await user.type(field('Fornavn'), 'x');
    await user.click(within(buyer()).getByRole('button', { name: 'Gem kunde' }));
    await waitFor(() => expect(server.calls('POST /api/customer/save')).toHaveLength(2));
    expect(server.calls('POST /api/customerlist/GetDuplicatePrivateCustomer')).toHaveLength(1);
  });

  it('checks a new business customer against the business customers', async () => {
    server.answer('POST /api/customerlist/GetDuplicateBusinessCustomer', { body: '0' });
    const user = userEvent.setup();
    renderCustomerTab();
    await newBuyer(user);
    await user.click(within(buyer()).getByText('Erhverv'));
    await user.type(await within(buyer()).findByRole('textbox', { name: 'Firmanavn' }), 'Østjysk Vognmand ApS');
    await user.type(field('Telefon'), '86123456');
    await user.click(within(buyer()).getByRole('button', { name: 'Gem kunde' }));
    await waitFor(() => expect(server.calls('POST /api/customer/savebusiness')).toHaveLength(1));
    expect(server.calls('POST /api/customerlist/GetDuplicateBusinessCustomer')[0]?.body).toMatchObject({ Id: '0', IsBusiness: true, CompanyName: 'Østjysk Vognmand ApS', Phone: '86123456' });
    expect(server.calls('POST /api/customerlist/GetDuplicatePrivateCustomer')).toHaveLength(0);
  });
});
