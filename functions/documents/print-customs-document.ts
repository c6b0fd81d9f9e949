import { printRoute } from './print-document.ts';

/** The CustomsDocument document's print route (see print-document.ts). */
export const handler = printRoute('CustomsDocument');
