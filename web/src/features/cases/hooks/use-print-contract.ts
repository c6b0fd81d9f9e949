import { CANCEL_DOCUMENT_REQUIRED, CaseMessages } from '../../../../../domain/cases/messages.ts';
import { confirmAction as confirm } from '@/components/confirm.tsx';
import { ApiError, type ApiFile } from '@/lib/api.ts';
import { cancelDocument } from '../api/cancel-document.ts';
import { printContract } from '../api/print-contract.ts';
import { openPdfWindow, type PdfWindow } from '../model/pdf-window.ts';
import { showSuccess, useCaseCommand, type CaseCommandContext } from './case-command.ts';

const WAITING = 'Henter slutsedlen...';

/**
 * 'Udskriv slutseddel' (spec part 2 §4): saves first, prints the contract into a new tab. Each tab is opened at the
 * user's click (the button, or the cancel-document flow's OK), before anything waits on the server: a browser lets a
 * page open a tab only while the click still counts as the user's.
 */
export function usePrintContract({ model, ensureSaved, finish }: CaseCommandContext) {
  return useCaseCommand(model.Id, 'print', async () => {
    const saved = await ensureSaved();
    if (!saved) return;
    let version = saved.version;
    const printInto = async (tab: PdfWindow): Promise<ApiFile> => {
      try {
        const file = await printContract(saved.id, version);
        tab.show(file, `Slutseddel-${saved.id}.pdf`);
        return file;
      } catch (error) {
        tab.close();
        throw error;
      }
    };
    let file: ApiFile;
    try {
      file = await printInto(openPdfWindow(WAITING));
    } catch (error) {
      // Spec part 2 §4: a purchase agreement stands in the way; the cancel-document flow, then the contract.
      if (!(error instanceof ApiError && error.code === CANCEL_DOCUMENT_REQUIRED)) throw error;
      const ok = await confirm('Annuller dokument', `${error.message} Vil du annullere købsaftalen og udskrive slutsedlen?`);
      if (!ok) {
        if (saved.id !== model.Id) await finish(saved.id, saved.version);
        return;
      }
      const tab = openPdfWindow(WAITING);
      try {
        const cancelled = await cancelDocument(saved.id, version);
        showSuccess(CaseMessages.cancelled);
        version = cancelled.version;
      } catch (cancelFailed) {
        tab.close();
        throw cancelFailed;
      }
      file = await printInto(tab);
    }
    await finish(saved.id, file.version ?? version);
  });
}
