import { describe, expect, it } from 'vitest';
import { documentShell } from './document-shell.ts';
import { interFontFaces } from './fonts/inter-font-data.ts';
import { interFaceSources, readInterFace } from './fonts/inter-font-source.ts';

describe('documentShell', () => {
  const html = documentShell({ title: 'Slutseddel <Ærø & Co>', body: '<p>Æblegrød</p>', styles: '.logo { width: 30mm; }' });

  it('is a Danish UTF-8 document with the escaped title, the body and the document styles', () => {
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="da">/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>Slutseddel &lt;Ærø &amp; Co&gt;</title>');
    expect(html).toContain('<body>\n<p>Æblegrød</p>\n</body>');
    expect(html.indexOf('.logo { width: 30mm; }')).toBeGreaterThan(html.indexOf('font-family: \'Inter\', sans-serif'));
  });

  it('embeds Inter regular and bold, latin and latin-ext, as data URLs and refers to nothing outside', () => {
    const faces = [...html.matchAll(/@font-face \{[^}]*font-weight: (\d+);[^}]*src: url\(data:font\/woff2;base64,[A-Za-z0-9+/=]+\)/g)];
    expect(faces.map((face) => face[1])).toEqual(['400', '400', '700', '700']);
    expect(html).not.toMatch(/https?:|url\((?!data:)/);
  });
});

describe('the embedded Inter font data', () => {
  it('equals the installed @fontsource/inter (regenerate with fonts/generate-inter-font-data.ts)', () => {
    expect(interFontFaces).toEqual(interFaceSources.map(readInterFace));
  });

  it('covers æ, ø, å (latin) and Š (latin-ext)', () => {
    const covers = (range: string, codePoint: number): boolean =>
      range.split(',').some((part) => {
        const [from, to = from] = part.replace('U+', '').split('-').map((hex) => Number.parseInt(hex, 16));
        return codePoint >= (from ?? Infinity) && codePoint <= (to ?? -Infinity);
      });
    for (const letter of ['æ', 'ø', 'å', 'Æ', 'Ø', 'Å', 'Š', '–']) {
      const codePoint = letter.codePointAt(0) ?? 0;
      for (const weight of [400, 700]) {
        expect(interFontFaces.some((face) => face.weight === weight && covers(face.unicodeRange, codePoint))).toBe(true);
      }
    }
  });
});
