import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchBrowser } from '../../tests/e2e/browser.ts';
import { SANDBOX_PARTNERS } from './sandbox-partners.ts';
import { startPartnerSandbox, type PartnerSandbox } from './server.ts';

// Real Chromium, a dealer page on one origin and the sandbox partner on another: the protocol as browsers run it.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

const protocolModule = fileURLToPath(new URL('../../web/src/features/offers/plugin-protocol.ts', import.meta.url));

/** The dealer's side as the case page runs it: the host connected to the frame, with a log the test reads. */
const HOST_SCRIPT = `
import { caseViewUrl, connectPluginFrame } from ${JSON.stringify(protocolModule)};
const frame = document.querySelector('iframe');
const messages = [];
const finance = [];
const notices = [];
const { host } = connectPluginFrame(frame, {
  pluginUrl: frame.src,
  log: (direction, message) => messages.push({ direction, message }),
  onFinanceData: (data) => finance.push(data),
  saveOffer: async () => { notices.push('save'); },
  reloadOffer: () => notices.push('reload'),
});
host.setCaseData({
  caseId: '1042',
  viewUrl: caseViewUrl(location.origin, '1042'),
  customer: { kind: 'private', applicant: { name: 'Mette Hansen' } },
  car: { make: 'Skoda', model: 'Octavia', price: 200000, firstRegistrationDate: '2022-03-01', mileage: 40000 },
  tradeInCar: null,
  isActive: true,
});
window.protocol = { messages, finance, notices, save: () => host.requestSave() };
`;

let browser: Browser;
let sandbox: PartnerSandbox;
let hostServer: Server;
let hostOrigin: string;
let pluginUrl = '';

beforeAll(async () => {
  const script = (await build({ stdin: { contents: HOST_SCRIPT, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, format: 'esm', write: false, logLevel: 'silent' })).outputFiles[0]!.text;
  hostServer = createServer((request, response) => {
    if (request.url === '/host.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(script);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="da"><body><h1>Sag 1042</h1><iframe title="Finansiering" src="${pluginUrl}" width="800" height="600"></iframe><script type="module" src="/host.js"></script></body></html>`);
  });
  // 127.0.0.1 and localhost are different origins: the dealer and the partner do not share one.
  await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  const address = hostServer.address();
  hostOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  sandbox = await startPartnerSandbox({ port: 0, hostOrigins: [hostOrigin] });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.stop();
  await new Promise<void>((resolve) => (hostServer ? hostServer.close(() => resolve()) : resolve()));
});

interface Logged { direction: 'in' | 'out'; message: Record<string, unknown> }
const protocolLog = (page: Page): Promise<Logged[]> => page.evaluate(() => (globalThis as unknown as { protocol: { messages: Logged[] } }).protocol.messages);

const openCase = async (url: string): Promise<{ page: Page; plugin: Frame }> => {
  pluginUrl = url;
  const page = await browser.newPage();
  await page.goto(`${hostOrigin}/`);
  const pluginFrame = (): Frame | undefined => page.frames().find((candidate) => candidate.url().startsWith(sandbox.origin));
  await expect.poll(() => pluginFrame() !== undefined).toBe(true);
  return { page, plugin: pluginFrame()! };
};

describe('a sandbox finance partner in a frame', () => {
  it('handshakes, gets the case, quotes from the credit rules, saves on request and tells of a status change', async () => {
    const fjordFinans = SANDBOX_PARTNERS[0]!;
    const { page, plugin } = await openCase(sandbox.pluginUrl(fjordFinans, 'offer-7'));

    await page.waitForFunction(() => (globalThis as unknown as { protocol?: { finance: unknown[] } }).protocol?.finance.length);
    const log = await protocolLog(page);
    expect(log.slice(0, 3).map(({ direction, message }) => [direction, message.type, message.name, message.status ?? null])).toEqual([
      ['in', 'request', 'handshake', null],
      ['out', 'response', 'handshake', 'ok'],
      ['out', 'event', 'caseData', null],
    ]);
    expect(log[1]!.message.version).toBe('2.7.0');
    expect((log[2]!.message.data as { viewUrl: string }).viewUrl).toBe(`${hostOrigin}/cases/case/1042`);
    // 200 000 kr., nothing down, Fjord Finans' car loan: 4,95 % over the 60 months the page starts with.
    const finance = await page.evaluate(() => (globalThis as unknown as { protocol: { finance: unknown[] } }).protocol.finance);
    // Besides the protocol's three figures, the loan's terms the finance contract states.
    expect(finance[0]).toEqual({
      downPayment: 0,
      monthlyPayment: expect.any(Number),
      profit: 0,
      termMonths: 60,
      interestRate: 4.95,
      annualPercentageRate: expect.any(Number),
      creditAmount: 200_000,
      totalCreditCost: expect.any(Number),
      totalRepayable: expect.any(Number),
      residualValue: 0,
    });
    await expect.poll(() => plugin.locator('#connection').textContent()).toBe('Forbundet til DealerHub (protokol 2.7.0)');
    expect(await plugin.locator('#quote').textContent()).toMatch(/^Ydelse [\d.]+,\d\d kr\. pr\. måned, ÅOP \d+,\d %/);

    const outcome = await page.evaluate(() => (globalThis as unknown as { protocol: { save: () => Promise<string> } }).protocol.save());
    expect(outcome).toBe('saved');
    const saved = (await (await fetch(`${sandbox.origin}${fjordFinans.path}api/offers/offer-7`)).json()) as { caseId: string; status: number };
    expect(saved).toMatchObject({ caseId: '1042', status: 0 });

    await plugin.locator('#status').selectOption('1');
    await plugin.getByRole('button', { name: 'Skift status' }).click();
    await page.waitForFunction(() => (globalThis as unknown as { protocol: { notices: string[] } }).protocol.notices.length === 2);
    expect(await page.evaluate(() => (globalThis as unknown as { protocol: { notices: string[] } }).protocol.notices)).toEqual(['save', 'reload']);
    const processing = (await (await fetch(`${sandbox.origin}${fjordFinans.path}api/offers/offer-7`)).json()) as { status: number; statusText: string };
    expect(processing).toMatchObject({ status: 1, statusText: 'Under behandling' });
    await page.close();
  });

  it('is refused with the protocol reason when it asks for a version the host does not speak', async () => {
    const { page, plugin } = await openCase(`${sandbox.pluginUrl(SANDBOX_PARTNERS[1]!, 'offer-8')}&version=3.0.0`);
    await expect.poll(() => plugin.locator('#connection').textContent(), { timeout: 30_000 }).toBe('Afvist: version not specified or not supported');
    expect((await protocolLog(page)).some(({ message }) => message.name === 'caseData')).toBe(false);
    await page.close();
  });
});
