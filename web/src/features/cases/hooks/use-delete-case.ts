import { modals } from '@mantine/modals';
import { CaseMessages } from '../../../../../domain/cases/messages.ts';
import { confirmAction as confirm, openNotice } from '@/components/confirm.tsx';
import { isConflict } from '@/lib/conflict.ts';
import { deleteCase } from '../api/delete-case.ts';
import { caseKeys } from '../api/keys.ts';
import { forgetCase } from '../model/remembered-case.ts';
import { showCaseError } from './case-command-errors.ts';
import { useCaseCommand, type CaseCommandContext } from './case-command.ts';

/** Spec part 2 §9: a deleted case returns to the list after 5 s. */
export const DELETE_REDIRECT_MS = 5000;

/** 'Slet sag' (spec part 2 §9): after asking, the case is gone; a notice leads back to the list. */
export function useDeleteCase({ model, queryClient, later, backToList }: CaseCommandContext) {
  return useCaseCommand(model.Id, 'delete', async () => {
    const id = model.Id;
    if (!id) return;
    const ok = await confirm('Slet sag', `Vil du slette sag nr. ${id} permanent? Det kan ikke fortrydes.`);
    if (!ok) return;
    try {
      await deleteCase(id, model.ETag);
    } catch (error) {
      if (isConflict(error)) throw error;
      showCaseError(error, CaseMessages.deleteFailed);
      return;
    }
    forgetCase();
    let left = false;
    const leave = (): void => {
      if (left) return;
      left = true;
      modals.close(modalId);
      queryClient.removeQueries({ queryKey: caseKeys.case(id) });
      void queryClient.invalidateQueries({ queryKey: caseKeys.all });
      backToList();
    };
    const modalId = openNotice(CaseMessages.deleted(id), CaseMessages.backToList, leave);
    later(DELETE_REDIRECT_MS, leave);
  });
}
