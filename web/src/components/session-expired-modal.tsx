import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSession, useSessionState } from '@/lib/session-context.tsx';

/**
 * The logout modal (spec part 1 §2, §4): shown when the session has expired; closing it, by the button or
 * otherwise, goes to the login page with the path the user was on.
 */
export function SessionExpiredModal() {
  const session = useSession();
  const { status } = useSessionState();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const close = (): void => {
    const returnUrl = session.acknowledge();
    // Drop the signed-in user's data only once the shell is gone, so nothing refetches it on the way out.
    void navigate({ to: '/Account/Login', search: { returnUrl } }).then(() => queryClient.clear());
  };

  return (
    <Modal opened={status === 'expired'} onClose={close} title="Du er blevet logget ud" centered closeOnClickOutside={false}>
      <Text>Din session er udløbet, fordi du har været inaktiv for længe, eller fordi du er blevet logget ud. Log ind igen for at fortsætte.</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={close} data-autofocus>
          Log ind igen
        </Button>
      </Group>
    </Modal>
  );
}
