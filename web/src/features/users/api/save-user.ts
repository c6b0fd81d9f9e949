import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveUserRequest } from '../../../../../domain/users/user.ts';
import { api } from '@/lib/api.ts';
import { showUserWrite } from './users-shown.ts';
import type { MessageReply } from './types.ts';

export type SaveUserInput = Omit<SaveUserRequest, 'SelectedRoles'> & { SelectedRoles: number[] };

/**
 * POST /api/user/SaveUser: the admin user edit page. `ifMatch` is the user's version the page edited: the server
 * answers 409 'Conflict' when another administrator saved the user since. Answers the user's new version.
 */
export const saveUser = async (request: SaveUserInput, ifMatch?: string): Promise<MessageReply & { version: string | undefined }> => {
  const { data, version } = await api.send<MessageReply>('POST', '/api/user/SaveUser', { body: request, ifMatch });
  return { ...data, version };
};

export const useSaveUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, ifMatch }: { request: SaveUserInput; ifMatch?: string }) => saveUser(request, ifMatch),
    onSuccess: async (reply, { request }) => {
      // The list shows the saved name, e-mail and initials when the administrator goes back to it.
      await showUserWrite(queryClient, request.DealerId, { UserId: request.Id, MinVersion: reply.version });
    },
  });
};
