import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { trackEvent } from '@/app/shell/analytics.ts';
import { MICRO_FRONTEND_FALLBACK, MicroFrontend } from '@/components/micro-frontend-host.tsx';

/** What the widgets on this page get: nothing yet, so each shows its own sandbox data. */
const NO_PROPS = {};

/**
 * /Advertising/rules (spec part 1 §2): the advertising rules, linked from a stock car's ad type. Two micro-frontends
 * draw it: the rules (default rules, rules and usage, history, `/api/advertisingrules/`) and the master data every ad
 * carries (`/api/advertisingmasterdata/`). Either one failing shows its fallback in its own box.
 */
export const Route = createFileRoute('/_app/Advertising/rules')({
  component: AdvertisingRulesPage,
});

function AdvertisingRulesPage() {
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Annonceringsregler</Title>
      <section aria-label="Regler" data-micro-frontend="advertisingrules">
        <MicroFrontend base="/api/advertisingrules/" props={NO_PROPS} title="annonceringsregler" fallback={<Unavailable service="advertisingrules" />} />
      </section>
      <section aria-label="Stamdata til annoncer" data-micro-frontend="advertisingmasterdata">
        <MicroFrontend base="/api/advertisingmasterdata/" props={NO_PROPS} title="stamdata til annoncer" fallback={<Unavailable service="advertisingmasterdata" />} />
      </section>
    </Stack>
  );
}

/** The standard fallback, and the tracking event a micro-frontend that cannot be shown is (spec part 1 §8). */
function Unavailable({ service }: { service: string }) {
  useEffect(() => trackEvent('microFrontendUnavailable', { service }), [service]);
  return (
    <Text size="sm" role="status">
      {MICRO_FRONTEND_FALLBACK}
    </Text>
  );
}
