import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveUserRequest } from '../../../../../domain/users/user.ts';
import { api } from '@/lib/api.ts';
import { adminKeys } from './keys.ts';
import { refetchUntil } from './read-your-writes.ts';
import { usersByDealerQuery } from './users-by-dealer.ts';
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
      // The list shows the saved name, e-mail and initials when the administrator goes back to it.
      await refetchUntil(queryClient, usersByDealerQuery(request.DealerId), (list) =>
        list.List.some((user) => user.Id === request.Id && user.Name === request.Name && user.Email === request.Username && user.Initials === request.Initials),
      );
      await queryClient.invalidateQueries({ queryKey: adminKeys.users(request.DealerId), refetchType: 'none' });
    },
  });
};
