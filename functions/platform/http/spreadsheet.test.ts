import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE, spreadsheetBytes, spreadsheetResponse, type SpreadsheetColumn } from './spreadsheet';

interface Car {
  make: string;
  price: number;
  delivered?: Date;
}

const columns: SpreadsheetColumn<Car>[] = [
  { header: 'Mærke', value: (car) => car.make },
  { header: 'Pris', value: (car) => car.price, format: '#,##0' },
  { header: 'Leveret', value: (car) => car.delivered },
];

describe('spreadsheet export', () => {
  it('writes a workbook a reader opens with the headers, texts, amounts and dates as written', async () => {
    const bytes = await spreadsheetBytes('Biler', columns, [
      { make: 'Škoda Æøå', price: 189_950, delivered: new Date(Date.UTC(2026, 10, 3)) },
      { make: 'Volvo', price: 0 },
    ]);
    const rows = await readSheet(Buffer.from(bytes));
    expect(rows[0]).toEqual(['Mærke', 'Pris', 'Leveret']);
    expect(rows[1]?.[0]).toBe('Škoda Æøå');
    expect(rows[1]?.[1]).toBe(189_950);
    const delivered = rows[1]?.[2];
    expect(delivered instanceof Date && delivered.toISOString()).toBe('2026-11-03T00:00:00.000Z');
    expect(rows[2]?.slice(0, 2)).toEqual(['Volvo', 0]);
    expect(rows).toHaveLength(3);
  });

  it('answers a download with the spreadsheet type and a header-safe file name', async () => {
    const response = await spreadsheetResponse('egne biler "2026"\r\n', 'Biler', columns, []);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="egne-biler-2026-.xlsx"');
    expect(response.body).toBeInstanceOf(Uint8Array);
  });
});
