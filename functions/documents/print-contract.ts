import { printRoute } from './print-document.ts';

/** GET /api/PrintContract/PrintContract: the sales contract (Slutseddel); printing sets ContractIsPrinted (see print-document.ts). */
export const handler = printRoute('Contract', 'Slutsedlen som PDF (forhåndsvisning, eller udskrift med RenderPdf=true).');
