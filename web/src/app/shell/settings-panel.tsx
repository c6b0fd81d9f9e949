import { Drawer, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { CurrentUser } from '@/lib/current-user.ts';
import { roleLabel, subscriptionPackageLabel } from './labels.ts';
import { NOTIFICATION_POSITIONS, useNotificationPlacement, type NotificationPlacement } from './shell-preferences.ts';

/**
 * The settings panel (spec part 1 §2: it toggles): who is signed in, for which dealer and package, and the choices the
 * browser keeps for the user (where messages appear).
 */
export function SettingsPanel({ user, opened, onClose }: { user: CurrentUser; opened: boolean; onClose: () => void }) {
  const [placement, setPlacement] = useNotificationPlacement();
  const role = roleLabel(user);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Indstillinger" closeButtonProps={{ 'aria-label': 'Luk indstillinger' }}>
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={2} size="h5">
            Bruger
          </Title>
          <Text data-testid="settings-user">{user.Name}</Text>
          {role && <Text size="sm">{role}</Text>}
        </Stack>
        <Stack gap={2}>
          <Title order={2} size="h5">
            Forhandler
          </Title>
          <Text>{user.DealerName}</Text>
          <Text size="sm">Abonnement: {subscriptionPackageLabel(user.SubscriptionPackageName)}</Text>
        </Stack>
        <Stack gap={4}>
          <Title order={2} size="h5" id="settings-notifications">
            Beskeder vises
          </Title>
          <SegmentedControl
            aria-labelledby="settings-notifications"
            value={placement}
            onChange={(value) => setPlacement(value as NotificationPlacement)}
            data={Object.entries(NOTIFICATION_POSITIONS).map(([value, label]) => ({ value, label }))}
          />
        </Stack>
      </Stack>
    </Drawer>
  );
}
