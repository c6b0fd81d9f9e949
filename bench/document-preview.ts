import { PDFDocument } from 'pdf-lib';
import type { LocalCloud } from '../local/cloud.ts';
import { anyUserExists, seedDemoData } from '../local/demo-data.ts';
import { caseDecider, ownCase } from '../domain/cases/decider.ts';
import { caseStreamId } from '../functions/cases/case-commands.ts';
import { documentModel } from '../functions/documents/document-data.ts';
import { load } from '../functions/platform/command-handler.ts';
import { EventStore } from '../functions/platform/event-store.ts';
import { closeBrowser, sharedBrowser } from '../functions/pdf/browser.ts';
import { caseDocumentHtml } from '../functions/pdf/templates/case-documents.tsx';
import { sampleOptions } from '../functions/pdf/templates/document-sample.ts';
import { ApiClient } from '../tests/support/api-client.ts';
import { ms, percentile, timed } from './stats.ts';

/**
 * A one-page document preview (the offer, RenderPdf=false) as the document modal asks for it: over HTTP through the
 * real route, logged in (session, case from the event store, read models, template, render, preview stored, answer),
 * cold (Chromium launched by the request, as in a new container) and warm, against a bare `page.pdf()` of the same
 * HTML on the same browser, interleaved so that both see the same load. Target: warm p50 under 500 ms.
 */
const barePdf = async (html: string): Promise<Uint8Array> => {
  const page = await (await sharedBrowser()).newPage();
  try {
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({ format: 'A4', printBackground: true });
  } finally {
    await page.close();
  }
};

export async function documentPreview(cloud: LocalCloud, rounds: number): Promise<string[]> {
  if (!(await anyUserExists())) await seedDemoData();
  await cloud.poller.drain(10 * 60_000);
  const salesman = new ApiClient(cloud.baseUrl);
  const login = await salesman.login('saelger@demo.dk');
  if (login.status !== 200) throw new Error(`Login failed: ${login.status}`);
  const customers = await salesman.get<{ List: { Id: string }[] }>('/api/typeaheadcustomers/lookup?searchText=&count=1');
  const saved = await salesman.post<string>('/api/case/save', {
    CustomerId: customers.body.List[0]?.Id ?? null,
    HasSwapPriceAgreement: false,
    SalesItem: { Title: 'Škoda Octavia Combi 1.5 TSI', RegistrationNumber: 'AB12345', Mileage: 45_000, ModelYear: 2021, SalesItemPriceWithVat: 189_900, IsFactoryNew: false },
  });
  if (saved.status !== 200) throw new Error(`Saving the case failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  const caseId = saved.body;

  const path = `/api/PrintOffer/PrintOffer?CaseId=${caseId}&RenderPdf=false&Template=WithoutPicture`;
  let last = new Uint8Array();
  const preview = async () => {
    const response = await fetch(`${cloud.baseUrl}${path}`, { headers: { cookie: [...salesman.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } });
    const body = new Uint8Array(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`Preview failed: ${response.status} ${new TextDecoder().decode(body)}`);
    last = body;
  };

  // The same HTML the route prints, for the bare baseline.
  const { state } = await load(new EventStore(), caseDecider, caseStreamId(caseId));
  const model = await documentModel(ownCase(state, '101'));
  const { html } = caseDocumentHtml('Offer', model, sampleOptions('Offer', { template: 'WithoutPicture' }));

  await closeBrowser();
  const coldRoute = await timed(preview);
  await closeBrowser();
  const coldBare = await timed(() => barePdf(html));

  const route: number[] = [];
  const bare: number[] = [];
  for (let round = -3; round < rounds; round += 1) {
    const r = await timed(preview);
    const b = await timed(() => barePdf(html));
    if (round < 0) continue; // warm-up
    route.push(r);
    bare.push(b);
  }
  await closeBrowser();
  const pages = (await PDFDocument.load(last)).getPageCount();

  const row = (name: string, values: number[]) =>
    `${name.padEnd(38)} p50 ${ms(percentile(values, 50)).padStart(10)}  p99 ${ms(percentile(values, 99)).padStart(10)}`;
  return [
    `Document preview (offer, ${pages} page${pages === 1 ? '' : 's'}, ${(last.length / 1024).toFixed(0)} KiB, over HTTP through /api/PrintOffer/PrintOffer, ${rounds} warm rounds, interleaved; target warm p50 < 500 ms)`,
    `${'cold: preview route (launch + render)'.padEnd(38)} ${ms(coldRoute).padStart(14)}`,
    `${'cold: bare page.pdf (launch + render)'.padEnd(38)} ${ms(coldBare).padStart(14)}`,
    `${row('warm: preview route', route)}  ratio p50 ${(percentile(route, 50) / percentile(bare, 50)).toFixed(2)}×`,
    row('warm: bare page.pdf', bare),
  ];
}
