import { Anchor, Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CASE_STATUS_LABELS, isCaseStatus } from '../../../../../../domain/cases/status.ts';
import { categoryLabel } from '../../../../../../domain/customers/customer.ts';
import { formatDate } from '../../../../../../domain/format.ts';
import { ApiError } from '@/lib/api.ts';
import { customerListDetailsQuery, type CustomerListDetails } from '../../api/customer-list.ts';
import { CustomerListMessages } from '../../model/customer-list-messages.ts';

const joined = (parts: readonly (string | null | undefined)[], separator = ' '): string => parts.filter((part) => part && part.trim()).join(separator);

const addressOf = (details: CustomerListDetails): string => details.Address ?? joined([details.Street, details.StreetNumber]);

/**
 * The detail pane of the active row (spec part 1 §2 "Customer list"): the customer's contact fields, its cars and, where
 * the dealer has the case function and the role reads cases, the latest 3 cases, each opening its case.
 */
export function DetailPane({ id, onOpen, onOpenCase }: { id: string; onOpen: (id: string) => void; onOpenCase: (caseId: string) => void }) {
  const details = useQuery(customerListDetailsQuery(id));
  const data = details.data;
  const cases = data?.Cases;
  return (
    <Card withBorder padding="md" component="aside" aria-label="Kundedetaljer" data-testid="customer-details">
      {!data ? (
        <Text c="dimmed" size="sm">
          {details.error ? (details.error instanceof ApiError ? details.error.message : CustomerListMessages.detailsFailed) : 'Henter kunden...'}
        </Text>
      ) : (
        <Stack gap="xs">
          <Text fw={700}>{data.Name ?? data.Title ?? ''}</Text>
          {data.Category !== undefined && data.Category !== null && <Detail label="Kategori" value={categoryLabel(data.Category)} />}
          <Detail label="C/O / Att." value={data.CoOrAtt} />
          <Detail label="Adresse" value={addressOf(data)} />
          <Detail label="Postnr. og by" value={joined([data.ZipCode, data.City])} />
          <Detail label="Land" value={data.Country} />
          <Detail label="Telefon" value={data.Phone} />
          <Detail label="Mobil" value={data.CellPhone} />
          <Detail label="E-mail" value={data.Email} />
          {data.ContactPerson && <Detail label="Kontaktperson" value={data.ContactPerson} />}
          {data.DealerName && <Detail label="Afdeling" value={data.DealerName} />}
          {data.CustomerCars && data.CustomerCars.length > 0 && (
            <Detail label="Kundebiler" value={data.CustomerCars.map((car) => joined([car.Title, car.RegistrationNumber], ' - ')).join(', ')} />
          )}
          {cases && (
            <>
              <Divider label="Seneste sager" labelPosition="left" />
              {cases.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {CustomerListMessages.noCases}
                </Text>
              ) : (
                <Stack gap={4} data-testid="customer-latest-cases">
                  {cases.slice(0, 3).map((row) => (
                    <Anchor key={row.Id} component="button" type="button" size="sm" ta="left" onClick={() => onOpenCase(row.Id)}>
                      {joined(
                        [
                          `Sag ${row.Id}`,
                          row.CarDescription,
                          row.Status !== undefined && isCaseStatus(row.Status) ? CASE_STATUS_LABELS[row.Status] : row.StatusText,
                          row.ModifiedDate ? formatDate(row.ModifiedDate) : null,
                        ],
                        ' – ',
                      )}
                    </Anchor>
                  ))}
                </Stack>
              )}
            </>
          )}
          <Button variant="light" onClick={() => onOpen(data.Id)}>
            Åbn kunde
          </Button>
        </Stack>
      )}
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" data-detail={label} style={{ wordBreak: 'break-word' }}>
        {value ? value : '–'}
      </Text>
    </Group>
  );
}
