import { Center, Loader } from '@mantine/core';

export function LoadingPage() {
  return (
    <Center mih="50vh">
      <Loader aria-label="Indlæser..." />
    </Center>
  );
}
