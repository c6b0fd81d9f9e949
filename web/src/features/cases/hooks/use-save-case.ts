import { notifications } from '@mantine/notifications';
import { CaseMessages } from '../../../../../domain/cases/messages.ts';
import { saveCase } from '../api/save-case.ts';
import { saveRequestOf } from '../model/case-form.ts';
import { showSuccess, useCaseCommand, type CaseCommandContext } from './case-command.ts';

/**
 * 'Gem' (spec part 2 §5): refused while a tab is invalid; the offers' plugins save first (part 2 §4); a new case gets
 * its number and its address.
 */
export function useSaveCase({ model, form, validToSave, pluginsSaved, finish }: CaseCommandContext) {
  return useCaseCommand(model.Id, 'save', async () => {
    if (!validToSave() || !(await pluginsSaved())) return;
    const reply = await saveCase(saveRequestOf(model, form), model.ETag);
    showSuccess(CaseMessages.saved);
    // The offers went with a customer turned business: 'Bemærk! ...' stays until the salesperson has read it.
    if (reply.warning) notifications.show({ color: 'orange', message: reply.warning, autoClose: false });
    await finish(reply.data, reply.version);
  });
}
