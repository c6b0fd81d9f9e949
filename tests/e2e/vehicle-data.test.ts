import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseMessages } from '../../domain/cases/messages.ts';
import { CAR_COLORS, DebtCheckMessages, variantRequestSent } from '../../domain/catalogue/vehicle-data.ts';
import { pdfText } from '../../functions/pdf/pdf-tools.test-support.ts';
import { sandboxVariants } from '../../functions/platform/registries/model-catalogue-sandbox.ts';
import { productionPeriodOf, sandboxFleet } from '../../functions/platform/registries/motor-register-sandbox-fleet.ts';
import { demoCustomer, eventually, projectionsCaughtUp, saveCase, sellableCase } from '../api/case-support.ts';
import { baseUrl, loggedIn, type ApiClient } from '../support/api-client.ts';
import { launchBrowser, openPage, logIn } from './browser.ts';
import { screenshot } from './screen-checks.ts';

/**
 * Vehicle data on a case's swap car tab, in the real SPA in real Chromium against the local cloud and its sandbox
 * registers: a salesman creates the buyer's swap car by looking it up by registration number in choose car
 * specification, picks its variant and colour, runs the debt check, accepts the register's corrected plate from the
 * mismatch modal, prints the debt report and the car facts, and finds the plate and the VIN in the PDFs' text.
 */
const SALESMAN = 'saelger@demo.dk';
// A re-registered car: the motor register still knows its former plate, the debt register its current one.
const MOVED = sandboxFleet().find((vehicle) => vehicle.CarGuid && vehicle.FormerRegistrationNumber && vehicle.Debts.length > 0)!;
const FORMER_PLATE = MOVED.FormerRegistrationNumber!;
const COLOUR = CAR_COLORS.find((colour) => colour.Name === 'Sølv')!;
// A car the motor register knows by its plate, with a catalogue variant: the car tab's specification.
const PLAIN = sandboxFleet().find((vehicle) => vehicle.CarGuid && !vehicle.FormerRegistrationNumber && vehicle.CarGuid !== MOVED.CarGuid)!;
const PLAIN_PERIOD = productionPeriodOf(sandboxVariants().find((variant) => variant.CarGuid === PLAIN.CarGuid)!);
const NEW_VARIANT = `Spring Extreme ${Date.now().toString(36)}`;
const PROVIDER = 'modelkatalog@dealerhub.dk';

let api: ApiClient;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let caseId: string;
let customerId: string;

interface StoredCar {
  Id: string;
  RegistrationNumber: string | null;
  ChassisNumber: string | null;
  CarColorId: string | number | null;
  Variant?: { Guid?: string | null } | null;
}

const swapCarTab = (): Locator => page.getByTestId('swap-car-tab');
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An input by its label, the required mark after it or not. */
const field = (scope: Locator, label: string): Locator => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
const notification = (text: string): Locator => page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Waits until an input holds `expected`. */
const waitForValue = async (input: Locator, expected: string, timeoutMs = 10_000): Promise<void> => {
  await expect.poll(() => input.inputValue({ timeout: 5_000 }).catch(() => ''), { timeout: timeoutMs, message: String(input) }).toBe(expected);
};

