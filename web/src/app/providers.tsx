import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import 'dayjs/locale/da';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/lib/session-context.tsx';
import { LoadingIndicator } from './shell/loading-indicator.tsx';
import { NotificationPool } from './shell/notification-pool.tsx';
import { ShellErrorBoundary } from './shell/shell-fallback.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * Everything around the router: Mantine (Danish dates, weeks from Monday; the message pool as the spec's §9 says),
 * TanStack Query, the session, the loading indicator and the fallback view should the app itself fail. `env="test"`
 * turns off Mantine's transitions and portals in unit tests.
 */
export function AppProviders({ queryClient, env, children }: { queryClient: QueryClient; env?: 'default' | 'test'; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      <DatesProvider settings={{ locale: 'da', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <ModalsProvider labels={{ confirm: 'OK', cancel: 'Annuller' }}>
              <LoadingIndicator />
              <NotificationPool />
              <ShellErrorBoundary>{children}</ShellErrorBoundary>
            </ModalsProvider>
          </SessionProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
