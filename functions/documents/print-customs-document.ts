import { printRoute } from './print-document.ts';

/** GET /api/PrintCustomsDocument/PrintCustomsDocument: the customs document (Tolddokument) (see print-document.ts). */
export const handler = printRoute('CustomsDocument', 'Tolddokumentet som PDF (forhåndsvisning, eller udskrift med RenderPdf=true).');
