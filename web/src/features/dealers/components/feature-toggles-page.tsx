import { Alert, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/lib/api.ts';
import { featureTogglesQuery, useSaveFeatureToggle } from '../api/feature-toggles.ts';
import { DepartmentSelect } from './department-select.tsx';

/**
 * The feature toggles of a department, for the supplier's administrators: each known toggle with what it does, on or
 * off (never set: off). A switch saves at once.
 */
export function FeatureTogglesPage({ ownDealerId }: { ownDealerId: string }) {
  const [dealerId, setDealerId] = useState(ownDealerId);
  const toggles = useQuery(featureTogglesQuery(dealerId));
  const save = useSaveFeatureToggle();

  const switchTo = (name: string, enabled: boolean): void =>
    save.mutate(
      { DealerId: dealerId, Name: name, Enabled: enabled },
      {
        onSuccess: (reply) => notifications.show({ color: 'green', message: reply.Message }),
        onError: (error) => notifications.show({ color: 'red', message: error instanceof ApiError ? error.message : 'Der skete en fejl. Prøv igen.' }),
      },
    );

  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        Funktionsknapper
      </Title>
      <DepartmentSelect dealerId={dealerId} onChange={setDealerId} />
      {toggles.isError ? (
        <Alert color="red" role="alert">
          {toggles.error.message}
        </Alert>
      ) : !toggles.data ? (
        <Loader size="sm" aria-label="Henter funktionsknapper" />
      ) : (
        <Paper withBorder p="md">
          <Stack gap="sm">
            {toggles.data.Toggles.map((toggle) => (
              <Switch
                key={toggle.Name}
                label={toggle.Name}
                description={toggle.Description}
                checked={toggle.Enabled}
                disabled={save.isPending}
                onChange={(event) => switchTo(toggle.Name, event.currentTarget.checked)}
              />
            ))}
            {toggles.data.Toggles.length === 0 && <Text c="dimmed">Der er ingen funktionsknapper.</Text>}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
