import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SimpleRole } from '../../../../../domain/roles.ts';
import { api } from '@/lib/api.ts';
import { showUserWrite } from './users-shown.ts';
import type { MessageReply } from './types.ts';

export interface SendActivationLinkInput {
  DealerId: string;
  Email: string;
  SimpleRole: SimpleRole | null;
  SelectedRoles: number[];
}

/** POST /api/user/sendactivationlink: create user by invitation; the link goes to the e-mail. Answers the new id. */
export const sendActivationLink = async (request: SendActivationLinkInput): Promise<MessageReply & { version: string | undefined }> => {
  const { data, version } = await api.send<MessageReply>('POST', '/api/user/sendactivationlink', { body: request });
  return { ...data, version };
};

export const useSendActivationLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendActivationLink,
    onSuccess: async (reply, request) => {
      if (reply.Id) await showUserWrite(queryClient, request.DealerId, { UserId: reply.Id, MinVersion: reply.version });
    },
  });
};
