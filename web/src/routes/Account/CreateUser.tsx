import { Anchor, Center, Paper, Stack, Text } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { isLoggedIn } from '@/features/users/api/session.ts';
import { ActivationForm } from '@/features/users/components/activation-form.tsx';
import { searchRawTextParam, searchSchema } from '@/lib/search-params.ts';

/**
 * /Account/CreateUser?userId={id}&key={key}: the create-user-from-link page (spec part 2 §2), the invitation e-mail's
 * link, where the invitee activates the user an administrator invited at /Organization/User/CreateUser. Public: the
 * invitee has no session yet; the key is what admits them, once.
 */
export const Route = createFileRoute('/Account/CreateUser')({
  validateSearch: searchSchema({ userId: searchRawTextParam, key: searchRawTextParam }),
  // Asking hands a browser that has never been here the XSRF-TOKEN cookie the create POST must echo.
  beforeLoad: async () => {
    await isLoggedIn().catch(() => false);
  },
  component: ActivationRoute,
});

function ActivationRoute() {
  const { userId, key } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={520} gap="md">
        <Text ta="center" fw={700} fz={28} c="blue.8">
          DealerHub
        </Text>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <ActivationForm userId={userId} activationKey={key} onCreated={() => void navigate({ to: '/Account/Login', search: { returnUrl: '/' } })} />
        </Paper>
        <Anchor component={Link} to="/Account/Login" ta="center" size="sm">
          Til log ind
        </Anchor>
      </Stack>
    </Center>
  );
}
