import { Alert, Button, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isShorterPeriod, RetentionMessages } from '../../../../../domain/dealers/retention.ts';
import { formatNumber } from '../../../../../domain/format.ts';
import { confirmAction } from '@/components/confirm.tsx';
import { ApiError } from '@/lib/api.ts';
import { gdprRetentionQuery } from '../api/get-gdpr-retention.ts';
import type { GdprRetention } from '../api/types.ts';
import { useUpdateGdprRetention } from '../api/update-gdpr-retention.ts';
import { CUSTOMER_AND_CASE_PERIODS, LEAD_PERIODS } from '../model/retention.ts';

/**
 * The data-retention page (spec part 1 §2, §3 GDPR retention, §8, §9): how long the department keeps customers and
 * cases, and leads. A customer past the period is forgotten by the nightly run, as a deleted customer is.
 */
export function GdprRetentionPage() {
  const retention = useQuery(gdprRetentionQuery);
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        Opbevaring af data
      </Title>
      {retention.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {RetentionMessages.loadFailed}
        </Alert>
      ) : retention.data ? (
        <RetentionForm key={retention.dataUpdatedAt} saved={retention.data} />
      ) : (
        <Loader size="sm" aria-label="Henter indstillinger" />
      )}
    </Stack>
  );
}

function RetentionForm({ saved }: { saved: GdprRetention }) {
  const [values, setValues] = useState(saved);
  const update = useUpdateGdprRetention();
  const changed = values.customerAndCasesRetentionDays !== saved.customerAndCasesRetentionDays || values.leadsRetentionDays !== saved.leadsRetentionDays;

  /** What a shorter period erases from tonight, said before it is saved: it cannot be undone. */
  const confirmShorter = (): Promise<boolean> => {
    const erased = [
      isShorterPeriod(saved.customerAndCasesRetentionDays, values.customerAndCasesRetentionDays) &&
        `kunder og sager, der ikke er ændret i ${formatNumber(values.customerAndCasesRetentionDays)} dage, slettes permanent`,
      isShorterPeriod(saved.leadsRetentionDays, values.leadsRetentionDays) && `leads ældre end ${formatNumber(values.leadsRetentionDays)} dage fjernes`,
    ].filter(Boolean);
    if (erased.length === 0) return Promise.resolve(true);
    return confirmAction('Kortere opbevaring', `Fra i nat ${erased.join(', og ')}. Det kan ikke fortrydes. Vil du gemme?`, { danger: true });
  };

  const save = async (): Promise<void> => {
    if (!(await confirmShorter())) return;
    update.mutate(values, {
      onSuccess: (reply) => notifications.show({ color: 'green', message: reply.Message || RetentionMessages.saved }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Der skete en fejl...',
          message: error instanceof ApiError && error.status === 400 ? error.message : RetentionMessages.saveFailed,
        }),
    });
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Text size="sm">
          Personoplysninger opbevares kun så længe, afdelingen har brug for dem. Kunder og sager, der ikke er ændret i den valgte periode, slettes
          permanent hver nat, på samme måde som når en kunde slettes.
        </Text>
        <Select
          label="Kunder og sager"
          w={280}
          data={CUSTOMER_AND_CASE_PERIODS}
          value={String(values.customerAndCasesRetentionDays)}
          onChange={(value) => value && setValues((current) => ({ ...current, customerAndCasesRetentionDays: Number(value) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Leads"
          w={280}
          data={LEAD_PERIODS}
          value={String(values.leadsRetentionDays)}
          onChange={(value) => value && setValues((current) => ({ ...current, leadsRetentionDays: Number(value) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Group>
          <Button onClick={() => void save()} loading={update.isPending} disabled={!changed}>
            Gem
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
