import { api, type ApiReply } from '@/lib/api.ts';

/** POST /api/case/savestatus?id=&status=: sets the status by hand (refused on a closed case). */
export const saveStatus = (id: string, status: number): Promise<ApiReply<{ Id: string; Status: number; StatusText: string }>> =>
  api.send('POST', '/api/case/savestatus', { query: { id, status } });
