import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '@/lib/api.ts';

const UNEXPECTED = 'Der skete en uventet fejl. Prøv igen, eller kontakt kundeservice, hvis fejlen bliver ved.';
const NO_ACCESS = 'Du har ikke adgang til denne funktion.';
const ASK_FOR_ACCESS = 'Kontakt din administrator, hvis du skal have adgang.';

/**
 * The error boundary of every route: the server's Danish message when there is one, never a stack trace. A refusal
 * for lack of a right (403) says so and offers no 'Prøv igen': trying again gives the same answer.
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const refused = error instanceof ApiError && error.status === 403;
  const message = error instanceof ApiError ? error.message : UNEXPECTED;
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={520} role="alert">
        <Title order={1}>{refused ? 'Ingen adgang' : 'Der skete en fejl...'}</Title>
        <Text ta="center">{refused ? message || NO_ACCESS : message}</Text>
        {refused && (
          <Text ta="center" c="dimmed" size="sm">
            {ASK_FOR_ACCESS}
          </Text>
        )}
        <Group>
          {!refused && (
            <Button
              onClick={() => {
                reset();
                void router.invalidate();
              }}
            >
              Prøv igen
            </Button>
          )}
          <Button variant={refused ? 'filled' : 'default'} component={Link} to="/">
            Gå til forsiden
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