const choose = async (select: Locator, option: string): Promise<void> => {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** The PDF a print button fetches (RenderPdf=true), read back as text. */
const printed = async (path: string, click: () => Promise<void>): Promise<string> => {
  const [response] = await Promise.all([
    page.waitForResponse((candidate: Response) => new URL(candidate.url()).pathname === path && candidate.request().method() === 'GET', { timeout: 30_000 }),
    click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  // The browser hands the PDF on as a blob, and its response body is not kept: the same request, with the page's
  // session, fetches it again to be read.
  const again = await context.request.get(response.url());
  expect(again.status()).toBe(200);
  return pdfText(new Uint8Array(await again.body()));
};

beforeAll(async () => {
  await projectionsCaughtUp();
  api = await loggedIn(SALESMAN);
  const customer = await demoCustomer(api, 1);
  customerId = customer.Id;
  ({ id: caseId } = await saveCase(api, sellableCase(customerId, 'bildata')));

  browser = await launchBrowser();
  ({ context, page } = await openPage(browser, baseUrl()));
  // The prints open in a window of their own: the test reads the PDFs from their responses instead.
  context.on('page', (opened) => void opened.close().catch(() => undefined));
  await logIn(page, SALESMAN);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('vehicle data on the swap car tab', () => {
  it('looks the swap car up by plate, picks variant and colour, adopts the debt register’s plate, and prints both reports', async () => {
    await page.goto(`/Cases/Case/${caseId}`);
    await page.getByTestId('case-title').filter({ hasText: `Sag ${caseId}` }).waitFor();
    await page.getByRole('tab', { name: 'Byttebil', exact: true }).click();
    await swapCarTab().getByRole('button', { name: 'Opret ny byttebil', exact: true }).click();

    // Choose car specification: look-up by registration number, then the variant and the colour.
    await swapCarTab().getByRole('button', { name: 'Vælg bilspecifikation', exact: true }).click();
    const specification = page.getByRole('dialog', { name: 'Vælg bilspecifikation' });
    await field(specification, 'Stel- eller registreringsnummer').fill(FORMER_PLATE.toLowerCase());
    await specification.getByRole('button', { name: 'Slå op', exact: true }).click();
    const variants = specification.getByTestId('specification-variants');
    await variants.waitFor();
    await choose(field(specification, 'Farve'), COLOUR.Name);
    await screenshot(page, 'vehicle-data-choose-specification', { fullPage: false });
    const row = variants.getByRole('row').filter({ has: page.getByRole('button', { name: 'Vælg', exact: true }) }).first();
    const variantText = (await row.getByRole('cell').first().innerText()).trim();
    await row.getByRole('button', { name: 'Vælg', exact: true }).click();
    await specification.waitFor({ state: 'detached' });

    // The pick fills the variant and the register's numbers.
    await waitForValue(field(swapCarTab(), 'Reg. nr.'), FORMER_PLATE);
    expect(await field(swapCarTab(), 'Stelnummer').inputValue()).toBe(MOVED.VehicleIdentificationNumber);
    expect(await field(swapCarTab(), 'Mærke').inputValue()).not.toBe('');
    expect(await field(swapCarTab(), 'Titel').inputValue()).toBe(variantText);
    expect(await field(swapCarTab(), 'Produceret fra (år)').inputValue()).toMatch(/^\d{4}$/);

    // The debt check answers the car's current plate: the mismatch notice and the modal that adopts it.
    await swapCarTab().getByRole('button', { name: 'Gældstjek', exact: true }).click();
    const mismatch = page.getByRole('dialog', { name: DebtCheckMessages.mismatch });
    await mismatch.waitFor();
    await swapCarTab().getByTestId('debt-check-mismatch').filter({ hasText: DebtCheckMessages.mismatch }).waitFor();
    await screenshot(page, 'vehicle-data-debt-check-mismatch', { fullPage: false });
    await mismatch.getByRole('button', { name: 'Brug registrets numre', exact: true }).click();
    await waitForValue(field(swapCarTab(), 'Reg. nr.'), MOVED.RegistrationNumber);
    await swapCarTab().getByTestId('debt-check-mismatch').waitFor({ state: 'detached' });
    expect(await swapCarTab().getByTestId('debt-check-status').innerText()).toContain(MOVED.Debts[0]!.Creditor);

    // The debt report: the plate and VIN the register matched, and the debt.
    const debtReport = await printed('/api/DebtCheck/PrintDebtReport', () => swapCarTab().getByRole('button', { name: 'Udskriv gældsrapport', exact: true }).click());
    expect(debtReport).toContain(MOVED.RegistrationNumber);
    expect(debtReport).toContain(MOVED.VehicleIdentificationNumber);
    expect(debtReport).toContain(MOVED.Debts[0]!.Creditor);

    // The car facts, looked up by the VIN (which stays with the car), printed with the motor register's plate and VIN.
    await swapCarTab().getByRole('button', { name: 'Bilfakta', exact: true }).click();
    const facts = page.getByTestId('car-facts-modal');
    await facts.getByRole('link', { name: 'Se synsrapport' }).waitFor();
    await screenshot(page, 'vehicle-data-car-facts', { fullPage: false });
    const carFacts = await printed('/api/PrintCarFacts/PrintCarFacts', () => facts.getByRole('button', { name: 'Udskriv bilfakta', exact: true }).click());
    expect(carFacts).toContain(MOVED.VehicleIdentificationNumber);
    expect(carFacts).toContain(FORMER_PLATE);
    await page.keyboard.press('Escape');
    await facts.waitFor({ state: 'detached' });

    // Saved, the swap car keeps the adopted plate, the VIN, the variant and the colour.
    await field(swapCarTab(), 'Km.').fill('98000');
    await choose(field(swapCarTab(), 'Moms'), '+moms');
    await swapCarTab().getByRole('button', { name: 'Gem byttebil', exact: true }).click();
    await notification('Byttebilen er gemt').first().waitFor();
    const cars = await eventually(
      async () => (await api.get<StoredCar[]>(`/api/Car/GetCustomerCars?customerId=${customerId}`)).body,
      (list) => list.some((car) => car.ChassisNumber === MOVED.VehicleIdentificationNumber),
    );
    const saved = cars.find((car) => car.ChassisNumber === MOVED.VehicleIdentificationNumber);
    expect(saved).toMatchObject({ RegistrationNumber: MOVED.RegistrationNumber, Variant: { Guid: MOVED.CarGuid } });
    expect(String(saved?.CarColorId)).toBe(String(COLOUR.Id));
    await screenshot(page, 'vehicle-data-swap-car');
  });

  it('fills the case’s sales item from a specification on the car tab, shows its model catalogue details, and requests a new variant', async () => {
    await page.goto(`/Cases/Case/${caseId}`);
    await page.getByTestId('case-title').filter({ hasText: `Sag ${caseId}` }).waitFor();
    await page.getByRole('tab', { name: 'Bil', exact: true }).click();
    const tools = page.getByTestId('car-tab-vehicle-tools');

    await tools.getByRole('button', { name: 'Vælg bilspecifikation', exact: true }).click();
    const specification = page.getByRole('dialog', { name: 'Vælg bilspecifikation' });
    await field(specification, 'Stel- eller registreringsnummer').fill(PLAIN.RegistrationNumber);
    await specification.getByRole('button', { name: 'Slå op', exact: true }).click();
    const row = specification.getByTestId('specification-variants').getByRole('row').filter({ has: page.getByRole('button', { name: 'Vælg', exact: true }) }).first();
    await row.waitFor();
    const variantText = (await row.getByRole('cell').first().innerText()).trim();
    await choose(field(specification, 'Farve'), COLOUR.Name);
    await row.getByRole('button', { name: 'Vælg', exact: true }).click();
    await specification.waitFor({ state: 'detached' });
    await page.getByTestId('case-car').filter({ hasText: variantText }).waitFor();

    // The model catalogue details of the chosen variant.
    await tools.getByRole('button', { name: 'Modelkatalog', exact: true }).click();
    const details = page.getByTestId('model-catalogue-details');
    await details.waitFor();
    expect(await details.innerText()).toContain('DealerHub biltype');
    await screenshot(page, 'vehicle-data-model-catalogue-details', { fullPage: false });
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // Saved, the case's sales item is the variant in the chosen colour, with the register's plate and VIN.
    await page.getByRole('toolbar', { name: 'Handlinger' }).getByRole('button', { name: 'Gem', exact: true }).click();
    await notification(CaseMessages.saved).first().waitFor();
    const stored = await eventually(
      async () => (await api.get<{ SalesItem: Record<string, unknown> | null }>(`/api/Case/Get?Id=${caseId}`)).body,
      (model) => model.SalesItem?.CarGuid === PLAIN.CarGuid,
    );
    expect(stored.SalesItem).toMatchObject({
      CarGuid: PLAIN.CarGuid,
      Color: COLOUR.Name,
      RegistrationNumber: PLAIN.RegistrationNumber,
      ChassisNumber: PLAIN.VehicleIdentificationNumber,
      IsFactoryNew: false,
    });
    expect(stored.SalesItem?.ProductionPeriodYearStart).toBe(PLAIN_PERIOD.StartYear);
    expect(stored.SalesItem?.ProductionPeriodYearEnd ?? null).toBe(PLAIN_PERIOD.EndYear);

    // A variant the catalogue lacks: requested from choose car specification, mailed to the provider.
    await tools.getByRole('button', { name: 'Vælg bilspecifikation', exact: true }).click();
    await specification.getByRole('button', { name: 'Anmod om ny variant', exact: true }).click();
    const request = page.getByTestId('request-variant-form');
    await request.getByRole('button', { name: 'Send', exact: true }).click();
    await request.getByText('Gear skal udfyldes.').waitFor();
    await field(request, 'Mærke').fill('Dacia');
    await field(request, 'Model').fill('Spring');
    await field(request, 'Årgang').fill('2024');
    await field(request, 'Variant').fill(NEW_VARIANT);
    await field(request, 'Motor').fill('Electric 65');
    await field(request, 'Effekt (hk)').fill('65');
    await choose(field(request, 'Drivmiddel'), 'El');
    await choose(field(request, 'Gear'), 'Automatisk');
    await field(request, 'Døre').fill('5');
    await field(request, 'Km/l').fill('0');
    await screenshot(page, 'vehicle-data-request-variant', { fullPage: false });
    await request.getByRole('button', { name: 'Send', exact: true }).click();
    await notification(variantRequestSent()).first().waitFor();
    await request.waitFor({ state: 'detached' });
    const mailbox = (await (await fetch(`${baseUrl()}/__local/mailbox?to=${encodeURIComponent(PROVIDER)}`)).json()) as { subject: string; text: string }[];
    expect(mailbox.some((mail) => mail.subject === `Ny variant: Dacia Spring ${NEW_VARIANT} (2024)` && mail.text.includes('Demo Biler Aarhus'))).toBe(true);
  });

  it("changes the case's car to another model of its make, with the equipment side by side, keeping the car's plate and colour", async () => {
    const plainVariant = sandboxVariants().find((variant) => variant.CarGuid === PLAIN.CarGuid)!;
    const otherModel = sandboxVariants().find((variant) => variant.Make === plainVariant.Make && variant.CarType === plainVariant.CarType && variant.Model !== plainVariant.Model)!.Model;
    await page.goto(`/Cases/Case/${caseId}`);
    await page.getByTestId('case-title').filter({ hasText: `Sag ${caseId}` }).waitFor();
    await page.getByRole('tab', { name: 'Bil', exact: true }).click();
    await page.getByTestId('car-tab-vehicle-tools').getByRole('button', { name: 'Skift model', exact: true }).click();
    const changeModel = page.getByRole('dialog', { name: 'Skift model' });
    await changeModel.getByRole('table', { name: 'Nuværende udstyr' }).waitFor();
    expect(await field(changeModel, 'Model').inputValue()).toBe(plainVariant.Model);

    await choose(field(changeModel, 'Model'), otherModel);
    const variants = changeModel.getByRole('table', { name: 'Varianter at skifte til' });
    const row = variants.getByRole('row').filter({ hasText: otherModel }).filter({ has: page.getByRole('button', { name: /^Vis udstyr/ }) }).first();
    await row.waitFor();
    const variantText = (await row.getByRole('cell').first().innerText()).trim();
    await row.getByRole('button', { name: /^Vis udstyr/ }).click();
    await changeModel.getByRole('table', { name: 'Udstyr på den valgte variant' }).waitFor();
    await screenshot(page, 'vehicle-data-change-model', { fullPage: false });
    await changeModel.getByRole('button', { name: 'Skift til valgt variant', exact: true }).click();
    await changeModel.waitFor({ state: 'detached' });
    await page.getByTestId('case-car').filter({ hasText: variantText }).waitFor();

    await page.getByRole('toolbar', { name: 'Handlinger' }).getByRole('button', { name: 'Gem', exact: true }).click();
    await notification(CaseMessages.saved).first().waitFor();
    const stored = await eventually(
      async () => (await api.get<{ SalesItem: Record<string, unknown> | null }>(`/api/Case/Get?Id=${caseId}`)).body,
      (model) => model.SalesItem?.Model === otherModel,
    );
    expect(stored.SalesItem).toMatchObject({ Make: plainVariant.Make, Model: otherModel, Variant: variantText, Color: COLOUR.Name, RegistrationNumber: PLAIN.RegistrationNumber, ChassisNumber: PLAIN.VehicleIdentificationNumber });
    expect(stored.SalesItem?.CarGuid).not.toBe(PLAIN.CarGuid);
  });
});
