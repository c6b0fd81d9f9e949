import { Alert, Anchor, Badge, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatNumber, toClientDate } from '../../../../../domain/format.ts';
import { UNIQUE_CAR_TEXT, VALUATION_LABELS } from '@/lib/price-indicator.ts';
import { marketInsightsHref, valuationDataQuery, type PriceRange, type ValuationData } from '../api/valuation-data.ts';

const kr = (value: number | null): string => (value === null ? '–' : `${formatNumber(value)} kr.`);

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

/** One of the three price ranges; the one the car's own price falls in is marked. */
function RangeBox({ colour, range, current }: { colour: 1 | 2 | 3; range: PriceRange; current: boolean }) {
  const { color, label } = VALUATION_LABELS[colour] ?? { color: 'gray', label: '' };
  return (
    <Paper
      p="xs"
      radius="sm"
      role="group"
      aria-label={label}
      aria-current={current ? 'true' : undefined}
      style={{
        backgroundColor: `var(--mantine-color-${color}-1)`,
        border: current ? `3px solid var(--mantine-color-${color}-9)` : `1px solid var(--mantine-color-${color}-3)`,
      }}
    >
      <Stack gap={2} align="center">
        <Text size="sm" fw={700} c={`${color}.9`}>
          {label}
        </Text>
        <Text size="sm" c="dark.7">
          {formatNumber(range.From)} – {formatNumber(range.To)} kr.
        </Text>
        {current && (
          <Badge size="xs" color={color === 'yellow' ? 'dark' : color} variant="filled">
            Bilens pris
          </Badge>
        )}
      </Stack>
    </Paper>
  );
}

function Estimate({ data }: { data: ValuationData }) {
  const unique = data.CurrentRangeColor === 0 || data.CarEstimatedPrice === null;
  const ranges = [
    [1, data.GreenRange],
    [2, data.YellowRange],
    [3, data.RedRange],
  ] as const;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {data.CarTitle}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Bilens pris" value={kr(data.CarCurrentPrice)} />
        <Figure label="Estimeret markedspris" value={unique ? '–' : kr(data.CarEstimatedPrice)} />
        <Figure label="1. reg." value={toClientDate(data.FirstRegistrationDate) || '–'} />
        <Figure label="Km" value={data.Mileage === null ? '–' : formatNumber(data.Mileage)} />
      </SimpleGrid>
      {unique ? (
        <Alert color="gray" icon={<IconInfoCircle size={18} />} title="Ingen prisvurdering">
          {UNIQUE_CAR_TEXT}
        </Alert>
      ) : (
        <>
          <SimpleGrid cols={3} spacing="xs" aria-label="Prisintervaller">
            {ranges.map(([colour, range]) => (range ? <RangeBox key={colour} colour={colour} range={range} current={data.CurrentRangeColor === colour} /> : null))}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            Vurderet ud fra {formatNumber(data.NumberOfCars)} sammenlignelige biler til salg på markedet. Intervallerne er afrundet til nærmeste 1.000 kr.
          </Text>
        </>
      )}
      <Group>
        <Anchor href={marketInsightsHref(data)}>
          <Group gap={4} component="span">
            <IconChartBar size={16} aria-hidden />
            Se markedsindsigt for bilen
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}

/**
 * The price estimate of a stock car (spec part 1 §2 price estimate, §3 "Valuation data", §8): the market's estimated
 * price and the green, yellow and red ranges, the car's own price marked in its range, or the unique-car text when the
 * market has too few comparable cars; and the way on to the car's market insights.
 */
export function PriceEstimateModal({ opened, onClose, carId }: { opened: boolean; onClose: () => void; carId: string }) {
  const { data, error } = useQuery({ ...valuationDataQuery(carId), enabled: opened });
  return (
    <Modal opened={opened} onClose={onClose} title="Prisvurdering" size="lg" closeButtonProps={{ 'aria-label': 'Luk' }}>
      {error ? <Text c="red">{error.message}</Text> : !data ? <Loader size="sm" aria-label="Indlæser prisvurderingen" /> : <Estimate data={data} />}
    </Modal>
  );
}
