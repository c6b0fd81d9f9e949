import { Button, Card, Group, Modal, Progress, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { FUNNEL_STAGES, type StageCounts } from '../../../../../domain/analytics/lead-funnel.ts';
import { formatNumber } from '../../../../../domain/format.ts';
import { MICRO_FRONTEND_FALLBACK } from '@/components/micro-frontend-host.tsx';
import { leadFunnelQuery, type LeadFunnel, type ManagementLevel } from '../api/lead-funnel.ts';

const STAGE_LABELS: Record<keyof StageCounts, string> = {
  CasesCreated: 'Sager oprettet',
  OffersPrinted: 'Tilbud printet',
  ContractsSigned: 'Slutsedler underskrevet',
  CarsDelivered: 'Biler leveret',
  LeadsLost: 'Tabte emner',
};
const SHORT_LABELS: Record<keyof StageCounts, string> = {
  CasesCreated: 'Oprettet',
  OffersPrinted: 'Tilbud',
  ContractsSigned: 'Underskrevet',
  CarsDelivered: 'Leveret',
  LeadsLost: 'Tabt',
};

const MONTH = new Intl.DateTimeFormat('da-DK', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** `2026-03` as staff read it: 'marts 2026'. */
export const monthLabel = (month: string): string => MONTH.format(new Date(`${month}-01T00:00:00Z`));

const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/**
 * The lead funnel for the dealership's manager: of the cases created in the last twelve months, how many got an offer
 * printed, a contract signed and the car delivered, and how many leads were lost; per month and, for the department,
 * per salesperson. A salesperson sees their own cases; whoever may see the department chooses (remembered here).
 */
export function LeadFunnelWidget() {
  const [level, setLevel] = useLocalStorage<ManagementLevel | undefined>({
    key: 'dealerhub.dashboard.leadFunnel.level',
    defaultValue: undefined,
    getInitialValueInEffect: false,
  });
  const funnel = useQuery(leadFunnelQuery(level));
  const data = funnel.data;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="lead-funnel-title" data-testid="lead-funnel">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="lead-funnel-title">
            Salgstragt
          </Title>
          {data?.MayReadDepartment && (
            <SegmentedControl
              size="xs"
              aria-label="Vis salgstragt for"
              value={String(data.ManagementLevel)}
              onChange={(value) => setLevel(Number(value) as ManagementLevel)}
              data={[
                { value: '0', label: 'Mine' },
                { value: '1', label: 'Afdelingens' },
              ]}
            />
          )}
        </Group>
        {funnel.error ? (
          <Text size="sm" c="dimmed">
            {MICRO_FRONTEND_FALLBACK}
          </Text>
        ) : !data ? (
          <Text size="sm" c="dimmed">
            Henter salgstragt...
          </Text>
        ) : (
          <FunnelFigures funnel={data} />
        )}
      </Stack>
    </Card>
  );
}

function FunnelFigures({ funnel }: { funnel: LeadFunnel }) {
  const total = funnel.Total;
  const months = [...funnel.Months].reverse().filter((month) => month.CasesCreated > 0);
  const perSalesperson = funnel.ManagementLevel === 1 && funnel.Salespeople.length > 0;
  const [opened, details] = useDisclosure(false);
  // Five empty bars read as a broken chart: with no case in the period there is no funnel to draw.
  if (FUNNEL_STAGES.every((stage) => total[stage] === 0)) {
    return (
      <Text size="sm" data-testid="lead-funnel-empty">
        {funnel.ManagementLevel === 1 ? 'Afdelingen har' : 'Du har'} ingen sager fra de seneste {funnel.Months.length} måneder.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Sager oprettet de seneste {funnel.Months.length} måneder, og hvor langt de er nået.
      </Text>
      <Stack gap={6}>
        {FUNNEL_STAGES.map((stage) => {
          const share = stage === 'CasesCreated' ? (total.CasesCreated > 0 ? 100 : 0) : percentOf(total[stage], total.CasesCreated);
          const figure = `${formatNumber(total[stage])}${stage !== 'CasesCreated' && total.CasesCreated > 0 ? ` (${share} %)` : ''}`;
          return (
            <div key={stage} data-stage={stage}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">{STAGE_LABELS[stage]}</Text>
                <Text size="sm" fw={600}>
                  {figure}
                </Text>
              </Group>
              <Progress value={share} color={stage === 'LeadsLost' ? 'red.8' : 'blue.8'} size="sm" aria-label={`${STAGE_LABELS[stage]}: ${figure}`} />
            </div>
          );
        })}
      </Stack>
      {(months.length > 0 || perSalesperson) && (
        <Group justify="flex-end">
          <Button variant="subtle" size="compact-sm" onClick={details.open}>
            {perSalesperson ? 'Se pr. måned og sælger' : 'Se pr. måned'}
          </Button>
        </Group>
      )}
      {/* Six columns do not fit a dashboard column: the figures behind the bars open in a dialog of their own. */}
      <Modal opened={opened} onClose={details.close} title={perSalesperson ? 'Salgstragt pr. måned og sælger' : 'Salgstragt pr. måned'} size="lg">
        <Stack gap="lg">
          {months.length > 0 && (
            <StageTable
              caption="Pr. måned"
              rows={months.map((month) => ({ key: month.Month, label: monthLabel(month.Month), counts: month }))}
              header="Måned"
            />
          )}
          {perSalesperson && (
            <StageTable
              caption="Pr. sælger"
              rows={funnel.Salespeople.map((person) => ({ key: person.UserId, label: person.Name, counts: person }))}
              header="Sælger"
            />
          )}
        </Stack>
      </Modal>
    </Stack>
  );
}

function StageTable({ caption, header, rows }: { caption: string; header: string; rows: { key: string; label: string; counts: StageCounts }[] }) {
  return (
    <Table striped fz="sm" verticalSpacing={4} captionSide="top">
      <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{header}</Table.Th>
          {FUNNEL_STAGES.map((stage) => (
            <Table.Th key={stage} ta="right">
              {SHORT_LABELS[stage]}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>{row.label}</Table.Td>
            {FUNNEL_STAGES.map((stage) => (
              <Table.Td key={stage} ta="right">
                {formatNumber(row.counts[stage])}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
