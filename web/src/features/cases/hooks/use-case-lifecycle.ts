import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBlocker, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { CANCEL_DOCUMENT_REQUIRED, CaseMessages } from '../../../../../domain/cases/messages.ts';
import { CASE_STATUS_LABELS, CaseStatus } from '../../../../../domain/cases/status.ts';
import { confirmAction as confirm, confirmLeavingUnsaved, openNotice } from '@/components/confirm.tsx';
import { ApiError, type ApiFile } from '@/lib/api.ts';
import { isConflict } from '@/lib/conflict.ts';
import {
  cancelDocument,
  carDelivered,
  carDeliveredInit,
  caseKeys,
  closeCase,
  copyCase,
  deleteCase,
  documentIsSigned,
  printContract,
  reloadCase,
  saveCase,
  saveSignedDocument,
} from '../api/cases.ts';
import type { CarDeliveredModel, CaseModel, SignedDocumentModel, SignedDocumentRequest } from '../api/types.ts';
import { caseFormIsValid, documentOf, isDirty, saveRequestOf, type CaseAction, type CaseForm } from '../model/case-form.ts';
import { openPdfWindow, type PdfWindow } from '../model/pdf-window.ts';
import { forgetCase } from '../model/remembered-case.ts';
import { showCaseCommandError, showCaseError } from './case-command-errors.ts';

/** Spec part 2 §4 and §9: a closed case leaves after 2500 ms, a deleted one returns to the list after 5 s. */
export const CLOSE_REDIRECT_MS = 2500;
export const DELETE_REDIRECT_MS = 5000;

const showSuccess = (message: string, title?: string): void => {
  notifications.show({ color: 'green', message, ...(title ? { title } : {}) });
};

const documentName = (status: CaseStatus, definite: boolean): string =>
  documentOf(status) === 'PurchaseDocument' ? (definite ? 'købsaftalen' : 'købsaftale') : definite ? 'slutsedlen' : 'slutseddel';

interface Saved {
  id: string;
  /** The case's version on the server as this page knows it (the ETag), sent as If-Match with the next command. */
  version: string | undefined;
}

/**
 * The case page's lifecycle (spec part 2 §4): save, print contract, mark signed, cancel document, car delivered,
 * close, copy and delete, each with the spec's confirmations, messages and timings. After a command the case is
 * read back at the version the command answered with, so the page shows what it just did.
 */
/** What tabs hold beyond the case form: input not yet saved to its own record (a customer, a swap car). */
export interface TabsState {
  dirty: boolean;
  valid: boolean;
}

export interface CaseLifecycleOptions {
  /** What 'back to the list' does after close and delete: the case page goes to the list; the list refreshes itself. */
  backToList?: () => void;
  /** The tabs' own unsaved input (the case page's customer and swap-car tabs). */
  tabs?: TabsState;
}

