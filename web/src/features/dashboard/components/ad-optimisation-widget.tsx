import { MicroFrontend } from '@/components/micro-frontend-host.tsx';
import { WidgetCard } from './widget-card.tsx';

/** The card titles the widget: the widget draws no heading of its own. */
const TITLED = { withHeading: false };

/** The ad optimisation (document 2 §2): the advertising service's own widget, loaded on demand from its base. */
export function AdOptimisationWidget() {
  return (
    <WidgetCard title="Annonceoptimering" testId="ad-optimisation-widget">
      <MicroFrontend base="/api/advertisingoptimisation/widget/" props={TITLED} title="Annonceoptimering" />
    </WidgetCard>
  );
}
