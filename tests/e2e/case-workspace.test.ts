import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AgreementMessages } from '../../domain/cases/agreement-fields.ts';
import { CaseMessages } from '../../domain/cases/messages.ts';
import { OtherAgreementsMessages } from '../../domain/cases/other-agreements.ts';
import { RentalMessages } from '../../domain/cases/rental.ts';
import { SalesItemMessages } from '../../domain/cases/sales-item.ts';
import { CustomerCarMessages } from '../../domain/customer-cars/messages.ts';
import { FieldMessages } from '../../domain/customers/fields.ts';
import { CustomerMessages } from '../../domain/customers/messages.ts';
import { baseUrl, loggedIn } from '../support/api-client.ts';
import { launchBrowser, openPage, logIn } from './browser.ts';

/**
 * The case workspace in the real SPA, in real Chromium, against the local cloud with its demo data: a salesman
 * creates a case from a stock car, creates a private buyer and a co-debtor in place, a swap car for the buyer, fills
 * the other agreements and a rental, saves, reloads and finds everything as entered. Then every validation message of
 * these tabs shows on wrong input, and saving the case while invalid is refused.
 */
const SALESMAN = 'saelger@demo.dk';
const THIS_YEAR = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Copenhagen', year: 'numeric' }).format(new Date()));
const NEXT_YEAR = THIS_YEAR + 1;
const RUN = Date.now().toString(36).slice(-5).toUpperCase();

const BUYER = { FirstName: 'Åse', LastName: `Ørsted ${RUN}`, Cpr: '0101901234', Street: 'Vestergade', StreetNumber: '1', ZipCode: '8000', Phone: '40404040', Email: 'aase@example.dk' };
const CO_DEBTOR = { FirstName: 'Søren', LastName: `Ørsted ${RUN}`, Cpr: '0202901234', Street: 'Vestergade', StreetNumber: '1', ZipCode: '8000', Phone: '40404041', Email: 'soeren@example.dk' };
const SWAP_CAR = { Make: 'Skoda', Model: 'Octavia', ModelYear: '2017', RegistrationNumber: `SW${RUN.slice(0, 5)}`, Mileage: '123456', Comment: 'Ridse i venstre fordør' };
const WARRANTY = '12 måneders forhandlergaranti efter forhandlerens garantibetingelser, som køber har modtaget.';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let car: { Id: string; Title: string };
let caseId: string;

/** What the second test reads of the stored case to see that a refused save changed nothing. */
interface StoredCase {
  Version: number;
  OtherAgreements?: { DeliveryTime?: string | null } | null;
  CarRental?: { price?: number | null } | null;
}

const tab = (name: string): Promise<void> => page.getByRole('tab', { name, exact: true }).click();
const toolbarButton = (name: string): Locator => page.getByRole('toolbar', { name: 'Handlinger' }).getByRole('button', { name, exact: true });
const notification = (text: string): Locator => page.locator('.mantine-Notification-root').filter({ hasText: text });
const slot = (which: 'buyer' | 'coDebtor'): Locator => page.getByTestId(`customer-slot-${which}`);
const swapCarTab = (): Locator => page.getByTestId('swap-car-tab');
const agreementsTab = (): Locator => page.getByTestId('other-agreements-tab');
const rentalTab = (): Locator => page.getByTestId('rental-tab');
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An input by its label, the required mark after it or not. */
const field = (scope: Locator, label: string): Locator => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
/** A required field: its label ends in an asterisk. */
const requiredField = (scope: Locator, label: string): Locator => scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

/** Waits until an input holds `expected` (what the form shows after a load or a look-up). */
const waitForValue = async (input: Locator, expected: string, timeoutMs = 10_000): Promise<void> => {
  await expect.poll(() => input.inputValue({ timeout: 5_000 }).catch(() => ''), { timeout: timeoutMs, message: `the value of ${String(input)}` }).toBe(expected);
};

