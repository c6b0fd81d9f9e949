import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { SalesItemMessages } from '../../../../../../../domain/cases/sales-item.ts';

/**
 * 'Fjern bil' (spec part 2 §2, §4): refused on a locked case; otherwise confirmed in the 'Fjern bil' modal (Annuller,
 * OK), then the car is gone from the case. The save removes the extra equipment and the finance offers with it.
 */
export function RemoveCarButton({ isLocked, disabled, onRemove }: { isLocked: boolean; disabled: boolean; onRemove: () => void }) {
  const remove = (): void => {
    if (isLocked) {
      notifications.show({ color: 'red', title: SalesItemMessages.removeTitle, message: SalesItemMessages.removeLocked });
      return;
    }
    modals.openConfirmModal({
      title: SalesItemMessages.removeTitle,
      children: SalesItemMessages.removeQuestion,
      labels: { confirm: 'OK', cancel: 'Annuller' },
      onConfirm: () => {
        onRemove();
        notifications.show({ color: 'green', message: SalesItemMessages.removed });
      },
    });
  };
  return (
    <Button variant="light" color="red" leftSection={<IconTrash size={16} />} disabled={disabled} onClick={remove}>
      Fjern bil
    </Button>
  );
}
