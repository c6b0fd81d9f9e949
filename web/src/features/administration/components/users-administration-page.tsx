import { Group, Select, Stack, Tabs, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { currentUserQuery, mayDo } from '@/lib/current-user.ts';
import { dealersQuery } from '../api/dealers.ts';
import { FunctionsTab } from './functions-tab.tsx';
import { UsersTab } from './users-tab.tsx';

export type UsersAdministrationTab = 'users' | 'functions';

/**
 * User administration (spec part 1 §2): the users tab and, for the supplier's administrators, the functions tab of
 * one department, chosen with the dealer selector when the administrator may administrate several.
 */
export function UsersAdministrationPage({
  dealerId,
  freeText,
  tab,
  onChange,
  onEdit,
  onCreate,
  onLoggedInAs,
}: {
  dealerId: string;
  freeText: string;
  tab: UsersAdministrationTab;
  onChange: (patch: { id?: string; freeText?: string; tab?: UsersAdministrationTab }) => void;
  onEdit: (userId: string) => void;
  onCreate: () => void;
  onLoggedInAs: () => void;
}) {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const dealers = useQuery(dealersQuery);
  const mayGiveFunctions = mayDo(user, 'administrateDealerFunctions');
  const shownTab = mayGiveFunctions ? tab : 'users';
  const options = (dealers.data ?? []).map((dealer) => ({ value: dealer.Id, label: dealer.Name }));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Brugeradministration
        </Title>
        {options.length > 1 && (
          <Select
            label="Afdeling"
            w={280}
            data={options}
            value={dealerId}
            onChange={(value) => value && onChange({ id: value, freeText: '' })}
            allowDeselect={false}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </Group>
      <Tabs value={shownTab} onChange={(value) => onChange({ tab: (value as UsersAdministrationTab | null) ?? 'users' })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="users">Brugere</Tabs.Tab>
          {mayGiveFunctions && <Tabs.Tab value="functions">Funktioner</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <UsersTab key={dealerId} dealerId={dealerId} freeText={freeText} onFreeText={(text) => onChange({ freeText: text })} onEdit={onEdit} onCreate={onCreate} onLoggedInAs={onLoggedInAs} />
        </Tabs.Panel>
        {mayGiveFunctions && (
          <Tabs.Panel value="functions" pt="md">
            <FunctionsTab dealerId={dealerId} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
