import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterLoanCompanyLookup, financeReminderShown, hasDefaultFinance, loanCompanyLookupDue } from '../../../../../domain/dealers/default-finance.ts';
import { defaultFinanceCompanyQuery, hasLoanCompanies } from '../api/default-finance-company.ts';
import { readReminderSettings, reminderSnoozed, snoozeReminder, writeReminderSettings } from '../model/finance-reminder.ts';

// Most days nobody is reminded: the dialog and its choice of company load when it is shown.
const DefaultFinanceReminderDialog = lazy(() => import('./default-finance-reminder-dialog.tsx'));

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

  const close = (doNotShowAgain: boolean): void => {
    if (doNotShowAgain) {
      const next = { ...settings, DoNotShowAgain: true };
      writeReminderSettings(userId, next);
      setSettings(next);
    } else {
      snoozeReminder(userId);
      setSnoozed(true);
    }
  };

  return shown ? (
    <Suspense fallback={null}>
      <DefaultFinanceReminderDialog brands={chosen.data.Brands} onClose={close} />
    </Suspense>
  ) : null;
}
