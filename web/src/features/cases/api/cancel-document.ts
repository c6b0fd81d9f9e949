import { api, type ApiReply } from '@/lib/api.ts';
import type { MessageReply } from './types.ts';

/** POST /api/case/canceldocument/: the printed document is void; the case is back at its first status. */
export const cancelDocument = (caseId: string, ifMatch?: string): Promise<ApiReply<MessageReply>> =>
  api.send<MessageReply>('POST', '/api/case/canceldocument/', { body: { CaseId: caseId }, ifMatch });
