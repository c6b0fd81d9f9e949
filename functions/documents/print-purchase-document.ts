import { printRoute } from './print-document.ts';

/** The PurchaseDocument document's print route (see print-document.ts). */
export const handler = printRoute('PurchaseDocument');
