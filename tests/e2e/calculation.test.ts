import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesItemOfCatalogueVariant, SalesItemMessages } from '../../domain/cases/sales-item.ts';
import type { SalesItem } from '../../events/cases.ts';
import { CalculationMessages } from '../../domain/calculation/sale-calculation.ts';
import { pdfText } from '../../functions/pdf/pdf-tools.test-support.ts';
import { sandboxVariants } from '../../functions/platform/registries/model-catalogue-sandbox.ts';
import { customerCarOf, demoCustomer, eventually, getCase, projectionsCaughtUp, RUN, saveCase } from '../api/case-support.ts';
import { baseUrl, loggedIn, type ApiClient } from '../support/api-client.ts';
import { launchBrowser, openPage, logIn } from './browser.ts';

/**
 * The calculation tab in the real SPA, in real Chromium, against the local cloud: a salesperson calculates a new
 * electric car from the model catalogue (factory equipment added, max gearing) and a used petrol car from stock with a
 * swap car (the dealer's own equipment created, a discount), saves, and the contract's figures are the tab's figures.
 * Screenshots of the tab go to the OS temp directory for a person to look at.
 */
const SALESMAN = 'saelger@demo.dk';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: ApiClient;
let electricCaseId: string;
let usedCaseId: string;

const id4 = sandboxVariants().find((variant) => variant.Make === 'Volkswagen' && variant.Model === 'ID.4' && variant.TotalPrice === 419_990)!;

const notification = (text: string): Locator => page.locator('.mantine-Notification-root').filter({ hasText: text });
const overview = (): Locator => page.getByRole('table', { name: 'Prisoversigt' });
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The figure the price overview shows beside `label`, once nothing is being calculated. */
const figure = async (label: string): Promise<string> => {
  const row = overview().locator('tr').filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }) });
  return (await row.locator('td').nth(1).innerText()).trim();
};

/** The fee and yearly-tax calculations the tab has asked for and not yet had answered. */
const CALCULATIONS = new Set(['/api/vehicleregistrationfee/calculate', '/api/vehicletax/gettaxes']);
let calculating = 0;
const isCalculation = (request: Request): boolean => CALCULATIONS.has(new URL(request.url()).pathname.toLowerCase());
const followCalculations = (): void => {
  page.on('request', (request) => {
    if (isCalculation(request)) calculating += 1;
  });
  const answered = (request: Request): void => {
    if (isCalculation(request)) calculating -= 1;
  };
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
};

/** Nothing spins and no calculation is on its way, before and after the page has drawn what the last answer set off. */
const quiet = async (): Promise<boolean> => {
  const idle = async () => calculating === 0 && (await page.getByLabel('Beregner').count()) === 0;
  if (!(await idle())) return false;
  // An answer can change the calculation in an effect that runs after it is drawn (and that starts a debounced
  // calculation): two frames later that has happened.
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))))');
  return idle();
};

/** Waits until the figures no longer spin (the fee and the yearly taxes are answered). */
const settled = async (): Promise<void> => {
  await overview().waitFor();
  await expect.poll(quiet, { timeout: 20_000 }).toBe(true);
};

const openCalculation = async (caseId: string): Promise<void> => {
  await page.goto(`/Cases/Case/${caseId}#/calculation`);
  await page.getByRole('tab', { name: 'Beregning', exact: true }).click();
  await settled();
};

const saveCaseInPage = async (): Promise<void> => {
  await page.getByRole('toolbar', { name: 'Handlinger' }).getByRole('button', { name: 'Gem', exact: true }).click();
  await notification('Sagen er gemt').first().waitFor();
};

/** The contract the salesperson previews on the documents tab, as text. */
const contractText = async (caseId: string): Promise<string> => {
  await page.goto(`/Cases/Case/${caseId}#/documents`);
  const [preview] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/PrintContract/PrintContract'),
    page.getByRole('button', { name: 'Slutseddel', exact: true }).click(),
  ]);
  expect(preview.status()).toBe(200);
  const text = await pdfText(await (await context.request.get(preview.url())).body());
  await page.getByRole('dialog', { name: 'Slutseddel' }).getByRole('button', { name: 'Luk', exact: true }).click();
  return text;
};

