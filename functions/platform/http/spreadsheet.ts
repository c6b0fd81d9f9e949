import writeExcelFile from 'write-excel-file/node';
import type { Cell } from 'write-excel-file/node';
import { respond, type HttpResponse } from './response';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SpreadsheetValue = string | number | Date | boolean | null | undefined;

/** One column of an export: its Danish header and how a row fills it; dates and amounts keep a spreadsheet type. */
export interface SpreadsheetColumn<Row> {
  header: string;
  value: (row: Row) => SpreadsheetValue;
  /** Width in characters. */
  width?: number;
  /** Excel number format, e.g. '#,##0' for kroner or 'dd-mm-yyyy' for dates. */
  format?: string;
}

const cellOf = (value: SpreadsheetValue, format: string | undefined): Cell => {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return { value, type: Date, format: format ?? 'dd-mm-yyyy' };
  if (typeof value === 'number') return format ? { value, type: Number, format } : value;
  return value;
};

/** The rows as an .xlsx workbook with one sheet, headers in bold on the first row. */
export const spreadsheetBytes = async <Row>(
  sheet: string,
  columns: readonly SpreadsheetColumn<Row>[],
  rows: readonly Row[],
): Promise<Uint8Array> => {
  const header = columns.map((column): Cell => ({ value: column.header, fontWeight: 'bold' }));
  const data = rows.map((row) => columns.map((column) => cellOf(column.value(row), column.format)));
  const buffer = await writeExcelFile([header, ...data], {
    sheet,
    columns: columns.map((column) => ({ width: column.width ?? 16 })),
    stickyRowsCount: 1,
  }).toBuffer();
  return new Uint8Array(buffer);
};

/** A download of the rows as `{fileName}.xlsx`; the name is kept to safe characters for the header. */
export const spreadsheetResponse = async <Row>(
  fileName: string,
  sheet: string,
  columns: readonly SpreadsheetColumn<Row>[],
  rows: readonly Row[],
): Promise<HttpResponse> => {
  const safeName = fileName.replace(/[^A-Za-z0-9._-]+/g, '-');
  return respond(200, await spreadsheetBytes(sheet, columns, rows), {
    headers: {
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${safeName}.xlsx"`,
    },
  });
};
