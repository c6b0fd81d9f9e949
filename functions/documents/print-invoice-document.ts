import { printRoute } from './print-document.ts';

/** GET /api/PrintInvoiceDocument/PrintInvoiceDocument: the invoice basis (Fakturagrundlag) (see print-document.ts). */
export const handler = printRoute('InvoiceDocument');
