import { Badge, Group, SegmentedControl, Stack } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { STOCK_REMINDERS, type StockReminder } from '../../../../../domain/cars/stock-search.ts';
import { reminderWidgetQuery, type ReminderScope } from '../api/stock-widgets.ts';
import { ownCarsLink } from '../model/links.ts';
import { AnchorLink, WidgetCard, WidgetFallback, WidgetLoading } from './widget-card.tsx';

export const REMINDER_LABELS: Record<StockReminder, string> = {
  InternalCars: 'Interne biler',
  NoDescription: 'Mangler beskrivelse',
  NoMileage: 'Mangler km',
  NoPictures: 'Mangler billeder',
  ExpiringCars: 'Annoncer der snart udløber',
  ExpiredCars: 'Udløbne annoncer',
};

/**
 * The car alerts (document 2 §2, §3 Reminders): how many stock cars, mine or the department's (the choice kept in the
 * browser), lack a description, mileage or pictures, are internal, or have an ad expiring or expired; each links to
 * the stock list narrowed to those cars.
 */
export function CarAlertsWidget() {
  const [scope, setScope] = useLocalStorage<ReminderScope>({
    key: 'dealerhub.dashboard.carAlerts.scope',
    defaultValue: 'responsibleuser',
    getInitialValueInEffect: false,
  });
  const counts = useQuery(reminderWidgetQuery(scope));
  return (
    <WidgetCard
      title="Bilpåmindelser"
      testId="car-alerts-widget"
      actions={
        <SegmentedControl
          size="xs"
          aria-label="Vis biler"
          value={scope}
          onChange={(value) => setScope(value as ReminderScope)}
          data={[
            { value: 'responsibleuser', label: 'Mine' },
            { value: 'dealer', label: 'Afdelingens' },
          ]}
        />
      }
    >
      {counts.error ? (
        <WidgetFallback />
      ) : !counts.data ? (
        <WidgetLoading text="Henter påmindelser..." />
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {STOCK_REMINDERS.map((reminder) => (
            <Group key={reminder} component="li" justify="space-between" wrap="nowrap">
              <AnchorLink to="/Cars/OwnCars" search={ownCarsLink({ reminder, mine: scope === 'responsibleuser' })} size="sm">
                {REMINDER_LABELS[reminder]}
              </AnchorLink>
              <Badge variant="light" color={counts.data[reminder] > 0 ? 'orange' : 'gray'}>
                {counts.data[reminder]}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </WidgetCard>
  );
}
