import { describe, expect, it } from 'vitest';
import { pdfTextString, setDocumentInfo } from './pdf-info.ts';
import { pdfInfo, pdfText } from './pdf-tools.test-support.ts';

/** A minimal one-page PDF with a classic xref table, the shape Chromium (Skia) writes. */
const minimalPdf = (): Uint8Array => {
  const content = 'BT /F1 24 Tf 72 720 Td (Hej verden) Tj ET';
  const objects = [
    "<</Title (Gammel titel)\n/Producer (Skia/PDF m153)\n/CreationDate (D:20260101120000+00'00')>>",
    '<</Type /Catalog /Pages 3 0 R>>',
    '<</Type /Pages /Kids [4 0 R] /Count 1>>',
    '<</Type /Page /Parent 3 0 R /MediaBox [0 0 595.92 841.92] /Contents 5 0 R /Resources <</Font <</F1 6 0 R>>>>>>',
    `<</Length ${content.length}>>\nstream\n${content}\nendstream`,
    '<</Type /Font /Subtype /Type1 /BaseFont /Helvetica>>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<</Size ${objects.length + 1}\n/Root 2 0 R\n/Info 1 0 R>>\nstartxref\n${xref}\n%%EOF`;
  return new TextEncoder().encode(body);
};

describe('setDocumentInfo', () => {
  it('sets Title and Author in Danish, keeps Producer and CreationDate, and leaves the content readable', async () => {
    const original = minimalPdf();
    const updated = setDocumentInfo(original, { title: 'Slutseddel – Århus', author: 'Bilhuset Ærø A/S' });

    expect(updated.subarray(0, original.length)).toEqual(original);
    const info = await pdfInfo(updated);
    expect(info.Title).toBe('Slutseddel – Århus');
    expect(info.Author).toBe('Bilhuset Ærø A/S');
    expect(info.Creator).toBe('DealerHub');
    expect(info.Producer).toBe('Skia/PDF m153');
    expect(info.CreationDate).toMatch(/2026/);
    expect(await pdfText(updated)).toBe('Hej verden');
  });

  it('refuses what is not a PDF with a classic trailer', () => {
    expect(() => setDocumentInfo(new TextEncoder().encode('<html></html>'), { title: 'x', author: 'y' })).toThrow();
  });
});

describe('pdfTextString', () => {
  it('writes UTF-16BE with a byte-order mark as a hex string', () => {
    expect(pdfTextString('Æø')).toBe('<FEFF00C600F8>');
    expect(pdfTextString('')).toBe('<FEFF>');
  });
});
