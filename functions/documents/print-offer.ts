import { printRoute } from './print-document.ts';

/** GET /api/PrintOffer/PrintOffer: the offer (Tilbud), with or without the picture, gray or in colour (see print-document.ts). */
export const handler = printRoute('Offer', 'Tilbuddet som PDF (forhåndsvisning, eller udskrift med RenderPdf=true).');
