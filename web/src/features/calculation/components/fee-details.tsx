import { Alert, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { FeeExplanationWire } from '../../../../../domain/calculation/fee-request.ts';
import { formatKr } from '../../../../../domain/format.ts';

/**
 * The registration fee details panel (spec part 2 §2): which rules and which year's rates the fee was calculated by,
 * every step from the taxable value to the fee in Danish number formats, ending in the fee. Where a rate of the year
 * is not yet published, one plain sentence says so; the sources of each rate stay in the rate tables and the answer.
 */
export const FeeDetailsTexts = {
  heading: 'Registreringsafgift – beregning',
  typed: 'Afgiften er indtastet, ikke beregnet.',
  none: 'Ingen afgiftsberegning.',
  total: 'Registreringsafgift',
  neverNegative: 'Fradragene er større end afgiften, og afgiften kan ikke blive negativ.',
} as const;

/** The one sentence a dealer reads when the year's rates are not all published. */
export const uncertaintyText = (confidence: FeeExplanationWire['Confidence'], year: number): string | null => {
  if (confidence === 'inferred') return `Enkelte satser for ${year} er endnu ikke offentliggjort og er beregnet efter lovens regler, så afgiften kan afvige en smule.`;
  if (confidence === 'carried') return `Satserne for ${year} er endnu ikke offentliggjort, så afgiften er beregnet med de senest kendte satser og kan afvige.`;
  return null;
};

export function FeeDetails({ explanation, fee, error, typed }: { explanation: FeeExplanationWire | null; fee: number | null; error: string | null; typed: boolean }) {
  const uncertainty = explanation ? uncertaintyText(explanation.Confidence, explanation.Year) : null;
  // The steps on the fee add up to it, unless the deductions are larger than the fee (which stops at 0).
  const sum = explanation?.Lines.filter((line) => !line.Informational).reduce((total, line) => total + line.Amount, 0) ?? 0;
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
          <Text fw={500}>
            {explanation.Table}, satser {explanation.Year}
          </Text>
          {uncertainty && (
            <Alert color="yellow" p="xs">
              {uncertainty}
            </Alert>
          )}
          <Table>
            <Table.Tbody>
              {explanation.Lines.map((line, index) => (
                <Table.Tr key={`${line.Label}-${index}`}>
                  <Table.Td>
                    {line.Label}
                    {line.Detail && (
                      <Text size="xs" c="dimmed">
                        {line.Detail}
                      </Text>
                    )}
                  </Table.Td>
                  {/* An amount is read as one: never broken between the number and 'kr.'. A step on the value has its
                      amount in its detail, so the column adds up to the fee. */}
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    {line.Informational ? '' : formatKr(line.Amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
              {fee !== null && (
                <Table.Tr>
                  <Table.Td fw={700}>{FeeDetailsTexts.total}</Table.Td>
                  <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {formatKr(fee)}
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
          {fee !== null && fee === 0 && sum < 0 && (
            <Text size="sm" c="dimmed">
              {FeeDetailsTexts.neverNegative}
            </Text>
          )}
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
