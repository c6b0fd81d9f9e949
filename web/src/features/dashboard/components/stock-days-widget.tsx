import { SegmentedControl } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { DaysInStockBar } from '../../../../../domain/dashboard/widgets.ts';
import { daysInStockWidgetQuery, type ManagementLevel } from '../api/stock-widgets.ts';
import { ownCarsLink } from '../model/links.ts';
import classes from './stock-days-widget.module.css';
import { WidgetCard, WidgetFallback, WidgetLoading } from './widget-card.tsx';

/** The bar's animation (document 2 §9). */
export const STOCK_DAYS_ANIMATION_MS = 750;

const WIDTH = 320;
const HEIGHT = 180;
const AXIS = 24;
const TOP = 20;

/**
 * The stock days (document 2 §2, §3 Days in stock): a bar chart of the stock cars, mine or the department's, by how
 * long they have been in stock; each bar is a link to the stock list of its days and reads as its label and count.
 */
export function StockDaysWidget() {
  const [level, setLevel] = useLocalStorage<ManagementLevel>({
    key: 'dealerhub.dashboard.stockDays.level',
    defaultValue: 1,
    getInitialValueInEffect: false,
  });
  const bars = useQuery(daysInStockWidgetQuery(level));
  return (
    <WidgetCard
      title="Lagerdage"
      testId="stock-days-widget"
      actions={
        <SegmentedControl
          size="xs"
          aria-label="Vis biler"
          value={String(level)}
          onChange={(value) => setLevel(Number(value) as ManagementLevel)}
          data={[
            { value: '0', label: 'Mine' },
            { value: '1', label: 'Afdelingens' },
          ]}
        />
      }
    >
      {bars.error ? <WidgetFallback /> : !bars.data ? <WidgetLoading text="Henter lagerdage..." /> : <BarChart bars={bars.data} mine={level === 0} />}
    </WidgetCard>
  );
}

function BarChart({ bars, mine }: { bars: DaysInStockBar[]; mine: boolean }) {
  const router = useRouter();
  const highest = Math.max(1, ...bars.map((bar) => bar.Frequency));
  const slot = WIDTH / Math.max(1, bars.length);
  const plot = HEIGHT - AXIS - TOP;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="group" aria-label="Lagerbiler fordelt på dage på lager">
      {bars.map((bar, index) => {
        const location = router.buildLocation({ to: '/Cars/OwnCars', search: ownCarsLink({ mine, daysFrom: bar.DaysFrom, daysTo: bar.DaysTo }) });
        // An empty bar is still drawn, as a sliver, so that it can be seen and clicked.
        const height = Math.max((bar.Frequency / highest) * plot, 2);
        const x = index * slot + slot * 0.2;
        const follow = (event: MouseEvent) => {
          event.preventDefault();
          void router.navigate({ href: location.href });
        };
        return (
          // The bar is the link, named by its days and count; the figures drawn beside it are for the eye only.
          <g key={bar.Label}>
            <a href={location.href} onClick={follow} aria-label={`${bar.Label}: ${bar.Frequency} biler`} className={classes.link} data-testid="stock-days-bar">
              <rect className={classes.bar} style={{ animationDuration: `${STOCK_DAYS_ANIMATION_MS}ms` }} x={x} y={TOP + plot - height} width={slot * 0.6} height={height} rx={3} fill="var(--mantine-color-blue-filled)" />
            </a>
            {/* The count appears as its bar reaches it, rather than floating above a bar still growing. */}
            <text className={classes.count} style={{ animationDuration: `${STOCK_DAYS_ANIMATION_MS}ms` }} x={x + slot * 0.3} y={TOP + plot - height - 4} textAnchor="middle" fontSize="12" fill="currentColor" aria-hidden="true" data-testid="stock-days-count">
              {bar.Frequency}
            </text>
            <text x={x + slot * 0.3} y={HEIGHT - 6} textAnchor="middle" fontSize="11" fill="currentColor" aria-hidden="true">
              {bar.Label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
