import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router.tsx';
import { GlobalErrorModal } from '@/app/shell/global-error-modal.tsx';
import { SessionExpiredModal } from '@/components/session-expired-modal.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <SessionExpiredModal />
      <GlobalErrorModal />
    </>
  );
}
