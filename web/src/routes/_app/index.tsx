import { Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { roleLabel, subscriptionPackageLabel } from '@/app/shell/labels.ts';
import { currentUserQuery } from '@/lib/current-user.ts';
// In this page's chunk, which the router loads before it shows the page: the widgets ask for their data as soon as the
// page is there, where a chunk of their own would first show a loader and then reveal them. Edit mode and the widgets'
// dialogs load on demand.
import { Dashboard } from './-dashboard.tsx';

export const Route = createFileRoute('/_app/')({
  component: HomePage,
});

/** The front page (the dashboard, document 2 §2): the user and the dealer, and the widgets in three columns. */
function HomePage() {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const role = roleLabel(user);
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1}>Velkommen, {user.Name}</Title>
        <Group gap="lg">
          <Text c="dimmed" size="sm">
            Forhandler: <b>{user.DealerName}</b>
          </Text>
          <Text c="dimmed" size="sm">
            Abonnement: <b>{subscriptionPackageLabel(user.SubscriptionPackageName)}</b>
          </Text>
          {role && (
            <Text c="dimmed" size="sm">
              Rolle: <b>{role}</b>
            </Text>
          )}
        </Group>
      </Stack>
      <Dashboard user={user} />
    </Stack>
  );
}
