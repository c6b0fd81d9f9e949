import { Accordion, Alert, Button, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../../../domain/format.ts';
import { historyQuery, type HistoryRecord } from '../api/get-history.ts';

export interface RecordHistoryProps {
  record: HistoryRecord;
  id: string;
  /** The version of the record the page shows (its ETag): the history is read at least at it. */
  version?: string | number | null;
}

const HISTORY = 'history';

/**
 * 'Historik': what happened to the record (a case, a stock car, a customer), newest first, who did it and what
 * changed, 20 entries at a time with 'Vis flere'. Closed until opened: the page loads nothing for it before then.
 */
export function RecordHistory({ record, id, version }: RecordHistoryProps) {
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <Accordion variant="separated" mt="lg" value={opened} onChange={setOpened}>
      <Accordion.Item value={HISTORY}>
        <Accordion.Control>Historik</Accordion.Control>
        <Accordion.Panel>
          {opened === HISTORY && <HistoryList record={record} id={id} version={version === null || version === undefined ? undefined : String(version)} />}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

function HistoryList({ record, id, version }: { record: HistoryRecord; id: string; version?: string }) {
  const history = useInfiniteQuery(historyQuery(record, id, version));
  if (history.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" aria-label="Henter historik" />
        <Text size="sm">Henter historik …</Text>
      </Group>
    );
  }
  if (history.isError) return <Alert color="red">Historikken kan ikke hentes i øjeblikket.</Alert>;
  const items = history.data.pages.flatMap((page) => page.Items);
  const total = history.data.pages[0]?.TotalCount ?? 0;
  if (items.length === 0) return <Text size="sm">Der er endnu ingen historik.</Text>;
  return (
    <Stack gap="md">
      <Timeline bulletSize={14} lineWidth={2}>
        {items.map((item, index) => (
          <Timeline.Item key={`${item.At}-${index}`} title={<Text fw={600} size="sm">{`${formatDateTime(item.At)} · ${item.UserName}`}</Text>}>
            {item.Lines.map((line, lineIndex) => (
              <Text key={lineIndex} size="sm">
                {line}
              </Text>
            ))}
          </Timeline.Item>
        ))}
      </Timeline>
      <Group justify="space-between">
        <Text size="sm">{`Viser ${items.length} af ${total}`}</Text>
        {history.hasNextPage && (
          <Button variant="default" size="xs" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
            Vis flere
          </Button>
        )}
      </Group>
    </Stack>
  );
}
