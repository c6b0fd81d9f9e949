import { Button, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { AdOptimisationWidget } from '@/features/dashboard/components/ad-optimisation-widget.tsx';
import { CarAlertsWidget } from '@/features/dashboard/components/car-alerts-widget.tsx';
import { CarFactsWidget, type CarFactsDialog } from '@/features/dashboard/components/car-facts-widget.tsx';
import { DashboardBoard } from '@/features/dashboard/components/dashboard-board.tsx';
import type { DashboardWidgets } from '@/features/dashboard/components/dashboard-columns.tsx';
import { LatestCasesWidget } from '@/features/dashboard/components/latest-cases-widget.tsx';
import { PriceGuideWidget } from '@/features/dashboard/components/price-guide-widget.tsx';
import { StockDaysWidget } from '@/features/dashboard/components/stock-days-widget.tsx';
import { SummaryWidget } from '@/features/dashboard/components/summary-widget.tsx';
import { ToolboxWidget } from '@/features/dashboard/components/toolbox-widget.tsx';
import { AnchorLink, WidgetCard, WidgetFallback, WidgetLoading } from '@/features/dashboard/components/widget-card.tsx';
import { DefaultFinanceReminder } from '@/features/dealers/components/default-finance-reminder.tsx';
import { LeadFunnelWidget } from '@/features/lead-funnel/components/lead-funnel-widget.tsx';
import { NewsWidget } from '@/features/news/components/news-widget.tsx';
import { useVideoGroups, type SupportVideo } from '@/features/support-videos/api/video-groups.ts';
import { hasRoleFlag, mayCall, mayDo, type CurrentUser } from '@/lib/current-user.ts';

// The dialogs the widgets open load when first opened, not with the dashboard.
const CarFactsModal = lazy(async () => ({ default: (await import('@/features/catalogue/components/car-facts-modal.tsx')).CarFactsModal }));
const VideoPlayerModal = lazy(async () => ({ default: (await import('@/features/support-videos/components/video-player-modal.tsx')).VideoPlayerModal }));

/** The car facts dialog, there only while it is open. */
function CarFactsOnDemand(props: ComponentProps<CarFactsDialog>) {
  return props.opened ? (
    <Suspense fallback={null}>
      <CarFactsModal {...props} />
    </Suspense>
  ) : null;
}

/**
 * The dashboard composed of its features (document 2 §2), in the front page's chunk: the widgets the user's
 * package and role let them see. The stock widgets go with the own-cars list (can_see_my_cars), as its menu entry does.
 */
export function Dashboard({ user }: { user: CurrentUser }) {
  const stock = hasRoleFlag(user, 'can_see_my_cars');
  const widgets: DashboardWidgets = {
    ...(mayCall(user, 'GET', '/api/LatestCasesWidget/') && { latestCases: () => <LatestCasesWidget /> }),
    ...(stock && mayCall(user, 'GET', '/api/reminderwidget/') && { carAlerts: () => <CarAlertsWidget /> }),
    ...(stock && mayCall(user, 'GET', '/api/summarywidget/') && { summary: () => <SummaryWidget /> }),
    ...(stock && mayCall(user, 'GET', '/api/daysinstockwidget/') && { stockDays: () => <StockDaysWidget /> }),
    ...(mayCall(user, 'GET', '/api/news/latest') && { news: () => <NewsWidget count={5} /> }),
    // The funnel measures selling, and the ad optimisation suggests changes to the ads: for those who sell and edit the cars.
    ...(mayDo(user, 'sellCars') && mayCall(user, 'GET', '/api/leadfunnelwidget/') && { leadFunnel: () => <LeadFunnelWidget /> }),
    // The lookup is the all-cars list's search (car_list) with its price guide (priceguide): without both it has nothing to show.
    ...(hasRoleFlag(user, 'priceguide') && mayCall(user, 'GET', '/api/carlist/search/') && { priceGuide: () => <PriceGuideWidget /> }),
    ...(mayCall(user, 'GET', '/api/Dmr/GetExternalDetails') && { carFacts: () => <CarFactsWidget CarFacts={CarFactsOnDemand} /> }),
    toolbox: () => <ToolboxWidget />,
    ...(stock && mayDo(user, 'editCars') && { adOptimisation: () => <AdOptimisationWidget /> }),
    ...(mayCall(user, 'GET', '/api/vimeo') && { video: () => <VideoWidget /> }),
  };
  return (
    <>
      <DashboardBoard userId={user.UserId} subscriptionPackage={user.SubscriptionPackageName} widgets={widgets} />
      {/* Whoever may choose the department's default finance company is reminded while it has none. */}
      {mayCall(user, 'POST', '/api/dealer/savedefaultfinancecompany') && <DefaultFinanceReminder userId={user.UserId} dealerId={user.DealerId} />}
    </>
  );
}

const VIDEOS_SHOWN = 3;

/** The video widget (document 2 §2): the first support videos, played in the player, and a link to them all. */
function VideoWidget() {
  const { groups, apiError, loading } = useVideoGroups();
  const [playing, setPlaying] = useState<SupportVideo>();
  const videos = (groups ?? []).flatMap((group) => group.Videos).slice(0, VIDEOS_SHOWN);
  return (
    <WidgetCard title="Video" testId="video-widget">
      {apiError && videos.length === 0 ? (
        <WidgetFallback />
      ) : loading && !groups ? (
        <WidgetLoading text="Henter videoer..." />
      ) : (
        <Stack gap={6} align="flex-start">
          {videos.length === 0 && <Text size="sm">Ingen videoer.</Text>}
          {videos.map((video) => (
            <Button key={video.Id} variant="subtle" size="xs" leftSection={<IconPlayerPlay size={14} />} onClick={() => setPlaying(video)}>
              {video.Name}
            </Button>
          ))}
          <AnchorLink to="/SupportVideos" size="sm">
            Alle supportvideoer
          </AnchorLink>
        </Stack>
      )}
      {playing && (
        <Suspense fallback={null}>
          <VideoPlayerModal video={playing} onClose={() => setPlaying(undefined)} />
        </Suspense>
      )}
    </WidgetCard>
  );
}
