import { parseReminderSettings, REMINDER_SNOOZE_HOURS, type FinanceReminderSettings } from '../../../../../domain/dealers/default-finance.ts';

/**
 * Where the browser keeps the default finance company reminder's local settings and its 24-hour cookie: per user, so
 * that a shared computer reminds each user of their own department.
 */
const settingsKey = (userId: string): string => `dealerhub.financeReminder.${userId}`;
const snoozeCookie = (userId: string): string => `dealerhub_finance_reminder_${userId.replace(/[^A-Za-z0-9]/g, '')}`;

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage switched off: the reminder asks every time
  }
};

export const readReminderSettings = (userId: string): FinanceReminderSettings => parseReminderSettings(storage()?.getItem(settingsKey(userId)) ?? null);

export const writeReminderSettings = (userId: string, settings: FinanceReminderSettings): void => {
  storage()?.setItem(settingsKey(userId), JSON.stringify(settings));
};

export const reminderSnoozed = (userId: string, cookies: string = document.cookie): boolean =>
  cookies.split(';').some((cookie) => cookie.trim().startsWith(`${snoozeCookie(userId)}=`));

/** Hides the reminder for 24 hours in this browser. */
export const snoozeReminder = (userId: string): void => {
  document.cookie = `${snoozeCookie(userId)}=1; max-age=${REMINDER_SNOOZE_HOURS * 3600}; path=/; SameSite=Strict`;
};
