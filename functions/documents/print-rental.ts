import { printRoute } from './print-document.ts';

/** The Rental document's print route (see print-document.ts). */
export const handler = printRoute('Rental');
