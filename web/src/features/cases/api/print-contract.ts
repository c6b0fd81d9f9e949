import { api, type ApiFile } from '@/lib/api.ts';

/** GET /api/PrintContract/PrintContract?RenderPdf=true: prints the contract (a status change and a lead event). */
export const printContract = (caseId: string, ifMatch?: string): Promise<ApiFile> =>
  api.getFile('/api/PrintContract/PrintContract', { CaseId: caseId, RenderPdf: true }, { ifMatch });
