import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** POST /api/account/requestresetpassword: the same answer whether the e-mail belongs to a user or not. */
export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (input: { Username: string }) => api.post<{ Message: string }>('/api/account/requestresetpassword', input) });

export type ResetPasswordInput = { UserId: string; Token: string; NewPassword: string; PasswordRepeated: string };

/** POST /api/account/resetpassword: sets the new password with the link's token, once. */
export const useResetPassword = () => useMutation({ mutationFn: (input: ResetPasswordInput) => api.post<{ Message: string }>('/api/account/resetpassword', input) });
