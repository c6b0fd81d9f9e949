import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { CURRENT_USER_KEY } from '@/lib/current-user.ts';

/** What the terms gate asks the signed-in user to accept. */
export type Acceptance = 'all' | 'terms' | 'dsa';

const PATHS: Record<Acceptance, string> = {
  /** POST /api/user/acceptall: terms and licence and the DSA requirement at once. */
  all: '/api/user/acceptall',
  /** POST /api/user/acceptterms */
  terms: '/api/user/acceptterms',
  /** POST /api/user/acceptdsarequirement */
  dsa: '/api/user/acceptdsarequirement',
};

export const accept = (what: Acceptance): Promise<unknown> => api.post(PATHS[what]);

/** Accepting resolves once the call succeeds (spec part 2 §4); the settings then say what is accepted. */
export const useAccept = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accept,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
};
