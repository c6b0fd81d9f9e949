import { closeBrowser, sharedBrowser } from '../functions/pdf/browser.ts';
import { renderPdf } from '../functions/pdf/renderer.ts';
import { caseDocumentHtml } from '../functions/pdf/templates/case-documents.tsx';
import { sampleModel, sampleOptions } from '../functions/pdf/templates/document-sample.ts';
import { ms, percentile, timed } from './stats.ts';

/**
 * The contract (Slutseddel) PDF: our renderer (`renderPdf`: a page of the warm browser, JavaScript off, external
 * requests blocked, footer, document info) against a bare `page.pdf()` of the same HTML on the same browser, cold (the
 * browser launched first, as in a new Lambda container) and warm, interleaved so that both see the same load.
 * The template itself (React to HTML, fonts embedded) is timed apart.
 */
const contractHtml = () => caseDocumentHtml('Contract', sampleModel, sampleOptions('Contract'));

const barePdf = async (html: string): Promise<Uint8Array> => {
  const page = await (await sharedBrowser()).newPage();
  try {
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({ format: 'A4', printBackground: true });
  } finally {
    await page.close();
  }
};

export async function contractPdf(rounds: number): Promise<string[]> {
  const templateTimes: number[] = [];
  let built = contractHtml();
  for (let round = 0; round < rounds; round += 1) templateTimes.push(await timed(async () => (built = contractHtml())));
  const { html, title } = built;
  const options = { title, author: sampleModel.dealer.Name };

  await closeBrowser();
  const coldRenderer = await timed(() => renderPdf(html, options));
  await closeBrowser();
  const coldBare = await timed(() => barePdf(html));

  const renderer: number[] = [];
  const bare: number[] = [];
  let bytes = 0;
  for (let round = -3; round < rounds; round += 1) {
    const r = await timed(async () => (bytes = (await renderPdf(html, options)).length));
    const b = await timed(() => barePdf(html));
    if (round < 0) continue; // warm-up
    renderer.push(r);
    bare.push(b);
  }
  await closeBrowser();

  const row = (name: string, values: number[]) =>
    `${name.padEnd(38)} p50 ${ms(percentile(values, 50)).padStart(10)}  p99 ${ms(percentile(values, 99)).padStart(10)}`;
  return [
    `Contract PDF (Slutseddel, ${(bytes / 1024).toFixed(0)} KiB, ${rounds} warm rounds, interleaved)`,
    row('template (React → HTML)', templateTimes),
    `${'cold: renderPdf (launch + render)'.padEnd(38)} ${ms(coldRenderer).padStart(14)}`,
    `${'cold: bare page.pdf (launch + render)'.padEnd(38)} ${ms(coldBare).padStart(14)}`,
    `${row('warm: renderPdf', renderer)}  ratio p50 ${(percentile(renderer, 50) / percentile(bare, 50)).toFixed(2)}×`,
    row('warm: bare page.pdf', bare),
  ];
}
