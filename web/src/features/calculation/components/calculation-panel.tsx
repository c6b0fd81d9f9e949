import { Alert, Badge, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { DbiVehicle } from '../../../../../domain/calculation/dbi-vehicle.ts';
import type { FeeExplanationWire, FeeRequest } from '../../../../../domain/calculation/fee-request.ts';
import { maxGearing } from '../../../../../domain/calculation/sale-calculation.ts';
import { formatKr } from '../../../../../domain/format.ts';
import { dbiVehicleQuery, registrationFeeQuery } from '../api/calculation.ts';

/**
 * The calculation tab's figures for the case's catalogue car (spec part 2 §2 "Price overview", "Registration fee
 * details panel"): the catalogue's price block, the registration fee to the law and where each of its figures comes
 * from. Recalculated (debounced) when the car or the expected registration date changes; an answer for an older
 * input is never shown for a newer one, and the figures spin while a calculation runs.
 */
export interface CalculationPanelProps {
  carGuid: string | null;
  /** The expected first registration (YYYY-MM-DD); today when not given. */
  registrationDate?: string | null;
}

export const CalculationTexts = {
  noCar: 'Vælg en bil fra kataloget for at beregne prisen og registreringsafgiften.',
  overview: 'Prisoversigt',
  details: 'Registreringsafgift – beregning',
  communication: 'Afgiften kunne ikke beregnes. Prøv igen.',
} as const;

const CONFIDENCE: Record<FeeExplanationWire['Confidence'], { label: string; color: string }> = {
  read: { label: 'Satser læst i loven', color: 'green' },
  inferred: { label: 'Indeholder udledte satser', color: 'yellow' },
  carried: { label: 'Indeholder satser, der ikke er fundet for året', color: 'orange' },
};
const BASIS: Record<string, string> = { read: 'læst', inferred: 'udledt', carried: 'ikke fundet' };

const requestOf = (vehicle: DbiVehicle, registrationDate: string): FeeRequest => {
  const input = {
    UsageType: 0 as const,
    VehicleType: vehicle.VehicleType,
    FuelType: vehicle.FuelType,
    Co2Emission: vehicle.CO2Emission,
    BatteryCapacity: vehicle.BatteryCapacity,
    IsNew: true,
    RegistrationDate: registrationDate,
    CostWithoutVat: vehicle.NettoPriceWithoutVat,
    ProfitWithoutVat: vehicle.ProfitWithoutVat,
    MinProfit: vehicle.MinProfit,
    MinTaxationValue: vehicle.MinTaxationValue,
    TaxDeductableSetting: vehicle.TaxDeductableSetting,
    FactoryEquipment: [],
  };
  return { OriginalVehicleInput: input, ChangedVehicleInput: input };
};

export function CalculationPanel({ carGuid, registrationDate }: CalculationPanelProps) {
  const vehicle = useQuery(dbiVehicleQuery(carGuid));
  const date = registrationDate || new Date().toISOString().slice(0, 10);
  const [request] = useDebouncedValue(vehicle.data ? requestOf(vehicle.data, date) : null, 300);
  const fee = useQuery(registrationFeeQuery(request));
  if (!carGuid) return <Text c="dimmed">{CalculationTexts.noCar}</Text>;
  if (vehicle.isPending) return <Loader size="sm" aria-label="Henter bilens priser" />;
  if (vehicle.isError) return <Alert color="red">{vehicle.error.message}</Alert>;
  const car = vehicle.data;
  const gearing = maxGearing(car.DbiAccessLevel);
  const busy = fee.isFetching;
  const figure = (value: number | null | undefined) => (busy || value === undefined ? <Loader size="xs" /> : value === null ? '–' : formatKr(value));
  const rows: [string, React.ReactNode][] = [
    ['Listepris', formatKr(car.ListPrice)],
    ['Nettopris u/moms', formatKr(car.NettoPriceWithoutVat)],
    ['Avance u/moms', formatKr(car.ProfitWithoutVat)],
    ['Minimumsavance', car.MinProfit === null ? '–' : formatKr(car.MinProfit)],
    ['Minimumsbeskatning', car.MinTaxationValue === null ? '–' : formatKr(car.MinTaxationValue)],
    ['Afgiftsgrundlag', figure(fee.data?.BaseTaxDeductableValue)],
    ['Registreringsafgift', figure(fee.data?.RegistrationFee)],
  ];
  const explanation = fee.data?.Explanation;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder>
        <Title order={4} mb="sm">
          {CalculationTexts.overview}
        </Title>
        <Table aria-label={CalculationTexts.overview}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Td>{label}</Table.Td>
                <Table.Td ta="right">{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {gearing.message && (
          <Alert mt="sm" color={gearing.state === 'warning' ? 'yellow' : 'gray'}>
            {gearing.message}
          </Alert>
        )}
      </Card>
      <Card withBorder>
        <Title order={4} mb="sm">
          {CalculationTexts.details}
        </Title>
        {fee.isError && <Alert color="red">{fee.error.message || CalculationTexts.communication}</Alert>}
        {explanation && (
          <Stack gap="xs" aria-label={CalculationTexts.details}>
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
                          {each.Name}: {JSON.stringify(each.Value)} ({BASIS[each.Basis] ?? each.Basis}
                          {each.FromYear ? `, fra ${each.FromYear}` : ''}; {each.Source})
                        </Text>
                      ))}
                    </Table.Td>
                    <Table.Td ta="right">{formatKr(line.Amount)}</Table.Td>
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
    </SimpleGrid>
  );
}
