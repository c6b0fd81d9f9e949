import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { DefaultFinanceMessages } from '../../../../../domain/dealers/default-finance.ts';
import { useSaveDefaultFinanceCompany, type FinanceBrandChoice } from '../api/default-finance-company.ts';
import { DefaultFinanceSelect, type FinanceChoice } from './default-finance-select.tsx';

interface ReminderDialogProps {
  brands: readonly FinanceBrandChoice[];
  /** Closed without a choice: for good if 'Vis ikke igen' is ticked, otherwise until later. */
  onClose(doNotShowAgain: boolean): void;
}

/** The reminder itself: the department's finance companies to choose the default from, saved at once. */
export default function DefaultFinanceReminderDialog({ brands, onClose }: ReminderDialogProps) {
  const [choice, setChoice] = useState<FinanceChoice | null>(null);
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);
  const save = useSaveDefaultFinanceCompany();
  return (
    <Modal opened onClose={() => onClose(doNotShowAgain)} title={DefaultFinanceMessages.reminderTitle}>
      <Stack>
        <Text size="sm">{DefaultFinanceMessages.reminderText}</Text>
        <DefaultFinanceSelect brands={brands} value={choice} onChange={setChoice} />
        <Checkbox label={DefaultFinanceMessages.doNotShowAgain} checked={doNotShowAgain} onChange={(event) => setDoNotShowAgain(event.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(doNotShowAgain)}>
            {DefaultFinanceMessages.later}
          </Button>
          <Button
            disabled={!choice || choice.FinanceCompany === 0}
            loading={save.isPending}
            onClick={() =>
              choice &&
              save.mutate(choice, {
                onSuccess: (reply) => notifications.show({ color: 'green', message: reply.Message || DefaultFinanceMessages.saved }),
                onError: () => notifications.show({ color: 'red', title: 'Der skete en fejl...', message: DefaultFinanceMessages.saveFailed }),
              })
            }
          >
            Gem
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
