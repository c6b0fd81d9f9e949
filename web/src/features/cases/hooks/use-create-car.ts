import { notifications } from '@mantine/notifications';
import { CaseMessages } from '../../../../../domain/cases/messages.ts';
import { caseHasCar } from '../../../../../domain/cases/decider.ts';
import { useCaseCommand, type CaseCommandContext } from './case-command.ts';

/** The title of the refusal: what the user asked for. */
const CREATE_CAR_TITLE = 'Opret bil';

/**
 * 'Opret bil' (spec part 2 §2, §4, §9): the case's vehicle becomes a new stock car on
 * `/Cars/OwnCars/CreateCarWizard?caseId=`, after unsaved changes are saved. A case with errors is refused with the
 * spec's text, and its tabs show the errors.
 */
export function useCreateCar({ model, form, isValid, ensureSaved, navigate }: CaseCommandContext) {
  return useCaseCommand(model.Id, 'createCar', async () => {
    if (!isValid() || !caseHasCar(form)) {
      notifications.show({ color: 'red', title: CREATE_CAR_TITLE, message: CaseMessages.invalidForCar });
      return;
    }
    const saved = await ensureSaved();
    if (!saved) return;
    await navigate({ to: '/Cars/OwnCars/CreateCarWizard', search: { caseId: saved.id }, ignoreBlocker: true });
  });
}
