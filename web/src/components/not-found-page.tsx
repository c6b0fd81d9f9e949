import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={1}>Siden findes ikke</Title>
        <Text ta="center">Den side, du leder efter, findes ikke eller er blevet flyttet.</Text>
        <Button component={Link} to="/">
          Gå til forsiden
        </Button>
      </Stack>
    </Center>
  );
}
