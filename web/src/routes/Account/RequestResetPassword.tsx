import { Anchor, Center, Paper, Stack, Text } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { isLoggedIn } from '@/features/users/api/session.ts';
import { RequestResetPasswordForm } from '@/features/users/components/password-reset-forms.tsx';

/** /Account/RequestResetPassword: the reset-password form in the login area (spec part 1 §2). Public. */
export const Route = createFileRoute('/Account/RequestResetPassword')({
  // Asking hands a browser that has never been here the XSRF-TOKEN cookie the request POST must echo.
  beforeLoad: async () => {
    await isLoggedIn().catch(() => false);
  },
  component: RequestResetPasswordPage,
});

function RequestResetPasswordPage() {
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={400} gap="md">
        <Text ta="center" fw={700} fz={28} c="blue.8">
          DealerHub
        </Text>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <RequestResetPasswordForm />
        </Paper>
        <Anchor component={Link} to="/Account/Login" ta="center" size="sm">
          Til log ind
        </Anchor>
      </Stack>
    </Center>
  );
}
