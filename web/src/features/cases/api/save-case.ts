import { api, type ApiReply } from '@/lib/api.ts';
import { stripNulls } from '../model/case-form.ts';
import type { CaseSaveRequest } from './types.ts';

/*
 * The commands on a case send `ifMatch`, the version of the case the user saw (its ETag): the server refuses with 409
 * 'Conflict' when someone else changed the case since.
 */

/** POST /api/case/save: the id (a new case gets its number here). */
export const saveCase = async (request: CaseSaveRequest, ifMatch?: string): Promise<ApiReply<string>> => {
  const reply = await api.send<string | number>('POST', '/api/case/save', { body: stripNulls(request), ifMatch });
  return { ...reply, data: String(reply.data) };
};
