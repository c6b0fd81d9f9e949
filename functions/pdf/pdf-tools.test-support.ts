import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Reads PDFs back with poppler-utils (`pdftotext`, `pdfinfo`, `pdffonts`; Debian package poppler-utils), so tests
 * check what a PDF reader sees rather than what we think we wrote.
 */
const withFile = <T>(pdf: Uint8Array, read: (path: string) => T): T => {
  const dir = mkdtempSync(join(tmpdir(), 'dealerhub-pdf-'));
  try {
    const path = join(dir, 'document.pdf');
    writeFileSync(path, pdf);
    return read(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const poppler = (tool: string, args: string[]): string => {
  try {
    return execFileSync(tool, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is missing: install poppler-utils (apt-get install -y poppler-utils)`, { cause: error });
    }
    throw error;
  }
};

/** The text a reader extracts, with runs of whitespace (line breaks) collapsed to one space. */
export const pdfText = (pdf: Uint8Array): string =>
  withFile(pdf, (path) => poppler('pdftotext', ['-enc', 'UTF-8', path, '-']))
    .replace(/\s+/g, ' ')
    .trim();

/** `pdfinfo` as a map: Title, Author, Pages, Page size, ... */
export const pdfInfo = (pdf: Uint8Array): Record<string, string> =>
  withFile(pdf, (path) =>
    Object.fromEntries(
      poppler('pdfinfo', ['-enc', 'UTF-8', path])
        .split('\n')
        .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
        .filter((match) => match !== null)
        .map((match) => [match[1] ?? '', match[2] ?? '']),
    ),
  );

/** Names of the fonts embedded in the PDF (`pdffonts`), e.g. `AAAAAA+Inter-Regular`. */
export const pdfFonts = (pdf: Uint8Array): string[] =>
  withFile(pdf, (path) =>
    poppler('pdffonts', [path])
      .split('\n')
      .slice(2)
      .map((line) => line.split(/\s+/)[0] ?? '')
      .filter(Boolean),
  );

/** Width and height in points of every page's MediaBox. */
export const mediaBoxes = (pdf: Uint8Array): [number, number][] =>
  [...new TextDecoder('latin1').decode(pdf).matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map(
    (match) => [Number(match[1]), Number(match[2])],
  );
