import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';

/**
 * A PDF a dealer uploads (a sales contract appendix) is printed into contracts the buyer opens: only what it shows may
 * come along. Its pages keep their text and pictures; what would act when the contract is opened or clicked stays
 * behind: actions (the document's OpenAction, AA on pages, fields and annotations), document JavaScript, links,
 * attached files, forms and outlines.
 */

/** What a printed page is: its boxes, its resources and its content. Annotations, page actions and the rest go. */
const PRINTED_PAGE_KEYS = new Set(['Type', 'Parent', 'Resources', 'MediaBox', 'CropBox', 'BleedBox', 'TrimBox', 'ArtBox', 'Rotate', 'Contents', 'Group', 'UserUnit']);

/** Entries that start actions or carry scripts, links or files, wherever they are. */
const ACTIVE_KEYS = [
  'AA',
  'OpenAction',
  'A',
  'PA',
  'Next',
  'JS',
  'JavaScript',
  'URI',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'RF',
  'FS',
  'AcroForm',
  'XFA',
  'Annots',
  'Outlines',
  'Collection',
  'Threads',
].map(PDFName.of);

/** A stream's data read from another file. */
const EXTERNAL_STREAM_KEYS = ['F', 'FFilter', 'FDecodeParms'].map(PDFName.of);

/** Objects that are nothing but an action, an annotation or a file: emptied entirely. */
const ACTIVE_TYPES = new Set(['Action', 'Annot', 'Filespec', 'EmbeddedFile', 'FileAttachment']);
const ACTION_KINDS = new Set([
  'GoTo',
  'GoToR',
  'GoToE',
  'GoTo3DView',
  'Launch',
  'Thread',
  'URI',
  'Sound',
  'Movie',
  'Hide',
  'Named',
  'SubmitForm',
  'ResetForm',
  'ImportData',
  'JavaScript',
  'SetOCGState',
  'Rendition',
  'Trans',
  'RichMediaExecute',
]);

const nameOf = (dict: PDFDict, key: string): string | undefined => {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFName ? value.decodeText() : undefined;
};

const isActive = (dict: PDFDict): boolean =>
  ACTIVE_TYPES.has(nameOf(dict, 'Type') ?? '') || ACTION_KINDS.has(nameOf(dict, 'S') ?? '') || nameOf(dict, 'Subtype') === 'FileAttachment';

const clear = (dict: PDFDict): void => {
  for (const key of dict.keys()) dict.delete(key);
};

/** Strips one object and the direct objects inside it (indirect ones are visited on their own). */
const strip = (object: PDFObject): void => {
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) strip(item);
    return;
  }
  const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
  if (!dict) return;
  if (isActive(dict)) return clear(dict);
  for (const key of ACTIVE_KEYS) dict.delete(key);
  if (object instanceof PDFStream) for (const key of EXTERNAL_STREAM_KEYS) dict.delete(key);
  for (const [, value] of dict.entries()) strip(value);
};

/**
 * Strips a loaded document in place: every page down to what it prints, every object of what would act. Copy its
 * pages into another document afterwards (`copyPages`): only what the pages still reach is copied, so the catalog
 * (OpenAction, Names, AcroForm, outlines) and every object only an action or attachment named stay behind.
 */
export const stripActiveContent = (document: PDFDocument): void => {
  for (const page of document.getPages()) {
    for (const key of page.node.keys()) if (!PRINTED_PAGE_KEYS.has(key.decodeText())) page.node.delete(key);
  }
  for (const [ref, object] of document.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
    // An action, annotation or attached file object is replaced whole, so that not even a stream's bytes remain.
    if (dict && isActive(dict)) document.context.assign(ref, document.context.obj({}));
    else strip(object);
  }
};

/** The PDF's pages alone, in a new document, stripped of what would act (see above). */
export const inertPdf = async (pdf: Uint8Array): Promise<Uint8Array> => {
  const source = await PDFDocument.load(pdf, { updateMetadata: false });
  stripActiveContent(source);
  const inert = await PDFDocument.create({ updateMetadata: false });
  for (const page of await inert.copyPages(source, source.getPageIndices())) inert.addPage(page);
  return inert.save();
};
