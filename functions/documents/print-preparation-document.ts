import { printRoute } from './print-document.ts';

/** The PreparationDocument document's print route (see print-document.ts). */
export const handler = printRoute('PreparationDocument');
