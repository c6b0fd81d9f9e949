import { printRoute } from './print-document.ts';

/** GET /api/PrintRental/PrintRental: the rental contract (Lejekontrakt) (see print-document.ts). */
export const handler = printRoute('Rental', 'Lejekontrakten som PDF (forhåndsvisning, eller udskrift med RenderPdf=true).');
