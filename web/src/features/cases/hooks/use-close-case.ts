import { CaseMessages } from '../../../../../domain/cases/messages.ts';
import { confirmAction as confirm } from '@/components/confirm.tsx';
import { closeCase } from '../api/close-case.ts';
import { reloadCase } from '../api/get-case.ts';
import { forgetCase } from '../model/remembered-case.ts';
import { showSuccess, useCaseCommand, type CaseCommandContext } from './case-command.ts';

/** Spec part 2 §4: a closed case leaves after 2500 ms. */
export const CLOSE_REDIRECT_MS = 2500;

/** 'Afslut sag' (spec part 2 §4): after asking, the case is closed and the page goes back to the list. */
export function useCloseCase({ model, queryClient, ensureSaved, later, backToList }: CaseCommandContext) {
  return useCaseCommand(model.Id, 'close', async () => {
    const ok = await confirm('Afslut sag', 'Vil du afslutte sagen? En afsluttet sag kan ikke ændres.');
    if (!ok) return;
    const saved = await ensureSaved();
    if (!saved) return;
    const reply = await closeCase(saved.id, saved.version);
    forgetCase();
    showSuccess(CaseMessages.closedNow);
    later(CLOSE_REDIRECT_MS, backToList);
    await reloadCase(queryClient, saved.id, reply.version).catch(() => undefined);
  });
}
