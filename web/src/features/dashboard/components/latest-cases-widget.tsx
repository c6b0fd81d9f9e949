import { Anchor, Card, Group, SegmentedControl, Stack, Table, Text, Title, type AnchorProps } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { CASE_STATUS_LABELS } from '../../../../../domain/cases/status.ts';
import { formatDate } from '../../../../../domain/format.ts';
import { MICRO_FRONTEND_FALLBACK } from '@/components/micro-frontend-host.tsx';
import { latestCasesQuery, type LatestCasesScope } from '../api/latest-cases.ts';

// TanStack Router's recipe for Mantine's polymorphic components: a plain anchor component to wrap.
const PlainAnchor = forwardRef<HTMLAnchorElement, AnchorProps & ComponentPropsWithoutRef<'a'>>((props, ref) => <Anchor component="a" ref={ref} {...props} />);
const AnchorLink = createLink(PlainAnchor);

/**
 * The latest cases (spec part 2 §2 "Dashboard"): the ten most recently changed open cases, mine or the department's
 * (the choice is remembered in the browser), each linking to its case.
 */
export function LatestCasesWidget() {
  const [scope, setScope] = useLocalStorage<LatestCasesScope>({
    key: 'dealerhub.dashboard.latestCases.scope',
    defaultValue: 'Casemanager',
    getInitialValueInEffect: false,
  });
  const latest = useQuery(latestCasesQuery(scope));
  const rows = latest.data?.List ?? [];

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="latest-cases-title" data-testid="latest-cases">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="latest-cases-title">
            Seneste sager
          </Title>
          <SegmentedControl
            size="xs"
            aria-label="Vis sager"
            value={scope}
            onChange={(value) => setScope(value as LatestCasesScope)}
            data={[
              { value: 'Casemanager', label: 'Mine' },
              { value: 'Dealer', label: 'Afdelingens' },
            ]}
          />
        </Group>
        {latest.error ? (
          <Text size="sm" c="dimmed">
            {MICRO_FRONTEND_FALLBACK}
          </Text>
        ) : latest.isPending ? (
          <Text size="sm" c="dimmed">
            Henter sager...
          </Text>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            Der er ingen åbne sager.
          </Text>
        ) : (
          // Two columns fit a dashboard column: the case with its status and change date, and the customer over the car.
          <Table striped highlightOnHover fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sag</Table.Th>
                <Table.Th>Kunde og bil</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.Id} data-case-id={row.Id}>
                  {/* The status may wrap ('Købsaftale underskrevet' is wide); the case number and the date may not. */}
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <AnchorLink to="/Cases/Case/$id" params={{ id: row.Id }} size="sm" style={{ whiteSpace: 'nowrap' }}>
                      Sag {row.Id}
                    </AnchorLink>
                    <Text size="sm">{CASE_STATUS_LABELS[row.Status] ?? row.StatusText}</Text>
                    {row.ModifiedDate && (
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        Ændret {formatDate(row.ModifiedDate)}
                      </Text>
                    )}
                  </Table.Td>
                  {/* 'anywhere', not 'break-word': only a break the table may use narrows the column to its card. */}
                  <Table.Td style={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                    <Text size="sm">{row.CustomerName ?? ''}</Text>
                    {row.CarDescription && (
                      <Text size="xs" c="dimmed">
                        {row.CarDescription}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end">
          <AnchorLink to="/Cases/CaseList" search={{ searchType: scope }} size="sm">
            Alle sager
          </AnchorLink>
        </Group>
      </Stack>
    </Card>
  );
}
