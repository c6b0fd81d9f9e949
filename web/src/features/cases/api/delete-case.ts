import { api, type ApiReply } from '@/lib/api.ts';

/** DELETE /api/case/delete?id=: the case is gone for good. */
export const deleteCase = (id: string, ifMatch?: string): Promise<ApiReply<unknown>> =>
  api.send('DELETE', '/api/case/delete', { query: { id }, ifMatch });
