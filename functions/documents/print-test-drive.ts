import { printRoute } from './print-document.ts';

/** GET /api/case/PrintTestDriveDoc: the test-drive slip, PortraitWithPicture or PortraitWithoutPicture (see print-document.ts). */
export const handler = printRoute('TestDrive', 'Prøvekørselsbeviset som PDF (forhåndsvisning, eller udskrift med RenderPdf=true).');
