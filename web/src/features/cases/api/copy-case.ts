import { api, type ApiReply } from '@/lib/api.ts';

/** POST /api/case/copy: the new case's id. */
export const copyCase = async (caseId: string): Promise<ApiReply<string>> => {
  const reply = await api.send<string | number>('POST', '/api/case/copy', { query: { caseId } });
  return { ...reply, data: String(reply.data) };
};
