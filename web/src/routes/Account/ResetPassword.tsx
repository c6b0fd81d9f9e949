import { Anchor, Center, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createFileRoute, Link } from '@tanstack/react-router';
import { isLoggedIn } from '@/features/users/api/session.ts';
import { ResetPasswordForm } from '@/features/users/components/password-reset-forms.tsx';
import { searchRawTextParam, searchSchema } from '@/lib/search-params.ts';

/**
 * /Account/ResetPassword?userId={id}&token={token}: the reset e-mail's link, where the user chooses a new password.
 * Public: the link's token, not a session, admits the user, once.
 */
export const Route = createFileRoute('/Account/ResetPassword')({
  validateSearch: searchSchema({ userId: searchRawTextParam, token: searchRawTextParam }),
  beforeLoad: async () => {
    await isLoggedIn().catch(() => false);
  },
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { userId, token } = Route.useSearch();
  const navigate = Route.useNavigate();
  const done = (message: string): void => {
    notifications.show({ color: 'green', message });
    void navigate({ to: '/Account/Login', search: { returnUrl: '/' } });
  };
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={400} gap="md">
        <Text ta="center" fw={700} fz={28} c="blue.8">
          DealerHub
        </Text>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <ResetPasswordForm userId={userId} token={token} onDone={done} />
        </Paper>
        <Anchor component={Link} to="/Account/RequestResetPassword" ta="center" size="sm">
          Bed om et nyt link
        </Anchor>
      </Stack>
    </Center>
  );
}
