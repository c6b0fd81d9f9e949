import { Button, Group, TextInput } from '@mantine/core';
import { useState, type ComponentType, type FormEvent } from 'react';
import { WidgetCard } from './widget-card.tsx';

/** The car facts dialog: the number to look up at once. */
export type CarFactsDialog = ComponentType<{ opened: boolean; onClose(): void; number?: string }>;

/** The car facts lookup (document 2 §2): a registration or chassis number looked up in the car facts dialog. */
export function CarFactsWidget({ CarFacts }: { CarFacts: CarFactsDialog }) {
  const [number, setNumber] = useState('');
  const [opened, setOpened] = useState<string>();
  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    setOpened(number.trim());
  };
  return (
    <WidgetCard title="Bilfakta" testId="car-facts-widget">
      <form onSubmit={lookUp}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput label="Reg.nr. eller stelnr." value={number} onChange={(event) => setNumber(event.currentTarget.value)} style={{ flex: 1 }} />
          <Button type="submit">Slå op</Button>
        </Group>
      </form>
      <CarFacts opened={opened !== undefined} onClose={() => setOpened(undefined)} number={opened ?? ''} />
    </WidgetCard>
  );
}
