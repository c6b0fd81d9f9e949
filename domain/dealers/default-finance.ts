/**
 * The department's default finance company: the finance partner (and its brand) a case's finance chooser starts with
 * and the price tag's financing is figured with. None chosen is company 0 without a brand, as the finance chooser
 * writes 'no company'.
 */
export interface DefaultFinanceCompany {
  FinanceCompany: number;
  BrandId: number | null;
}

export const NO_DEFAULT_FINANCE: DefaultFinanceCompany = { FinanceCompany: 0, BrandId: null };

export const hasDefaultFinance = (choice: DefaultFinanceCompany | undefined): boolean => !!choice && choice.FinanceCompany !== 0 && choice.BrandId !== null;

export const DefaultFinanceMessages = {
  title: 'Standard finansieringsselskab',
  saved: 'Forhandler oplysning gemt.',
  saveFailed: 'Der opstod en fejl ved gemning af forhandler oplysning.',
  loadFailed: 'Der skete fejl ifbm. at hente finansieringsselskaber...',
  unknownBrand: 'Vælg et af afdelingens finansieringsselskaber.',
  reminderTitle: 'Vælg standard finansieringsselskab',
  reminderText:
    'Afdelingen har adgang til finansieringsselskaber, men har ikke valgt et som standard. Standardselskabet vælges på forhånd, når en sælger lægger finansiering på en sag, og bruges til finansieringen på prisskiltet.',
  doNotShowAgain: 'Vis ikke igen',
  later: 'Påmind mig senere',
  none: 'Intet standardselskab',
} as const;

/**
 * The reminder to choose a default finance company (spec part 2 §4, part 1 §9): what the browser keeps in its local
 * settings. Whether the department has loan companies is asked at most every ten days; a failed lookup counts as no
 * access. 'Vis ikke igen' stops the reminder in this browser; closing it otherwise hides it for 24 hours (a cookie).
 */
export interface FinanceReminderSettings {
  DoNotShowAgain: boolean;
  LastCalledApiForLoanCompanies: string | null;
  HasAccessToLoanCompanies: boolean;
}

export const LOAN_COMPANY_LOOKUP_DAYS = 10;
export const REMINDER_SNOOZE_HOURS = 24;
const DAY_MS = 86_400_000;

export const NO_REMINDER_SETTINGS: FinanceReminderSettings = { DoNotShowAgain: false, LastCalledApiForLoanCompanies: null, HasAccessToLoanCompanies: false };

/** Whether the loan companies must be asked again: never asked, or asked ten days ago or more (or at a time not yet come). */
export const loanCompanyLookupDue = (settings: FinanceReminderSettings, now: Date): boolean => {
  const last = settings.LastCalledApiForLoanCompanies ? Date.parse(settings.LastCalledApiForLoanCompanies) : Number.NaN;
  if (Number.isNaN(last) || last > now.getTime()) return true;
  return now.getTime() - last >= LOAN_COMPANY_LOOKUP_DAYS * DAY_MS;
};

/** The settings after a lookup of the loan companies; `hasAccess` false also for a lookup that failed. */
export const afterLoanCompanyLookup = (settings: FinanceReminderSettings, hasAccess: boolean, now: Date): FinanceReminderSettings => ({
  ...settings,
  HasAccessToLoanCompanies: hasAccess,
  LastCalledApiForLoanCompanies: now.toISOString(),
});

/** Whether the reminder shows: not turned off, not snoozed, the department has loan companies and has chosen none. */
export const financeReminderShown = (settings: FinanceReminderSettings, state: { snoozed: boolean; hasDefault: boolean }): boolean =>
  !settings.DoNotShowAgain && !state.snoozed && settings.HasAccessToLoanCompanies && !state.hasDefault;

/** Reads the stored settings; anything unreadable or of the wrong type counts as never set. */
export const parseReminderSettings = (stored: string | null): FinanceReminderSettings => {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<Record<keyof FinanceReminderSettings, unknown>> | null;
    if (!value || typeof value !== 'object') return NO_REMINDER_SETTINGS;
    return {
      DoNotShowAgain: value.DoNotShowAgain === true,
      LastCalledApiForLoanCompanies: typeof value.LastCalledApiForLoanCompanies === 'string' ? value.LastCalledApiForLoanCompanies : null,
      HasAccessToLoanCompanies: value.HasAccessToLoanCompanies === true,
    };
  } catch {
    return NO_REMINDER_SETTINGS;
  }
};
