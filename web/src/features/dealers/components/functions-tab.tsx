import { Alert, Badge, Button, Checkbox, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { DealerMessages } from '../../../../../domain/dealers/messages.ts';
import { ADMINISTRATION_FLAGS } from '../../../../../domain/roles.ts';
import { ADMINISTER_CONGLOMERATE_ROLE, roleId } from '../../../../../domain/users/user.ts';
import { ApiError } from '@/lib/api.ts';
import { isConflict, offerReload } from '@/lib/conflict.ts';
import { currentUserQuery, hasRoleFlag } from '@/lib/current-user.ts';
import { showDealerFunctions } from '../api/dealer-functions-shown.ts';
import { dealerRolesQuery } from '../api/dealer-roles-by-id.ts';
import { useSaveDealerRoles } from '../api/save-dealer-roles.ts';
import { useSavePackageOnDealer } from '../api/save-package-on-dealer.ts';
import { dealerPackageQuery } from '../api/subscription-package-for-dealer.ts';
import { packageRolesQuery } from '../api/subscription-package-roles.ts';
import type { DealerRoles, DealerSubscriptionPackage } from '../api/types.ts';
import { isRoleFlag, roleLabel, type RoleView } from '@/lib/role-labels.ts';

/**
 * The roles the department gets when its package changes from `fromPackage` to `toPackage`: the new package's roles
 * replace the old package's, and the roles given besides the package stay (spec part 1 §4).
 */
export const rolesAfterPackageChange = (selected: readonly number[], fromPackage: readonly number[], toPackage: readonly number[]): number[] => {
  const extra = selected.filter((id) => !fromPackage.includes(id));
  return [...new Set([...toPackage, ...extra])].sort((a, b) => a - b);
};

/** The functions tab (spec part 1 §2): the department's functions and its subscription package, saved together. */
export function FunctionsTab({ dealerId }: { dealerId: string }) {
  const roles = useQuery(dealerRolesQuery(dealerId));
  const subscription = useQuery(dealerPackageQuery(dealerId));
  if (roles.isError || subscription.isError) {
    return (
      <Alert color="red" role="alert">
        {(roles.error ?? subscription.error) instanceof ApiError ? (roles.error ?? subscription.error)!.message : 'Forhandlerens funktioner kunne ikke hentes.'}
      </Alert>
    );
  }
  if (!roles.data || !subscription.data) return <Loader size="sm" aria-label="Henter funktioner" />;
  // The form starts again from the department's version: after a save (what was saved) or a reload after another's.
  return <FunctionsForm key={`${dealerId}:${roles.data.ETag ?? ''}:${subscription.data.ETag ?? ''}`} roles={roles.data} subscription={subscription.data} />;
}

function FunctionsForm({ roles, subscription }: { roles: DealerRoles; subscription: DealerSubscriptionPackage }) {
  const queryClient = useQueryClient();
  const { data: me } = useSuspenseQuery(currentUserQuery);
  // Functions outside every package (editing all dealers, log in as, news, read-only) are the supplier's to give: the
  // server keeps them as they were for anyone else, so they are shown but cannot be changed.
  const mayGrantAdministration = hasRoleFlag(me, 'can_edit_all_dealers');
  const locked = (role: RoleView): boolean => !mayGrantAdministration && isRoleFlag(role.Name) && ADMINISTRATION_FLAGS.includes(role.Name);
  const original = roles.SelectedRoles.map((role) => role.Id);
  const [selected, setSelected] = useState<number[]>(original);
  const [packageId, setPackageId] = useState(subscription.SubscriptionPackageId);
  const [packageRoles, setPackageRoles] = useState<number[]>(roles.AvailableRoles.filter((role) => role.IsPartOfSubscriptionPackage).map((role) => role.Id));
  const [failure, setFailure] = useState<string>();
  // The department's version this form edits: read with the functions, then what each save answered.
  const version = useRef(roles.ETag);
  const saveRoles = useSaveDealerRoles();
  const savePackage = useSavePackageOnDealer();
  const saving = saveRoles.isPending || savePackage.isPending;

  // The notice belongs to the change the administrator is making, not to a role that was already there.
  const conglomerateRoleId = roleId(ADMINISTER_CONGLOMERATE_ROLE);
  const conglomerateRoleAdded = selected.includes(conglomerateRoleId) && !original.includes(conglomerateRoleId);
  const changed = packageId !== subscription.SubscriptionPackageId || selected.join() !== [...original].sort((a, b) => a - b).join();

  const choosePackage = async (value: string | null): Promise<void> => {
    const next = Number(value);
    if (!value || next === packageId) return;
    setFailure(undefined);
    const nextRoles = (await queryClient.fetchQuery(packageRolesQuery(next))).map((role) => role.Id);
    setSelected((current) => rolesAfterPackageChange(current, packageRoles, nextRoles));
    setPackageRoles(nextRoles);
    setPackageId(next);
  };

  const toggle = (role: RoleView, on: boolean): void => {
    setFailure(undefined);
    setSelected((current) => (on ? [...new Set([...current, role.Id])].sort((a, b) => a - b) : current.filter((id) => id !== role.Id)));
  };

  const save = async (): Promise<void> => {
    try {
      if (packageId !== subscription.SubscriptionPackageId) {
        const saved = await savePackage.mutateAsync({ request: { DealerId: roles.DealerId, SubscriptionPackageId: packageId }, ifMatch: version.current });
        version.current = saved.version ?? version.current;
      }
      const reply = await saveRoles.mutateAsync({ request: { DealerId: roles.DealerId, SelectedRoles: selected }, ifMatch: version.current });
      version.current = reply.version ?? version.current;
      notifications.show({ color: 'green', message: reply.Message || DealerMessages.rolesSaved });
      if (reply.Notice) notifications.show({ color: 'yellow', message: reply.Notice, autoClose: 10_000 });
      await showDealerFunctions(queryClient, roles.DealerId);
    } catch (error) {
      if (isConflict(error)) {
        offerReload({ title: DealerMessages.changedByOtherTitle, message: DealerMessages.changedByOther, reload: DealerMessages.reload }, () => {
          void showDealerFunctions(queryClient, roles.DealerId);
        });
        return;
      }
      setFailure(error instanceof ApiError ? error.message : 'Der skete en fejl. Prøv igen.');
    }
  };

  return (
    <Stack gap="md">
      <Select
        label="Abonnementspakke"
        w={260}
        data={subscription.Options.map((option) => ({ value: String(option.Id), label: option.Name }))}
        value={String(packageId)}
        onChange={(value) => void choosePackage(value)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="sm" c="dimmed">
        En ny pakke erstatter pakkens funktioner; funktioner givet ud over pakken bevares.
      </Text>
      <Title order={3} size="h5">
        Funktioner
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing={6}>
        {roles.AvailableRoles.map((role) => (
          <Checkbox
            key={role.Id}
            checked={selected.includes(role.Id)}
            disabled={locked(role)}
            onChange={(event) => toggle(role, event.currentTarget.checked)}
            label={
              <Group gap={6} wrap="nowrap">
                <span>{roleLabel(role.Name)}</span>
                {packageRoles.includes(role.Id) && (
                  <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
                    Pakke
                  </Badge>
                )}
              </Group>
            }
            description={locked(role) ? 'Gives af DealerHubs administratorer' : undefined}
          />
        ))}
      </SimpleGrid>
      {conglomerateRoleAdded && (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} data-testid="conglomerate-role-notice">
          {DealerMessages.conglomerateRoleNotice}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group>
        <Button onClick={() => void save()} loading={saving} disabled={!changed}>
          Gem funktioner
        </Button>
      </Group>
    </Stack>
  );
}
