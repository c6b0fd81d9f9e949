import { useLocalStorage } from '@mantine/hooks';

/** Where messages appear (spec part 1 §9: top right or top centre), chosen in the settings panel, kept in the browser. */
export const NOTIFICATION_POSITIONS = { 'top-right': 'Øverst til højre', 'top-center': 'Øverst i midten' } as const;
export type NotificationPlacement = keyof typeof NOTIFICATION_POSITIONS;

const PLACEMENT_KEY = 'dealerhub.notification-position';

export const useNotificationPlacement = () =>
  useLocalStorage<NotificationPlacement>({
    key: PLACEMENT_KEY,
    defaultValue: 'top-right',
    // A value another version stored is read as the default, never as a position Mantine does not know.
    deserialize: (value) => (value !== undefined && JSON.parse(value) in NOTIFICATION_POSITIONS ? (JSON.parse(value) as NotificationPlacement) : 'top-right'),
  });
