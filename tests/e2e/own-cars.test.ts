import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarMessages } from '../../domain/cars/messages.ts';
import { sampleJpeg } from '../../functions/cars/pictures/picture-image.ts';
import { baseUrl, loggedIn, type ApiClient } from '../support/api-client.ts';
import { launchBrowser, openPage, logIn } from './browser.ts';
import { SCREENSHOTS } from './screen-checks.ts';

/**
 * The own-cars journey in the real SPA, in real Chromium, against the local cloud: a sales manager of Aarhus finds this
 * run's stock car with the filters, opens it, uploads two pictures and swaps them, shows the car internally only and
 * transfers it to Aalborg; Aalborg's sales manager sells it and finds it on the sold tab. Screenshots of the list with
 * its detail panel, the filter panel and the car page are kept in `.build/e2e-screenshots/` to look at.
 */
const MANAGER = 'salgschef@demo.dk'; // Sales manager of Demo Biler Aarhus: edits, sells and transfers cars
const AALBORG_MANAGER = 'salgschef.aalborg@demo.dk'; // Sales manager of Demo Biler Aalborg
const MARK = `E2E${Date.now().toString(36).toUpperCase()}`;
const TITLE = `Testmærke ${MARK} 1,0 Prøve`;

let browser: Browser;
let contexts: BrowserContext[] = [];
let page: Page;
let api: ApiClient;
let carId: string;

const shoot = (target: Page | ReturnType<Page['locator']>, name: string) => target.screenshot({ path: join(SCREENSHOTS, `own-cars-${name}.png`) });

const carRow = (on: Page) => on.locator('tbody tr[data-car-id]').filter({ hasText: MARK });
const panel = (on: Page) => on.getByRole('complementary', { name: 'Bilens detaljer' });

/** The list of this run's car by free text, looked for again until the read model has it. */
const findByText = async (on: Page): Promise<void> => {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await on.goto(`/Cars/OwnCars?reset=true`);
    await on.getByRole('heading', { name: 'Egne biler' }).waitFor();
    await on.getByRole('textbox', { name: 'Fritekst' }).fill(MARK);
    await on.getByRole('textbox', { name: 'Fritekst' }).press('Enter');
    if (await carRow(on).first().waitFor({ timeout: 3_000 }).then(() => true, () => false)) return;
  }
  throw new Error(`The car ${MARK} was never listed`);
};

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await fetch(`${baseUrl()}/__local/drain`).catch(() => undefined);
  api = await loggedIn(MANAGER);
  const created = await api.post<{ Id: string }>('/api/OwnCar/Create', {
    Make: 'Testmærke',
    Model: MARK,
    Variant: '1,0 Prøve',
    ModelYear: 2021,
    RegistrationDate: '2021-04-01',
    Mileage: 12_345,
    CashPrice: 150_000,
    RetailPrice: 149_000,
    FuelType: 'Electric',
    GearType: 'AutoShift',
    CarType: 1,
    RegistrationNumber: 'EE12345',
    ExtraEquipmentText: 'Varmepumpe',
    ChassisType: 'Hatchback',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  carId = created.body.Id;
  browser = await launchBrowser();
  const opened = await openPage(browser, baseUrl());
  contexts.push(opened.context);
  page = opened.page;
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  contexts = [];
  await browser?.close();
});

