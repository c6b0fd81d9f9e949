import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '@/app/shell/app-layout.tsx';
import { ApiError, SESSION_EXPIRED_CODE } from '@/lib/api.ts';
import { currentUserQuery } from '@/lib/current-user.ts';

/** The signed-in part of the app: without a session, the login page with the way back. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    try {
      // Cached settings render at once; a background refetch keeps them (and the session) checked.
      await context.queryClient.ensureQueryData({ ...currentUserQuery, revalidateIfStale: true });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.code === SESSION_EXPIRED_CODE)) {
        throw redirect({ to: '/Account/Login', search: { returnUrl: error.status === 401 ? location.href : '/' } });
      }
      throw error;
    }
  },
  component: AppLayout,
});
