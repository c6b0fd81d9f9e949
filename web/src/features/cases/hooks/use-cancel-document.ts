import { CaseMessages } from '../../../../../domain/cases/messages.ts';
import { CASE_STATUS_LABELS, CaseStatus } from '../../../../../domain/cases/status.ts';
import { confirmAction as confirm } from '@/components/confirm.tsx';
import { cancelDocument } from '../api/cancel-document.ts';
import { documentName } from '../model/document-name.ts';
import { showSuccess, useCaseCommand, type CaseCommandContext } from './case-command.ts';

/** 'Annuller dokument' (spec part 2 §4): after asking, the printed document is void and the case starts over. */
export function useCancelDocument({ model, ensureSaved, finish }: CaseCommandContext) {
  return useCaseCommand(model.Id, 'cancel', async () => {
    const ok = await confirm(
      'Annuller dokument',
      `Vil du annullere ${documentName(model.Status, true)}? Sagen får status ${CASE_STATUS_LABELS[CaseStatus.Initial]}.`,
    );
    if (!ok) return;
    const saved = await ensureSaved();
    if (!saved) return;
    const reply = await cancelDocument(saved.id, saved.version);
    showSuccess(CaseMessages.cancelled);
    await finish(saved.id, reply.version);
  });
}
