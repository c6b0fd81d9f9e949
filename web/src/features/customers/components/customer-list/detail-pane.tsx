import { Anchor, Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CASE_STATUS_LABELS, isCaseStatus } from '../../../../../../domain/cases/status.ts';
import { categoryLabel } from '../../../../../../domain/customers/customer.ts';
import { formatDate } from '../../../../../../domain/format.ts';
import { ApiError } from '@/lib/api.ts';
import { customerListDetailsQuery, latestCasesQuery, type CustomerListDetails } from '../../api/customer-list.ts';
import { CustomerListMessages } from '../../model/customer-list-messages.ts';

const joined = (parts: readonly (string | null | undefined)[], separator = ' '): string => parts.filter((part) => part && part.trim()).join(separator);

const addressOf = (details: CustomerListDetails): string => details.Address ?? joined([details.Street, details.StreetNumber]);

/**
 * The detail pane of the active row (spec part 1 §2 "Customer list"): the customer's contact fields and, for a dealer
 * with the case function, the latest 3 cases, each opening its case.
 */
export function DetailPane({
  id,
  showsCases,
  onOpen,
  onOpenCase,
}: {
  id: string;
  /** The dealer has the case function: the customer's cases can be read. */
  showsCases: boolean;
  onOpen: (id: string) => void;
  onOpenCase: (caseId: string) => void;
}) {
  const details = useQuery(customerListDetailsQuery(id));
  const cases = useQuery({ ...latestCasesQuery(id), enabled: showsCases });
  const data = details.data;
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
          {data.DealerName && <Detail label="Afdeling" value={data.DealerName} />}
          {showsCases && (
            <>
              <Divider label="Seneste sager" labelPosition="left" />
              {cases.data === undefined ? (
                <Text size="sm" c="dimmed">
                  {cases.error ? (cases.error instanceof ApiError ? cases.error.message : 'Sagerne kunne ikke hentes.') : 'Henter sager...'}
                </Text>
              ) : cases.data.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {CustomerListMessages.noCases}
                </Text>
              ) : (
                <Stack gap={4} data-testid="customer-latest-cases">
                  {cases.data.slice(0, 3).map((row) => (
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
