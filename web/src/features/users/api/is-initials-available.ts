import { api } from '@/lib/api.ts';

/** GET /api/User/IsInitialsAvailable?initials&userid&dealerId: initials are unique within a department. */
export const isInitialsAvailable = (initials: string, dealerId: string, userId?: string): Promise<boolean> =>
  api.get<boolean>('/api/User/IsInitialsAvailable', { initials, userid: userId, dealerId });
