import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SalesItem } from '../../../../../events/cases.ts';
import { upholsteryQuery } from '../api/upholstery.ts';

export const UpholsteryTexts = {
  type: 'Polstring',
  color: 'Polstringsfarve',
  choose: 'Vælg',
} as const;

type Upholstery = NonNullable<SalesItem['Upholstery']>;

/**
 * The upholstery ordered with the car (spec part 2 §3 "Sales item": Upholstery with Type, Color and ColorCode), chosen
 * from the catalogue's lists. The choice belongs to the sales item and is saved with the case; the lists are asked
 * for only when the choice can be made.
 */
export function UpholsteryFields({ value, readOnly, onChange }: { value: SalesItem['Upholstery']; readOnly: boolean; onChange: (next: Upholstery | null) => void }) {
  const lists = useQuery(upholsteryQuery(!readOnly));
  const current: Upholstery = value ?? {};
  const types = (lists.data?.types ?? []).map((each) => each.Type);
  // A saved choice the catalogue no longer lists is still shown.
  if (current.Type && !types.includes(current.Type)) types.push(current.Type);
  const colors = (lists.data?.colors ?? []).map((each) => ({ value: each.ColorCode, label: `${each.Color} (${each.ColorCode})` }));
  if (current.ColorCode && !colors.some((each) => each.value === current.ColorCode)) colors.push({ value: current.ColorCode, label: `${current.Color ?? ''} (${current.ColorCode})`.trim() });
  const set = (changes: Upholstery) => {
    const next = { ...current, ...changes };
    onChange(next.Type || next.ColorCode ? next : null);
  };
  return (
    <Group grow>
      <Select
        label={UpholsteryTexts.type}
        placeholder={UpholsteryTexts.choose}
        data={types}
        value={current.Type ?? null}
        readOnly={readOnly}
        clearable={!readOnly}
        searchable
        comboboxProps={{ withinPortal: true }}
        onChange={(next) => set({ Type: next })}
      />
      <Select
        label={UpholsteryTexts.color}
        placeholder={UpholsteryTexts.choose}
        data={colors}
        value={current.ColorCode ?? null}
        readOnly={readOnly}
        clearable={!readOnly}
        searchable
        comboboxProps={{ withinPortal: true }}
        onChange={(next) => {
          const color = lists.data?.colors.find((each) => each.ColorCode === next);
          set({ ColorCode: next, Color: next === null ? null : (color?.Color ?? current.Color ?? null) });
        }}
      />
    </Group>
  );
}
