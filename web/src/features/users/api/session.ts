import { api } from '@/lib/api.ts';
import type { CurrentUser } from '@/lib/current-user.ts';

export interface LoginRequest {
  Username: string;
  Password: string;
}

/** GET /api/account/isloggedin: whether the browser has a live session. Also sets the XSRF-TOKEN cookie if absent. */
export const isLoggedIn = (): Promise<boolean> => api.get<boolean>('/api/account/isloggedin');

/** POST /api/account/login: a new session; answers with the current user's settings. */
export const login = (request: LoginRequest): Promise<CurrentUser> => api.post<CurrentUser>('/api/account/login', request);

/** POST /api/account/logout: ends the session on the server. */
export const logout = (): Promise<unknown> => api.post('/api/account/logout');
