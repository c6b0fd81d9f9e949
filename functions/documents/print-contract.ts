import { printRoute } from './print-document.ts';

/** The Contract document's print route (see print-document.ts). */
export const handler = printRoute('Contract');
