import { Alert, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { FeeExplanationWire } from '../../../../../domain/calculation/fee-request.ts';
import { formatKr } from '../../../../../domain/format.ts';

/**
 * The registration fee details panel (spec part 2 §2): which rate table and year the fee was calculated by, how sure
 * its figures are (read in the law, inferred, or carried from an earlier year), every step with its figures and their
 * sources, and the notes. The fee is explained, not fetched from a black box.
 */
export const FeeDetailsTexts = {
  heading: 'Registreringsafgift – beregning',
  typed: 'Afgiften er indtastet, ikke beregnet.',
  none: 'Ingen afgiftsberegning.',
} as const;

export const CONFIDENCE: Record<FeeExplanationWire['Confidence'], { label: string; color: string }> = {
  read: { label: 'Satser læst i loven', color: 'green' },
  inferred: { label: 'Indeholder udledte satser', color: 'yellow' },
  carried: { label: 'Indeholder satser, der ikke er fundet for året', color: 'orange' },
};
const BASIS: Record<string, string> = { read: 'læst', inferred: 'udledt', carried: 'ikke fundet' };

const valueText = (value: unknown): string => (Array.isArray(value) ? value.map(valueText).join(' / ') : typeof value === 'number' ? value.toLocaleString('da-DK') : String(value));

export function FeeDetails({ explanation, error, typed }: { explanation: FeeExplanationWire | null; error: string | null; typed: boolean }) {
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {FeeDetailsTexts.heading}
      </Title>
      {error && <Alert color="red">{error}</Alert>}
      {!explanation && !error && (
        <Text size="sm" c="dimmed">
          {typed ? FeeDetailsTexts.typed : FeeDetailsTexts.none}
        </Text>
      )}
      {explanation && (
        <Stack gap="xs" aria-label={FeeDetailsTexts.heading}>
          <Group gap="xs">
            <Text fw={500}>
              {explanation.Table}, satser {explanation.Year}
            </Text>
            <Badge color={CONFIDENCE[explanation.Confidence].color}>{CONFIDENCE[explanation.Confidence].label}</Badge>
          </Group>
          <Table>
            <Table.Tbody>
              {explanation.Lines.map((line, index) => (
                <Table.Tr key={`${line.Label}-${index}`}>
                  <Table.Td>
                    {line.Label}
                    {line.Figures.map((each) => (
                      <Text key={each.Name} size="xs" c="dimmed">
                        {each.Name}: {valueText(each.Value)} ({BASIS[each.Basis] ?? each.Basis}
                        {each.FromYear ? `, fra ${each.FromYear}` : ''}; {each.Source})
                      </Text>
                    ))}
                  </Table.Td>
                  {/* An amount is read as one: never broken between the number and 'kr.'. */}
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    {formatKr(line.Amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {explanation.Notes.map((note) => (
            <Text key={note} size="sm" c="dimmed">
              {note}
            </Text>
          ))}
        </Stack>
      )}
    </Card>
  );
}
