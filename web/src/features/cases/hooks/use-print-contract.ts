import { CANCEL_DOCUMENT_REQUIRED, CaseMessages } from '../../../../../domain/cases/messages.ts';
import { confirmAction as confirm } from '@/components/confirm.tsx';
import { ApiError, type ApiFile } from '@/lib/api.ts';
import { cancelDocument } from '../api/cancel-document.ts';
import { printContract } from '../api/print-contract.ts';
import { openPdfWindow, type PdfWindow } from '../model/pdf-window.ts';
import { showSuccess, useCaseCommand, type CaseCommandContext } from './case-command.ts';

/** 'Udskriv slutseddel' (spec part 2 §4): saves first, prints the contract into a new tab. */
export function usePrintContract({ model, ensureSaved, finish }: CaseCommandContext) {
  return useCaseCommand(model.Id, 'print', async () => {
    const saved = await ensureSaved();
    if (!saved) return;
    let version = saved.version;
    const printOnce = async (): Promise<ApiFile> => {
      const tab: PdfWindow = openPdfWindow('Henter slutsedlen...');
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
      file = await printOnce();
    } catch (error) {
      // Spec part 2 §4: a purchase agreement stands in the way; the cancel-document flow, then the contract.
      if (!(error instanceof ApiError && error.code === CANCEL_DOCUMENT_REQUIRED)) throw error;
      const ok = await confirm('Annuller dokument', `${error.message} Vil du annullere købsaftalen og udskrive slutsedlen?`);
      if (!ok) {
        if (saved.id !== model.Id) await finish(saved.id, saved.version);
        return;
      }
      const cancelled = await cancelDocument(saved.id, version);
      showSuccess(CaseMessages.cancelled);
      version = cancelled.version;
      file = await printOnce();
    }
    await finish(saved.id, file.version ?? version);
  });
}
