import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatNumber } from '../../../../../domain/format.ts';
import type { PriceGuideFigures } from '../../../../../domain/market/car-list.ts';

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={600} aria-label={label}>
      {value}
    </Text>
  </Stack>
);

/**
 * The price guide of the cars found (spec part 1 §3 "Price guide", §9): their number, average mileage and price, the
 * price per km, and for the car's own mileage (ActualMileage) the calculated price.
 */
export function PriceGuideBox({ guide }: { guide: PriceGuideFigures }) {
  const perKm = guide.PricePrKmUserOverwrite ?? guide.PricePrKmCalculated;
  return (
    <Paper withBorder p="sm" aria-label="Prisguide" role="region">
      <Title order={3} size="h5" mb="xs">
        Prisguide
      </Title>
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        <Figure label="Antal biler" value={formatNumber(guide.NumberOfCars)} />
        <Figure label="Gennemsnitlig km" value={formatNumber(guide.AverageMileage)} />
        <Figure label="Gennemsnitspris" value={`${formatNumber(guide.AveragePrice)} kr.`} />
        <Figure label="Km-pris" value={`${formatNumber(perKm, 2)} kr.`} />
        <Figure label="Beregnet pris" value={guide.CalculatedPrice === null ? 'Angiv faktisk km' : `${formatNumber(guide.CalculatedPrice, 0)} kr.`} />
      </SimpleGrid>
    </Paper>
  );
}