/** The tab as the salesperson sees it on a tall screen (a full-page shot would repeat the fixed header mid-page). */
const screenshot = async (name: string): Promise<void> => {
  await page.mouse.move(0, 0);
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: join(tmpdir(), `dealerhub-calculation-${name}.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
};

/** Money as the tab and the documents print it, back to a number (150.000,00 kr. → 150000). */
const amountOf = (text: string): number => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

beforeAll(async () => {
  await projectionsCaughtUp();
  api = await loggedIn(SALESMAN);
  const customer = await demoCustomer(api);

  // The new electric car, as the car tab puts a catalogue variant on the case.
  expect(id4, 'the sample catalogue has the VW ID.4 Pro 4MOTION').toBeDefined();
  ({ id: electricCaseId } = await saveCase(api, { CustomerId: customer.Id, SalesItem: { ...salesItemOfCatalogueVariant(id4), Title: `${id4.Make} ${id4.Model} ${RUN}` } }));

  // A used petrol car from stock (the demo's Golf, Polo and Fabia are petrol), as the server makes the sales item of a
  // stock car, and the customer's car in trade.
  const cars = await api.get<{ List: { Id: string; Title: string }[] }>('/api/TypeaheadOwnCars/List/?searchText=');
  const stockCar = cars.body.List.find((car) => /\b(Golf|Polo|Fabia)\b/.test(car.Title));
  expect(stockCar, 'the demo data has a used petrol car in stock for saelger@demo.dk').toBeDefined();
  const petrol = (await api.get<{ SalesItem: Record<string, unknown> | null }>(`/api/Case/New?carId=${stockCar!.Id}`)).body.SalesItem;
  expect(petrol).toMatchObject({ IsFactoryNew: false });
  const swapCarId = await customerCarOf(api, customer.Id);
  ({ id: usedCaseId } = await saveCase(api, { CustomerId: customer.Id, SalesItem: petrol, SwapCarId: swapCarId, SwapCarPriceWithVat: 60_000, SwapCarUnpaidDebt: 12_500 }));
  // The department's own equipment list is kept by its sales manager; the salesman chooses from it.
  const manager = await loggedIn('salgschef@demo.dk');
  expect((await manager.post('/api/UsedVehicleExtraEquipment/Save/', { Description: `Vinterhjul ${RUN}`, CostWithoutVat: 4000, ProfitWithoutVat: 1000 })).status).toBe(200);

  browser = await launchBrowser();
  ({ context, page } = await openPage(browser, baseUrl()));
  followCalculations();
  await logIn(page, SALESMAN);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the calculation tab', () => {
  it('a new electric car: factory equipment added, max gearing, and the contract prints the figures the tab shows', async () => {
    await openCalculation(electricCaseId);
    // The catalogue's price block and the fee to the law, with where the rates come from.
    expect(await figure('Listepris')).toBe('419.990,00 kr.');
    await page.getByText(/regler fra 18\.12\.2020, satser \d{4}$/).first().waitFor();

    await page.getByRole('button', { name: 'Tilføj ekstraudstyr', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Tilføj ekstraudstyr' });
    await modal.getByRole('table', { name: 'Ekstraudstyr at vælge' }).getByText('Anhængertræk, aftageligt', { exact: true }).click();
    await screenshot('equipment-modal');
    await modal.getByRole('button', { name: 'OK', exact: true }).click();
    await notification(CalculationMessages.updated).first().waitFor();
    await page.getByRole('table', { name: 'Anmeldt' }).getByText('Anhængertræk, aftageligt').waitFor();
    await settled();
    const profitBefore = amountOf(await figure('Avance u/moms'));

    await page.getByRole('button', { name: 'Maksimal gearing', exact: true }).click();
    await notification(CalculationMessages.maxGearingBoth).first().waitFor();
    // The message in the top-right corner leaves the whole case title readable: the title wraps short of it.
    const title = (await page.getByTestId('case-title').boundingBox())!;
    const message = (await notification(CalculationMessages.maxGearingBoth).first().boundingBox())!;
    expect(title.x + title.width).toBeLessThanOrEqual(message.x);
    await settled();
    // Max gearing brings the car's profit down to the known minimum (Volkswagen gives it: access level 3).
    const minimum = await figure('Minimumsavance');
    expect(await figure('Avance u/moms')).toBe(minimum);
    expect(amountOf(minimum)).toBeLessThan(profitBefore);
    await page.getByText(`Kendt minimumsavance: ${minimum}`).waitFor();
    // The notice stays beside the button while the calculation is geared.
    expect(await page.getByTestId('max-gearing-notice').innerText()).toBe(CalculationMessages.maxGearingBoth);
    await screenshot('electric');

    // The fee as a dealer reads it: the year's phase-in in Danish, the steps ending in the fee, nothing for developers.
    const details = page.getByLabel('Registreringsafgift – beregning', { exact: true });
    await details.getByText(/Indfasning \(\d+ % af afgiften\)/).first().waitFor();
    const detailsText = await details.innerText();
    expect(detailsText).not.toMatch(/udledt|ikke fundet|indeholder satser|satserne brugt|Procent:/i);
    expect(detailsText).toContain(`Registreringsafgift\t${await figure('Registreringsafgift')}`);
    await details.screenshot({ path: join(tmpdir(), 'dealerhub-calculation-fee-details.png') });

    // The upholstery ordered, from the catalogue's list (the dropdown is looked at open).
    await page.getByRole('combobox', { name: 'Polstring', exact: true }).click();
    await page.getByRole('option', { name: 'Læder', exact: true }).waitFor();
    await screenshot('upholstery-open');
    // Back on the shorter screen the field sits at its bottom edge: closed, centred and opened again, its list opens in
    // full and stays put.
    const upholstery = page.getByRole('combobox', { name: 'Polstring', exact: true });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('option', { name: 'Læder', exact: true }).count()).toBe(0);
    await upholstery.evaluate("(field) => field.scrollIntoView({ block: 'center' })");
    await upholstery.click();
    await page.getByRole('option', { name: 'Læder', exact: true }).click();

    const shown = {
      price: amountOf(await figure('Pris inkl. moms')),
      fee: amountOf(await figure('Registreringsafgift')),
      equipment: await figure('Ekstraudstyr inkl. moms'),
      total: await figure('I alt'),
    };
    expect(amountOf(shown.total)).toBe(shown.price + shown.fee + amountOf(shown.equipment));

    await saveCaseInPage();
    const contract = await contractText(electricCaseId);
    const kr = (amount: number) => `${amount.toLocaleString('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} kr.`;
    expect(contract).toContain(`Bilens pris inkl. moms og afgifter ${kr(shown.price + shown.fee)}`);
    expect(contract).toContain(`Ekstraudstyr: Anhængertræk, aftageligt ${shown.equipment}`);
    expect(contract).toContain(`Kontantpris i alt ${shown.total}`);

    // A reload shows the same figures: the decisions were saved, the figures computed again from them.
    await openCalculation(electricCaseId);
    expect(await figure('I alt')).toBe(shown.total);
    expect(await page.getByRole('combobox', { name: 'Polstring', exact: true }).inputValue()).toBe('Læder');

    // A discount on the geared car takes its profit below the minimum: the tab warns.
    await page.getByLabel('Rabat u/moms', { exact: true }).fill('4000');
    await page.getByLabel('Rabat u/moms', { exact: true }).blur();
    await settled();
    await page.getByLabel('Beregningens advarsler').getByText(CalculationMessages.belowMinProfit, { exact: true }).waitFor();
    expect(await page.getByTestId('max-gearing-notice').innerText()).toBe(CalculationMessages.maxGearingBoth);
    await screenshot('electric-discount');
    await saveCaseInPage();
  });

  it("a used petrol car with a swap car: the dealer's own equipment, a discount, and the contract's total and amount to pay are the tab's", async () => {
    await openCalculation(usedCaseId);
    // The swap car comes off what the customer pays, its unpaid debt is added.
    expect(await figure('Byttebil')).toBe('-60.000,00 kr.');
    expect(await figure('Restgæld på byttebil')).toBe('12.500,00 kr.');

    // A salesman chooses the department's own equipment; creating it is for those who keep the list.
    expect(await page.getByRole('button', { name: 'Opret ekstraudstyr', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Tilføj ekstraudstyr', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Tilføj ekstraudstyr' });
    await modal.getByRole('table', { name: 'Ekstraudstyr at vælge' }).getByText(`Vinterhjul ${RUN}`, { exact: true }).click();
    await modal.getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByRole('table', { name: 'Eget oprettet' }).getByText(`Vinterhjul ${RUN}`).waitFor();

    // A used car is sold under the margin scheme: no VAT is shown, the discount is plain 'Rabat'.
    await page.getByLabel('Rabat', { exact: true }).fill('2000');
    await page.getByLabel('Rabat', { exact: true }).blur();
    await settled();
    await screenshot('used');

    const equipmentLine = (await page.getByRole('table', { name: 'Eget oprettet' }).locator('tr').filter({ hasText: `Vinterhjul ${RUN}` }).innerText()).replace(/\s+/g, ' ');
    // 4,000 + 1,000 ex VAT is 6,250 incl. VAT.
    expect(equipmentLine).toContain('6.250,00 kr.');
    const total = await figure('I alt');
    const toPay = await figure('At betale');
    // The swap car's price less its unpaid debt comes off the total.
    expect(amountOf(toPay)).toBe(amountOf(total) - (60_000 - 12_500));

    await saveCaseInPage();
    const contract = await contractText(usedCaseId);
    expect(contract).toContain(`Ekstraudstyr: Vinterhjul ${RUN} 6.250,00 kr.`);
    expect(contract).toContain(`Kontantpris i alt ${total}`);
    expect(contract).toContain(`Til betaling ${toPay}`);

    // Were the fee not paid, this sale pays it by § 10: the new car's fee written down by the trade price over the new
    // price, the ratio in Danish (0,1234), the steps ending in the fee.
    await openCalculation(usedCaseId);
    await page.getByText('Afgift ikke betalt', { exact: true }).click();
    await page.getByLabel('Nypris (inkl. afgift)', { exact: true }).fill('250000');
    await page.getByLabel('Nypris (inkl. afgift)', { exact: true }).blur();
    await settled();
    const details = page.getByLabel('Registreringsafgift – beregning', { exact: true });
    await details.getByText(/^Handelspris [\d.]+,\d\d kr\. \/ nypris 250\.000,00 kr\. = 0,\d{4}$/).waitFor();
    expect(await details.innerText()).toContain(`Registreringsafgift\t${await figure('Registreringsafgift')}`);
    await details.screenshot({ path: join(tmpdir(), 'dealerhub-calculation-fee-details-used.png') });
  });

  it("the car tab records a used car's facts and history; a timing belt above 3,000,000 km is refused in Danish", async () => {
    await page.goto(`/Cases/Case/${usedCaseId}#/car`);
    await page.getByRole('tab', { name: 'Bil', exact: true }).click();
    const facts = page.getByTestId('vehicle-information');
    await facts.getByText('Brugtvognsoplysninger', { exact: true }).waitFor();
    await facts.getByLabel('Egenvægt (kg)', { exact: true }).fill('1250');
    await facts.getByLabel('Antal nøgler', { exact: true }).fill('2');
    await facts.getByLabel('Antal døre', { exact: true }).fill('5');
    await facts.getByLabel('Motortype', { exact: true }).fill('1.5 TSI');
    await facts.getByLabel('Udligningsafgift pr. år (kr.)', { exact: true }).fill('1200');
    await facts.getByLabel('ABS', { exact: true }).check();
    await facts.getByLabel('Servicebog', { exact: true }).check();
    await facts.getByRole('combobox', { name: 'Tandrem skiftet', exact: true }).click();
    await page.getByRole('option', { name: 'Ja', exact: true }).click();
    const belt = facts.getByLabel('Tandrem skiftet ved km', { exact: true });
    await belt.fill('3500000');
    await belt.blur();
    await facts.getByText(SalesItemMessages.timingBeltMileage, { exact: true }).waitFor();
    await belt.fill('120000');
    await belt.blur();
    await expect.poll(() => facts.getByText(SalesItemMessages.timingBeltMileage, { exact: true }).count()).toBe(0);

    await saveCaseInPage();
    // The case's read model follows the saved event a moment later.
    const saved = (await eventually(
      () => getCase(api, usedCaseId),
      (shown) => Boolean((shown as unknown as { SalesItem: SalesItem }).SalesItem.VehicleInformation),
    )) as unknown as { SalesItem: SalesItem };
    expect(saved.SalesItem.VehicleInformation).toMatchObject({ Weight: 1_250, NumberOfKeys: 2, NumberOfDoors: 5, EngineType: '1.5 TSI', EqualisationTaxPerYear: 1_200 });
    expect(saved.SalesItem.TaxDeductableSetting).toMatchObject({ Abs: true });
    expect(saved.SalesItem.UsedVehicleInformation).toMatchObject({ ServiceBook: true, TimingBeltReplaced: 1, TimingBeltReplacedAtMileage: 120_000 });
    // The calculation shows the equalisation tax registered for the car.
    await page.getByRole('tab', { name: 'Beregning', exact: true }).click();
    await settled();
    expect(await figure('Udligningsafgift pr. år (registreret)')).toBe('1.200,00 kr.');
  });
});
