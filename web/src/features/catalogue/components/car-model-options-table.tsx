import { Table, Text } from '@mantine/core';
import type { CarModelOption } from '../../../../../domain/catalogue/vehicle-data.ts';
import { formatKr } from '../../../../../domain/format.ts';

/** A catalogue variant's equipment: what comes as standard first, then the extra equipment with its price. */
export function CarModelOptionsTable({ options, label }: { options: CarModelOption[]; label: string }) {
  if (options.length === 0) return <Text size="sm" c="dimmed">Modelkataloget har intet udstyr på varianten.</Text>;
  const ordered = [...options.filter((option) => option.IsStandard), ...options.filter((option) => !option.IsStandard)];
  return (
    <Table aria-label={label} verticalSpacing={2} data-testid="car-model-options">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Udstyr</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th ta="right">Pris</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ordered.map((option) => (
          <Table.Tr key={option.Id}>
            <Table.Td>{option.Name}</Table.Td>
            <Table.Td>{option.IsStandard ? 'Standardudstyr' : 'Ekstraudstyr'}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{option.IsStandard ? '–' : formatKr(option.Price, 0)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
