import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailSetting } from '../../../../../domain/users/user.ts';
import { api } from '@/lib/api.ts';
import { currentUserQuery, type CurrentUser } from '@/lib/current-user.ts';

export type MyAccount = {
  Username: string;
  Name: string;
  Initials: string;
  Address: string;
  ZipCode: string;
  City: string;
  CellPhone: string;
  Title: string;
  /** The department's PPAFeatureToggle: its ads are paid per ad, and the ads e-mails are not offered. */
  PPAFeatureToggle: boolean;
} & Record<EmailSetting, boolean>;

export type UpdateMyAccountInput = Omit<MyAccount, 'PPAFeatureToggle'> & { Password: string; NewPassword: string; NewPasswordRepeated: string };

export const myAccountQuery = queryOptions({
  queryKey: ['users', 'my-account'] as const,
  queryFn: () => api.get<MyAccount>('/api/user/myaccount'),
});

/**
 * POST /api/user/updatemyaccount: saves the page; the answer carries the saved page and the renewed session's user,
 * which the header shows at once.
 */
export const useUpdateMyAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMyAccountInput) => api.post<{ Message: string; Account: MyAccount; User: CurrentUser }>('/api/user/updatemyaccount', input),
    onSuccess: (reply) => {
      queryClient.setQueryData(myAccountQuery.queryKey, reply.Account);
      queryClient.setQueryData(currentUserQuery.queryKey, reply.User);
    },
  });
};
