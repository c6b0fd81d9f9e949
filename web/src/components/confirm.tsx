import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

/**
 * A confirmation with the spec's buttons ('Annuller' / 'OK'): true when confirmed, false when cancelled or closed.
 * `above`: stack it above another modal (a document's modal asks before it cancels the opposite document); `danger`:
 * the OK of a step that cannot be undone is red.
 */
export const confirmAction = (title: string, message: ReactNode, options: { above?: boolean; danger?: boolean } = {}): Promise<boolean> =>
  new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      ...(options.above ? { zIndex: 1000 } : {}),
      ...(options.danger ? { confirmProps: { color: 'red' } } : {}),
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: 'OK', cancel: 'Annuller' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });

/** A message in a modal without buttons (closed by its ×, Escape, or the caller): its id, for `modals.close`. */
export const openNotice = (title: string, message: ReactNode, onClose: () => void): string =>
  modals.open({ title, children: <Text size="sm">{message}</Text>, onClose });

/** The spec's question before leaving a page with unsaved changes (spec part 1 §4 "Unsaved changes"), one for every page. */
export const UnsavedChangesMessages = {
  title: 'Ændringer er ikke gemt',
  question: 'Du har ikke gemt dine ændringer, vil du fortsætte?',
} as const;

/** Asks before leaving unsaved changes: true when the user goes on. */
export const confirmLeavingUnsaved = (): Promise<boolean> => confirmAction(UnsavedChangesMessages.title, UnsavedChangesMessages.question);
