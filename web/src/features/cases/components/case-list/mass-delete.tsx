import { Modal, Progress, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { DELETE_BATCH_SIZE, deleteCases } from '../../api/case-search.ts';
import { forgetCase } from '../../model/remembered-case.ts';

/** Spec part 2 §4 and §9: after a mass delete the list is shown again after 2.5 s. */
export const MASS_DELETE_BACK_MS = 2500;
export const MassDeleteMessages = {
  deleted: 'De valgte sager blev slettet permanent',
  failed: 'Der skete en fejl ved sletning af de valgte sager',
} as const;

interface Progressing {
  total: number;
  done: number;
  finished: boolean;
}

/** The ids in batches of 50, in order. */
export const batchesOf = (ids: readonly string[], size = DELETE_BATCH_SIZE): string[][] =>
  Array.from({ length: Math.ceil(ids.length / size) }, (_, index) => ids.slice(index * size, (index + 1) * size));

/**
 * Deleting the selected cases (spec part 2 §4 "Mass delete"): after a confirmation, batches of 50 one after the other
 * with a progress modal; 'De valgte sager blev slettet permanent' and back to the list after 2.5 s, or 'Der skete en
 * fejl ved sletning af de valgte sager' when a batch fails or a case could not be deleted.
 */
export function useMassDelete(onDone: (deleted: readonly string[]) => void) {
  const [progress, setProgress] = useState<Progressing | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = async (ids: readonly string[]): Promise<void> => {
    const deleted: string[] = [];
    let failed = false;
    let processed = 0;
    setProgress({ total: ids.length, done: 0, finished: false });
    for (const batch of batchesOf(ids)) {
      try {
        const reply = await deleteCases(batch);
        deleted.push(...reply.data.Deleted);
        if (reply.data.Failed.length > 0) failed = true;
      } catch {
        failed = true;
      }
      processed += batch.length;
      setProgress({ total: ids.length, done: processed, finished: false });
      if (failed) break;
    }
    forgetCase();
    if (failed) {
      setProgress(undefined);
      notifications.show({ color: 'red', title: 'Der skete en fejl...', message: MassDeleteMessages.failed });
      onDone(deleted);
      return;
    }
    setProgress({ total: ids.length, done: ids.length, finished: true });
    timer.current = setTimeout(() => {
      setProgress(undefined);
      onDone(deleted);
    }, MASS_DELETE_BACK_MS);
  };

  const start = (ids: readonly string[]): void => {
    if (ids.length === 0 || progress) return;
    modals.openConfirmModal({
      title: 'Slet valgte sager',
      children: <Text size="sm">{`Vil du slette de ${ids.length} valgte sager permanent? Det kan ikke fortrydes.`}</Text>,
      labels: { confirm: 'OK', cancel: 'Annuller' },
      confirmProps: { color: 'red' },
      onConfirm: () => void run(ids),
    });
  };

  const dialog = (
    <Modal
      opened={progress !== undefined}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="Sletter sager"
    >
      {progress && (
        <Stack gap="sm">
          <Progress value={(progress.done / Math.max(1, progress.total)) * 100} aria-label="Slettede sager" animated={!progress.finished} />
          <Text size="sm" data-testid="mass-delete-progress">
            {progress.finished ? MassDeleteMessages.deleted : `Sletter... ${progress.done} af ${progress.total}`}
          </Text>
        </Stack>
      )}
    </Modal>
  );

  return { start, dialog, running: progress !== undefined };
}
