import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { roleLabel, subscriptionPackageLabel } from '../../app/shell/labels.ts';
import { currentUserQuery } from '../../lib/current-user.ts';

export const Route = createFileRoute('/_app/')({
  component: HomePage,
});

/** The front page. The dashboard's widgets come later; today it greets the user with the dealer's data. */
function HomePage() {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const role = roleLabel(user);
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>Velkommen, {user.Name}</Title>
      <Card withBorder padding="lg">
        <Stack gap="xs">
          <Group gap="xs">
            <Text c="dimmed" w={140}>
              Forhandler
            </Text>
            <Text fw={600}>{user.DealerName}</Text>
          </Group>
          <Group gap="xs">
            <Text c="dimmed" w={140}>
              Abonnement
            </Text>
            <Text fw={600}>{subscriptionPackageLabel(user.SubscriptionPackageName)}</Text>
          </Group>
          {role && (
            <Group gap="xs">
              <Text c="dimmed" w={140}>
                Rolle
              </Text>
              <Text fw={600}>{role}</Text>
            </Group>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
