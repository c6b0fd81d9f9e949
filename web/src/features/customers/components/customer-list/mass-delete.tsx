import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { CustomerMessages } from '../../../../../../domain/customers/messages.ts';
import { confirmAction } from '@/components/confirm.tsx';
import { deleteCustomers } from '../../api/delete-customers.ts';
import { CustomerListMessages } from '../../model/customer-list-messages.ts';
import { batchesOf } from '../../model/customer-list-search.ts';

/** Spec part 1 §4 and §9: after a mass delete the list reloads after 5 s. */
export const MASS_DELETE_RELOAD_MS = 5000;

interface Progressing {
  total: number;
  done: number;
  finished: boolean;
  /** Cancel was asked for: the batch under way finishes, no further batch starts. */
  cancelling: boolean;
}

/**
 * Deleting the selected customers (spec part 1 §4 "Mass delete of customers"): after a confirmation, batches of 50 one
 * after the other with a progress modal, which can be cancelled between batches; 'De valgte kunder blev slettet
 * permanent.' and the list reloaded after 5 s, or 'Der skete en fejl ved sletning af de valgte kunder.' when a batch
 * fails. `onDone` gets the ids deleted, also after a cancel or a failure (they are gone all the same).
 */
export function useMassDelete(onDone: (deleted: readonly string[]) => void) {
  const [progress, setProgress] = useState<Progressing | undefined>(undefined);
  const cancelled = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = async (ids: readonly string[]): Promise<void> => {
    const deleted: string[] = [];
    let failed = false;
    let processed = 0;
    cancelled.current = false;
    setProgress({ total: ids.length, done: 0, finished: false, cancelling: false });
    for (const batch of batchesOf(ids)) {
      if (cancelled.current) break;
      try {
        const reply = await deleteCustomers(batch);
        deleted.push(...reply.deleted);
        if (reply.failed > 0) failed = true;
      } catch {
        failed = true;
      }
      processed += batch.length;
      setProgress((current) => current && { ...current, done: processed });
      if (failed) break;
    }
    if (failed) {
      setProgress(undefined);
      notifications.show({ color: 'red', title: 'Der skete en fejl...', message: CustomerMessages.massDeleteFailed });
      onDone(deleted);
      return;
    }
    if (cancelled.current && processed < ids.length) {
      setProgress(undefined);
      notifications.show({ color: 'orange', message: CustomerListMessages.massDeleteCancelled(deleted.length, ids.length) });
      onDone(deleted);
      return;
    }
    setProgress({ total: ids.length, done: ids.length, finished: true, cancelling: false });
    timer.current = setTimeout(() => {
      setProgress(undefined);
      onDone(deleted);
    }, MASS_DELETE_RELOAD_MS);
  };

  const start = async (ids: readonly string[]): Promise<void> => {
    if (ids.length === 0 || progress) return;
    if (await confirmAction(CustomerListMessages.massDeleteTitle, CustomerListMessages.massDeleteConfirm(ids.length))) await run(ids);
  };

  const cancel = (): void => {
    cancelled.current = true;
    setProgress((current) => current && { ...current, cancelling: true });
  };

  const dialog = (
    <Modal
      opened={progress !== undefined}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="Sletter kunder"
    >
      {progress && (
        <Stack gap="sm">
          <Progress value={(progress.done / Math.max(1, progress.total)) * 100} aria-label="Slettede kunder" animated={!progress.finished} />
          <Text size="sm" data-testid="mass-delete-progress">
            {progress.finished ? CustomerMessages.massDeleted : CustomerListMessages.massDeleteProgress(progress.done, progress.total)}
          </Text>
          {!progress.finished && (
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

  return { start: (ids: readonly string[]) => void start(ids), dialog, running: progress !== undefined };
}
