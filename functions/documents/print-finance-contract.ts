import { printRoute } from './print-document.ts';

/** GET /api/PrintFinanceContract/PrintFinanceContract: the finance contract (Finanseringskontrakt) of the case's active finance offer (see print-document.ts). */
export const handler = printRoute('FinanceContract', 'Finanseringskontrakten for sagens aktive finansieringstilbud som PDF (forhåndsvisning, eller udskrift med RenderPdf=true).');
