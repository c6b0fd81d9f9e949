import { ActionIcon, AppShell, Burger, Button, Group, NavLink, Stack, Text, Title, type NavLinkProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { hashKey, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createLink, Outlet, useNavigate } from '@tanstack/react-router';
import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef } from 'react';
import { logout } from '@/features/users/api/session.ts';
import { TermsGate } from '@/features/users/components/terms-gate.tsx';
import { ApiError } from '@/lib/api.ts';
import { CURRENT_USER_KEY, currentUserQuery, type CurrentUser } from '@/lib/current-user.ts';
import { useSession } from '@/lib/session-context.tsx';
import { identifyForAnalytics } from './analytics.ts';
import { roleLabel } from './labels.ts';
import { navigationFor } from './navigation.ts';
import { SettingsPanel } from './settings-panel.tsx';

// TanStack Router's recipe for Mantine's polymorphic components: a plain anchor component to wrap.
const AnchorNavLink = forwardRef<HTMLAnchorElement, NavLinkProps & ComponentPropsWithoutRef<'a'>>((props, ref) => (
  <NavLink component="a" ref={ref} {...props} />
));
const RouterNavLink = createLink(AnchorNavLink);

/** The signed-in shell: header with dealer, user and 'Log ud', navbar from the navigation list, the page. */
export function AppLayout() {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const [opened, { toggle, close }] = useDisclosure(false);
  const [settingsOpened, settings] = useDisclosure(false);
  const signOut = useSignOut();
  const role = roleLabel(user);
  useEffect(() => identifyForAnalytics(user), [user]);

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Vis menu" />
            <Title order={2} size="h3" c="blue.8">
              DealerHub
            </Title>
            <Text c="dimmed" visibleFrom="xs" data-testid="dealer-name">
              {user.DealerName}
            </Text>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Stack gap={0} align="flex-end" visibleFrom="xs">
              <Text fw={600} size="sm" data-testid="user-name">
                {user.Name}
              </Text>
              {user.ImpersonatedBy && (
                <Text size="xs" c="orange.8" data-testid="acting-as">
                  {user.ImpersonatedBy.Name} som {user.Name}
                </Text>
              )}
              {role && (
                <Text size="xs" c="dimmed" data-testid="user-role">
                  {role}
                </Text>
              )}
            </Stack>
            {/* The browser's own tooltip: the shell every page waits for loads no floating-element library. */}
            <ActionIcon variant="subtle" size="lg" onClick={settings.toggle} aria-label="Indstillinger" title="Indstillinger" aria-expanded={settingsOpened}>
              <IconSettings size={20} stroke={1.5} />
            </ActionIcon>
            <Button variant="subtle" leftSection={<IconLogout size={18} />} onClick={signOut.run} loading={signOut.pending}>
              Log ud
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Hovedmenu">
        {navigationFor(user).map((item) => (
          <RouterNavLink
            key={item.to}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={18} stroke={1.5} />}
            activeOptions={{ exact: item.to === '/' }}
            onClick={close}
          />
        ))}
      </AppShell.Navbar>
      <SettingsPanel user={user} opened={settingsOpened} onClose={settings.close} />
      <AppShell.Main>
        <TermsGate user={user} />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

/** 'Log ud': ends the session on the server, then the login page; the user's cached data goes with it. */
function useSignOut(): { run: () => void; pending: boolean } {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const run = (): void => {
    setPending(true);
    // Signed out first: whatever answers now is no reason for the logout modal.
    session.signedOut();
    logout().then(
      (answer) => {
        // An administrator acting as a user is back in their own session: the start page, as themselves.
        if (answer && typeof answer === 'object') {
          session.signedIn();
          setPending(false);
          // Everything cached was the user's; the settings query stays, so that every page showing it (the header,
          // the start page) shows the administrator at once.
          const settings = hashKey(CURRENT_USER_KEY);
          queryClient.removeQueries({ predicate: (query) => query.queryHash !== settings });
          queryClient.setQueryData(CURRENT_USER_KEY, answer as CurrentUser);
          return navigate({ to: '/' });
        }
        return navigate({ to: '/Account/Login' }).then(() => queryClient.clear());
      },
      (error: unknown) => {
        // The session may still live on the server: stay, and say so.
        session.signedIn();
        setPending(false);
        notifications.show({
          color: 'red',
          title: 'Der skete en fejl...',
          message: error instanceof ApiError ? error.message : 'Du blev ikke logget ud. Prøv igen.',
        });
      },
    );
  };

  return { run, pending };
}
