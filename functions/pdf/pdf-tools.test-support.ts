import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/**
 * Reads PDFs back with PDF.js (the parser of Firefox's reader), so tests check what a PDF reader sees rather than
 * what we think we wrote, and need no system tools.
 */
const open = async <T>(pdf: Uint8Array, read: (document: PDFDocumentProxy) => Promise<T>): Promise<T> => {
  // PDF.js takes ownership of the buffer it is given; a copy leaves the caller's bytes intact.
  const loading = getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    return await read(await loading.promise);
  } finally {
    await loading.destroy();
  }
};

const isTextItem = (item: object): item is TextItem => 'str' in item;

/**
 * The text a reader extracts, page by page in content order, with runs of whitespace collapsed to one space.
 * Pieces set apart on a line (a label and its value in another cell) or on another line are separated by a space,
 * as a reader copying the text would.
 */
export const pdfText = async (pdf: Uint8Array): Promise<string> => (await pdfPages(pdf)).join(' ');

/** The text of each page, as `pdfText` reads it. */
export const pdfPages = (pdf: Uint8Array): Promise<string[]> =>
  open(pdf, async (document) => {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      let text = '';
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let previous: { x: number; y: number; height: number } | undefined;
      for (const item of content.items) {
        if (!isTextItem(item)) continue;
        const x = item.transform[4] ?? 0;
        const y = item.transform[5] ?? 0;
        const height = Math.abs(item.height) || Math.abs(item.transform[3] ?? 0) || 1;
        const apart =
          previous !== undefined &&
          (Math.abs(y - previous.y) > previous.height / 2 || x - previous.x > previous.height * 0.2);
        text += (apart ? ' ' : '') + item.str + (item.hasEOL ? ' ' : '');
        previous = item.str === '' ? previous : { x: x + item.width, y, height };
      }
      pages.push(text.replace(/\s+/g, ' ').trim());
    }
    return pages;
  });

/** The document information as `pdfinfo` names it: Title, Author, Creator, Producer, CreationDate, Pages. */
export const pdfInfo = (pdf: Uint8Array): Promise<Record<string, string>> =>
  open(pdf, async (document) => {
    const { info } = (await document.getMetadata()) as { info: Record<string, unknown> };
    const entries = Object.entries(info).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return { ...Object.fromEntries(entries), Pages: String(document.numPages) };
  });

/** Names of the fonts embedded in the PDF (each font dictionary's BaseFont, e.g. `AAAAAA+Inter-Regular`). */
export const pdfFonts = async (pdf: Uint8Array): Promise<string[]> => {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const names = document.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object) => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font'))
    .map((font) => (font as PDFDict).get(PDFName.of('BaseFont')))
    .filter((name) => name instanceof PDFName)
    .map((name) => name.decodeText());
  return [...new Set(names)];
};

/** Width and height in points of every page's MediaBox. */
export const mediaBoxes = (pdf: Uint8Array): [number, number][] =>
  [...new TextDecoder('latin1').decode(pdf).matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map(
    (match) => [Number(match[1]), Number(match[2])],
  );
