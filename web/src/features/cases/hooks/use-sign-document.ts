import { useState } from 'react';
import { CaseMessages } from '../../../../../domain/cases/messages.ts';
import { documentIsSigned } from '../api/document-is-signed.ts';
import { saveSignedDocument } from '../api/save-signed-document.ts';
import type { SignedDocumentModel, SignedDocumentRequest } from '../api/types.ts';
import { documentOf } from '../model/case-form.ts';
import { documentName } from '../model/document-name.ts';
import { showSuccess, useCaseCommand, type CaseCommandContext } from './case-command.ts';

/**
 * 'Angiv som underskrevet' (spec part 2 §4): with a car to sell or a swap car to take in, a dialog asks about them
 * first; its OK sends the version the dialog was opened at.
 */
export function useSignDocument({ model, ensureSaved, finish }: CaseCommandContext) {
  const [signing, setSigning] = useState<SignedDocumentModel | undefined>(undefined);
  const [dialogVersion, setDialogVersion] = useState<string | undefined>(undefined);
  const signedDocument = documentOf(model.Status) ?? 'Contract';

  const sign = useCaseCommand(model.Id, 'sign', async () => {
    const saved = await ensureSaved();
    if (!saved) return;
    const info = await documentIsSigned(saved.id);
    if (info.ShowModal) {
      setDialogVersion(saved.version);
      setSigning(info);
      return;
    }
    // Spec part 2 §4: without a car to sell or a swap car to take in, the flow proceeds directly.
    const reply = await saveSignedDocument(
      {
        CaseId: saved.id,
        ...(info.SalesItem ? { SalesItem: { CarId: info.SalesItem.CarId } } : {}),
        ...(info.SwapCar ? { SwapCar: { CarId: info.SwapCar.CarId } } : {}),
      },
      saved.version,
    );
    showSuccess(CaseMessages.signed(signedDocument));
    await finish(saved.id, reply.version);
  });

  const submitSigned = useCaseCommand(model.Id, 'sign', async (request: SignedDocumentRequest) => {
    const reply = await saveSignedDocument(request, dialogVersion);
    setSigning(undefined);
    showSuccess(CaseMessages.signed(signedDocument));
    await finish(request.CaseId, reply.version);
  });

  return {
    sign: () => sign(),
    /** The document-signed modal's model while it is open, its title, and what it does. */
    signing,
    signingTitle: `Angiv ${documentName(model.Status, false)} som underskrevet`,
    submitSigned: (request: SignedDocumentRequest) => void submitSigned(request),
    closeSigning: () => setSigning(undefined),
  };
}
