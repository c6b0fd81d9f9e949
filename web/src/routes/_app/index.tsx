import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { roleLabel, subscriptionPackageLabel } from '@/app/shell/labels.ts';
import { currentUserQuery } from '@/lib/current-user.ts';

// The widgets, their drag and drop and their charts come in their own chunk: the first page loads without them.
const Dashboard = lazy(async () => ({ default: (await import('./-dashboard.tsx')).Dashboard }));

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
      <Suspense fallback={<Loader aria-label="Henter forsiden" />}>
        <Dashboard user={user} />
      </Suspense>
    </Stack>
  );
}
