import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CaseMessages } from '../../domain/cases/messages.ts';
import { CustomerMessages } from '../../domain/customers/messages.ts';
import { SANDBOX_PEOPLE } from '../../functions/platform/registries/lookup-sandbox-data.ts';
import { baseUrl, loggedIn, type ApiClient } from '../support/api-client.ts';
import { launchBrowser, openPage, logIn } from './browser.ts';

/**
 * The customers area in the real SPA, in real Chromium, against the local cloud and its sandbox registers: a sales
 * manager looks a person up by CPR and another by phone and saves them, is warned of the duplicate when the first is
 * entered again (and opens the existing one), gives the first a swap car, finds the customer in the list by its
 * registration number, opens the customer and starts a case; then deletes both customers from the list and sees them
 * gone from the list, from the case's customer typeahead and from the case list's names.
 */
const SALES_MANAGER = 'salgschef@demo.dk';
const RUN = Date.now().toString(36).slice(-5).toUpperCase();

/** Two people of the sandbox registers who live at one address (lookup-sandbox-data.ts). */
const personOf = (firstName: string, lastName: string) => {
  const person = SANDBOX_PEOPLE.find((candidate) => candidate.FirstName === firstName && candidate.LastName === lastName);
  if (!person) throw new Error(`The sandbox registers have no ${firstName} ${lastName}.`);
  return person;
};
const PETER = personOf('Peter', 'Hansen');
const ANNE = personOf('Anne', 'Hansen');
const SWAP_CAR = { Make: 'Toyota', Model: 'Yaris', ModelYear: '2018', RegistrationNumber: `KB${RUN}`, Mileage: '87500' };
/** Where the screenshots go: outside the repository, to be looked at after a change. */
const SHOTS = join(tmpdir(), 'dealerhub-e2e-customers');

let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: ApiClient;
let peterId: string;
let anneId: string;
let caseId: string;

