import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconLogin, IconMailForward, IconPencil, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { formatDateTime } from '../../../../../domain/format.ts';
import { ApiError } from '@/lib/api.ts';
import { currentUserQuery } from '@/lib/current-user.ts';
import { UserMessages } from '../model/user-form.ts';
import { useResendActivationLink } from '../api/resend-activation-link.ts';
import type { UserRow } from '../api/types.ts';
import { usersByDealerQuery } from '../api/users-by-dealer.ts';
import { mayLogInAs, useLogInAs } from './log-in-as.ts';
import { ActionsHeader } from '@/components/actions-header.tsx';

/** How long typing rests before the free text goes into the address (spec part 1 §9 refresh debounce). */
const FREE_TEXT_DEBOUNCE_MS = 500;

/**
 * The users tab (spec part 1 §2, §3): the department's users with role name, name, e-mail and last login, narrowed by
 * the free text of `?freeText`. Consultant users cannot be edited from the list; a user who has not activated can be
 * sent a new link; a user with rights the viewer lacks is listed without any action.
 */
export function UsersTab({
  dealerId,
  freeText,
  onFreeText,
  onEdit,
  onCreate,
  onLoggedInAs,
}: {
  dealerId: string;
  freeText: string;
  onFreeText: (freeText: string) => void;
  onEdit: (userId: string) => void;
  onCreate: () => void;
  onLoggedInAs: () => void;
}) {
  const { data: me } = useSuspenseQuery(currentUserQuery);
  const logInAs = useLogInAs(onLoggedInAs);
  const users = useQuery(usersByDealerQuery(dealerId, freeText));
  const [text, setText] = useState(freeText);
  const search = useDebouncedCallback((value: string) => onFreeText(value.trim()), FREE_TEXT_DEBOUNCE_MS);
  const resend = useResendActivationLink();

  const resendLink = (row: UserRow): void => {
    resend.mutate(
      { userId: row.Id, dealerId: row.DealerId },
      {
        onSuccess: (reply) => notifications.show({ color: 'green', message: reply.Message || UserMessages.emailSent }),
        onError: (error) =>
          notifications.show({ color: 'red', title: 'Der skete en fejl...', message: error instanceof ApiError && error.status < 500 ? error.message : UserMessages.emailNotSent }),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <TextInput
          aria-label="Søg i brugere"
          placeholder="Søg på navn, e-mail, initialer eller rolle"
          leftSection={<IconSearch size={16} />}
          w={360}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            search(event.currentTarget.value);
          }}
        />
        <Button leftSection={<IconUserPlus size={16} />} onClick={onCreate}>
          Opret bruger
        </Button>
      </Group>
      <DataTable<UserRow>
        aria-label="Brugere"
        withTableBorder
        borderRadius="sm"
        striped
        highlightOnHover
        minHeight={160}
        fetching={users.isFetching && !users.data}
        records={users.data?.List ?? []}
        noRecordsText={users.isError ? 'Brugerne kunne ikke hentes.' : 'Ingen brugere'}
        idAccessor="Id"
        columns={[
          { accessor: 'RoleName', title: 'Rolle', width: 160 },
          { accessor: 'Name', title: 'Navn', render: (row) => row.Name || <Text c="dimmed" size="sm">(ikke aktiveret)</Text> },
          { accessor: 'Email', title: 'E-mail' },
          {
            accessor: 'LastLogin',
            title: 'Sidst logget ind',
            width: 180,
            render: (row) =>
              row.LastLogin ? (
                formatDateTime(row.LastLogin)
              ) : !row.IsActivated ? (
                <Badge color={row.ActivationExpired ? 'red' : 'gray'} variant="light">
                  {row.ActivationExpired ? 'Aktiveringslink udløbet' : 'Ikke aktiveret'}
                </Badge>
              ) : (
                ''
              ),
          },
          {
            accessor: 'actions',
            title: <ActionsHeader />,
            width: 120,
            textAlign: 'right',
            render: (row) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {!row.IsActivated && row.CanAdministrate && (
                  <Tooltip label="Gensend aktiveringslink" withinPortal>
                    <ActionIcon variant="subtle" aria-label={`Gensend aktiveringslink til ${row.Email}`} loading={resend.isPending && resend.variables?.userId === row.Id} onClick={() => resendLink(row)}>
                      <IconMailForward size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
                {mayLogInAs(me, row) && (
                  <Tooltip label="Log ind som bruger" withinPortal>
                    <ActionIcon variant="subtle" aria-label={`Log ind som ${row.Name || row.Email}`} loading={logInAs.pendingFor === row.Id} onClick={() => void logInAs.run(row)}>
                      <IconLogin size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
                {row.CanAdministrate && (
                  <Tooltip label={row.IsConsultant ? UserMessages.consultantNotEditable : 'Rediger'} withinPortal>
                    {/* A span keeps the tooltip on a disabled button. */}
                    <span>
                      <ActionIcon variant="subtle" aria-label={`Rediger ${row.Name || row.Email}`} disabled={row.IsConsultant} onClick={() => onEdit(row.Id)}>
                        <IconPencil size={16} />
                      </ActionIcon>
                    </span>
                  </Tooltip>
                )}
              </Group>
            ),
          },
        ]}
        onRowDoubleClick={({ record }) => {
          if (!record.IsConsultant && record.CanAdministrate) onEdit(record.Id);
        }}
      />
    </Stack>
  );
}
