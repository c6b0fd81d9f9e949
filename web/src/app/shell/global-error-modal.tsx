import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { watchUncaughtErrors } from './error-reporting.ts';

export const ERROR_MODAL_TITLE = 'Der skete en fejl...';
export const ERROR_MODAL_TEXT = 'Der skete en uventet fejl på siden. Fejlen er registreret. Genindlæs siden, eller kontakt kundeservice, hvis fejlen bliver ved.';

/**
 * The global error modal (spec part 1 §2, §8): an uncaught script error opens it, and is logged besides; the user may
 * close it and go on, or reload the page. Mounted once, at the root, so it serves every page, the login page too.
 */
export function GlobalErrorModal() {
  const [opened, setOpened] = useState(false);
  useEffect(() => watchUncaughtErrors(() => setOpened(true)), []);
  return (
    <Modal opened={opened} onClose={() => setOpened(false)} title={ERROR_MODAL_TITLE} centered>
      <Text>{ERROR_MODAL_TEXT}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => setOpened(false)}>
          Luk
        </Button>
        <Button onClick={() => window.location.reload()} data-autofocus>
          Genindlæs siden
        </Button>
      </Group>
    </Modal>
  );
}
