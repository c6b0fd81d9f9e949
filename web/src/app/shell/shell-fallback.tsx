import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { trackEvent } from './analytics.ts';
import { reportClientError, reportOf } from './error-reporting.ts';
import { markShellFailed } from './loading-indicator.tsx';

export const SHELL_FALLBACK_TITLE = 'DealerHub kan ikke vises lige nu';
export const SHELL_FALLBACK_TEXT = 'Siden kunne ikke indlæses. Prøv at genindlæse siden om lidt, eller kontakt kundeservice, hvis fejlen bliver ved.';

/** The fallback view when the shell fails (spec part 1 §2, §8): plain, with a way to try again. */
export function ShellFallback() {
  return (
    <Center mih="80vh" p="md">
      <Stack align="center" gap="sm" maw={520} role="alert">
        <IconAlertTriangle size={40} color="var(--mantine-color-orange-8)" aria-hidden />
        <Title order={1} size="h2">
          {SHELL_FALLBACK_TITLE}
        </Title>
        <Text ta="center">{SHELL_FALLBACK_TEXT}</Text>
        <Button onClick={() => window.location.reload()}>Genindlæs siden</Button>
      </Stack>
    </Center>
  );
}

/**
 * Around the whole app: an error that escapes every page's own error view (the router, the providers) shows the
 * fallback view instead of a blank page, is logged, sends a tracking event and puts the loading indicator in its
 * error state, as a failed shell load does.
 */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const report = reportOf(error);
    reportClientError({ ...report, trace: [report.trace, info.componentStack].filter(Boolean).join('\n') || null });
    trackEvent('shellLoadFailed');
    markShellFailed();
  }

  override render() {
    return this.state.failed ? <ShellFallback /> : this.props.children;
  }
}