/** The message shown under an input: the text of what its aria-describedby names once it is invalid. */
const errorUnder = async (input: Locator): Promise<string> => {
  const ids = (await input.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText().catch(() => '')),
  );
  return texts.join(' ').trim();
};

/** Waits until the message under `input` is `message` (messages show once a field is left, or all after a save). */
const expectError = async (input: Locator, message: string, timeoutMs = 5_000): Promise<void> => {
  await expect.poll(() => errorUnder(input), { timeout: timeoutMs, message: `the message under ${String(input)}` }).toBe(message);
};

/** Types `text` into a field and leaves it, so its message may show. */
const typeAndLeave = async (input: Locator, text: string): Promise<void> => {
  await input.fill(text);
  await input.blur();
};

/** Picks `option` in a Mantine select. */
const choose = async (select: Locator, option: string): Promise<void> => {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const fillCustomer = async (scope: Locator, customer: typeof BUYER): Promise<void> => {
  await field(scope, 'Fornavn').fill(customer.FirstName);
  await field(scope, 'Efternavn').fill(customer.LastName);
  await field(scope, 'CPR-nr.').fill(customer.Cpr);
  await field(scope, 'Vej').fill(customer.Street);
  await field(scope, 'Husnr.').fill(customer.StreetNumber);
  await field(scope, 'Postnr.').fill(customer.ZipCode);
  // Four digits look the city up.
  await waitForValue(field(scope, 'By'), 'Aarhus C');
  await field(scope, 'Telefon').fill(customer.Phone);
  await field(scope, 'E-mail').fill(customer.Email);
};

const saveCustomerIn = async (which: 'buyer' | 'coDebtor', customer: typeof BUYER): Promise<void> => {
  await slot(which).getByRole('button', { name: 'Opret ny kunde', exact: true }).click();
  await slot(which).getByRole('heading', { name: /\(ny kunde\)/ }).waitFor();
  await fillCustomer(slot(which), customer);
  await slot(which).getByRole('button', { name: 'Gem kunde', exact: true }).click();
  await notification(CustomerMessages.saved).first().waitFor();
  await slot(which).getByRole('heading', { name: /\(ny kunde\)/ }).waitFor({ state: 'detached' });
};

const saveCase = async (): Promise<void> => {
  await toolbarButton('Gem').click();
  await notification(CaseMessages.saved).first().waitFor();
  // Let the notification go, so the next save is told by a notification of its own.
  await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
};

beforeAll(async () => {
  // The local cloud answers once its projections have caught up with the demo data.
  await fetch(`${baseUrl()}/__local/drain`).catch(() => undefined);
  const api = await loggedIn(SALESMAN);
  car = await vi.waitFor(
    async () => {
      const cars = await api.get<{ List?: { Id: string; Title: string; RegistrationNumber: string | null }[] }>('/api/TypeaheadOwnCars/List/?searchText=');
      const found = cars.body.List?.find((candidate) => candidate.RegistrationNumber && candidate.Title);
      if (!found) throw new Error('The demo data has no stock car for saelger@demo.dk.');
      return { Id: found.Id, Title: found.Title };
    },
    { timeout: 20_000, interval: 400 },
  );

  browser = await launchBrowser();
  ({ context, page } = await openPage(browser, baseUrl()));
  await logIn(page, SALESMAN);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the case workspace', () => {
  it('creates a case from a stock car with buyer, co-debtor, swap car, other agreements and rental, and finds it all after a reload', async () => {
    await page.goto(`/Cases/Case/CreateCase?carId=${car.Id}`);
    await page.getByTestId('case-title').filter({ hasText: /^Ny sag/ }).waitFor();
    await tab('Bil');
    await page.getByTestId('case-car').filter({ hasText: car.Title }).waitFor();

    // A private buyer and a co-debtor, created in place.
    await tab('Kunde');
    await saveCustomerIn('buyer', BUYER);
    await saveCustomerIn('coDebtor', CO_DEBTOR);
    await saveCase();
    await page.waitForURL((url) => /^\/Cases\/Case\/\d+$/.test(url.pathname));
    caseId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByTestId('case-title').filter({ hasText: `Sag ${caseId} - ${BUYER.FirstName} ${BUYER.LastName} - ${car.Title}` }).waitFor();

    // A swap car for the buyer (possible once the case knows its saved customer).
    await tab('Byttebil');
    await swapCarTab().getByRole('button', { name: 'Opret ny byttebil', exact: true }).click();
    await field(swapCarTab(), 'Mærke').fill(SWAP_CAR.Make);
    await field(swapCarTab(), 'Model').fill(SWAP_CAR.Model);
    await field(swapCarTab(), 'Modelår').fill(SWAP_CAR.ModelYear);
    await choose(field(swapCarTab(), 'Biltype'), 'Personbil');
    await field(swapCarTab(), 'Reg. nr.').fill(SWAP_CAR.RegistrationNumber);
    await field(swapCarTab(), 'Km.').fill(SWAP_CAR.Mileage);
    await choose(field(swapCarTab(), 'Moms'), '+moms');
    await field(swapCarTab(), 'Kommentar').fill(SWAP_CAR.Comment);
    await swapCarTab().getByRole('button', { name: 'Gem byttebil', exact: true }).click();
    await notification('Byttebilen er gemt').first().waitFor();
    // Its price guide: the all-cars list of the same make and model, year ±1 and mileage ±50 thousand km.
    const guide = swapCarTab().getByRole('link', { name: 'Se lignende biler i prisguiden' });
    await guide.waitFor();
    expect(await guide.getAttribute('href')).toBe('/Cars/CarList?Make=Skoda&FreetextQuery=Octavia&RegistrationYearFrom=2016&RegistrationYearTo=2018&MileageFrom=73&MileageTo=173&ActualMileage=123');

    // Other agreements.
    await tab('Øvrige aftaler');
    await field(agreementsTab(), 'Generelle bemærkninger').fill(`Bilen leveres vasket ${RUN}`);
    await choose(field(agreementsTab(), 'Forhandlergaranti'), WARRANTY);
    await typeAndLeave(field(agreementsTab(), 'Leveringsdato'), `15-06-${NEXT_YEAR}`);
    await typeAndLeave(field(agreementsTab(), 'Leveringstidspunkt'), '14:30');

    // A rental of three days with an additional driver.
    await tab('Udlejning');
    await typeAndLeave(field(rentalTab(), 'Fra dato'), `01-07-${NEXT_YEAR}`);
    await typeAndLeave(field(rentalTab(), 'Fra kl.'), '10:00');
    await typeAndLeave(field(rentalTab(), 'Til dato'), `04-07-${NEXT_YEAR}`);
    await typeAndLeave(field(rentalTab(), 'Til kl.'), '10:00');
    await typeAndLeave(field(rentalTab(), 'Pris'), '1500');
    await typeAndLeave(field(rentalTab(), 'Km inkluderet'), '600');
    await waitForValue(rentalTab().getByTestId('price-per-day'), '500,00 kr.');
    await field(rentalTab(), 'Ekstra fører').check();
    await field(rentalTab(), '1. ekstra fører, navn').fill(`Ole Ekstra ${RUN}`);
    await field(rentalTab(), '1. ekstra fører, kørekortnr.').fill('12345678');

    await saveCase();
    expect(await page.getByText('Ændringerne er ikke gemt').count()).toBe(0);

    await page.reload();
    await page.getByTestId('case-title').filter({ hasText: `Sag ${caseId} - ${BUYER.FirstName} ${BUYER.LastName} - ${car.Title}` }).waitFor();

    await tab('Kunde');
    for (const [which, customer] of [['buyer', BUYER], ['coDebtor', CO_DEBTOR]] as const) {
      await waitForValue(field(slot(which), 'Fornavn'), customer.FirstName);
      expect(await field(slot(which), 'Efternavn').inputValue()).toBe(customer.LastName);
      expect(await field(slot(which), 'Vej').inputValue()).toBe(customer.Street);
      expect(await field(slot(which), 'Postnr.').inputValue()).toBe(customer.ZipCode);
      expect(await field(slot(which), 'By').inputValue()).toBe('Aarhus C');
      expect(await field(slot(which), 'Telefon').inputValue()).toBe(customer.Phone);
      expect(await field(slot(which), 'E-mail').inputValue()).toBe(customer.Email);
      // A salesman may see the CPR number masked: its date part is shown either way.
      expect(await field(slot(which), 'CPR-nr.').inputValue()).toMatch(new RegExp(`^${customer.Cpr.slice(0, 6)}`));
    }

    await tab('Bil');
    await page.getByTestId('case-car').filter({ hasText: car.Title }).waitFor();

    await tab('Byttebil');
    await waitForValue(field(swapCarTab(), 'Byttebil'), `${SWAP_CAR.Make} ${SWAP_CAR.Model} - ${SWAP_CAR.RegistrationNumber}`);
    expect(await field(swapCarTab(), 'Mærke').inputValue()).toBe(SWAP_CAR.Make);
    expect(await field(swapCarTab(), 'Model').inputValue()).toBe(SWAP_CAR.Model);
    expect(await field(swapCarTab(), 'Modelår').inputValue()).toBe(SWAP_CAR.ModelYear);
    expect(await field(swapCarTab(), 'Km.').inputValue()).toBe(SWAP_CAR.Mileage);
    expect(await field(swapCarTab(), 'Moms').inputValue()).toBe('+moms');
    expect(await field(swapCarTab(), 'Kommentar').inputValue()).toBe(SWAP_CAR.Comment);

    await tab('Øvrige aftaler');
    expect(await field(agreementsTab(), 'Generelle bemærkninger').inputValue()).toBe(`Bilen leveres vasket ${RUN}`);
    expect(await field(agreementsTab(), 'Forhandlergaranti').inputValue()).toBe(WARRANTY);
    expect(await field(agreementsTab(), 'Leveringsdato').inputValue()).toBe(`15-06-${NEXT_YEAR}`);
    expect(await field(agreementsTab(), 'Leveringstidspunkt').inputValue()).toBe('14:30');

    await tab('Udlejning');
    expect(await field(rentalTab(), 'Fra dato').inputValue()).toBe(`01-07-${NEXT_YEAR}`);
    expect(await field(rentalTab(), 'Fra kl.').inputValue()).toBe('10:00');
    expect(await field(rentalTab(), 'Til dato').inputValue()).toBe(`04-07-${NEXT_YEAR}`);
    expect(await field(rentalTab(), 'Til kl.').inputValue()).toBe('10:00');
    expect(await field(rentalTab(), 'Pris').inputValue()).toBe('1.500,00');
    expect(await field(rentalTab(), 'Km inkluderet').inputValue()).toBe('600');
    expect(await rentalTab().getByTestId('price-per-day').inputValue()).toBe('500,00 kr.');
    expect(await rentalTab().getByTestId('price-per-km').inputValue()).toBe('2,50 kr.');
    expect(await field(rentalTab(), 'Ekstra fører').isChecked()).toBe(true);
    expect(await field(rentalTab(), '1. ekstra fører, navn').inputValue()).toBe(`Ole Ekstra ${RUN}`);
    expect(await field(rentalTab(), '1. ekstra fører, kørekortnr.').inputValue()).toBe('12345678');
  });

  it('shows every validation message of these tabs on wrong input, and refuses to save the case', async () => {
    const api = await loggedIn(SALESMAN);
    const storedCase = async () => (await api.get<StoredCase>(`/api/Case/Get?Id=${caseId}`)).body;
    const before = await storedCase();
    expect(before.OtherAgreements?.DeliveryTime).toBe('14:30');
    await page.goto(`/Cases/Case/${caseId}`);
    await page.getByTestId('case-title').filter({ hasText: `Sag ${caseId}` }).waitFor();

    // Other agreements: a delivery time asks for a date; the date's year; the time's format; the excess amount.
    await tab('Øvrige aftaler');
    const deliveryDate = field(agreementsTab(), 'Leveringsdato');
    const deliveryTime = field(agreementsTab(), 'Leveringstidspunkt');
    await typeAndLeave(deliveryDate, '');
    await typeAndLeave(deliveryTime, '09:00');
    await expectError(deliveryDate, OtherAgreementsMessages.deliveryDateRequired);
    await typeAndLeave(deliveryDate, `01-01-${THIS_YEAR - 1}`);
    await expectError(deliveryDate, `Årstallet skal være imellem ${THIS_YEAR}-2050`);
    await typeAndLeave(deliveryDate, '31-02-2030');
    await expectError(deliveryDate, 'Indtast en gyldig dato (dd-mm-åååå).');
    await typeAndLeave(deliveryTime, '25:00');
    await expectError(deliveryTime, AgreementMessages.time);
    expect(AgreementMessages.time).toBe('Formattet skal være (tt:mm) Eks. 12:30');
    await field(agreementsTab(), 'Selvrisiko på forhandlergaranti').check();
    const excess = field(agreementsTab(), 'Selvrisikobeløb');
    await typeAndLeave(excess, '100000001');
    await expectError(excess, 'Indtast et tal mellem 0 og 100.000.000');
    await typeAndLeave(excess, 'mange');
    await expectError(excess, AgreementMessages.number);
    await typeAndLeave(field(agreementsTab(), 'Fabriksgaranti udløber'), '01-01-1899');
    await expectError(field(agreementsTab(), 'Fabriksgaranti udløber'), 'Årstallet skal være imellem 1900-2050');

    // Rental: the period's year and order, a time, a price, and the passport's issue date.
    await tab('Udlejning');
    const from = field(rentalTab(), 'Fra dato');
    const to = field(rentalTab(), 'Til dato');
    await typeAndLeave(from, `01-07-${THIS_YEAR - 1}`);
    await expectError(from, `Årstallet skal være imellem ${THIS_YEAR}-2050`);
    await typeAndLeave(from, `10-07-${NEXT_YEAR}`);
    await typeAndLeave(to, `05-07-${NEXT_YEAR}`);
    await expectError(to, RentalMessages.periodOrder);
    await typeAndLeave(field(rentalTab(), 'Til kl.'), '24:61');
    await expectError(field(rentalTab(), 'Til kl.'), AgreementMessages.time);
    await typeAndLeave(field(rentalTab(), 'Pris'), 'gratis');
    await expectError(field(rentalTab(), 'Pris'), AgreementMessages.number);
    await typeAndLeave(field(rentalTab(), 'Km inkluderet'), '-5');
    await expectError(field(rentalTab(), 'Km inkluderet'), 'Indtast et tal mellem 0 og 100.000.000');
    await field(rentalTab(), 'Udenlandsk fører').check();
    const issued = field(rentalTab(), 'Udstedelsesdato');
    await typeAndLeave(issued, '31-12-1918');
    await expectError(issued, 'Årstallet skal være imellem 1919-2050');

    // Customer: phone, CPR number, zip code and e-mail of the buyer.
    await tab('Kunde');
    const buyer = slot('buyer');
    await waitForValue(field(buyer, 'Fornavn'), BUYER.FirstName);
    await typeAndLeave(field(buyer, 'Telefon'), '4040404');
    await expectError(field(buyer, 'Telefon'), FieldMessages.phone);
    expect(FieldMessages.phone).toBe('Indtast et gyldigt telefonnr.');
    await typeAndLeave(field(buyer, 'CPR-nr.'), '010190-12x4');
    await expectError(field(buyer, 'CPR-nr.'), FieldMessages.cprNotInteger);
    await typeAndLeave(field(buyer, 'Postnr.'), '800');
    await expectError(field(buyer, 'Postnr.'), FieldMessages.zipTooShort);
    await typeAndLeave(field(buyer, 'E-mail'), 'aase@');
    await expectError(field(buyer, 'E-mail'), FieldMessages.email);
    await typeAndLeave(field(buyer, 'Fornavn'), '');
    expect(await errorUnder(field(buyer, 'Fornavn'))).not.toBe('');

    // Swap car: mileage, years and the number of keys out of range.
    await tab('Byttebil');
    await waitForValue(field(swapCarTab(), 'Mærke'), SWAP_CAR.Make);
    await typeAndLeave(field(swapCarTab(), 'Km.'), '100000001');
    await expectError(field(swapCarTab(), 'Km.'), CustomerCarMessages.mileageTooHigh);
    await typeAndLeave(field(swapCarTab(), 'Modelår'), '2101');
    await expectError(field(swapCarTab(), 'Modelår'), CustomerCarMessages.integer);
    await typeAndLeave(field(swapCarTab(), '1. registrering'), '01-01-1899');
    await expectError(field(swapCarTab(), '1. registrering'), 'Årstallet skal være imellem 1900-2050');
    await typeAndLeave(field(swapCarTab(), 'Seneste bud'), '100000001');
    await expectError(field(swapCarTab(), 'Seneste bud'), CustomerCarMessages.bidOutOfRange);

    // A specified vehicle without make, model and a model year in range.
    await tab('Bil');
    await page.getByRole('button', { name: 'Specificeret køretøj', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Specificeret køretøj' });
    await dialog.waitFor();
    await typeAndLeave(requiredField(dialog, 'Årgang'), '1800');
    await dialog.getByRole('button', { name: 'Vælg', exact: true }).click();
    await expectError(requiredField(dialog, 'Mærke'), SalesItemMessages.make);
    await expectError(requiredField(dialog, 'Model'), SalesItemMessages.model);
    await expectError(requiredField(dialog, 'Årgang'), SalesItemMessages.year);
    await dialog.getByRole('button', { name: 'Annuller', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('case-car').filter({ hasText: car.Title }).waitFor();

    // Saving the case while any tab is invalid is refused, and says so.
    const saves: string[] = [];
    const onRequest = (request: { url(): string }): void => {
      if (new URL(request.url()).pathname.toLowerCase() === '/api/case/save') saves.push(request.url());
    };
    page.on('request', onRequest);
    await toolbarButton('Gem').click();
    const refused = notification(CaseMessages.invalid).filter({ hasText: CaseMessages.invalidTitle });
    await refused.first().waitFor();
    // The message stands clear of the save button, so the pointer that just clicked it does not hold it open: it closes.
    const saveBox = await toolbarButton('Gem').boundingBox();
    const messageBox = await refused.first().boundingBox();
    expect(saveBox && messageBox).toBeTruthy();
    const overlaps = (a: NonNullable<typeof saveBox>, b: NonNullable<typeof saveBox>): boolean =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps(saveBox!, messageBox!)).toBe(false);
    await refused.first().waitFor({ state: 'detached', timeout: 10_000 });
    expect(CaseMessages.invalid).toBe('Check at data er korrekte og prøv at gemme igen.');
    expect(CaseMessages.invalidTitle).toBe('Validering');
    expect(await notification(CaseMessages.saved).count()).toBe(0);
    await page.getByText('Ændringerne er ikke gemt').waitFor();
    // Nothing reached the server: no save was sent, and the case is as saved before.
    page.off('request', onRequest);
    expect(saves).toEqual([]);
    const after = await storedCase();
    expect(after.Version).toBe(before.Version);
    expect(after.OtherAgreements?.DeliveryTime).toBe('14:30');
    expect(after.CarRental?.price).toBe(1500);
  });
});
