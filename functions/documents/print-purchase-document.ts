import { printRoute } from './print-document.ts';

/** GET /api/PrintPurchaseDocument/PrintPurchaseDocument: the purchase agreement (Købsaftale) for the swap car; printing sets PurchaseDocumentIsPrinted (see print-document.ts). */
export const handler = printRoute('PurchaseDocument', 'Købsaftalen som PDF (forhåndsvisning, eller udskrift med RenderPdf=true).');
