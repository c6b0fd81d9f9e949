import { api, type ApiReply } from '@/lib/api.ts';
import type { MessageReply } from './types.ts';

/** POST /api/case/close?id=: the case is closed and can no longer be changed. */
export const closeCase = (id: string, ifMatch?: string): Promise<ApiReply<MessageReply>> =>
  api.send<MessageReply>('POST', '/api/case/close', { query: { id }, ifMatch });
