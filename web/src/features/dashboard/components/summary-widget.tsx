import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../../../../domain/format.ts';
import { summaryWidgetQuery } from '../api/stock-widgets.ts';
import { ownCarsLink } from '../model/links.ts';
import { AnchorLink, WidgetCard, WidgetFallback, WidgetLoading } from './widget-card.tsx';

/** The stock at a glance (document 2 §3 Summary): the department's cars in stock, their average days and their value. */
export function SummaryWidget() {
  const summary = useQuery(summaryWidgetQuery);
  const figures = summary.data;
  return (
    <WidgetCard title="Lageroverblik" testId="summary-widget">
      {summary.error ? (
        <WidgetFallback />
      ) : !figures ? (
        <WidgetLoading text="Henter lageret..." />
      ) : (
        <Stack gap="xs">
          {/* Two figures side by side and the value under them, whole: a column is too narrow for a value in millions beside them. */}
          <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
            <Figure label="Biler på lager" value={formatNumber(figures.NumberOfCars)} />
            <Figure label="Gns. lagerdage" value={formatNumber(figures.AvgStockDays)} />
            <Figure label="Lagerværdi" value={`${formatNumber(figures.StockValue)} kr.`} wide />
          </SimpleGrid>
          <Group justify="flex-end">
            <AnchorLink to="/Cars/OwnCars" search={ownCarsLink({ mine: false })} size="sm">
              Se lagerlisten
            </AnchorLink>
          </Group>
        </Stack>
      )}
    </WidgetCard>
  );
}

function Figure({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <Stack gap={0} style={wide ? { gridColumn: '1 / -1' } : undefined} data-figure={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Stack>
  );
}
