import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reloadCase } from '../api/get-case.ts';
import { savePreparation } from '../api/save-preparation.ts';
import type { CaseModel } from '../api/types.ts';
import { showCaseCommandError } from './case-command-errors.ts';

export const PREPARATION_SAVED = 'Klargøringen er gemt';

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
    onError: (error) => showCaseCommandError(queryClient, model.Id, error),
  });
  return { save: (comment: string) => mutation.mutate(comment), saving: mutation.isPending };
}