export function useCaseLifecycle(model: CaseModel, form: CaseForm, options: CaseLifecycleOptions = {}) {
  const tabs = options.tabs ?? { dirty: false, valid: true };
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const backToList = options.backToList ?? (() => void navigate({ to: '/Cases/CaseList', ignoreBlocker: true }));
  const { hash } = useLocation();
  // One command at a time: the pending one is the action the toolbar shows as busy.
  const command = useMutation({
    mutationFn: ({ work }: { action: CaseAction; work: () => Promise<void> }) => work(),
    onError: (error) => showCaseCommandError(queryClient, model.Id, error),
  });
  const busy: CaseAction | null = command.isPending ? (command.variables?.action ?? null) : null;
  const [signing, setSigning] = useState<SignedDocumentModel | undefined>(undefined);
  const [delivering, setDelivering] = useState<CarDeliveredModel | undefined>(undefined);
  // The version the signing or delivery dialog was opened at: its OK sends it as If-Match.
  const [dialogVersion, setDialogVersion] = useState<string | undefined>(undefined);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  // Leaving the page cancels a pending redirect (close, delete).
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const later = (ms: number, work: () => void): void => {
    timers.current.push(setTimeout(work, ms));
  };

  const dirty = isDirty(model, form) || tabs.dirty;
  // Every save shows the tabs' errors from then on (spec part 2 §5: save refused while invalid).
  const [showErrors, setShowErrors] = useState(false);

  // Leaving for another page with unsaved changes asks first (spec part 1 §4); changing tab (the hash) does not.
  useBlocker({
    shouldBlockFn: async ({ current, next }) =>
      dirty && current.pathname !== next.pathname && !(await confirmLeavingUnsaved()),
    enableBeforeUnload: dirty,
  });

  const run = async (action: CaseAction, work: () => Promise<void>): Promise<void> => {
    if (busy) {
      if (action === 'save') notifications.show({ color: 'orange', title: CaseMessages.invalidTitle, message: CaseMessages.invalid });
      return;
    }
    await command.mutateAsync({ action, work }).catch(() => undefined);
  };

  /** The case as the page shows it, on the server: saves unsaved changes first (after asking). */
  const ensureSaved = async (): Promise<Saved | undefined> => {
    if (model.Id && !dirty) return { id: model.Id, version: model.ETag };
    if (!validToSave()) return undefined;
    const ok = await confirm('Gem sagen', 'Sagen har ændringer, der ikke er gemt. Sagen gemmes, før du fortsætter.');
    if (!ok) return undefined;
    const reply = await saveCase(saveRequestOf(model, form), model.ETag);
    return { id: reply.data, version: reply.version };
  };

  /** Reads the case back at `version` and, for a case that was new, moves to its address. */
  const finish = async (id: string, version: string | undefined): Promise<void> => {
    await reloadCase(queryClient, id, version);
    if (id !== model.Id) await navigate({ to: '/Cases/Case/$id', params: { id }, hash, replace: true, ignoreBlocker: true });
  };

  /** Whether every tab is valid; if not, the tabs show their errors and the save is refused with 'Validering'. */
  const validToSave = (): boolean => {
    setShowErrors(true);
    if (caseFormIsValid(form) && tabs.valid) return true;
    notifications.show({ color: 'orange', title: CaseMessages.invalidTitle, message: CaseMessages.invalid });
    return false;
  };

  const save = () =>
    run('save', async () => {
      if (!validToSave()) return;
      const reply = await saveCase(saveRequestOf(model, form), model.ETag);
      const id = reply.data;
      showSuccess(CaseMessages.saved);
      await finish(id, reply.version);
    });

  const print = () =>
    run('print', async () => {
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

  const submitSigned = (request: SignedDocumentRequest, document: 'Contract' | 'PurchaseDocument') =>
    run('sign', async () => {
      const reply = await saveSignedDocument(request, dialogVersion);
      setSigning(undefined);
      showSuccess(CaseMessages.signed(document));
      await finish(request.CaseId, reply.version);
    });

  const signedDocument = documentOf(model.Status) ?? 'Contract';

  const sign = () =>
    run('sign', async () => {
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

  const cancel = () =>
    run('cancel', async () => {
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

  const deliver = () =>
    run('deliver', async () => {
      const saved = await ensureSaved();
      if (!saved) return;
      if (saved.version !== model.ETag) await reloadCase(queryClient, saved.id, saved.version);
      const init = await carDeliveredInit(saved.id);
      setDialogVersion(saved.version);
      setDelivering(init);
    });

  const submitDelivered = (delivered: CarDeliveredModel) =>
    run('deliver', async () => {
      if (!model.Id) return;
      const reply = await carDelivered(delivered, dialogVersion);
      setDelivering(undefined);
      showSuccess(CaseMessages.delivered);
      await finish(model.Id, reply.version);
    });

  const close = () =>
    run('close', async () => {
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

  const copy = () =>
    run('copy', async () => {
      const saved = await ensureSaved();
      if (!saved) return;
      const reply = await copyCase(saved.id);
      const newId = reply.data;
      // The copy is a new case: it is there once the version the copy answered with is.
      await reloadCase(queryClient, newId, reply.version);
      await navigate({ to: '/Cases/Case/$id', params: { id: newId }, ignoreBlocker: true });
      showSuccess(CaseMessages.copyIsNew, CaseMessages.copied(saved.id));
    });

  const remove = () =>
    run('delete', async () => {
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

  return {
    busy,
    dirty,
    showErrors,
    save,
    print,
    sign,
    cancel,
    deliver,
    close,
    copy,
    remove,
    /** The document-signed modal's model while it is open, its title, and what it does. */
    signing,
    signingTitle: `Angiv ${documentName(model.Status, false)} som underskrevet`,
    submitSigned: (request: SignedDocumentRequest) => void submitSigned(request, signedDocument),
    closeSigning: () => setSigning(undefined),
    /** The car-delivered modal's model while it is open, and what it does. */
    delivering,
    submitDelivered: (delivered: CarDeliveredModel) => void submitDelivered(delivered),
    closeDelivering: () => setDelivering(undefined),
  };
}

export type CaseLifecycle = ReturnType<typeof useCaseLifecycle>;
