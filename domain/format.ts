/**
 * Danish formatting, shared by the SPA and the PDF templates (spec part 1 §5 and §9). Pure and isomorphic: no DOM,
 * no Node APIs, and no reliance on the host's default locale or time zone (Lambda runs in UTC, browsers anywhere).
 */

/** The time zone every date and time a user reads is shown in. */
export const DANISH_TIME_ZONE = 'Europe/Copenhagen';

// Rounds half away from zero at `decimals` places without binary surprises (1.005 → 1.01, not 1.00).
const roundTo = (value: number, decimals: number): number => {
  const shifted = Math.round(Number(`${Math.abs(value)}e${decimals}`));
  const rounded = Math.sign(value) * Number(`${shifted}e-${decimals}`);
  return Number.isFinite(rounded) ? rounded : value; // values beyond 1e21 print in exponent form; keep them as they are
};

/** A number with '.' as thousands separator and ',' as decimal separator: 1234567.891 → '1.234.567,89' (2 decimals). */
export const formatNumber = (value: number, decimals = 0): string => {
  if (!Number.isFinite(value)) return '';
  const rounded = roundTo(value, decimals);
  const [whole = '0', fraction] = Math.abs(rounded).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = rounded < 0 ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped},${fraction}`;
};

/** An amount in Danish kroner: 123456.5 → '123.456,50 kr.'. */
export const formatKr = (value: number, decimals = 2): string => {
  const number = formatNumber(value, decimals);
  return number === '' ? '' : `${number} kr.`;
};

/**
 * Reads a number typed the Danish way ('1.234,5', '1234,50', '-12'); a dot is a thousands separator only where it
 * groups three digits. Returns undefined for anything else.
 */
export const parseDanishNumber = (text: string): number | undefined => {
  const trimmed = text.trim().replace(/\s+kr\.?$/i, '');
  if (!/^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed.replace(/\./g, '').replace(',', '.'));
};

const SERVER_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLIENT_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

const isCalendarDate = (year: number, month: number, day: number): boolean =>
  month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);

/** Server date 'YYYY-MM-DD' → client date 'DD-MM-YYYY'; '' for an empty or malformed value. */
export const toClientDate = (serverDate: string | null | undefined): string => {
  const match = SERVER_DATE.exec((serverDate ?? '').slice(0, 10));
  if (!match) return '';
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
};

/** Client date 'DD-MM-YYYY' (or anything `parseDateEntry` accepts) → server date 'YYYY-MM-DD'; undefined if invalid. */
export const toServerDate = (clientDate: string): string | undefined => {
  const normalised = parseDateEntry(clientDate);
  if (normalised === undefined) return undefined;
  const [day, month, year] = normalised.split('-');
  return `${year}-${month}-${day}`;
};

/**
 * Normalises a typed date to 'DD-MM-YYYY' (spec part 1 §5: entry accepts several separators and converts them to
 * dashes). Accepts '-', '.', '/', ',' and spaces between day, month and year, one- or two-digit day and month, and
 * eight digits without separators ('31122012'). Returns undefined unless the result is a real calendar date.
 */
export const parseDateEntry = (text: string): string | undefined => {
  const trimmed = text.trim();
  const match = /^(\d{1,2})[-./, ]+(\d{1,2})[-./, ]+(\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (!match) return undefined;
  const [, day = '', month = '', year = ''] = match;
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return undefined;
  return `${day.padStart(2, '0')}-${month.padStart(2, '0')}-${year}`;
};

export interface DateRange {
  minYear: number;
  maxYear: number;
}

/** The date picker's range (spec part 1 §5: 01-01-1900 to 01-01-2050). */
export const DATE_PICKER_RANGE: DateRange = { minYear: 1900, maxYear: 2050 };

/**
 * Validates a Danish date as typed (spec part 1 §5: 'DD-MM-YYYY', day and month not 00, month at most 12, an
 * optional year range). Returns the Danish message, or undefined when the date is valid.
 */
export const danishDateError = (text: string, range?: DateRange): string | undefined => {
  const match = CLIENT_DATE.exec(text.trim());
  if (!match || !isCalendarDate(Number(match[3]), Number(match[2]), Number(match[1]))) {
    return 'Indtast en gyldig dato (dd-mm-åååå).';
  }
  const year = Number(match[3]);
  if (range && (year < range.minYear || year > range.maxYear)) {
    return `Årstallet skal være imellem ${range.minYear}-${range.maxYear}`;
  }
  return undefined;
};

type Instant = Date | string | number;

const DANISH_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: DANISH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// The wall-clock parts of an instant in Danish time, independent of the host's zone and locale data.
const danishParts = (value: Instant): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> | undefined => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = Object.fromEntries(DANISH_PARTS.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: parts.year ?? '', month: parts.month ?? '', day: parts.day ?? '', hour: parts.hour ?? '', minute: parts.minute ?? '' };
};

/** An instant as 'DD-MM-YYYY kl. HH:mm' in Danish time; '' for an invalid value. */
export const formatDateTime = (value: Instant): string => {
  const parts = danishParts(value);
  return parts ? `${parts.day}-${parts.month}-${parts.year} kl. ${parts.hour}:${parts.minute}` : '';
};

/** An instant's date as 'DD-MM-YYYY' in Danish time; '' for an invalid value. */
export const formatDate = (value: Instant): string => {
  const parts = danishParts(value);
  return parts ? `${parts.day}-${parts.month}-${parts.year}` : '';
};

/** An instant's time as 'HH:mm' in Danish time; '' for an invalid value. */
export const formatTime = (value: Instant): string => {
  const parts = danishParts(value);
  return parts ? `${parts.hour}:${parts.minute}` : '';
};

const DANISH_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: DANISH_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const DAY_MS = 86_400_000;
const dayNumber = (serverDate: string): number => Date.parse(`${serverDate.slice(0, 10)}T00:00:00Z`) / DAY_MS;

/**
 * Today in Denmark as 'YYYY-MM-DD' (sold dates, days in stock and signing dates are Danish calendar days, whatever the
 * server's time zone: Lambda runs in UTC, so between midnight and 01:00 or 02:00 Danish time its date is yesterday's).
 */
export const danishToday = (now: Date = new Date()): string => DANISH_DAY.format(now);

/** Whole calendar days from one 'YYYY-MM-DD' to another; 0 when `until` is not after `since` (days in stock). */
export const daysBetween = (since: string, until: string): number => Math.max(0, Math.round(dayNumber(until) - dayNumber(since)));

/** The calendar day `days` before a 'YYYY-MM-DD' day (negative: after), as 'YYYY-MM-DD'. */
export const daysBefore = (day: string, days: number): string => new Date((dayNumber(day) - days) * DAY_MS).toISOString().slice(0, 10);

/** What the anonymizer can mask, with how many leading characters each keeps (spec part 1 §9). */
export type AnonymizedKind = 'cpr' | 'cvr' | 'email' | 'phone' | 'driversLicense' | 'name';

const KEPT_CHARACTERS: Record<Exclude<AnonymizedKind, 'email'>, number> = {
  cpr: 6,
  cvr: 6,
  phone: 4,
  driversLicense: 4,
  name: 3,
};

/**
 * Masks personal data for lists (spec part 1 §9): keeps the first 6 characters of a CPR or CVR number, the part
 * before '@' of an e-mail, 4 of a phone or driver's licence number and 3 of a name; every other character becomes
 * '*'. An e-mail without '@' is masked entirely.
 */
export const anonymize = (value: string | null | undefined, kind: AnonymizedKind): string => {
  const text = value ?? '';
  const kept = kind === 'email' ? Math.max(text.indexOf('@'), 0) : KEPT_CHARACTERS[kind];
  const characters = Array.from(text);
  return characters.slice(0, kept).join('') + '*'.repeat(Math.max(characters.length - kept, 0));
};

/**
 * A CPR number for display (spec part 1 §9): six digits, '-', then the last four digits or '****'. A personal number of
 * another length (a customer from abroad) shows as its digits, or masked as at most its first six digits (never
 * more than leaves four hidden), '-' and '****'. A value that is not digits (already masked) is returned as given.
 */
export const formatCpr = (cpr: string | null | undefined, options: { masked: boolean }): string => {
  const text = (cpr ?? '').trim();
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return text;
  if (digits.length === 10) return `${digits.slice(0, 6)}-${options.masked ? '****' : digits.slice(6)}`;
  return options.masked ? `${digits.slice(0, Math.min(6, Math.max(digits.length - 4, 0)))}-****` : digits;
};
