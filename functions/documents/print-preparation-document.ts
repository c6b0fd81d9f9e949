import { printRoute } from './print-document.ts';

/** GET /api/PrintPreparationDocument/PrintPreparationDocument: the preparation document (Klargøring) (see print-document.ts). */
export const handler = printRoute('PreparationDocument', 'Klargøringsdokumentet som PDF (forhåndsvisning, eller udskrift med RenderPdf=true).');
