import { notifications } from '@mantine/notifications';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { CaseMessages } from '../../../../../domain/cases/messages.ts';
import { confirmAction as confirm } from '@/components/confirm.tsx';
import { reloadCase } from '../api/get-case.ts';
import { caseCommandKeys } from '../api/keys.ts';
import { saveCase } from '../api/save-case.ts';
import type { CaseModel } from '../api/types.ts';
import { caseFormIsValid, isDirty, saveRequestOf, type CaseAction, type CaseForm } from '../model/case-form.ts';
import { showCaseCommandError } from './case-command-errors.ts';

export const showSuccess = (message: string, title?: string): void => {
  notifications.show({ color: 'green', message, ...(title ? { title } : {}) });
};

const showInvalid = (): void => {
  notifications.show({ color: 'orange', title: CaseMessages.invalidTitle, message: CaseMessages.invalid });
};

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
  /**
   * Asks the offers' partner plugins to save before the case is saved (spec part 2 §4); false when one of them
   * failed. A plugin that does not answer within its time counts as saved.
   */
  savePlugins?: () => Promise<boolean>;
}

export interface Saved {
  id: string;
  /** The case's version on the server as this page knows it (the ETag), sent as If-Match with the next command. */
  version: string | undefined;
}

/** The command running on the case, if any: one command at a time, and the toolbar shows which one is busy. */
export const useCaseBusy = (caseId: string | null): CaseAction | null => {
  const running = useMutationState({
    filters: { mutationKey: caseCommandKeys.of(caseId), status: 'pending' },
    select: (mutation) => mutation.options.mutationKey?.[3] as CaseAction,
  });
  return running.at(-1) ?? null;
};

/**
 * One command on the case as a mutation: refused while another runs (a second save says the case is being saved), and
 * a failure is shown, a 409 with the offer to reload the case.
 */
export function useCaseCommand<Variables = void>(caseId: string | null, action: CaseAction, work: (variables: Variables) => Promise<void>) {
  const queryClient = useQueryClient();
  const busy = useCaseBusy(caseId);
  const mutation = useMutation({
    mutationKey: caseCommandKeys.command(caseId, action),
    mutationFn: work,
    onError: (error) => showCaseCommandError(queryClient, caseId, error),
  });
  return async (variables: Variables): Promise<void> => {
    if (busy) {
      if (action === 'save') showInvalid();
      return;
    }
    await mutation.mutateAsync(variables).catch(() => undefined);
  };
}

/**
 * What the case's commands share: whether the page holds unsaved changes, saving them first, reading the case back at
 * the version a command answered with, and the redirects a command leaves pending.
 */
export function useCaseCommandContext(model: CaseModel, form: CaseForm, options: CaseLifecycleOptions = {}) {
  const tabs = options.tabs ?? { dirty: false, valid: true };
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const backToList = options.backToList ?? (() => void navigate({ to: '/Cases/CaseList', ignoreBlocker: true }));
  const { hash } = useLocation();
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

  /** Whether every tab is valid; if not, the tabs show their errors and the save is refused with 'Validering'. */
  const validToSave = (): boolean => {
    setShowErrors(true);
    if (caseFormIsValid(form) && tabs.valid) return true;
    showInvalid();
    return false;
  };

  /** Whether every tab is valid, quietly: the tabs show their errors from then on. */
  const isValid = (): boolean => {
    setShowErrors(true);
    return caseFormIsValid(form) && tabs.valid;
  };

  /** The partners' plugins saved their offers; when one failed, the case is not saved and the salesperson is told. */
  const pluginsSaved = async (): Promise<boolean> => {
    if (!options.savePlugins || (await options.savePlugins())) return true;
    notifications.show({ color: 'red', title: CaseMessages.offersSaveFailedTitle, message: CaseMessages.invalid });
    return false;
  };

  /** The case as the page shows it, on the server: saves unsaved changes first (after asking). */
  const ensureSaved = async (): Promise<Saved | undefined> => {
    if (model.Id && !dirty) return { id: model.Id, version: model.ETag };
    if (!validToSave()) return undefined;
    const ok = await confirm('Gem sagen', 'Sagen har ændringer, der ikke er gemt. Sagen gemmes, før du fortsætter.');
    if (!ok || !(await pluginsSaved())) return undefined;
    const reply = await saveCase(saveRequestOf(model, form), model.ETag);
    return { id: reply.data, version: reply.version };
  };

  /** Reads the case back at `version` and, for a case that was new, moves to its address. */
  const finish = async (id: string, version: string | undefined): Promise<void> => {
    await reloadCase(queryClient, id, version);
    if (id !== model.Id) await navigate({ to: '/Cases/Case/$id', params: { id }, hash, replace: true, ignoreBlocker: true });
  };

  return { model, form, queryClient, navigate, backToList, later, dirty, showErrors, isValid, validToSave, pluginsSaved, ensureSaved, finish };
}

export type CaseCommandContext = ReturnType<typeof useCaseCommandContext>;
