import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SimpleRole } from '../../../../../domain/roles.ts';
import { api } from '@/lib/api.ts';
import { adminKeys } from './keys.ts';
import { refetchUntil } from './read-your-writes.ts';
import { usersByDealerQuery } from './users-by-dealer.ts';
import type { MessageReply } from './types.ts';

export interface SendActivationLinkInput {
  DealerId: string;
  Email: string;
  SimpleRole: SimpleRole | null;
  SelectedRoles: number[];
}

/** POST /api/user/sendactivationlink: create user by invitation; the link goes to the e-mail. Answers the new id. */
export const sendActivationLink = (request: SendActivationLinkInput): Promise<MessageReply> =>
  api.post<MessageReply>('/api/user/sendactivationlink', request);

export const useSendActivationLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendActivationLink,
    onSuccess: async (reply, request) => {
      await refetchUntil(queryClient, usersByDealerQuery(request.DealerId), (list) => list.List.some((user) => user.Id === reply.Id));
      await queryClient.invalidateQueries({ queryKey: adminKeys.users(request.DealerId) });
    },
  });
};
