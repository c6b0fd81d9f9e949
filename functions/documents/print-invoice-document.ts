import { printRoute } from './print-document.ts';

/** GET /api/PrintInvoiceDocument/PrintInvoiceDocument: the invoice basis (Fakturagrundlag) (see print-document.ts). */
export const handler = printRoute('InvoiceDocument', 'Fakturagrundlaget som PDF (forhåndsvisning, eller udskrift med RenderPdf=true).');
