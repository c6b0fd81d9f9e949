import { api } from '@/lib/api.ts';

/** GET /api/User/CheckAccountInitials?initials&userid&Key: whether the initials are free in the invitee's department. */
export const checkAccountInitials = (initials: string, userId: string, key: string): Promise<boolean> =>
  api.get<boolean>('/api/User/CheckAccountInitials', { initials, userid: userId, Key: key });