describe('the own-cars journey', () => {
  it('finds the car with the filters: free text, fuel and mileage', async () => {
    await logIn(page, MANAGER);
    await findByText(page);
    // Narrowed further by fuel and mileage, the car stays; a mileage above it leaves the list empty.
    await page.getByRole('combobox', { name: 'Drivmiddel' }).click();
    await page.getByRole('option', { name: 'El', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Km fra' }).fill('12000');
    await page.getByRole('textbox', { name: 'Km fra' }).press('Enter');
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('fuel=Electric');
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('MileageFrom=12000');
    await carRow(page).waitFor();
    expect(await carRow(page).count()).toBe(1);
    // Every column scrolls sideways with the rest: the spec pins none, and 'Type' does not name the car.
    expect(await page.locator('th[data-accessor="Type"]').getAttribute('data-pinned')).toBeNull();
    await shoot(page.getByRole('region', { name: 'Søg biler' }), 'filter-panel');

    await page.getByRole('textbox', { name: 'Km fra' }).fill('12346');
    await page.getByRole('textbox', { name: 'Km fra' }).press('Enter');
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('MileageFrom=12346');
    await page.getByText('Der er ingen biler, der passer til søgningen.').waitFor();
    await page.getByRole('textbox', { name: 'Km fra' }).fill('12345');
    await page.getByRole('textbox', { name: 'Km fra' }).press('Enter');
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('MileageFrom=12345');
    await carRow(page).waitFor({ timeout: 30_000 });
  });

  it('opens the car in the detail panel, with its prices and dates as a Dane writes them, and on its own page', async () => {
    await carRow(page).click();
    await panel(page).getByRole('heading', { name: TITLE }).waitFor();
    const text = await panel(page).innerText();
    expect(text).toContain('150.000 kr.');
    expect(text).toContain('01-04-2021');
    expect(text).toContain('12.345');

    await panel(page).getByRole('button', { name: 'Åbn bil' }).click();
    await page.waitForURL(new RegExp(`/Cars/OwnCars/Car/${carId}`));
    await page.getByRole('textbox', { name: /^Model/ }).first().waitFor();
    expect(await page.getByRole('textbox', { name: /^Model/ }).first().inputValue()).toBe(MARK);
    await shoot(page, 'car-page');
    await page.goBack();
    await carRow(page).waitFor();
  });

  it('opens the car on its ad type with #/selectadpackage, and changes the ad type only after a confirmation', async () => {
    await page.goto(`/Cars/OwnCars/Car/${carId}#/selectadpackage`);
    const choice = page.getByRole('region', { name: 'Annoncetype' });
    await choice.waitFor();
    // The focus is on the ad type's choice (its checked option).
    await expect.poll(() => choice.locator('input:focus').count(), { timeout: 10_000 }).toBe(1);
    await choice.getByText('Plus', { exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Skift annoncetype' });
    await question.getByText(/^Vil du (skifte|sætte) bilens annoncetype/).waitFor();
    await shoot(page, 'ad-type-confirmation');
    await question.getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(async () => (await api.get<{ AdType: number | null }>(`/api/OwnCarList/GetDetails/?id=${carId}`)).body.AdType, { timeout: 10_000 })
      .toBe(2);
    await findByText(page);
  });

  it('uploads two pictures, resized in the browser, and swaps them', async () => {
    await carRow(page).click();
    await panel(page).getByRole('heading', { name: TITLE }).waitFor();
    const [red, blue] = await Promise.all([sampleJpeg({ width: 1600, height: 900, rgb: [200, 40, 40] }), sampleJpeg({ width: 1200, height: 900, rgb: [40, 60, 200] })]);
    await panel(page)
      .getByLabel('Vælg billeder')
      .setInputFiles([
        { name: 'rød.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(red) },
        { name: 'blå.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(blue) },
      ]);
    await panel(page).getByRole('button', { name: 'Slet billede 2' }).waitFor({ timeout: 30_000 });
    const pictureIds = async () => (await api.get<{ CarPictures: { PictureId: string }[] }>(`/api/OwnCarList/GetDetails/?id=${carId}`)).body.CarPictures.map((picture) => picture.PictureId);
    await expect.poll(async () => (await pictureIds()).length, { timeout: 15_000 }).toBe(2);
    const before = await pictureIds();

    await panel(page).getByRole('button', { name: 'Flyt billede 1 til højre' }).click();
    await expect.poll(pictureIds, { timeout: 15_000 }).toEqual([before[1], before[0]]);
    // The gallery above the uploader follows: the first picture, shown large, is now the one moved forward.
    await expect.poll(() => panel(page).getByRole('img', { name: `${TITLE}, billede 1` }).first().getAttribute('src'), { timeout: 15_000 }).toContain(before[1]);
    await panel(page).getByRole('button', { name: 'Vis billede 2' }).waitFor();
    // Each picture is shown once in the panel (the uploader's thumbnails choose the large one), and the main
    // picture's badge is whole in the narrow panel.
    expect(await panel(page).locator('img').count()).toBe(3);
    const badge = panel(page).getByText('Hovedbillede', { exact: true });
    // Runs in the page; the tests are compiled without the DOM's types.
    const { scrollWidth, clientWidth } = await badge.evaluate((label) => {
      const box = label as unknown as { scrollWidth: number; clientWidth: number };
      return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth };
    });
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const [badgeBox, cardBox] = await Promise.all([badge.boundingBox(), panel(page).getByRole('listitem', { name: 'Billede 1' }).boundingBox()]);
    expect(badgeBox!.x + badgeBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    await panel(page).getByRole('button', { name: 'Vis billede 2' }).click();
    await expect.poll(() => panel(page).getByRole('img', { name: `${TITLE}, billede 2` }).first().getAttribute('src')).toContain(before[0]);
    await panel(page).getByRole('button', { name: 'Vis billede 1' }).click();
    await shoot(page, 'list-with-detail-panel');
    await shoot(panel(page), 'detail-panel');
  });

  it("shows the car internally only ('Visning er opdateret')", async () => {
    await page.getByRole('checkbox', { name: `Vælg bil ${TITLE}` }).check();
    await page.getByRole('button', { name: 'Vis internt' }).click();
    await page.getByRole('dialog', { name: 'Vis internt' }).getByRole('button', { name: 'OK' }).click();
    await page.getByText(CarMessages.viewUpdated).waitFor();
    await expect.poll(async () => (await carRow(page).innerText()).includes('Intern'), { timeout: 15_000 }).toBe(true);
  });

  it("transfers the car to Aalborg ('Bilen … er nu overført til …')", async () => {
    await carRow(page).click();
    await panel(page).getByRole('button', { name: 'Overfør' }).click();
    const dialog = page.getByRole('dialog', { name: 'Overfør bil til anden afdeling' });
    await dialog.getByRole('combobox', { name: 'Afdeling' }).click();
    await page.getByRole('option', { name: 'Demo Biler Aalborg' }).click();
    await dialog.getByRole('button', { name: 'Overfør' }).click();
    await page.getByRole('dialog', { name: 'Overfør bil' }).getByRole('button', { name: 'OK' }).click();
    await page.getByText(/er nu overført til Demo Biler Aalborg/).waitFor();
    await carRow(page).waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('is sold by Aalborg, and then is on the sold tab', async () => {
    const opened = await openPage(browser, baseUrl());
    contexts.push(opened.context);
    const aalborg = opened.page;
    await logIn(aalborg, AALBORG_MANAGER);
    await findByText(aalborg);
    expect(await carRow(aalborg).innerText()).toContain('Intern');
    await carRow(aalborg).click();
    await panel(aalborg).getByRole('heading', { name: TITLE }).waitFor();
    await panel(aalborg).getByRole('button', { name: 'Sælg bil' }).click();
    const sell = aalborg.getByRole('dialog', { name: 'Sælg bil' });
    await sell.getByRole('textbox', { name: 'Salgspris' }).fill('148000');
    await sell.getByRole('radio', { name: 'Detailpris' }).check();
    await sell.getByRole('button', { name: 'Sælg bil' }).click();
    await aalborg.getByRole('dialog', { name: 'Bilen er solgt' }).getByText(`${TITLE} er markeret som solgt.`).waitFor();
    await carRow(aalborg).waitFor({ state: 'detached', timeout: 15_000 });

    await aalborg.locator('label').filter({ hasText: /^Solgte$/ }).click();
    await aalborg.getByRole('heading', { name: 'Solgte biler' }).waitFor();
    await carRow(aalborg).waitFor({ timeout: 15_000 });
    const sold = await carRow(aalborg).innerText();
    expect(sold).toMatch(/\d{2}-\d{2}-\d{4}/);
    expect(sold).toContain('148.000');
  });
});
