import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { confirmAction } from '@/components/confirm.tsx';

/** Spec part 1 §9 and part 2 §9: the lists delete what is selected in batches of 50. */
export const DELETE_BATCH_SIZE = 50;

/** The ids in batches of `size`, in order. */
export const batchesOf = (ids: readonly string[], size = DELETE_BATCH_SIZE): string[][] =>
  Array.from({ length: Math.ceil(ids.length / size) }, (_, index) => ids.slice(index * size, (index + 1) * size));

/** What the user reads while a list deletes its selected rows, in the list's own words. */
export interface BatchDeleteTexts {
  confirmTitle: string;
  confirm: (count: number) => string;
  /** The progress modal's title, and its bar's name for assistive technology. */
  progressTitle: string;
  progressLabel: string;
  deleted: string;
  failed: string;
  /** Given, the user may cancel between batches, and reads this of what was deleted before. */
  cancelled?: (deleted: number, total: number) => string;
}

export interface Progressing {
  total: number;
  done: number;
  finished: boolean;
  /** Cancel was asked for: the batch under way finishes, no further batch starts. */
  cancelling: boolean;
}

/**
 * Deleting a list's selected rows (spec part 1 §4 "Mass delete of customers", part 2 §4 "Mass delete"): after a
 * confirmation, batches of 50 one after the other with a progress modal; the success text for `shownForMs` and then the
 * list again, or the failure text as soon as a batch fails or leaves a row undeleted. `onDone` gets the ids deleted,
 * also after a cancel or a failure (they are gone all the same). The progress shows in `BatchDeleteDialog`.
 */
export function useBatchDelete({
  deleteBatch,
  texts,
  shownForMs,
  onDone,
}: {
  deleteBatch: (ids: string[]) => Promise<{ deleted: readonly string[]; failed: number }>;
  texts: BatchDeleteTexts;
  shownForMs: number;
  onDone: (deleted: readonly string[]) => void;
}) {
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
        const reply = await deleteBatch(batch);
        deleted.push(...reply.deleted);
        if (reply.failed > 0) failed = true;
      } catch {
        failed = true;
      }
      processed += batch.length;
      setProgress((current) => current && { ...current, done: processed });
      if (failed) break;
    }
    if (failed || (cancelled.current && processed < ids.length)) {
      setProgress(undefined);
      if (failed) notifications.show({ color: 'red', title: 'Der skete en fejl...', message: texts.failed });
      else notifications.show({ color: 'orange', message: texts.cancelled?.(deleted.length, ids.length) });
      onDone(deleted);
      return;
    }
    setProgress({ total: ids.length, done: ids.length, finished: true, cancelling: false });
    timer.current = setTimeout(() => {
      setProgress(undefined);
      onDone(deleted);
    }, shownForMs);
  };

  const start = async (ids: readonly string[]): Promise<void> => {
    if (ids.length === 0 || progress) return;
    if (await confirmAction(texts.confirmTitle, texts.confirm(ids.length), { danger: true })) await run(ids);
  };

  const cancel = (): void => {
    cancelled.current = true;
    setProgress((current) => current && { ...current, cancelling: true });
  };

  return {
    start: (ids: readonly string[]) => void start(ids),
    running: progress !== undefined,
    /** What `BatchDeleteDialog` shows while the run lasts. */
    progress,
    texts,
    cancel,
  };
}

export type BatchDelete = ReturnType<typeof useBatchDelete>;
