import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import type { BatchDelete } from '@/hooks/use-batch-delete.ts';

/** The progress of a list's mass delete: not closable while it runs; cancel between batches where the list allows it. */
export function BatchDeleteDialog({ batchDelete: { progress, texts, cancel } }: { batchDelete: BatchDelete }) {
  return (
    <Modal
      opened={progress !== undefined}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={texts.progressTitle}
    >
      {progress && (
        <Stack gap="sm">
          <Progress value={(progress.done / Math.max(1, progress.total)) * 100} aria-label={texts.progressLabel} animated={!progress.finished} />
          <Text size="sm" data-testid="mass-delete-progress">
            {progress.finished ? texts.deleted : `Sletter... ${progress.done} af ${progress.total}`}
          </Text>
          {!progress.finished && texts.cancelled && (
            <Group justify="flex-end">
              <Button variant="default" onClick={cancel} disabled={progress.cancelling}>
                {progress.cancelling ? 'Afbryder...' : 'Annuller'}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
