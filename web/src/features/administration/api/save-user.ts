import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveUserRequest } from '../../../../../domain/users/user.ts';
import { api } from '@/lib/api.ts';
import { adminKeys } from './keys.ts';
import type { MessageReply } from './types.ts';

export type SaveUserInput = Omit<SaveUserRequest, 'SelectedRoles'> & { SelectedRoles: number[] };

/** POST /api/user/SaveUser: the admin user edit page. The user and the department's list refetch. */
export const saveUser = (request: SaveUserInput): Promise<MessageReply> => api.post<MessageReply>('/api/user/SaveUser', request);

export const useSaveUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: async (_reply, request) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.user(request.Id) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.users(request.DealerId), refetchType: 'none' });
    },
  });
};
