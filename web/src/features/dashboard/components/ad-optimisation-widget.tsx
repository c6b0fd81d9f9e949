import { MicroFrontend } from '@/components/micro-frontend-host.tsx';
import { WidgetCard } from './widget-card.tsx';

/** The ad optimisation (document 2 §2): the advertising service's own widget, loaded on demand from its base. */
export function AdOptimisationWidget() {
  return (
    <WidgetCard title="Annonceoptimering" testId="ad-optimisation-widget">
      <MicroFrontend base="/api/advertisingoptimisation/widget/" props={{}} title="Annonceoptimering" />
    </WidgetCard>
  );
}
