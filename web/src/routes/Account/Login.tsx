import { Anchor, Center, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isLoggedIn } from '@/features/users/api/session.ts';
import { LoginForm } from '@/features/users/components/login-form.tsx';
import { currentUserQuery, type CurrentUser } from '@/lib/current-user.ts';
import { loginSearchSchema } from '@/lib/return-path.ts';
import { useSession } from '@/lib/session-context.tsx';

const PAGES_FETCHED_AFTER_MS = 100;

/** /Account/Login?returnUrl={path} (spec part 1 §2). `returnUrl` is only ever a path on this site. */
export const Route = createFileRoute('/Account/Login')({
  validateSearch: loginSearchSchema,
  component: LoginPage,
});

function LoginPage() {
  const { returnUrl } = Route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const router = useRouter();
  // Asked beside the form, not before it: a browser already signed in (in another tab) goes straight on, and the answer
  // hands the browser the XSRF-TOKEN cookie the login POST must echo, so the login waits for it.
  const [signedInCheck] = useState(() => isLoggedIn().catch(() => false));
  useEffect(() => {
    let current = true;
    void signedInCheck.then((signedIn) => {
      if (current && signedIn) void navigate({ href: returnUrl, replace: true });
    });
    return () => {
      current = false;
    };
  }, [signedInCheck, navigate, returnUrl]);
  // While the user types, the pages the login leads to are fetched (once the form is up), so they show as soon as the
  // login answers.
  useEffect(() => {
    const fetchPages = () => {
      const [routes] = router.getMatchedRoutes(new URL(returnUrl, window.location.origin).pathname);
      for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
    };
    const timer = setTimeout(fetchPages, PAGES_FETCHED_AFTER_MS);
    return () => clearTimeout(timer);
  }, [router, returnUrl]);

  const onLoggedIn = (user: CurrentUser): void => {
    queryClient.setQueryData(currentUserQuery.queryKey, user);
    session.signedIn();
    void navigate({ href: returnUrl, replace: true });
  };

  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={400} gap="md">
        <Text ta="center" fw={700} fz={28} c="blue.8">
          DealerHub
        </Text>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <LoginForm onLoggedIn={onLoggedIn} ready={signedInCheck} />
        </Paper>
        <Anchor component={Link} to="/Account/RequestResetPassword" ta="center" size="sm">
          Glemt adgangskode?
        </Anchor>
      </Stack>
    </Center>
  );
}
