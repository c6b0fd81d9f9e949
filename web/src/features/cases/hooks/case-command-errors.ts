import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { CaseMessages } from '../../../../../domain/cases/messages.ts';
import { ApiError } from '@/lib/api.ts';
import { isConflict, offerReload } from '@/lib/conflict.ts';
import { reloadCase } from '../api/get-case.ts';

const ERROR_TITLE = 'Der skete en fejl...';
const UNEXPECTED = 'Der skete en fejl. Prøv igen.';

/** A failed call as the user reads it: the server's own message, else the general one. */
export const showCaseError = (error: unknown, title: string = ERROR_TITLE): void => {
  notifications.show({ color: 'red', title, message: error instanceof ApiError ? error.message : UNEXPECTED });
};

/**
 * A command on the case failed: when someone changed the case since, the user is offered to reload it (at exactly the
 * version the 409 carries); any other failure is shown.
 */
export const showCaseCommandError = (queryClient: QueryClient, caseId: string | null, error: unknown): void => {
  if (isConflict(error) && caseId) {
    offerReload(
      { title: CaseMessages.changedByOtherTitle, message: CaseMessages.changedByOther, reload: CaseMessages.reload },
      () => void reloadCase(queryClient, caseId, error.version).catch(showCaseError),
    );
  } else showCaseError(error);
};
