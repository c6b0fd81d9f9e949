import { Alert, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { MICRO_FRONTEND_FALLBACK } from '../../components/micro-frontend-host.tsx';
import { trackEvent } from './analytics.ts';

/**
 * A page the product serves through a micro-frontend that is not available here: its title and the spec's fallback,
 * as the page shows when its micro-frontend cannot be loaded. The micro-frontend host replaces it once it lands.
 */
export function MicroFrontendPlaceholder({ title, service }: { title: string; service: string }) {
  // A micro-frontend that cannot be shown is a tracking event (spec part 1 §8).
  useEffect(() => trackEvent('microFrontendUnavailable', { service }), [service]);
  return (
    <Stack gap="md" maw={720} data-micro-frontend={service}>
      <Title order={1}>{title}</Title>
      <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={MICRO_FRONTEND_FALLBACK} role="status" />
    </Stack>
  );
}
