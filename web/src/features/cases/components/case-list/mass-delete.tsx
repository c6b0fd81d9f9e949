import { useBatchDelete } from '@/hooks/use-batch-delete.ts';
import { deleteCases } from '../../api/delete-cases.ts';
import { forgetCase } from '../../model/remembered-case.ts';

/** Spec part 2 §4 and §9: after a mass delete the list is shown again after 2.5 s. */
export const MASS_DELETE_BACK_MS = 2500;
export const MassDeleteMessages = {
  deleted: 'De valgte sager blev slettet permanent',
  failed: 'Der skete en fejl ved sletning af de valgte sager',
} as const;

/** One batch of cases; a case the server could not delete fails the run. */
const deleteBatch = async (ids: string[]): Promise<{ deleted: string[]; failed: number }> => {
  const reply = await deleteCases(ids);
  return { deleted: reply.data.Deleted, failed: reply.data.Failed.length };
};

/**
 * Deleting the selected cases (spec part 2 §4 "Mass delete"): batches of 50 with a progress modal; 'De valgte sager
 * blev slettet permanent' and back to the list after 2.5 s, or 'Der skete en fejl ved sletning af de valgte sager'
 * when a batch fails or a case could not be deleted. The case remembered as the list's active row is forgotten.
 */
export const useMassDelete = (onDone: (deleted: readonly string[]) => void) =>
  useBatchDelete({
    deleteBatch,
    texts: {
      confirmTitle: 'Slet valgte sager',
      confirm: (count) => `Vil du slette de ${count} valgte sager permanent? Det kan ikke fortrydes.`,
      progressTitle: 'Sletter sager',
      progressLabel: 'Slettede sager',
      deleted: MassDeleteMessages.deleted,
      failed: MassDeleteMessages.failed,
    },
    shownForMs: MASS_DELETE_BACK_MS,
    onDone: (deleted) => {
      forgetCase();
      onDone(deleted);
    },
  });