/** What the page's elements answer of their drawing (the test's own type: the tests compile without the DOM's). */
interface DrawnBox {
  textContent: string | null;
  scrollWidth: number;
  clientWidth: number;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { right: number };
  querySelectorAll(selector: string): Iterable<DrawnBox>;
  ownerDocument: { defaultView: { getComputedStyle(box: DrawnBox): { overflowX: string; textOverflow: string } } | null };
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An input by its label, the required mark after it or not. */
const field = (scope: Locator, label: string): Locator => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
const notification = (text: string): Locator => page.locator('.mantine-Notification-root').filter({ hasText: text });
const customerFields = (): Locator => page.getByTestId('customer-fields');
const lookupBox = (): Locator => page.getByRole('search', { name: 'Opslag på kunden' });
const listRows = (): Locator => page.locator('tbody tr[data-customer-id]');
const shot = async (name: string): Promise<void> => {
  // From the top, so the fixed header and menu are where they belong on the full-page picture.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};

/** Waits until an input holds `expected` (what the form shows after a look-up). */
const waitForValue = async (input: Locator, expected: string, timeoutMs = 10_000): Promise<void> => {
  await expect.poll(() => input.inputValue({ timeout: 5_000 }).catch(() => ''), { timeout: timeoutMs, message: String(input) }).toBe(expected);
};

/** Runs `check` until it passes: the read models follow a write a moment later. */
const eventually = async (check: () => Promise<void>, timeoutMs = 30_000): Promise<void> => {
  await vi.waitFor(check, { timeout: timeoutMs, interval: 300 });
};

const choose = async (select: Locator, option: string): Promise<void> => {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** A new customer from the list's 'Ny kunde'. */
const newCustomer = async (): Promise<void> => {
  await page.goto('/Customers/CustomerList');
  await page.getByRole('button', { name: 'Ny kunde', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/Customers/Customer/0');
  await page.getByTestId('customer-title').filter({ hasText: 'Ny kunde' }).waitFor();
};

/** Looks the person up in the register chosen ('CPR-nr.' or 'Telefon') and waits for the form to be filled. */
const lookUp = async (register: 'CPR-nr.' | 'Telefon', number: string, person: typeof PETER): Promise<void> => {
  if (register === 'Telefon') await lookupBox().getByText('Telefonopslag', { exact: true }).click();
  const input = lookupBox().getByRole('textbox', { name: register === 'Telefon' ? 'Søg på telefonnr.' : 'Søg på CPR-nr.' });
  await input.fill(number);
  await lookupBox().getByRole('button', { name: 'Søg', exact: true }).click();
  await lookupBox().getByText('Oplysningerne er hentet og udfyldt.').waitFor();
  await waitForValue(field(customerFields(), 'Fornavn'), person.FirstName);
  expect(await field(customerFields(), 'Efternavn').inputValue()).toBe(person.LastName);
  expect(await field(customerFields(), 'Vej').inputValue()).toBe(person.Street);
  expect(await field(customerFields(), 'Mobil').inputValue()).toBe(person.CellPhone);
};

/** Saves the new customer; its id, from the address the page moves to. */
const saveNewCustomer = async (): Promise<string> => {
  await page.getByRole('button', { name: 'Gem kunde', exact: true }).click();
  await page.waitForURL((url) => /^\/Customers\/Customer\/[1-9]\d*$/.test(url.pathname));
  await notification(CustomerMessages.saved).first().waitFor();
  return new URL(page.url()).pathname.split('/').at(-1)!;
};

/** The customer list searched by `patch` (the URL's search), once the read model shows `expected` rows. */
const listSearch = async (search: Record<string, string>, expected: number): Promise<void> => {
  const query = new URLSearchParams(search).toString();
  await eventually(async () => {
    await page.goto(`/Customers/CustomerList?${query}`);
    await page.getByRole('heading', { name: 'Kunder', exact: true }).waitFor();
    await listRows().first().or(page.getByText('Der er ingen kunder, der passer til søgningen.')).first().waitFor({ timeout: 5_000 }).catch(() => undefined);
    expect(await listRows().count()).toBe(expected);
  }, 60_000);
};

/** What the case's customer typeahead offers for `text` on a new case. */
const typeaheadOffers = async (text: string): Promise<string[]> => {
  await page.goto('/Cases/Case');
  await page.getByRole('tab', { name: 'Kunde', exact: true }).click();
  const picker = page.getByTestId('customer-slot-buyer').getByRole('textbox', { name: 'Find kunde' });
  await picker.fill(text);
  const results = page.getByRole('listbox', { name: 'Resultater: Find kunde' });
  await results.getByRole('option').first().or(page.getByRole('status').filter({ hasText: 'Ingen resultater' })).waitFor();
  return results.getByRole('option').allInnerTexts();
};

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // The local cloud answers once its projections have caught up with the demo data.
  await fetch(`${baseUrl()}/__local/drain`).catch(() => undefined);
  api = await loggedIn(SALES_MANAGER);
  browser = await launchBrowser();
  ({ context, page } = await openPage(browser, baseUrl()));
  await logIn(page, SALES_MANAGER);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the customers area', () => {
  it('looks one person up by CPR and another by phone, and saves both', async () => {
    await newCustomer();
    await lookUp('CPR-nr.', PETER.Cpr, PETER);
    peterId = await saveNewCustomer();
    await page.getByTestId('customer-title').filter({ hasText: 'Peter Hansen' }).waitFor();

    await newCustomer();
    await lookUp('Telefon', ANNE.CellPhone, ANNE);
    // The phone directory knows no CPR number.
    expect(await field(customerFields(), 'CPR-nr.').inputValue()).toBe('');
    anneId = await saveNewCustomer();
    expect(anneId).not.toBe(peterId);

    const stored = await api.get<{ FirstName: string; ZipCode: string; City: string; CellPhone: string }>(`/api/customer/get?id=${peterId}`);
    expect(stored.body).toMatchObject({ FirstName: 'Peter', ZipCode: PETER.ZipCodeCity.slice(0, 4), City: PETER.ZipCodeCity.slice(5), CellPhone: PETER.CellPhone });
  });

  it('warns of the duplicate when the same person is entered again, and opens the existing customer', async () => {
    await newCustomer();
    await lookUp('Telefon', PETER.CellPhone, PETER);
    await page.getByRole('button', { name: 'Gem kunde', exact: true }).click();
    const warning = page.getByRole('dialog', { name: 'Kunden findes allerede' });
    await warning.getByText('Eksisterende kunde: Peter Hansen').waitFor();
    // Pictured once the dialog has faded in (an expression, as the app's content security policy allows no eval).
    await eventually(async () => expect(await page.evaluate("getComputedStyle(document.querySelector('.mantine-Modal-content')).opacity")).toBe('1'));
    await shot('duplicate-warning');
    await warning.getByRole('button', { name: 'Åbn eksisterende kunde', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/Customers/Customer/${peterId}`);
    await page.getByTestId('customer-title').filter({ hasText: 'Peter Hansen' }).waitFor();
    // Nothing left to save, so nothing asks on leaving; and no second Peter was made.
    expect(await page.getByRole('dialog', { name: 'Ændringer er ikke gemt' }).count()).toBe(0);
    await listSearch({ FreeText: PETER.CellPhone }, 1);
  });

  it('gives the customer a swap car, finds the customer in the list by its registration number, opens it and starts a case', async () => {
    await page.goto(`/Customers/Customer/${peterId}`);
    await page.getByTestId('customer-title').filter({ hasText: 'Peter Hansen' }).waitFor();
    await page.getByRole('tab', { name: 'Byttebil', exact: true }).click();
    const cars = page.getByTestId('customer-cars-tab');
    await cars.getByRole('button', { name: 'Opret ny byttebil', exact: true }).click();
    await field(cars, 'Mærke').fill(SWAP_CAR.Make);
    await field(cars, 'Model').fill(SWAP_CAR.Model);
    await field(cars, 'Modelår').fill(SWAP_CAR.ModelYear);
    await choose(field(cars, 'Biltype'), 'Personbil');
    await field(cars, 'Reg. nr.').fill(SWAP_CAR.RegistrationNumber);
    await field(cars, 'Km.').fill(SWAP_CAR.Mileage);
    await choose(field(cars, 'Moms'), '+moms');
    await cars.getByRole('button', { name: 'Gem byttebil', exact: true }).click();
    await notification('Byttebilen er gemt').first().waitFor();
    await shot('customer-page-swap-car');

    await listSearch({ RegistrationNumber: SWAP_CAR.RegistrationNumber }, 1);
    const row = listRows().first();
    expect(await row.getAttribute('data-customer-id')).toBe(peterId);
    expect(await row.innerText()).toContain('Peter Hansen');
    expect(await row.innerText()).toContain(`${SWAP_CAR.Make} ${SWAP_CAR.Model}`);
    // At a laptop's width the grid gets the room first (the list without the pane is pictured too); the detail pane
    // of the active row is one click away, with its contact fields and its car.
    await shot('customer-list');
    await page.getByRole('button', { name: 'Vis detaljer', exact: true }).click();
    const pane = page.getByTestId('customer-details');
    await pane.getByText('Peter Hansen', { exact: true }).waitFor();
    expect(await pane.innerText()).toContain(PETER.CellPhone);
    expect(await pane.innerText()).toContain(SWAP_CAR.RegistrationNumber);
    await pane.getByText('Kunden har ingen sager.').waitFor();
    await shot('customer-list-detail-pane');

    await row.dblclick();
    await page.waitForURL((url) => url.pathname === `/Customers/Customer/${peterId}`);
    await page.getByTestId('customer-title').filter({ hasText: 'Peter Hansen' }).waitFor();
    await shot('customer-page');

    await page.getByRole('button', { name: 'Opret sag', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/Cases/Case/CreateCase' && url.searchParams.get('customerId') === peterId);
    await page.getByTestId('case-title').filter({ hasText: /^Ny sag/ }).waitFor();
    await page.getByRole('toolbar', { name: 'Handlinger' }).getByRole('button', { name: 'Gem', exact: true }).click();
    await notification(CaseMessages.saved).first().waitFor();
    await page.waitForURL((url) => /^\/Cases\/Case\/\d+$/.test(url.pathname));
    caseId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByTestId('case-title').filter({ hasText: `Sag ${caseId} - Peter Hansen` }).waitFor();

    // The case list names the customer, and the customer's detail pane lists the case.
    await eventually(async () => {
      await page.goto(`/Cases/CaseList?CaseId=${caseId}`);
      await page.locator(`tbody tr[data-case-id="${caseId}"]`).filter({ hasText: 'Peter Hansen' }).waitFor({ timeout: 5_000 });
    });
    await listSearch({ RegistrationNumber: SWAP_CAR.RegistrationNumber }, 1);
    await page.getByTestId('customer-latest-cases').getByText(new RegExp(`^Sag ${caseId}`)).waitFor({ timeout: 15_000 });
    await shot('customer-list-detail-pane-with-case');
    // On a wide screen the pane and every column fit side by side.
    await page.setViewportSize({ width: 1680, height: 900 });
    await shot('customer-list-wide');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("lists the customer's cases on its page, each opening its case, and deletes its car after the confirmation", async () => {
    await page.goto(`/Customers/Customer/${peterId}`);
    await page.getByTestId('customer-title').filter({ hasText: 'Peter Hansen' }).waitFor();
    await page.getByRole('tab', { name: 'Sager', exact: true }).click();
    const cases = page.getByTestId('customer-cases');
    const row = cases.getByRole('row').filter({ has: page.getByRole('link', { name: `Sag ${caseId}`, exact: true }) });
    await row.waitFor();
    expect(await row.innerText()).toContain('Åben');
    await shot('customer-page-cases');
    await row.getByRole('link', { name: `Sag ${caseId}`, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/Cases/Case/${caseId}`);
    await page.getByTestId('case-title').filter({ hasText: `Sag ${caseId} - Peter Hansen` }).waitFor();

    await page.goto(`/Customers/Customer/${peterId}`);
    await page.getByTestId('customer-title').filter({ hasText: 'Peter Hansen' }).waitFor();
    await page.getByRole('tab', { name: 'Byttebil', exact: true }).click();
    const cars = page.getByTestId('customer-cars-tab');
    await eventually(async () => expect(await cars.getByRole('combobox', { name: 'Kundens biler' }).inputValue()).toContain(SWAP_CAR.RegistrationNumber));
    await cars.getByRole('button', { name: 'Slet kundebil', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Slet kundebil' });
    await confirm.getByText(`Vil du slette kundebilen ${SWAP_CAR.Make} ${SWAP_CAR.Model}`).waitFor();
    await shot('customer-car-delete-confirmation');
    await confirm.getByRole('button', { name: 'OK', exact: true }).click();
    await notification('Kundebilen er slettet.').first().waitFor();
    await eventually(async () => expect(await cars.getByRole('combobox', { name: 'Kundens biler' }).getAttribute('placeholder')).toBe('Kunden har ingen biler'));
    await eventually(async () => {
      const stored = await api.get<{ Id: string; Deleted?: boolean }[]>(`/api/Car/GetCustomerCars?customerId=${peterId}`);
      expect(stored.body.filter((car) => !car.Deleted)).toEqual([]);
    });
  });

  it('cuts a long company name short in its column, beside the detail pane too, without running into the address', async () => {
    const company = `Vognmandsforretningen Østjysk Transport og Logistik ${RUN} ApS`;
    const saved = await api.post<string>('/api/customer/savebusiness', { Id: 0, CompanyName: company, CompanyType: 2, Street: 'Industrivej', StreetNumber: '118', ZipCode: '8300', City: 'Odder', Phone: '86541299' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      for (const withPane of [false, true]) {
        await listSearch({ FreeText: company }, 1);
        if (withPane !== (await page.getByTestId('customer-details').isVisible())) {
          await page.getByRole('button', { name: withPane ? 'Vis detaljer' : 'Skjul detaljer', exact: true }).click();
        }
        const [name, address] = [listRows().first().locator('td').nth(1), listRows().first().locator('td').nth(2)];
        expect(await address.innerText()).toBe('Industrivej 118');
        // The name's cell ends where the address's begins, and the name is cut inside it (an ellipsis) rather than drawn over it.
        const [nameBox, addressBox] = [(await name.boundingBox())!, (await address.boundingBox())!];
        expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(addressBox.x + 0.5);
        // The box the name is drawn in (the cell, or the one inside it that holds the text): cut short inside the cell.
        const clipped = await name.evaluate((element) => {
          const cell = element as unknown as DrawnBox;
          const styleOf = (box: DrawnBox) => cell.ownerDocument.defaultView!.getComputedStyle(box);
          const box = [cell, ...cell.querySelectorAll('*')].find((each) => each.textContent === cell.textContent && styleOf(each).overflowX === 'hidden');
          return {
            clipped: Boolean(box),
            textOverflow: box ? styleOf(box).textOverflow : null,
            cut: box ? box.scrollWidth > box.clientWidth : false,
            inside: box ? box.getBoundingClientRect().right <= cell.getBoundingClientRect().right + 0.5 : false,
            title: box?.getAttribute('title') ?? cell.getAttribute('title'),
          };
        });
        // The whole name is there for the pointer.
        expect(clipped).toEqual({ clipped: true, textOverflow: 'ellipsis', cut: true, inside: true, title: company });
        await shot(withPane ? 'customer-list-long-company-name-pane' : 'customer-list-long-company-name');
      }
    } finally {
      await api.request('DELETE', `/api/customer/delete?id=${saved.body}`);
    }
  });

  it('deletes both customers from the list, and they are gone from the list, the typeahead and the case list', async () => {
    // Before: the case's customer typeahead finds both.
    await eventually(async () => expect((await typeaheadOffers(PETER.CellPhone)).join('\n')).toContain('Peter Hansen'));
    await eventually(async () => expect((await typeaheadOffers(ANNE.CellPhone)).join('\n')).toContain('Anne Hansen'));

    await listSearch({ FreeText: PETER.Street }, 2);
    expect((await listRows().allInnerTexts()).map((text) => /(Peter|Anne) Hansen/.exec(text)?.[0]).sort()).toEqual(['Anne Hansen', 'Peter Hansen']);
    await page.getByRole('checkbox', { name: 'Vælg alle kunder på siden' }).check();
    await page.getByTestId('selected-count').filter({ hasText: '2 valgt' }).waitFor();
    await page.getByRole('button', { name: 'Slet valgte', exact: true }).click();
    await page.getByRole('dialog', { name: 'Slet valgte kunder' }).getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByText(CustomerMessages.massDeleted).first().waitFor();
    // The list shows again, without them.
    await page.getByText('Der er ingen kunder, der passer til søgningen.').waitFor({ timeout: 15_000 });

    // Gone everywhere: the list by their car, the customers themselves, the typeahead and the case list's names.
    await listSearch({ RegistrationNumber: SWAP_CAR.RegistrationNumber }, 0);
    for (const id of [peterId, anneId]) expect((await api.get(`/api/customer/get?id=${id}`)).status).toBe(404);
    await eventually(async () => expect(await typeaheadOffers(PETER.CellPhone)).toEqual([]));
    await eventually(async () => expect(await typeaheadOffers(ANNE.CellPhone)).toEqual([]));
    await eventually(async () => {
      await page.goto(`/Cases/CaseList?CaseId=${caseId}`);
      const caseRow = page.locator(`tbody tr[data-case-id="${caseId}"]`);
      await caseRow.waitFor();
      expect(await caseRow.innerText()).not.toContain('Hansen');
    });
    // The case stays, without its customer.
    await page.goto(`/Cases/Case/${caseId}`);
    await page.getByTestId('case-title').filter({ hasText: `Sag ${caseId}` }).waitFor();
    expect(await page.getByTestId('case-title').innerText()).not.toContain('Hansen');
  });
});
