import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import type { MarketInsight } from '../../../../domain/market/insights.ts';
import { trackEvent } from '@/app/shell/analytics.ts';
import { MICRO_FRONTEND_FALLBACK, MicroFrontend } from '@/components/micro-frontend-host.tsx';
import { api } from '@/lib/api.ts';
import { searchIndexParam, searchOptionalTextParam, searchSchema } from '@/lib/search-params.ts';

const search = searchSchema({
  modelCatalogId: searchOptionalTextParam,
  mileage: searchIndexParam(0),
  firstRegistrationDate: searchOptionalTextParam,
});

/**
 * /marketinsights?modelCatalogId&mileage&firstRegistrationDate (spec part 1 §2, opened from the price estimate): the
 * market insights micro-frontend (`/api/marketinsights/`) for a catalogue model, its figures loaded from the market's
 * API. Without a model and a first registration there is nothing to show the market of.
 */
export const Route = createFileRoute('/_app/marketinsights')({
  validateSearch: search,
  component: MarketInsightsPage,
});

function MarketInsightsPage() {
  const { modelCatalogId, mileage, firstRegistrationDate } = Route.useSearch();
  const props = useMemo(
    () => ({
      load: () =>
        api.get<MarketInsight>('/api/market/insights/', { modelCatalogId: modelCatalogId!, firstRegistrationDate: firstRegistrationDate!, ...(mileage === undefined ? {} : { mileage }) }),
    }),
    [modelCatalogId, mileage, firstRegistrationDate],
  );
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Markedsindsigt</Title>
      {modelCatalogId && firstRegistrationDate ? (
        <section aria-label="Markedsindsigt" data-micro-frontend="marketinsights">
          <MicroFrontend base="/api/marketinsights/" props={props} title="markedsindsigt" fallback={<Unavailable />} />
        </section>
      ) : (
        <Text role="status">Vælg en bil med model og første registrering for at se markedet for den.</Text>
      )}
    </Stack>
  );
}

/** The standard fallback, and the tracking event a micro-frontend that cannot be shown is (spec part 1 §8). */
function Unavailable() {
  useEffect(() => trackEvent('microFrontendUnavailable', { service: 'marketinsights' }), []);
  return (
    <Text size="sm" role="status">
      {MICRO_FRONTEND_FALLBACK}
    </Text>
  );
}
