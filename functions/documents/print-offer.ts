import { printRoute } from './print-document.ts';

/** The Offer document's print route (see print-document.ts). */
export const handler = printRoute('Offer');
