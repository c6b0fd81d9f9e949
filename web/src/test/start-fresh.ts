import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { appSession } from '@/lib/session.ts';

/**
 * Each test starts as the app does on a fresh load: signed out, without the notifications and modals of the test
 * before (they live in module-level stores), and without what the browser remembers (list filters, layouts).
 */
export const startFresh = (): void => {
  notifications.clean();
  modals.closeAll();
  appSession.signedOut();
  localStorage.clear();
  sessionStorage.clear();
};
