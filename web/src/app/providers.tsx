import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import notificationClasses from './notifications.module.css';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import 'dayjs/locale/da';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/lib/session-context.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * Everything around the router: Mantine (Danish dates, weeks from Monday; notifications as the spec's §9 says),
 * TanStack Query and the session. `env="test"` turns off Mantine's transitions and portals in unit tests.
 */
export function AppProviders({ queryClient, env, children }: { queryClient: QueryClient; env?: 'default' | 'test'; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      <DatesProvider settings={{ locale: 'da', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <ModalsProvider labels={{ confirm: 'OK', cancel: 'Annuller' }}>
              <Notifications position="top-right" limit={5} autoClose={2500} classNames={notificationClasses} />
              {children}
            </ModalsProvider>
          </SessionProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
