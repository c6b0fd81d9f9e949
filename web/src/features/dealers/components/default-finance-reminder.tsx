import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { afterLoanCompanyLookup, DefaultFinanceMessages, financeReminderShown, hasDefaultFinance, loanCompanyLookupDue } from '../../../../../domain/dealers/default-finance.ts';
import { defaultFinanceCompanyQuery, hasLoanCompanies, useSaveDefaultFinanceCompany } from '../api/default-finance-company.ts';
import { readReminderSettings, reminderSnoozed, snoozeReminder, writeReminderSettings } from '../model/finance-reminder.ts';
import { DefaultFinanceSelect, type FinanceChoice } from './default-finance-select.tsx';

/**
 * The default finance company reminder (spec part 2 §4, part 1 §9), for whoever may choose the department's default:
 * shown while the department has loan companies and has chosen none as its default, unless 'Vis ikke igen' was
 * ticked in this browser or it was closed within the last 24 hours. The loan companies are looked up at most every
 * ten days.
 */
export function DefaultFinanceReminder({ userId, dealerId }: { userId: string; dealerId: string }) {
  const [settings, setSettings] = useState(() => readReminderSettings(userId));
  const [snoozed, setSnoozed] = useState(() => reminderSnoozed(userId));
  const quiet = settings.DoNotShowAgain || snoozed;

  useEffect(() => {
    if (quiet || !loanCompanyLookupDue(settings, new Date())) return;
    let current = true;
    void hasLoanCompanies(dealerId).then((hasAccess) => {
      if (!current) return;
      const next = afterLoanCompanyLookup(readReminderSettings(userId), hasAccess, new Date());
      writeReminderSettings(userId, next);
      setSettings(next);
    });
    return () => {
      current = false;
    };
  }, [quiet, settings, dealerId, userId]);

  const chosen = useQuery({ ...defaultFinanceCompanyQuery, enabled: !quiet && settings.HasAccessToLoanCompanies });
  const shown = chosen.isSuccess && financeReminderShown(settings, { snoozed, hasDefault: hasDefaultFinance(chosen.data) });
  const [choice, setChoice] = useState<FinanceChoice | null>(null);
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);
  const save = useSaveDefaultFinanceCompany();

  const close = (): void => {
    if (doNotShowAgain) {
      const next = { ...settings, DoNotShowAgain: true };
      writeReminderSettings(userId, next);
      setSettings(next);
    } else {
      snoozeReminder(userId);
      setSnoozed(true);
    }
  };

  return (
    <Modal opened={shown} onClose={close} title={DefaultFinanceMessages.reminderTitle}>
      <Stack>
        <Text size="sm">{DefaultFinanceMessages.reminderText}</Text>
        <DefaultFinanceSelect brands={chosen.data?.Brands ?? []} value={choice} onChange={setChoice} />
        <Checkbox label={DefaultFinanceMessages.doNotShowAgain} checked={doNotShowAgain} onChange={(event) => setDoNotShowAgain(event.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
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
