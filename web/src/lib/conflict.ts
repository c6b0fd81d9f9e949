import { modals } from '@mantine/modals';
import { ApiError } from './api.ts';

/** The code of the server's 409 when the aggregate changed since the version sent as If-Match. */
export const CONFLICT_CODE = 'Conflict';

/** Someone else changed what the user was working on (or won a race for it): the user's command was not made. */
export const isConflict = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.code === CONFLICT_CODE;

/**
 * Says that someone else changed what the user edits and offers to reload it; reloading shows the other user's
 * changes in place of the user's unsaved ones, which the user then makes again if still wanted.
 */
export const offerReload = (texts: { title: string; message: string; reload: string }, onReload: () => void): void => {
  modals.openConfirmModal({
    title: texts.title,
    children: texts.message,
    labels: { confirm: texts.reload, cancel: 'Annuller' },
    onConfirm: onReload,
  });
};
