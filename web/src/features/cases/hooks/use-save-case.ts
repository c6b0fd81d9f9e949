import { CaseMessages } from '../../../../../domain/cases/messages.ts';
import { saveCase } from '../api/save-case.ts';
import { saveRequestOf } from '../model/case-form.ts';
import { showSuccess, useCaseCommand, type CaseCommandContext } from './case-command.ts';

/** 'Gem' (spec part 2 §5): refused while a tab is invalid; a new case gets its number and its address. */
export function useSaveCase({ model, form, validToSave, finish }: CaseCommandContext) {
  return useCaseCommand(model.Id, 'save', async () => {
    if (!validToSave()) return;
    const reply = await saveCase(saveRequestOf(model, form), model.ETag);
    showSuccess(CaseMessages.saved);
    await finish(reply.data, reply.version);
  });
}
