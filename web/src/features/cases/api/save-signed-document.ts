import { api, type ApiReply } from '@/lib/api.ts';
import type { MessageReply, SignedDocumentRequest } from './types.ts';

/** POST /api/case/savesigneddocument/: the contract or purchase agreement is signed. */
export const saveSignedDocument = (request: SignedDocumentRequest, ifMatch?: string): Promise<ApiReply<MessageReply>> =>
  api.send<MessageReply>('POST', '/api/case/savesigneddocument/', { body: request, ifMatch });
