import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, sharedBrowser } from './browser.ts';
import { documentShell } from './document-shell.ts';
import { mediaBoxes, pdfFonts, pdfInfo, pdfText } from './pdf-tools.test-support.ts';
import { renderPdf } from './renderer.ts';

// Real Chromium from @sparticuz/chromium, one browser for the whole file (plus one relaunch after the crash test).
const danish = 'Slutseddel – Bil: Škoda Octavia, pris 123.456,50 kr. Æblegrød, Øresund, Århus';
const author = 'Bilhuset Ærø A/S';

const document = (title: string, body: string): string => documentShell({ title, body });

describe('renderPdf', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await sharedBrowser();
  }, 120_000);
  afterAll(async () => {
    await closeBrowser();
  });

  it('prints Danish text as selectable text in the embedded Inter font, on A4, with title and author', async () => {
    const pdf = await renderPdf(document('Slutseddel 1001', `<h1>Slutseddel</h1><p>${danish}</p>`), {
      title: 'Slutseddel 1001 – Øster Bil',
      author,
    });

    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    const [box, ...more] = mediaBoxes(pdf);
    expect(more).toEqual([]);
    expect(box?.[0]).toBeGreaterThanOrEqual(595);
    expect(box?.[0]).toBeLessThan(596);
    expect(box?.[1]).toBeGreaterThanOrEqual(841);
    expect(box?.[1]).toBeLessThan(842);
    expect(await pdfText(pdf)).toContain(danish);
    const info = await pdfInfo(pdf);
    expect(info.Title).toBe('Slutseddel 1001 – Øster Bil');
    expect(info.Author).toBe(author);
    expect(info.Producer).toMatch(/^Skia\/PDF/);
    expect(info.Pages).toBe('1');
    // The text is set in Inter (regular and bold), not in a fallback font.
    expect((await pdfFonts(pdf)).filter((font) => /Inter/.test(font)).length).toBeGreaterThanOrEqual(2);
  });

  it('numbers the pages in the footer and prints landscape when asked', async () => {
    const body = '<p>Første side</p><p class="page-break">Anden side</p><p class="amount">1.234.567,00 kr.</p>';
    const portrait = await renderPdf(document('Tilbud', body), { title: 'Tilbud', author });
    const text = await pdfText(portrait);
    expect(text).toContain('Side 1 af 2');
    expect(text).toContain('Side 2 af 2');
    expect(text).toContain('1.234.567,00 kr.');

    const landscape = await renderPdf(document('Prisskilt', '<h1>Prisskilt</h1>'), {
      title: 'Prisskilt',
      author,
      landscape: true,
    });
    const [box] = mediaBoxes(landscape);
    expect(Math.floor(box?.[0] ?? 0)).toBe(841);
    expect(Math.floor(box?.[1] ?? 0)).toBe(595);
  });

  it('prints again on the warm browser without relaunching it', async () => {
    const browser = await sharedBrowser();
    const pid = browser.process()?.pid;
    const first = await renderPdf(document('Første', '<p>Første udskrift</p>'), { title: 'Første', author });
    const second = await renderPdf(document('Anden', '<p>Anden udskrift</p>'), { title: 'Anden', author });

    expect(await pdfText(first)).toContain('Første udskrift');
    expect(await pdfText(second)).toContain('Anden udskrift');
    expect(await sharedBrowser()).toBe(browser);
    expect(browser.process()?.pid).toBe(pid);
    // Every render closed its page: only the initial blank tab is left.
    expect((await browser.pages()).length).toBeLessThanOrEqual(1);
  });

  it('renders four documents at once, each with its own content', async () => {
    const names = ['Aalborg', 'Æbeltoft', 'Østerbro', 'Ålborg Øst'];
    const pdfs = await Promise.all(
      names.map((name) => renderPdf(document(name, `<p>Afdeling ${name}</p>`), { title: name, author })),
    );

    for (const [index, pdf] of pdfs.entries()) {
      expect(await pdfText(pdf)).toContain(`Afdeling ${names[index]}`);
      expect((await pdfInfo(pdf)).Title).toBe(names[index]);
    }
    expect((await (await sharedBrowser()).pages()).length).toBeLessThanOrEqual(1);
  });

  describe('with a web server a document tries to reach', () => {
    let server: Server;
    let requests = 0;
    beforeAll(async () => {
      server = createServer((_request, response) => {
        requests += 1;
        response.writeHead(200, { 'content-type': 'text/css' }).end('body { color: red; }');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it('blocks every request that is not inline data, and still prints', async () => {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const html = documentShell({
        title: 'Ekstern',
        styles: `@import url('${origin}/import.css');`,
        body:
          `<link rel="stylesheet" href="${origin}/style.css"><img src="${origin}/bil.png">` +
          `<iframe src="${origin}/frame"></iframe><script src="${origin}/script.js"></script>` +
          '<img alt="prik" src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==">' +
          '<p>Kun indlejret indhold</p>',
      });

      const pdf = await renderPdf(html, { title: 'Ekstern', author });

      expect(await pdfText(pdf)).toContain('Kun indlejret indhold');
      expect(requests).toBe(0);
    });
  });

  it('relaunches the browser after it crashed', async () => {
    const crashed = await sharedBrowser();
    crashed.process()?.kill('SIGKILL');
    await new Promise<void>((resolve) => (crashed.connected ? crashed.once('disconnected', () => resolve()) : resolve()));

    const pdf = await renderPdf(document('Efter nedbrud', '<p>Efter nedbrud</p>'), { title: 'Efter nedbrud', author });

    expect(await pdfText(pdf)).toContain('Efter nedbrud');
    expect(await sharedBrowser()).not.toBe(crashed);
  }, 120_000);
});
