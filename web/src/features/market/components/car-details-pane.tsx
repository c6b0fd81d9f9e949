import { Anchor, CloseButton, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FUEL_TYPE_LABELS, GEAR_TYPE_LABELS } from '../../../../../domain/cars/car.ts';
import { formatNumber, toClientDate } from '../../../../../domain/format.ts';
import { carListDetailsQuery } from '../api/car-list.ts';

const Field = ({ label, value }: { label: string; value: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm">{value || '–'}</Text>
  </Stack>
);

/** The chosen market car's details and its seller, with the link to the ad (spec part 1 §2 all-cars list). */
export function CarDetailsPane({ id, onClose }: { id: string; onClose: () => void }) {
  const { data: car, error } = useQuery(carListDetailsQuery(id));
  return (
    <Paper withBorder p="sm" role="region" aria-label="Bilens detaljer">
      {error ? (
        <Text c="red">{error.message}</Text>
      ) : !car ? (
        <Loader size="sm" aria-label="Indlæser bilen" />
      ) : (
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Title order={3} size="h5">
              {`${car.Make} ${car.Model} ${car.Variant}`.trim()}
            </Title>
            <CloseButton aria-label="Luk detaljer" onClick={onClose} />
          </Group>
          <SimpleGrid cols={{ base: 2, xl: 3 }}>
            <Field label="Type" value={car.ShortCarType} />
            <Field label="Modelår" value={String(car.ModelYear)} />
            <Field label="1. reg." value={toClientDate(car.RegistrationDate)} />
            <Field label="Km" value={formatNumber(car.Mileage)} />
            <Field label="Drivmiddel" value={FUEL_TYPE_LABELS[car.FuelType as keyof typeof FUEL_TYPE_LABELS] ?? car.FuelType} />
            <Field label="Gear" value={GEAR_TYPE_LABELS[car.GearType as keyof typeof GEAR_TYPE_LABELS] ?? ''} />
            <Field label="Farve" value={car.Color} />
            <Field label="Kontantpris" value={`${formatNumber(car.CashPrice)} kr.`} />
            <Field label="Pris ekskl. levering" value={`${formatNumber(car.Price)} kr.`} />
            <Field label="Sælger" value={car.DealerName} />
            <Field label="Telefon" value={car.DealerPhone} />
            <Field label="By" value={`${car.DealerZip} ${car.DealerCity}`} />
          </SimpleGrid>
          <Anchor href={car.Link} target="_blank" rel="noopener noreferrer">
            Se annoncen på {car.Marketplace}
          </Anchor>
        </Stack>
      )}
    </Paper>
  );
}
