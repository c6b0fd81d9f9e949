import { api, type ApiReply } from '@/lib/api.ts';

/** POST /api/case/savepreparation: only the preparation comment, for a role that prepares cars but may not edit cases. */
export const savePreparation = (caseId: string, comment: string, ifMatch?: string): Promise<ApiReply<unknown>> =>
  api.send('POST', '/api/case/savepreparation', { body: { CaseId: caseId, PreparationComment: comment }, ifMatch });
