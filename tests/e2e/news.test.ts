import { randomUUID } from 'node:crypto';
import { createJimp } from '@jimp/core';
import png from '@jimp/js-png';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD } from '../support/api-client.ts';
import { launchBrowser, openPage } from './browser.ts';
import { screenshot } from './screen-checks.ts';

/**
 * The news and the support videos in the real SPA, in real Chromium, against the local cloud: the supplier's desk
 * (whose department holds can_edit_news) writes a news item with an author, a category, a formatted body and a picture
 * with its caption, previews it as the server renders it, saves it and finds it in the list; a salesman of a dealer
 * reads it among the latest news and watches a support video in the player.
 */
const RUN = randomUUID().slice(0, 8);
const SUBJECT = `Ny version ${RUN}`;
const Jimp = createJimp({ formats: [png] });

let browser: Browser;
let supplierContext: BrowserContext;
let readerContext: BrowserContext;
let supplier: Page;
let reader: Page;

const drained = async (): Promise<void> => {
  await fetch(`${baseUrl()}/__local/drain`);
};

const logIn = async (page: Page, username: string): Promise<void> => {
  await page.goto('/');
  await page.getByLabel(/^Brugernavn/).fill(username);
  await page.getByLabel(/^Adgangskode/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
  await page.getByRole('navigation', { name: 'Hovedmenu' }).waitFor();
};

const menu = (page: Page) => page.getByRole('navigation', { name: 'Hovedmenu' });

beforeAll(async () => {
  await drained().catch(() => undefined);
  browser = await launchBrowser();
  ({ context: supplierContext, page: supplier } = await openPage(browser, baseUrl()));
  ({ context: readerContext, page: reader } = await openPage(browser, baseUrl()));
});

afterAll(async () => {
  await supplierContext?.close();
  await readerContext?.close();
  await browser?.close();
});

describe('news', () => {
  it('the supplier writes, previews and publishes a news item with a picture and a caption', async () => {
    await logIn(supplier, 'support@dealerhub.example.dk');
    await menu(supplier).getByRole('link', { name: 'Nyheder' }).click();
    await supplier.getByRole('heading', { name: 'Nyheder', level: 1 }).waitFor();
    await supplier.getByRole('button', { name: 'Ny nyhed' }).click();
    await supplier.getByRole('heading', { name: 'Ny nyhed' }).waitFor();

    await supplier.getByRole('textbox', { name: 'Ny forfatter' }).fill(`Redaktionen ${RUN}`);
    await supplier.getByRole('button', { name: 'Tilføj' }).first().click();
    await expect.poll(() => supplier.getByRole('combobox', { name: 'Forfatter' }).inputValue()).toBe(`Redaktionen ${RUN}`);
    await supplier.getByRole('textbox', { name: 'Ny kategori' }).fill(`Drift ${RUN}`);
    await supplier.getByRole('button', { name: 'Tilføj' }).nth(1).click();
    await expect.poll(() => supplier.getByRole('combobox', { name: 'Kategori' }).inputValue()).toBe(`Drift ${RUN}`);

    await supplier.getByRole('textbox', { name: 'Emne' }).fill(SUBJECT);
    const body = supplier.getByRole('textbox', { name: 'Tekst' });
    await body.click();
    await supplier.keyboard.type('DealerHub har fået nye nyheder.');
    await supplier.getByRole('button', { name: 'Fed' }).click();
    await supplier.keyboard.type(' Læs dem her.');

    const picture = Buffer.from(await new Jimp({ width: 320, height: 200, color: 0x2255aaff }).getBuffer('image/png'));
    await supplier.locator('input[type="file"]').setInputFiles({ name: 'nyhed.png', mimeType: 'image/png', buffer: picture });
    await supplier.getByRole('textbox', { name: 'Billedtekst 1' }).fill('Det nye skrivebord');
    await screenshot(supplier, 'news-edit');

    await supplier.getByRole('button', { name: 'Forhåndsvis' }).click();
    const preview = supplier.getByRole('dialog', { name: 'Forhåndsvisning' });
    await preview.getByRole('heading', { name: SUBJECT }).waitFor();
    await preview.getByText('Det nye skrivebord').waitFor();
    expect(await preview.locator('strong').first().textContent()).toContain('Læs dem her.');
    await screenshot(supplier, 'news-preview');
    await supplier.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    await supplier.getByRole('button', { name: 'Gem' }).click();
    await supplier.waitForURL(/\/Admin\/News\/Edit\/[1-9]\d*$/);
    await supplier.getByText('Nyheden er gemt').first().waitFor();
    await supplier.getByRole('heading', { name: 'Rediger nyhed' }).waitFor();
    expect(await supplier.getByRole('textbox', { name: 'Billedtekst 1' }).inputValue()).toBe('Det nye skrivebord');

    await drained();
    await menu(supplier).getByRole('link', { name: 'Nyheder' }).click();
    await supplier.getByRole('textbox', { name: 'Fritekst' }).fill(RUN);
    await supplier.getByRole('cell', { name: SUBJECT, exact: true }).waitFor();
    await screenshot(supplier, 'news-list');
  });

  it('another dealer’s salesman reads it among the latest news, and watches a support video', async () => {
    await logIn(reader, 'saelger@demo.dk');
    const latest = await reader.evaluate(async () => (await fetch('/api/news/latest?count=20', { headers: { accept: 'application/json' } })).json());
    expect((latest as { Subject: string; Body: string }[]).find((news) => news.Subject === SUBJECT)?.Body).toContain('<strong>');
    expect(await menu(reader).getByRole('link', { name: 'Nyheder' }).count()).toBe(0);

    await menu(reader).getByRole('link', { name: 'Supportvideoer' }).click();
    await reader.getByRole('heading', { name: 'Supportvideoer' }).waitFor();
    await reader.getByRole('button', { name: 'Opret en sag' }).click();
    const player = reader.getByRole('dialog', { name: 'Opret en sag' });
    await player.getByRole('img', { name: 'Plakat for Opret en sag' }).waitFor();
    await screenshot(reader, 'support-video-player');
  });
});
