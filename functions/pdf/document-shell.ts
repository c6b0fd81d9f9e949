import { interFontFaces } from './fonts/inter-font-data.ts';

/**
 * The HTML every document is printed from: Danish, UTF-8, the Inter font embedded as data URLs (it has æ, ø, å and,
 * through latin-ext, names like Škoda), and the shared print CSS. Documents are self-contained: the renderer blocks
 * every request that is not a data: URL.
 */

// Built once per container; `font-display: block` so no glyph is printed in a fallback font while Inter loads.
const fontFaces = interFontFaces
  .map(
    (face) => `@font-face {
  font-family: 'Inter';
  font-style: normal;
  font-weight: ${face.weight};
  font-display: block;
  src: url(data:font/woff2;base64,${face.woff2Base64}) format('woff2');
  unicode-range: ${face.unicodeRange};
}`,
  )
  .join('\n');

// Page size, margins and the page-number footer come from the renderer (page.pdf), so they are not set here.
const printCss = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body {
  margin: 0;
  font-family: 'Inter', sans-serif;
  font-size: 10pt;
  line-height: 1.4;
  color: #000;
  overflow-wrap: break-word;
}
h1 { font-size: 16pt; margin: 0 0 4mm; }
h2 { font-size: 12pt; margin: 5mm 0 2mm; }
h3 { font-size: 10pt; margin: 4mm 0 1mm; }
h1, h2, h3 { break-after: avoid; }
p { margin: 0 0 2mm; }
table { width: 100%; border-collapse: collapse; }
th, td { padding: 1mm 2mm; text-align: left; vertical-align: top; }
thead { display: table-header-group; }
tr, img, .keep-together { break-inside: avoid; }
.amount { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.page-break { break-before: page; }
`;

/** Text (or a figure) as it may stand in a print's HTML; nothing is shown for none. */
export const escapeHtml = (text: string | number | null | undefined): string =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface DocumentShellOptions {
  /** The document's title (also the PDF's Title). Plain text: it is escaped. */
  title: string;
  /** The document body as HTML, e.g. from `renderToStaticMarkup`. Trusted markup: inserted as is. */
  body: string;
  /** Extra CSS of one document type, after the shared print CSS. */
  styles?: string;
}

export const documentShell = ({ title, body, styles = '' }: DocumentShellOptions): string => `<!DOCTYPE html>
<html lang="da">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
${fontFaces}
${printCss}
${styles}
</style>
</head>
<body>
${body}
</body>
</html>`;
