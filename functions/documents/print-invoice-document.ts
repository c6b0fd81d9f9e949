import { printRoute } from './print-document.ts';

/** The InvoiceDocument document's print route (see print-document.ts). */
export const handler = printRoute('InvoiceDocument');
