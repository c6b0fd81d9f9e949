import { randomUUID } from 'node:crypto';
import { createJimp } from '@jimp/core';
import png from '@jimp/js-png';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api-client.ts';
import { launchBrowser, openPage, logIn } from './browser.ts';
import { screenshot } from './screen-checks.ts';

/**
 * The news and the support videos in the real SPA, in real Chromium, against the local cloud: the supplier's desk
 * (whose department holds can_edit_news) writes a news item with an author, a category, a formatted body and two
 * pictures with their captions, puts the second first, previews it as the server renders it, saves it and finds it
 * in the list; a salesman of a dealer (no can_edit_news) reads it in the dashboard's news widget beside the demo news,
 * finds no way to edit news anywhere, and watches a support video in the player.
 */
const RUN = randomUUID().slice(0, 8);
const SUBJECT = `Ny version ${RUN}`;
const Jimp = createJimp({ formats: [png] });

let browser: Browser;
let supplierContext: BrowserContext;
let readerContext: BrowserContext;
let supplier: Page;
let reader: Page;
/** The saved item's number, from the edit page's address. */
let newsId = '';

const drained = async (): Promise<void> => {
  await fetch(`${baseUrl()}/__local/drain`);
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
  it('the supplier writes, previews and publishes a news item with two captioned pictures in the order it chooses', async () => {
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

    const picture = async (color: number) => Buffer.from(await new Jimp({ width: 320, height: 200, color }).getBuffer('image/png'));
    await supplier.locator('input[type="file"]').setInputFiles([
      { name: 'kaffe.png', mimeType: 'image/png', buffer: await picture(0xaa5522ff) },
      { name: 'skrivebord.png', mimeType: 'image/png', buffer: await picture(0x2255aaff) },
    ]);
    await supplier.getByRole('textbox', { name: 'Billedtekst 2' }).waitFor();
    await supplier.getByRole('textbox', { name: 'Billedtekst 1' }).fill('Kaffen er klar');
    await supplier.getByRole('textbox', { name: 'Billedtekst 2' }).fill('Det nye skrivebord');
    // The desk goes first: its caption moves with it.
    await supplier.getByRole('button', { name: 'Flyt billede 2 til venstre' }).click();
    expect(await supplier.getByRole('textbox', { name: 'Billedtekst 1' }).inputValue()).toBe('Det nye skrivebord');
    expect(await supplier.getByRole('textbox', { name: 'Billedtekst 2' }).inputValue()).toBe('Kaffen er klar');
    await screenshot(supplier, 'news-edit');

    await supplier.getByRole('button', { name: 'Forhåndsvis' }).click();
    const preview = supplier.getByRole('dialog', { name: 'Forhåndsvisning' });
    await preview.getByRole('heading', { name: SUBJECT }).waitFor();
    await preview.getByText('Det nye skrivebord').waitFor();
    expect(await preview.locator('strong').first().textContent()).toContain('Læs dem her.');
    const previewText = (await preview.textContent()) ?? '';
    expect(previewText.indexOf('Det nye skrivebord')).toBeLessThan(previewText.indexOf('Kaffen er klar'));
    await screenshot(supplier, 'news-preview');
    await supplier.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    await supplier.getByRole('button', { name: 'Gem' }).click();
    await supplier.waitForURL(/\/Admin\/News\/Edit\/[1-9]\d*$/);
    await supplier.getByText('Nyheden er gemt').first().waitFor();
    await supplier.getByRole('heading', { name: 'Rediger nyhed' }).waitFor();
    expect(await supplier.getByRole('textbox', { name: 'Billedtekst 1' }).inputValue()).toBe('Det nye skrivebord');
    expect(await supplier.getByRole('textbox', { name: 'Billedtekst 2' }).inputValue()).toBe('Kaffen er klar');
    newsId = /\/Admin\/News\/Edit\/(\d+)$/.exec(supplier.url())![1]!;

    await drained();
    await menu(supplier).getByRole('link', { name: 'Nyheder' }).click();
    await supplier.getByRole('cell', { name: 'Prisskilte med QR-kode til bilens annonce', exact: true }).waitFor();
    await supplier.getByRole('textbox', { name: 'Fritekst' }).fill(RUN);
    // The free text is searched a moment after the typing stops: then only this run's item is left.
    await supplier.getByRole('cell', { name: 'Prisskilte med QR-kode til bilens annonce', exact: true }).waitFor({ state: 'detached' });
    await supplier.getByRole('cell', { name: SUBJECT, exact: true }).waitFor();
    await screenshot(supplier, 'news-list');
  });

  it('another dealer’s salesman reads it in the dashboard’s news widget, and finds no way to edit news anywhere', async () => {
    expect(newsId).not.toBe('');
    await drained();
    await logIn(reader, 'saelger@demo.dk');
    const widget = reader.getByRole('region', { name: 'Nyheder' });
    await widget.getByRole('button', { name: SUBJECT }).waitFor();
    // The demo news are there too, the pictured one with its thumbnail.
    await widget.getByRole('button', { name: 'Prisskilte med QR-kode til bilens annonce' }).waitFor();
    expect(await widget.locator('img').count()).toBeGreaterThanOrEqual(2);
    await screenshot(reader, 'news-dashboard-widget');

    await widget.getByRole('button', { name: SUBJECT }).click();
    const item = reader.getByRole('dialog', { name: SUBJECT });
    await item.getByText('Læs dem her.').waitFor();
    expect(await item.locator('strong').first().textContent()).toContain('Læs dem her.');
    expect(await item.getByText(`Redaktionen ${RUN}`, { exact: false }).count()).toBe(1);
    // Its pictures in the order the editor left them, with their captions.
    await item.getByRole('img', { name: 'Det nye skrivebord' }).waitFor();
    expect(await item.locator('figcaption').allTextContents()).toEqual(['Det nye skrivebord', 'Kaffen er klar']);
    expect(await item.getByRole('button', { name: /Rediger|Slet|Gem|Ny nyhed/ }).count()).toBe(0);
    await screenshot(reader, 'news-dashboard-item');
    await reader.keyboard.press('Escape');
    await item.waitFor({ state: 'hidden' });

    // Nothing on the dashboard, in the menu or at the news pages' own addresses lets a reader write.
    expect(await menu(reader).getByRole('link', { name: 'Nyheder' }).count()).toBe(0);
    expect(await reader.locator('a[href*="/Admin/News"]').count()).toBe(0);
    expect(await reader.getByRole('button', { name: /Ny nyhed|Rediger nyhed|Slet nyhed/ }).count()).toBe(0);
    for (const address of ['/Admin/News', `/Admin/News/Edit/${newsId}`]) {
      await reader.goto(address);
      await reader.getByRole('heading', { name: 'Ingen adgang' }).waitFor();
      expect(await reader.getByRole('button', { name: /^(Ny nyhed|Gem|Slet|Forhåndsvis)$/ }).count()).toBe(0);
      expect(await reader.getByRole('textbox', { name: 'Emne' }).count()).toBe(0);
    }
    await screenshot(reader, 'news-edit-refused');
  });

  it('a salesman watches a support video in the player', async () => {
    await reader.goto('/');
    await menu(reader).getByRole('link', { name: 'Supportvideoer' }).click();
    await reader.getByRole('heading', { name: 'Supportvideoer' }).waitFor();
    await reader.getByRole('button', { name: 'Opret en sag' }).click();
    const player = reader.getByRole('dialog', { name: 'Opret en sag' });
    await player.getByRole('img', { name: 'Plakat for Opret en sag' }).waitFor();
    await screenshot(reader, 'support-video-player');
  });
});
