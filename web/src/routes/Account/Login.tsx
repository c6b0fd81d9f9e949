import { Anchor, Center, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router';
import { isLoggedIn } from '@/features/users/api/session.ts';
import { LoginForm } from '@/features/users/components/login-form.tsx';
import { currentUserQuery, type CurrentUser } from '@/lib/current-user.ts';
import { loginSearchSchema } from '@/lib/return-path.ts';
import { useSession } from '@/lib/session-context.tsx';

/** /Account/Login?returnUrl={path} (spec part 1 §2). `returnUrl` is only ever a path on this site. */
export const Route = createFileRoute('/Account/Login')({
  validateSearch: loginSearchSchema,
  // Asking first also hands the browser the XSRF-TOKEN cookie the login POST must echo.
  beforeLoad: async ({ search }) => {
    if (await isLoggedIn()) throw redirect({ href: search.returnUrl, replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  const { returnUrl } = Route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();

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
          <LoginForm onLoggedIn={onLoggedIn} />
        </Paper>
        <Anchor component={Link} to="/Account/RequestResetPassword" ta="center" size="sm">
          Glemt adgangskode?
        </Anchor>
      </Stack>
    </Center>
  );
}
