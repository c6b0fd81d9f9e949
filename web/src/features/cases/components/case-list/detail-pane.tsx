import { Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CASE_STATUS_LABELS } from '../../../../../../domain/cases/status.ts';
import { formatDateTime, formatKr, formatNumber, toClientDate } from '../../../../../../domain/format.ts';
import { ApiError } from '@/lib/api.ts';
import type { CurrentUser } from '@/lib/current-user.ts';
import { caseDetailsQuery } from '../../api/case-details.ts';
import type { DetailsCar } from '../../api/types.ts';
import { INSURANCE_FLAG } from '../../model/case-list-columns.ts';

const yesNo = (value: boolean): string => (value ? 'Ja' : 'Nej');

/**
 * The detail pane of the active row (spec part 2 §3 "Case list row and detail"): case manager, dates, title, status,
 * finance and insurance (with the roles that show those columns), the finance service, the buyer's name (or that none is
 * chosen), whether a swap price is agreed, the car and the swap car.
 */
export function DetailPane({ id, user, onOpen }: { id: string; user: CurrentUser; onOpen: (id: string) => void }) {
  const details = useQuery(caseDetailsQuery(id));
  const data = details.data;
  const finance = user.RoleFlags.includes('finance');
  const insurance = finance && (user.RoleFlags as readonly string[]).includes(INSURANCE_FLAG);
  return (
    <Card withBorder padding="md" component="aside" aria-label="Sagsdetaljer" data-testid="case-details">
      {!data ? (
        <Text c="dimmed" size="sm">
          {details.error instanceof ApiError ? details.error.message : 'Henter sagen...'}
        </Text>
      ) : (
        <Stack gap="xs">
          <Stack gap={2}>
            <Text fw={700}>{data.DetailsTitle}</Text>
            <Text size="sm">{CASE_STATUS_LABELS[data.Status] ?? data.StatusText}</Text>
          </Stack>
          <Detail label="Sagsbehandler" value={data.CaseManager} />
          <Detail label="Oprettet" value={data.CreatedDate ? formatDateTime(data.CreatedDate) : null} />
          <Detail label="Ændret" value={data.ModifiedDate ? formatDateTime(data.ModifiedDate) : null} />
          <Detail label="Kunde" value={data.HasCustomer ? data.CustomerName : 'Der er ikke valgt en kunde.'} />
          <Detail label="Bytteprisaftale" value={yesNo(data.HasSwapPriceAgreement)} />
          <Divider label="Bil" labelPosition="left" />
          {data.Car ? <CarDetails car={data.Car} /> : <Empty>Der er ikke valgt en bil.</Empty>}
          {data.SwapCar && (
            <>
              <Divider label="Byttebil" labelPosition="left" />
              <CarDetails car={data.SwapCar} />
              <Detail label="Seneste bud" value={data.SwapCar.LatestBid === null ? null : formatKr(data.SwapCar.LatestBid, 0)} />
            </>
          )}
          {finance && (
            <>
              <Divider label="Tillægsydelser" labelPosition="left" />
              <Detail label="Finansiering" value={[data.FinanceBrand, data.FinanceText].filter(Boolean).join(' – ')} />
              <Detail label="Service" value={data.FinanceService === null ? null : String(data.FinanceService)} />
              {insurance && <Detail label="Forsikring" value={[data.InsuranceBrand, data.InsuranceText].filter(Boolean).join(' – ')} />}
            </>
          )}
          <Button variant="light" onClick={() => onOpen(data.Id)}>
            Åbn sag
          </Button>
        </Stack>
      )}
    </Card>
  );
}

function CarDetails({ car }: { car: DetailsCar }) {
  return (
    <>
      <Detail label="Bil" value={`${car.MakeModel ?? ''}${car.IsFactoryNew ? ' (fabriksny)' : ''}`} />
      <Detail label="Årgang" value={car.ModelYear === null ? null : String(car.ModelYear)} />
      <Detail label="Reg.nr." value={car.RegistrationNumber} />
      <Detail label="1. reg." value={toClientDate(car.RegistrationDate)} />
      <Detail label="Km" value={car.Mileage === null ? null : formatNumber(car.Mileage)} />
    </>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" data-detail={label}>
        {value ? value : '–'}
      </Text>
    </Group>
  );
}
