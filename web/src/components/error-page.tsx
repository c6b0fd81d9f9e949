import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '@/lib/api.ts';

const UNEXPECTED = 'Der skete en uventet fejl. Prøv igen, eller kontakt kundeservice, hvis fejlen bliver ved.';

/** The error boundary of every route: the server's Danish message when there is one, never a stack trace. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const message = error instanceof ApiError ? error.message : UNEXPECTED;
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={520} role="alert">
        <Title order={1}>Der skete en fejl...</Title>
        <Text ta="center">{message}</Text>
        <Group>
          <Button
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            Prøv igen
          </Button>
          <Button variant="default" component={Link} to="/">
            Gå til forsiden
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
