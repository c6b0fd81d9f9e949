import { Button } from '@mantine/core';
import { Notifications, notifications, useNotifications } from '@mantine/notifications';
import classes from './notification-pool.module.css';
import { useNotificationPlacement } from './shell-preferences.ts';

/** Spec part 1 §9: at most 5 messages at once (the rest wait their turn), each shown 2.5 s unless it says otherwise. */
export const NOTIFICATION_LIMIT = 5;
export const NOTIFICATION_LIFE_MS = 2_500;

/**
 * The message pool: Mantine's notifications in the corner the user chose, and 'luk alle' above them once there is more
 * than one to close, which closes those shown and those waiting.
 */
export function NotificationPool() {
  const [placement] = useNotificationPlacement();
  const { notifications: shown, queue } = useNotifications();
  const closable = shown.length + queue.length > 1;
  return (
    <>
      <Notifications
        position={placement}
        limit={NOTIFICATION_LIMIT}
        autoClose={NOTIFICATION_LIFE_MS}
        classNames={{ root: classes.root }}
        data-close-all={closable || undefined}
      />
      {closable && (
        <Button className={classes.closeAll} data-position={placement} size="compact-sm" variant="default" onClick={() => notifications.clean()}>
          luk alle
        </Button>
      )}
    </>
  );
}
