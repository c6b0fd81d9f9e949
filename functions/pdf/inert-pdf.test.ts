import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ACTIVE_NAMES, activeNamesIn, activePdf } from './active-pdf.test-support.ts';
import { inertPdf } from './inert-pdf.ts';
import { appendPages } from './merge.ts';
import { pdfInfo, pdfText } from './pdf-tools.test-support.ts';

const plainPdf = async (text: string): Promise<Uint8Array> => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([595.28, 841.89]).drawText(text, { x: 50, y: 780, size: 14, font });
  return document.save();
};

describe('an uploaded PDF made inert', () => {
  it('the test file acts: every active name is in it', async () => {
    expect(await activeNamesIn(await activePdf('Bilag'))).toEqual([...ACTIVE_NAMES]);
  });

  it('keeps the pages and their text, and nothing that acts', async () => {
    const inert = await inertPdf(await activePdf('Garanti', 2));
    expect(await activeNamesIn(inert)).toEqual([]);
    expect(await pdfText(inert)).toBe('Garanti side 1 Garanti side 2');
    expect((await pdfInfo(inert)).Pages).toBe('2');
  });

  it('appends an appendix stored before it was made inert without what acts', async () => {
    const merged = await appendPages(await plainPdf('Slutseddel'), await activePdf('Bilag'), { title: 'Slutseddel 1', author: 'Demo' });
    expect(await activeNamesIn(merged)).toEqual([]);
    expect(await pdfText(merged)).toBe('Slutseddel Bilag side 1');
  });

  it('leaves an action hidden among a page’s resources behind as well', async () => {
    const document = await PDFDocument.load(await activePdf('Skjult'));
    const { context } = document;
    const page = document.getPage(0);
    const hidden = context.register(context.obj({ S: 'JavaScript', JS: 'app.alert(1)' }));
    page.node.Resources()!.set(PDFName.of('Skjult'), hidden);
    page.node.Resources()!.set(PDFName.of('Fil'), context.register(context.flateStream('<script></script>', { Type: 'EmbeddedFile' })));
    const inert = await inertPdf(await document.save());
    expect(await activeNamesIn(inert)).toEqual([]);
    expect(await pdfText(inert)).toBe('Skjult side 1');
  });
});
