import { Anchor, Button, Card, CloseButton, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconBook, IconCash, IconChartBar, IconEdit, IconReportSearch, IconTag } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatNumber, toClientDate } from '../../../../../../domain/format.ts';
import { hasRoleFlag, mayCall, type CurrentUser } from '@/lib/current-user.ts';
import { carDetailsQuery } from '../../api/get-car-details.ts';
import type { StockListItem } from '../../api/types.ts';
import { mayChangeCars } from '../../model/permissions.ts';
import { PhotoUploader } from '../photo-uploader.tsx';
import type { OwnCarsSlots } from '../slots.ts';
import { AdTypeChoice } from './ad-type.tsx';
import { PictureGallery } from './picture-gallery.tsx';

const amount = (value: number | null | undefined): string => (value === null || value === undefined ? '' : `${formatNumber(value)} kr.`);

/**
 * The own-cars detail panel (spec part 1 §2): the active car's summary, its pictures, the ad type, and the actions on
 * it (open, sell, transfer, create a case), as the user's role allows. Closable; a row click opens it again. A car of
 * another department of the group (the combined scope) is shown read-only, with that department's details. A user who
 * may edit cars manages the pictures here too (the photo uploader), unless the server says the car cannot be changed.
 */
export function DetailPanel({
  user,
  row,
  onClose,
  onOpen,
  onListChanged,
  onSell,
  onTransfer,
  CatalogueDetails,
  CarFacts,
  PriceTag,
  PriceEstimate,
}: {
  user: CurrentUser;
  row: StockListItem;
  onClose: () => void;
  onOpen: () => void;
  onListChanged: () => void;
  onSell: () => void;
  onTransfer: () => void;
  /** The model catalogue's details dialog, for a car made from a catalogue variant. */
  CatalogueDetails?: OwnCarsSlots['CatalogueDetails'];
  /** The car facts dialog, for a dealer with the car facts function. */
  CarFacts?: OwnCarsSlots['CarFacts'];
  /** The price-tag dialog, for a dealer with the price tag function. */
  PriceTag?: OwnCarsSlots['PriceTag'];
  /** The price estimate, for a dealer with the market insights function. */
  PriceEstimate?: OwnCarsSlots['PriceEstimate'];
}) {
  const [catalogueOpened, setCatalogueOpened] = useState(false);
  const [priceTagOpened, setPriceTagOpened] = useState(false);
  const [factsOpened, setFactsOpened] = useState(false);
  const [estimateOpened, setEstimateOpened] = useState(false);
  // The picture shown large: the first again for another car.
  const [picture, setPicture] = useState({ carId: row.Id, index: 0 });
  const shownPicture = picture.carId === row.Id ? picture.index : 0;
  const showPicture = (index: number): void => setPicture({ carId: row.Id, index });
  const own = row.DealerId === user.DealerId;
  const details = useQuery(carDetailsQuery(row.Id, own ? undefined : row.DealerId));
  const car = details.data;
  // The list row has no sold flag: a sold car has its sales date.
  const sold = row.SalesDate !== null;
  const active = own && !sold;
  const uploader = own && car !== undefined && mayChangeCars(user, 'editCars');
  // The chassis number stays with the car while plates change (the register may not know a new plate yet).
  const factsNumber = car?.ChassisNumber || row.RegistrationNumber;
  const carFacts = CarFacts !== undefined && hasRoleFlag(user, 'car_facts') && factsNumber !== '';
  const priceTag = PriceTag !== undefined && active && hasRoleFlag(user, 'price_tag');
  // A car for sale is priced against the market; the estimate's route needs the market insights function.
  const priceEstimate = PriceEstimate !== undefined && active && mayCall(user, 'GET', '/api/owncarlist/getvaluationdata/');
  const facts: [string, string][] = [
    ['Reg.nr.', row.RegistrationNumber],
    ['Stelnr.', car?.ChassisNumber ?? ''],
    ['Vognnr.', row.VehicleNumber],
    ['Årgang', row.ModelYear === null ? '' : String(row.ModelYear)],
    ['1. reg.', toClientDate(row.FirstRegistrationDate)],
    ['Km', row.Mileage === null ? '' : formatNumber(row.Mileage)],
    ['Drivmiddel', row.FuelTypeText],
    ['Kontantpris', amount(row.CashPrice)],
    ['Pris ekskl. lev.', amount(row.Price)],
    ['Leasing', amount(row.LeasePayment)],
    ['Status', row.StatusText],
    ['Visning', row.InternalExternal],
    ['Lagerdage', String(row.DaysInStock)],
    ['Eksterne dage', row.ExternalDays === null ? '' : String(row.ExternalDays)],
    ['Afdeling', row.Branch],
    ['Ansvarlig', row.ResponsibleUser?.Name ?? ''],
    ...(sold ? ([['Solgt', toClientDate(row.SalesDate)], ['Salgspris', amount(row.SalesPrice)]] as [string, string][]) : []),
  ];

  return (
    <Card withBorder padding="sm" component="aside" aria-label="Bilens detaljer">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {row.Title}
          </Title>
          <CloseButton aria-label="Luk detaljer" onClick={onClose} />
        </Group>
        {/* The uploader below says so itself when the car has no pictures. */}
        {(!uploader || (car.CarPictureUrls ?? []).length > 0) && (
          <PictureGallery
            title={row.Title}
            pictures={car?.CarPictureUrls ?? []}
            thumbnails={car?.CarPictureThumbnailUrls}
            downloads={car?.CarPictures?.map((picture) => picture.DownloadUrl)}
            count={row.Pictures}
            shown={shownPicture}
            onShow={showPicture}
            // The uploader below shows the same pictures: its thumbnails choose the one shown, once.
            strip={!uploader || (car.CarPictures ?? []).length === 0}
          />
        )}
        {carFacts && (
          <Group gap="xs">
            <Button size="xs" variant="default" leftSection={<IconReportSearch size={14} />} onClick={() => setFactsOpened(true)}>
              Bilfakta
            </Button>
          </Group>
        )}
        {uploader && (
          <PhotoUploader
            carId={row.Id}
            title={row.Title}
            pictures={car.CarPictures ?? []}
            version={car.ETag}
            readOnly={!car.CanEdit || sold}
            onShow={showPicture}
          />
        )}
        <Table fz="sm" verticalSpacing={2} withRowBorders={false}>
          <Table.Tbody>
            {facts
              .filter(([, value]) => value !== '')
              .map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th fw={500} w={120}>
                    {label}
                  </Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
        {own && (
          <AdTypeChoice
            carId={row.Id}
            adType={car?.AdType ?? row.AdType}
            setByRule={car?.AdTypeSetByRule ?? row.AdTypeSetByRule}
            disabled={!mayChangeCars(user, 'editCars') || sold || !car}
            onChanged={onListChanged}
          />
        )}
        {!own && (
          <Text size="xs" c="dimmed">
            Bilen hører til {row.Branch}.
          </Text>
        )}
        <Group gap="xs">
          {own && (
            <Button size="xs" variant="light" leftSection={<IconEdit size={14} />} onClick={onOpen}>
              Åbn bil
            </Button>
          )}
          {active && mayChangeCars(user, 'sellCars') && (
            <Button size="xs" variant="light" color="green" leftSection={<IconCash size={14} />} onClick={onSell}>
              Sælg bil
            </Button>
          )}
          {active && mayChangeCars(user, 'transferCars') && (
            <Button size="xs" variant="light" leftSection={<IconArrowsExchange size={14} />} onClick={onTransfer}>
              Overfør
            </Button>
          )}
          {priceTag && (
            <Button size="xs" variant="light" leftSection={<IconTag size={14} />} onClick={() => setPriceTagOpened(true)}>
              Prisskilt
            </Button>
          )}
          {priceEstimate && (
            <Button size="xs" variant="light" leftSection={<IconChartBar size={14} />} onClick={() => setEstimateOpened(true)}>
              Prisvurdering
            </Button>
          )}
          {CatalogueDetails && car?.CarSpecificationGuid && (
            <Button size="xs" variant="light" leftSection={<IconBook size={14} />} onClick={() => setCatalogueOpened(true)}>
              Modelkatalog
            </Button>
          )}
          {active && mayCall(user, 'POST', '/api/case/save') && (
            <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/Cases/Case/CreateCase" search={{ carId: row.Id }} />}>
              Opret sag
            </Anchor>
          )}
        </Group>
      </Stack>
      {CatalogueDetails && car?.CarSpecificationGuid && (
        <CatalogueDetails opened={catalogueOpened} onClose={() => setCatalogueOpened(false)} carGuid={car.CarSpecificationGuid} />
      )}
      {priceEstimate && PriceEstimate && <PriceEstimate opened={estimateOpened} onClose={() => setEstimateOpened(false)} carId={row.Id} />}
      {priceTag && PriceTag && <PriceTag opened={priceTagOpened} onClose={() => setPriceTagOpened(false)} carId={row.Id} />}
      {carFacts && CarFacts && (
        <CarFacts opened={factsOpened} onClose={() => setFactsOpened(false)} number={factsNumber} carGuid={car?.CarSpecificationGuid ?? null} />
      )}
    </Card>
  );
}
