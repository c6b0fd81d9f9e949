import { Checkbox, Select, SimpleGrid, type CheckboxGroupProps, type SelectProps } from '@mantine/core';
import { roleLabel, SIMPLE_ROLE_OPTIONS, type RoleView } from '@/lib/role-labels.ts';

/** A user's simple role (spec part 1 §3), or none; only the roles the viewer may give (`offered`) are offered. */
export function SimpleRoleSelect({ offered, ...props }: Omit<SelectProps, 'label' | 'data'> & { offered: readonly string[] }) {
  const data = SIMPLE_ROLE_OPTIONS.filter((option) => offered.includes(option.value) || option.value === props.value);
  return <Select label="Rolle" placeholder="Ingen rolle" clearable data={data} comboboxProps={{ withinPortal: true }} {...props} />;
}

/** The department's functions to grant a user, each by its label; the chosen ones are the group's value (role ids). */
export function FunctionCheckboxes({ roles, disabled, ...group }: Omit<CheckboxGroupProps, 'children'> & { roles: RoleView[]; disabled?: boolean }) {
  return (
    <Checkbox.Group {...group} aria-label="Brugerens funktioner">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing={6}>
        {roles.map((role) => (
          <Checkbox key={role.Id} value={String(role.Id)} label={roleLabel(role.Name)} disabled={disabled} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
