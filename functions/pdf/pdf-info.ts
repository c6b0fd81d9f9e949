/**
 * Sets the PDF's document information (Title, Author) by an incremental update: a new Info object, an xref section
 * for it and a trailer pointing back at Chromium's (`/Prev`). Chromium writes Title (from `<title>`), Creator and
 * Producer, but it has no way to write Author; an incremental update leaves every byte it wrote untouched.
 */

export interface DocumentInfo {
  title: string;
  author: string;
}

const latin1 = new TextDecoder('latin1');

/** A PDF text string as UTF-16BE with byte-order mark, written as a hex string: any Danish text, no escaping. */
export const pdfTextString = (text: string): string => {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
};

/** A literal string entry Chromium wrote (`/Producer (Skia/PDF m153)`), if it is a plain one. */
const literalEntry = (dictionary: string, name: string): string | undefined =>
  new RegExp(`/${name}\\s*(\\([^()\\\\]*\\))`).exec(dictionary)?.[1];

export const setDocumentInfo = (pdf: Uint8Array, info: DocumentInfo): Uint8Array => {
  // The file's tail holds `startxref <offset> %%EOF`; the trailer sits between the xref table and startxref.
  const tail = latin1.decode(pdf.subarray(Math.max(0, pdf.length - 4096)));
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  const trailerStart = tail.lastIndexOf('trailer');
  if (!startxref || trailerStart < 0) throw new Error('PDF without a classic trailer: cannot set its document info');
  const trailer = tail.slice(trailerStart, startxref.index);
  const size = /\/Size\s+(\d+)/.exec(trailer)?.[1];
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailer)?.[1];
  if (!size || !root) throw new Error('PDF trailer without /Size or /Root');
  const id = /\/ID\s*\[[^\]]*\]/.exec(trailer)?.[0];

  // Keep Chromium's Producer and dates from its Info dictionary (near the start of the file).
  const oldInfoRef = /\/Info\s+(\d+)\s+(\d+)\s+R/.exec(trailer);
  let kept = '';
  if (oldInfoRef) {
    const head = latin1.decode(pdf.subarray(0, Math.min(pdf.length, 8192)));
    const oldInfo = new RegExp(`(?:^|\\s)${oldInfoRef[1]}\\s+${oldInfoRef[2]}\\s+obj\\s*<<([\\s\\S]*?)>>\\s*endobj`).exec(head)?.[1];
    for (const name of ['Producer', 'CreationDate', 'ModDate']) {
      const value = oldInfo && literalEntry(oldInfo, name);
      if (value) kept += `/${name} ${value}\n`;
    }
  }

  const infoNumber = Number(size);
  const separator = pdf[pdf.length - 1] === 0x0a ? '' : '\n';
  const infoOffset = pdf.length + separator.length;
  const infoObject =
    `${infoNumber} 0 obj\n<</Title ${pdfTextString(info.title)}\n/Author ${pdfTextString(info.author)}\n` +
    `/Creator (DealerHub)\n${kept}>>\nendobj\n`;
  const xrefOffset = infoOffset + infoObject.length;
  const update =
    `${separator}${infoObject}xref\n${infoNumber} 1\n${String(infoOffset).padStart(10, '0')} 00000 n \n` +
    `trailer\n<</Size ${infoNumber + 1}\n/Root ${root}\n/Info ${infoNumber} 0 R\n/Prev ${startxref[1]}${id ? `\n${id}` : ''}>>\n` +
    `startxref\n${xrefOffset}\n%%EOF\n`;

  // Everything written is ASCII (strings are hex), so one character is one byte.
  const result = new Uint8Array(pdf.length + update.length);
  result.set(pdf, 0);
  result.set(new TextEncoder().encode(update), pdf.length);
  return result;
};
