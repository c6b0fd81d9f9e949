import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { CURRENT_USER_KEY, type CurrentUser } from '@/lib/current-user.ts';

/**
 * POST /api/user/LogInAsUser {userId} (the spec's /Organization/Users/LogInAsUser): the administrator's session
 * becomes the user's. Answers with the user's settings, which name the administrator (the header's 'X som Y').
 */
export const logInAsUser = (userId: string): Promise<CurrentUser> => api.post<CurrentUser>('/api/user/LogInAsUser', { userId });

/**
 * Everything cached belonged to the administrator: it goes, and the settings become the user's. The settings query
 * itself stays, so that the shell showing it (the header, the menu) shows the user at once.
 */
export const useLogInAsUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logInAsUser,
    onSuccess: (user) => {
      const settings = hashKey(CURRENT_USER_KEY);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== settings });
      queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
  });
};
