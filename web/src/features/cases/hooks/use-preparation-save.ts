import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CaseMessages } from '../../../../../domain/cases/messages.ts';
import { ApiError } from '@/lib/api.ts';
import { isConflict, offerReload } from '@/lib/conflict.ts';
import { reloadCase, savePreparation } from '../api/cases.ts';
import type { CaseModel } from '../api/types.ts';

export const PREPARATION_SAVED = 'Klargøringen er gemt';

const showError = (error: unknown): void => {
  notifications.show({ color: 'red', title: 'Der skete en fejl...', message: error instanceof ApiError ? error.message : 'Der skete en fejl. Prøv igen.' });
};

/**
 * Saves only the preparation comment of a case (staff who prepare the car but may not edit the case), sending the
 * version the page shows as If-Match: when someone changed the case since, it offers to reload it.
 */
export function usePreparationSave(model: CaseModel) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (comment: string) => {
      if (!model.Id) return;
      const reply = await savePreparation(model.Id, comment, model.ETag);
      await reloadCase(queryClient, model.Id, reply.version);
    },
    onSuccess: () => notifications.show({ color: 'green', message: PREPARATION_SAVED }),
    onError: (error) => {
      if (isConflict(error) && model.Id) {
        const id = model.Id;
        // The 409 carries the case's current version: reloading waits for exactly that one.
        offerReload(
          { title: CaseMessages.changedByOtherTitle, message: CaseMessages.changedByOther, reload: CaseMessages.reload },
          () => void reloadCase(queryClient, id, error.version).catch(showError),
        );
      } else showError(error);
    },
  });
  return { save: (comment: string) => mutation.mutate(comment), saving: mutation.isPending };
}
