import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { roleLabel, subscriptionPackageLabel } from '@/app/shell/labels.ts';
import { LatestCasesWidget } from '@/features/dashboard/components/latest-cases-widget.tsx';
import { LeadFunnelWidget } from '@/features/lead-funnel/components/lead-funnel-widget.tsx';
import { NewsWidget } from '@/features/news/components/news-widget.tsx';
import { currentUserQuery, mayCall } from '@/lib/current-user.ts';

export const Route = createFileRoute('/_app/')({
  component: HomePage,
});

/** The front page (the dashboard): the user and the dealer, and the widgets whose routes the server lets the user read. */
function HomePage() {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const role = roleLabel(user);
  return (
    <Stack gap="lg">
      <Title order={1}>Velkommen, {user.Name}</Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Card withBorder padding="lg" style={{ alignSelf: 'start' }}>
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
        {mayCall(user, 'GET', '/api/LatestCasesWidget/') && <LatestCasesWidget />}
        {mayCall(user, 'GET', '/api/leadfunnelwidget/') && <LeadFunnelWidget />}
        {mayCall(user, 'GET', '/api/news/latest') && <NewsWidget count={5} />}
      </SimpleGrid>
    </Stack>
  );
}
