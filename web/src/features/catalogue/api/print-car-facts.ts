import { api, type ApiFile } from '@/lib/api.ts';

/** GET /api/PrintCarFacts/PrintCarFacts: the car facts as a PDF. */
export const printCarFacts = (number: string, carGuid?: string | null): Promise<ApiFile> =>
  api.getFile('/api/PrintCarFacts/PrintCarFacts', { number, carGuid: carGuid ?? null, RenderPdf: true });
