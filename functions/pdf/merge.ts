import { PDFDocument } from 'pdf-lib';
import { stripActiveContent } from './inert-pdf.ts';

/**
 * PDF files as documents: whether bytes are a PDF a reader can open (checked by content, never by a file name),
 * and appending one PDF's pages to another (a sales contract appendix as the contract's last pages).
 */
const PDF_HEADER = '%PDF-';

/** The number of pages when the bytes are a parseable, unencrypted PDF with pages; undefined otherwise. */
export const pdfPageCount = async (bytes: Uint8Array): Promise<number | undefined> => {
  if (!new TextDecoder('latin1').decode(bytes.subarray(0, PDF_HEADER.length)).startsWith(PDF_HEADER)) return undefined;
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    const pages = document.getPageCount();
    return pages > 0 ? pages : undefined;
  } catch {
    return undefined;
  }
};

/**
 * `main` with every page of `appendix` after its own, keeping main's Title and Author. The appendix's pages come
 * without what would act in a reader (see inert-pdf.ts), whenever the appendix was stored.
 */
export const appendPages = async (main: Uint8Array, appendix: Uint8Array, info: { title: string; author: string }): Promise<Uint8Array> => {
  const [document, extra] = await Promise.all([PDFDocument.load(main, { updateMetadata: false }), PDFDocument.load(appendix, { updateMetadata: false })]);
  stripActiveContent(extra);
  const pages = await document.copyPages(extra, extra.getPageIndices());
  for (const page of pages) document.addPage(page);
  document.setTitle(info.title);
  document.setAuthor(info.author);
  return document.save();
};
