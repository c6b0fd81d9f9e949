import { WidgetCard, WidgetFallback } from './widget-card.tsx';

/**
 * The price guide lookup (document 2 §2): the market's price guide is not served to the dashboard yet, so the widget
 * says what every widget says when its service cannot be reached (document 2 §8).
 */
export function PriceGuideWidget() {
  return (
    <WidgetCard title="Prisguide" testId="price-guide-widget">
      <WidgetFallback />
    </WidgetCard>
  );
}
