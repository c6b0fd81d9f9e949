import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DefaultFinanceMessages } from '../../../../../domain/dealers/default-finance.ts';
import { ApiError } from '@/lib/api.ts';
import { defaultFinanceCompanyQuery, useSaveDefaultFinanceCompany, type DefaultFinanceCompanyView } from '../api/default-finance-company.ts';
import { DefaultFinanceSelect, type FinanceChoice } from './default-finance-select.tsx';

/** The department's default finance company: chosen first on a case's finance offer, and the price tag's financing. */
export function DefaultFinancePage() {
  const current = useQuery(defaultFinanceCompanyQuery);
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {DefaultFinanceMessages.title}
      </Title>
      {current.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {DefaultFinanceMessages.loadFailed}
        </Alert>
      ) : current.data ? (
        <DefaultFinanceForm key={current.dataUpdatedAt} saved={current.data} />
      ) : (
        <Loader size="sm" aria-label="Henter indstillinger" />
      )}
    </Stack>
  );
}

function DefaultFinanceForm({ saved }: { saved: DefaultFinanceCompanyView }) {
  const [choice, setChoice] = useState<FinanceChoice>({ FinanceCompany: saved.FinanceCompany, BrandId: saved.BrandId });
  const save = useSaveDefaultFinanceCompany();
  const changed = choice.FinanceCompany !== saved.FinanceCompany || choice.BrandId !== saved.BrandId;
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Text size="sm">
          Standardselskabet vælges på forhånd, når en sælger lægger finansiering på en sag, og prisskiltets finansiering beregnes med dets vilkår.
        </Text>
        <DefaultFinanceSelect brands={saved.Brands} value={choice} onChange={setChoice} allowNone />
        <Group>
          <Button
            disabled={!changed}
            loading={save.isPending}
            onClick={() =>
              save.mutate(choice, {
                onSuccess: (reply) => notifications.show({ color: 'green', message: reply.Message || DefaultFinanceMessages.saved }),
                onError: (error) =>
                  notifications.show({
                    color: 'red',
                    title: 'Der skete en fejl...',
                    message: error instanceof ApiError && error.status === 400 ? error.message : DefaultFinanceMessages.saveFailed,
                  }),
              })
            }
          >
            Gem
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
