import { Group, Stack, Tabs, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { currentUserQuery, mayDo } from '@/lib/current-user.ts';
import { UsersTab } from './users-tab.tsx';

export type UsersAdministrationTab = 'users' | 'functions';

/**
 * User administration (spec part 1 §2): the users tab and, for the supplier's administrators, the functions tab of
 * one department, chosen with the dealer selector when the administrator may administrate several. The selector and
 * the functions tab belong to the dealers and come in from the route.
 */
export function UsersAdministrationPage({
  dealerId,
  freeText,
  tab,
  onChange,
  onEdit,
  onCreate,
  onLoggedInAs,
  departmentSelect,
  functionsTab,
}: {
  dealerId: string;
  freeText: string;
  tab: UsersAdministrationTab;
  onChange: (patch: { id?: string; freeText?: string; tab?: UsersAdministrationTab }) => void;
  onEdit: (userId: string) => void;
  onCreate: () => void;
  onLoggedInAs: () => void;
  departmentSelect: ReactNode;
  functionsTab: ReactNode;
}) {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const mayGiveFunctions = mayDo(user, 'administrateDealerFunctions');
  const shownTab = mayGiveFunctions ? tab : 'users';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Brugeradministration
        </Title>
        {departmentSelect}
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
            {functionsTab}
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
