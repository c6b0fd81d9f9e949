import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dealersQuery } from '../api/dealers.ts';

/** The dealer selector of the administration pages: shown only to an administrator who may administrate several. */
export function DepartmentSelect({ dealerId, onChange }: { dealerId: string; onChange: (dealerId: string) => void }) {
  const dealers = useQuery(dealersQuery);
  const options = (dealers.data ?? []).map((dealer) => ({ value: dealer.Id, label: dealer.Name }));
  if (options.length <= 1) return null;
  return (
    <Select
      label="Afdeling"
      w={280}
      data={options}
      value={dealerId}
      onChange={(value) => value && onChange(value)}
      allowDeselect={false}
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
