import { printRoute } from './print-document.ts';

/** The TestDrive document's print route (see print-document.ts). */
export const handler = printRoute('TestDrive');
