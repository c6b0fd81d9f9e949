import { useBlocker } from '@tanstack/react-router';
import { confirmLeavingUnsaved } from '@/components/confirm.tsx';
import type { CaseModel } from '../api/types.ts';
import type { CaseForm } from '../model/case-form.ts';
import { useCaseBusy, useCaseCommandContext, type CaseLifecycleOptions } from './case-command.ts';
import { useCancelDocument } from './use-cancel-document.ts';
import { useCloseCase } from './use-close-case.ts';
import { useCopyCase } from './use-copy-case.ts';
import { useCreateCar } from './use-create-car.ts';
import { useDeleteCase } from './use-delete-case.ts';
import { useDeliverCar } from './use-deliver-car.ts';
import { usePrintContract } from './use-print-contract.ts';
import { useSaveCase } from './use-save-case.ts';
import { useSignDocument } from './use-sign-document.ts';

export type { CaseLifecycleOptions, TabsState } from './case-command.ts';

/**
 * The case page's lifecycle (spec part 2 §4): save, print contract, mark signed, cancel document, car delivered,
 * close, copy and delete, each with the spec's confirmations, messages and timings. After a command the case is
 * read back at the version the command answered with, so the page shows what it just did.
 */
export function useCaseLifecycle(model: CaseModel, form: CaseForm, options: CaseLifecycleOptions = {}) {
  const context = useCaseCommandContext(model, form, options);
  const { dirty } = context;

  // Leaving for another page with unsaved changes asks first (spec part 1 §4); changing tab (the hash) does not.
  useBlocker({
    shouldBlockFn: async ({ current, next }) =>
      dirty && current.pathname !== next.pathname && !(await confirmLeavingUnsaved()),
    enableBeforeUnload: dirty,
  });

  const save = useSaveCase(context);
  const print = usePrintContract(context);
  const signing = useSignDocument(context);
  const cancel = useCancelDocument(context);
  const delivering = useDeliverCar(context);
  const close = useCloseCase(context);
  const copy = useCopyCase(context);
  const remove = useDeleteCase(context);
  const createCar = useCreateCar(context);

  return {
    busy: useCaseBusy(model.Id),
    dirty,
    showErrors: context.showErrors,
    save: () => save(),
    print: () => print(),
    cancel: () => cancel(),
    close: () => close(),
    copy: () => copy(),
    remove: () => remove(),
    createCar: () => createCar(),
    ...signing,
    ...delivering,
  };
}

export type CaseLifecycle = ReturnType<typeof useCaseLifecycle>;
