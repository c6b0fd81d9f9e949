import * as z from 'zod';
import { danishDateError, formatDate, formatNumber, parseDanishNumber, parseDateEntry, toClientDate, toServerDate, type DateRange } from '../format.ts';

/**
 * Field rules shared by the case's other agreements and its rental (spec part 2 §5 and part 1 §5), with the spec's
 * Danish messages. Each field accepts what the wire holds (YYYY-MM-DD dates, hh:mm times, numbers) and also what a
 * user typed in the form (DD-MM-YYYY or another accepted date entry, '930', '1.234,50'), so the server and the form
 * judge the same value with the same words; each yields the wire form, or null when left empty.
 */
export const AgreementMessages = {
  time: 'Formattet skal være (tt:mm) Eks. 12:30',
  number: 'Indtast gyldigt tal',
  numberRange: (min: number, max: number) => `Indtast et tal mellem ${formatNumber(min)} og ${formatNumber(max)}`,
  tooLong: (max: number) => `Må højst være ${max} tegn.`,
} as const;

/** The year "now" in Danish time: the lower bound of dates that lie ahead (delivery, rental period). */
export const currentDanishYear = (now: Date): number => Number(formatDate(now).slice(6, 10));

/** From the current year to 2050 (spec part 2 §5: delivery date and rental period). */
export const fromThisYear = (now: Date): DateRange => ({ minYear: currentDanishYear(now), maxYear: 2050 });

const isEmpty = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const SERVER_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date as the form shows it: a wire date becomes 'DD-MM-YYYY'; a typed entry is normalised when it can be. */
export const dateAsTyped = (value: string): string => {
  const trimmed = value.trim();
  return SERVER_DATE.test(trimmed) ? toClientDate(trimmed) : (parseDateEntry(trimmed) ?? trimmed);
};

/** An optional Danish date within `range`; yields 'YYYY-MM-DD' or null. */
export const dateField = (range: DateRange) =>
  z
    .string()
    .nullish()
    .transform((value, context): string | null => {
      if (value === undefined || value === null || isEmpty(value)) return null;
      const typed = dateAsTyped(value);
      const error = danishDateError(typed, range);
      if (error) {
        context.addIssue({ code: 'custom', message: error });
        return z.NEVER;
      }
      return toServerDate(typed) ?? null;
    });

/**
 * A time of day as typed (spec part 1 §5: time entry accepts hhm forms): 'hh:mm', 'h:mm', 'hh.mm', 'hhmm', 'hmm'
 * and a bare hour 'h' / 'hh'. Returns 'hh:mm' (24-hour), or undefined when it is not a time of day.
 */
export const parseTimeEntry = (text: string): string | undefined => {
  const trimmed = text.trim();
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(trimmed) ?? /^(\d{1,2})(\d{2})$/.exec(trimmed) ?? /^(\d{1,2})()$/.exec(trimmed);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2] || '0');
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
};

/** An optional time of day, hh:mm 24-hour ('Formattet skal være (tt:mm) Eks. 12:30'); yields 'hh:mm' or null. */
export const timeField = z
  .string()
  .nullish()
  .transform((value, context): string | null => {
    if (value === undefined || value === null || isEmpty(value)) return null;
    const time = parseTimeEntry(value);
    if (time === undefined) {
      context.addIssue({ code: 'custom', message: AgreementMessages.time });
      return z.NEVER;
    }
    return time;
  });

/** Reads a number as the wire sends it or as typed the Danish way; NaN when it is not one. */
const numberOf = (value: number | string): number => (typeof value === 'number' ? value : (parseDanishNumber(value) ?? Number.NaN));

/**
 * An optional number from `min` to `max` ('Indtast gyldigt tal' when it is not a number). `whole` numbers refuse a dot
 * or a comma (spec part 1 §5: integer input). Yields the number or null.
 */
export const numberField = (min: number, max: number, options: { whole?: boolean } = {}) =>
  z
    .union([z.number(), z.string()], { error: AgreementMessages.number })
    .nullish()
    .transform((value, context): number | null => {
      if (value === undefined || value === null || isEmpty(value)) return null;
      const wholeTyped = typeof value === 'string' && options.whole ? /^\s*-?\d+\s*$/.test(value) : true;
      const number = numberOf(value);
      if (!wholeTyped || !Number.isFinite(number) || (options.whole && !Number.isInteger(number))) {
        context.addIssue({ code: 'custom', message: AgreementMessages.number });
        return z.NEVER;
      }
      if (number < min || number > max) {
        context.addIssue({ code: 'custom', message: AgreementMessages.numberRange(min, max) });
        return z.NEVER;
      }
      return number;
    });

/** Optional free text, at most `max` characters; surrounding spaces removed; yields '' when left empty. */
export const textField = (max: number) =>
  z
    .string({ error: AgreementMessages.tooLong(max) })
    .trim()
    .max(max, AgreementMessages.tooLong(max))
    .nullish()
    .transform((value) => value ?? '');

/** Optional text kept as null when empty (a choice that has not been made). */
export const choiceField = (max: number) => textField(max).transform((value) => (value === '' ? null : value));

export const flagField = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);
