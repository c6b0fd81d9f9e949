import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DealerMessages } from '../../../../../domain/dealers/messages.ts';
import { PLATE_MAX_LENGTH, registrationNumberSchema } from '../../../../../domain/dealers/plate.ts';
import { confirmAction } from '@/components/confirm.tsx';
import { ApiError } from '@/lib/api.ts';
import { useAddDealerPlate } from '../api/add-dealer-plate.ts';
import { dealerPlatesQuery } from '../api/dealer-plates-by-dealer-id.ts';
import { useDeleteDealerPlate } from '../api/delete-dealer-plate.ts';
import type { DealerPlate } from '../api/types.ts';
import { DeletableList } from '@/components/deletable-list.tsx';

/**
 * The department's own plates (spec part 1 §3 Dealer plate): the plates a test drive can use besides the car's own
 * registration number. Plates are kept upper-cased, as they are written on the plate.
 */
export function DealerPlatesPage({ dealerId }: { dealerId: string }) {
  const plates = useQuery(dealerPlatesQuery(dealerId));
  const add = useAddDealerPlate();
  const remove = useDeleteDealerPlate();
  const [plate, setPlate] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    // Sent as the plate is kept: 'PR 01004' is PR01004.
    const parsed = registrationNumberSchema.safeParse(plate);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    const registrationNumber = parsed.data;
    add.mutate(
      { DealerId: dealerId, RegistrationNumber: registrationNumber },
      {
        onSuccess: (reply) => {
          setPlate('');
          notifications.show({ color: 'green', message: reply.Message || DealerMessages.saved });
        },
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : 'Der skete en fejl. Prøv igen.'),
      },
    );
  };

  const deletePlate = async (row: DealerPlate): Promise<void> => {
    if (!(await confirmAction('Slet nummerplade', `Vil du slette ${row.RegistrationNumber}?`))) return;
    remove.mutate(
      { dealerId, id: row.Id },
      {
        onSuccess: (reply) => notifications.show({ color: 'green', message: reply.Message || DealerMessages.saved }),
        onError: (failure) =>
          notifications.show({ color: 'red', title: 'Der skete en fejl...', message: failure instanceof ApiError ? failure.message : 'Der skete en fejl. Prøv igen.' }),
      },
    );
  };

  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        Nummerplader
      </Title>
      <Text size="sm" c="dimmed">
        Afdelingens egne nummerplader, som kan vælges på en prøvekørselsaftale ud over bilens eget registreringsnummer.
      </Text>
      <Paper withBorder p="md">
        <form noValidate onSubmit={submit}>
          <Group align="flex-start">
            <TextInput
              label="Registreringsnummer"
              value={plate}
              maxLength={PLATE_MAX_LENGTH}
              onChange={(event) => {
                setError(undefined);
                setPlate(event.currentTarget.value.toUpperCase());
              }}
              error={error}
              w={220}
            />
            <Button type="submit" mt={25} leftSection={<IconPlus size={16} />} loading={add.isPending}>
              Tilføj
            </Button>
          </Group>
        </form>
      </Paper>
      <DeletableList<DealerPlate>
        label="Nummerplader"
        query={plates}
        failedText="Nummerpladerne kunne ikke hentes."
        noRecordsText="Ingen nummerplader"
        nameOf={(row) => row.RegistrationNumber}
        onDelete={(row) => void deletePlate(row)}
        columns={[{ accessor: 'RegistrationNumber', title: 'Registreringsnummer' }]}
      />
    </Stack>
  );
}
