import { Anchor, CloseButton, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { FUEL_TYPE_LABELS, GEAR_TYPE_LABELS } from '../../../../../domain/cars/car.ts';
import { formatNumber, toClientDate } from '../../../../../domain/format.ts';
import { MARKET_CAR_TYPES } from '../../../../../domain/market/car-list.ts';
import type { MarketplaceListing } from '../api/marketplace.ts';

/** The marketplaces as a dealer names them: the two ad marketplaces and the provider's wholesale list. */
export const MARKETPLACE_LABELS: Readonly<Record<string, string>> = { Bilbasen: 'Bilbasen', DBA: 'DBA', Engros: 'Engroslisten' };

const kr = (value: number | null): string => (value === null ? '' : `${formatNumber(value)} kr.`);

const Field = ({ label, value }: { label: string; value: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" aria-label={label}>
      {value || '–'}
    </Text>
  </Stack>
);

/**
 * The chosen marketplace listing (spec part 1 §3 "Marketplace listing"): the car, its prices, when it was listed and
 * when it is expected to expire, its seller, and the link to the listing on its marketplace, opened in a new tab.
 */
export function MarketplaceListingPane({ listing, onClose }: { listing: MarketplaceListing; onClose: () => void }) {
  const marketplace = MARKETPLACE_LABELS[listing.Marketplace] ?? listing.Marketplace;
  return (
    <Paper withBorder p="sm" role="region" aria-label="Annoncens detaljer">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5">
            {`${listing.Make} ${listing.Model} ${listing.Variant}`.trim()}
          </Title>
          <CloseButton aria-label="Luk detaljer" onClick={onClose} />
        </Group>
        <SimpleGrid cols={{ base: 2, xl: 3 }}>
          <Field label="Pris" value={kr(listing.RetailPrice)} />
          {listing.WholesalePrice !== null && <Field label="Engrospris" value={kr(listing.WholesalePrice)} />}
          {listing.PriceWithNoTax !== null && <Field label="Pris uden afgift" value={kr(listing.PriceWithNoTax)} />}
          <Field label="Type" value={MARKET_CAR_TYPES[listing.CarType] ?? ''} />
          <Field label="Årgang" value={String(listing.ModelYear)} />
          <Field label="Km" value={formatNumber(listing.Mileage)} />
          <Field label="Drivmiddel" value={FUEL_TYPE_LABELS[listing.FuelType as keyof typeof FUEL_TYPE_LABELS] ?? listing.FuelType} />
          <Field label="Gear" value={GEAR_TYPE_LABELS[listing.GearType as keyof typeof GEAR_TYPE_LABELS] ?? ''} />
          <Field label="Motor" value={listing.Motor} />
          <Field label="Effekt" value={listing.Effect ? `${formatNumber(listing.Effect)} hk` : ''} />
          <Field label="Km/l" value={listing.KmPerLiter === null ? '' : formatNumber(listing.KmPerLiter, 1)} />
          <Field label="Døre" value={listing.NumberOfDoors ? String(listing.NumberOfDoors) : ''} />
          <Field label="Farve" value={listing.Color} />
          <Field label="Oprettet" value={toClientDate(listing.CreatedDate)} />
          <Field label="Forventet udløb" value={toClientDate(listing.ExpectedExpirationDate)} />
          <Field label="Markedsplads" value={marketplace} />
        </SimpleGrid>
        {listing.Description && <Text size="sm">{listing.Description}</Text>}
        <SimpleGrid cols={{ base: 2, xl: 3 }}>
          <Field label="Sælger" value={listing.DealerName} />
          <Field label="Telefon" value={listing.DealerPhone} />
          <Field label="By" value={`${listing.DealerZip} ${listing.DealerCity}`.trim()} />
          {listing.DealerAddress && <Field label="Adresse" value={listing.DealerAddress} />}
          {listing.DealerEmail && <Field label="E-mail" value={listing.DealerEmail} />}
        </SimpleGrid>
        <Anchor href={listing.Link} target="_blank" rel="noopener noreferrer">
          <Group gap={4} component="span">
            Se annoncen på {marketplace}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
}
