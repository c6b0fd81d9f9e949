import { describe, expect, it } from 'vitest';
import {
  afterLoanCompanyLookup,
  financeReminderShown,
  hasDefaultFinance,
  loanCompanyLookupDue,
  NO_REMINDER_SETTINGS,
  parseReminderSettings,
  type FinanceReminderSettings,
} from './default-finance.ts';
import { defaultFinanceBody } from './default-finance-body.ts';

const now = new Date('2026-11-28T12:00:00Z');
const askedDaysAgo = (days: number): FinanceReminderSettings => ({
  ...NO_REMINDER_SETTINGS,
  HasAccessToLoanCompanies: true,
  LastCalledApiForLoanCompanies: new Date(now.getTime() - days * 86_400_000).toISOString(),
});

describe('the loan companies lookup', () => {
  it('is due when it was never made', () => expect(loanCompanyLookupDue(NO_REMINDER_SETTINGS, now)).toBe(true));
  it('is kept for under ten days', () => expect(loanCompanyLookupDue(askedDaysAgo(9.9), now)).toBe(false));
  it('is due again after ten days', () => expect(loanCompanyLookupDue(askedDaysAgo(10), now)).toBe(true));
  it('is due when the stored time lies in the future (a clock set wrong)', () => expect(loanCompanyLookupDue(askedDaysAgo(-1), now)).toBe(true));
  it('keeps its answer with the time it was asked', () =>
    expect(afterLoanCompanyLookup(NO_REMINDER_SETTINGS, true, now)).toEqual({ DoNotShowAgain: false, HasAccessToLoanCompanies: true, LastCalledApiForLoanCompanies: now.toISOString() }));
});

describe('the default finance company reminder', () => {
  const withAccess = askedDaysAgo(1);
  it('shows when the department has loan companies and no default', () => expect(financeReminderShown(withAccess, { snoozed: false, hasDefault: false })).toBe(true));
  it('does not show once a default is chosen', () => expect(financeReminderShown(withAccess, { snoozed: false, hasDefault: true })).toBe(false));
  it('does not show without access to loan companies', () =>
    expect(financeReminderShown({ ...withAccess, HasAccessToLoanCompanies: false }, { snoozed: false, hasDefault: false })).toBe(false));
  it('does not show within the 24 hours after it was closed', () => expect(financeReminderShown(withAccess, { snoozed: true, hasDefault: false })).toBe(false));
  it("does not show after 'Vis ikke igen'", () => expect(financeReminderShown({ ...withAccess, DoNotShowAgain: true }, { snoozed: false, hasDefault: false })).toBe(false));
});

describe('the stored reminder settings', () => {
  it('read back what was written', () => expect(parseReminderSettings(JSON.stringify(askedDaysAgo(2)))).toEqual(askedDaysAgo(2)));
  it('count as never set when unreadable', () => expect(parseReminderSettings('{nope')).toEqual(NO_REMINDER_SETTINGS));
  it('ignore values of the wrong type', () =>
    expect(parseReminderSettings(JSON.stringify({ DoNotShowAgain: 'yes', HasAccessToLoanCompanies: 1, LastCalledApiForLoanCompanies: 5 }))).toEqual(NO_REMINDER_SETTINGS));
});

describe('the default finance company', () => {
  it('is none as company 0 without a brand', () => expect(hasDefaultFinance({ FinanceCompany: 0, BrandId: null })).toBe(false));
  it('is a company with its brand', () => expect(hasDefaultFinance({ FinanceCompany: 1, BrandId: 11 })).toBe(true));
  it('is saved as a company with its brand, or none', () => {
    expect(defaultFinanceBody.safeParse({ FinanceCompany: 1, BrandId: 11 }).success).toBe(true);
    expect(defaultFinanceBody.safeParse({ FinanceCompany: 0, BrandId: null }).success).toBe(true);
  });
  it('refuses a company without a brand, naming the brand', () => {
    const result = defaultFinanceBody.safeParse({ FinanceCompany: 1, BrandId: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['BrandId']);
  });
});
