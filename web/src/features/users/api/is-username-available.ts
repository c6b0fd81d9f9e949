import { api } from '@/lib/api.ts';

/** GET /api/User/IsUsernameAvailable?username&userid: the remote check (the user's own username is available to them). */
export const isUsernameAvailable = (username: string, userId?: string): Promise<boolean> =>
  api.get<boolean>('/api/User/IsUsernameAvailable', { username, userid: userId });
