import { CaseMessages } from '../../../../../domain/cases/messages.ts';
import { copyCase } from '../api/copy-case.ts';
import { reloadCase } from '../api/get-case.ts';
import { showSuccess, useCaseCommand, type CaseCommandContext } from './case-command.ts';

/** 'Kopier sag' (spec part 2 §4): the copy is a new case, and the page moves to it. */
export function useCopyCase({ model, queryClient, navigate, ensureSaved }: CaseCommandContext) {
  return useCaseCommand(model.Id, 'copy', async () => {
    const saved = await ensureSaved();
    if (!saved) return;
    const reply = await copyCase(saved.id);
    const newId = reply.data;
    // The copy is a new case: it is there once the version the copy answered with is.
    await reloadCase(queryClient, newId, reply.version);
    await navigate({ to: '/Cases/Case/$id', params: { id: newId }, ignoreBlocker: true });
    showSuccess(CaseMessages.copyIsNew, CaseMessages.copied(saved.id));
  });
}
