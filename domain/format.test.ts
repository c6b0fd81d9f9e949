import { describe, expect, it } from 'vitest';
import {
  anonymize,
  danishDateError,
  danishToday,
  daysBefore,
  daysBetween,
  DATE_PICKER_RANGE,
  formatCpr,
  formatDate,
  formatDateTime,
  formatKr,
  formatNumber,
  formatTime,
  parseDanishNumber,
  parseDateEntry,
  toClientDate,
  toServerDate,
} from './format.ts';

describe('formatNumber', () => {
  it('groups thousands with dots and separates decimals with a comma', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(1234567.891, 2)).toBe('1.234.567,89');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(0, 2)).toBe('0,00');
  });

  it('rounds half away from zero without binary surprises', () => {
    expect(formatNumber(1.005, 2)).toBe('1,01');
    expect(formatNumber(2.5)).toBe('3');
    expect(formatNumber(-2.5)).toBe('-3');
    expect(formatNumber(-1234.5, 1)).toBe('-1.234,5');
  });

  it('never shows a negative zero', () => {
    expect(formatNumber(-0.001, 2)).toBe('0,00');
  });

  it('gives an empty text for values that are not numbers', () => {
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatKr', () => {
  it('shows an amount in kroner with two decimals', () => {
    expect(formatKr(123456.5)).toBe('123.456,50 kr.');
    expect(formatKr(0)).toBe('0,00 kr.');
    expect(formatKr(-1999.999)).toBe('-2.000,00 kr.');
  });

  it('takes the number of decimals', () => {
    expect(formatKr(159, 0)).toBe('159 kr.');
  });

  it('gives an empty text for a value that is not a number', () => {
    expect(formatKr(Number.NaN)).toBe('');
  });
});

describe('parseDanishNumber', () => {
  it('reads numbers typed the Danish way', () => {
    expect(parseDanishNumber('1.234,5')).toBe(1234.5);
    expect(parseDanishNumber('1234,50')).toBe(1234.5);
    expect(parseDanishNumber(' 100.000.000 ')).toBe(100_000_000);
    expect(parseDanishNumber('-12')).toBe(-12);
    expect(parseDanishNumber('123.456,50 kr.')).toBe(123456.5);
  });

  it('refuses text that is not a Danish number', () => {
    expect(parseDanishNumber('12.34')).toBeUndefined();
    expect(parseDanishNumber('1,2,3')).toBeUndefined();
    expect(parseDanishNumber('abc')).toBeUndefined();
    expect(parseDanishNumber('')).toBeUndefined();
  });
});

describe('server and client dates', () => {
  it('turns a server date into a client date', () => {
    expect(toClientDate('2012-12-31')).toBe('31-12-2012');
    expect(toClientDate('2026-03-05T00:00:00')).toBe('05-03-2026');
  });

  it('gives an empty text for a missing or malformed server date', () => {
    expect(toClientDate(null)).toBe('');
    expect(toClientDate(undefined)).toBe('');
    expect(toClientDate('31-12-2012')).toBe('');
  });

  it('turns a client date into a server date', () => {
    expect(toServerDate('31-12-2012')).toBe('2012-12-31');
    expect(toServerDate('5.3.2026')).toBe('2026-03-05');
  });

  it('refuses a client date that is not a calendar date', () => {
    expect(toServerDate('31-02-2026')).toBeUndefined();
    expect(toServerDate('2012-12-31')).toBeUndefined();
  });
});

describe('parseDateEntry', () => {
  it('converts the accepted separators to dashes', () => {
    expect(parseDateEntry('31.12.2012')).toBe('31-12-2012');
    expect(parseDateEntry('31/12/2012')).toBe('31-12-2012');
    expect(parseDateEntry('31 12 2012')).toBe('31-12-2012');
    expect(parseDateEntry('31,12,2012')).toBe('31-12-2012');
    expect(parseDateEntry('31-12-2012')).toBe('31-12-2012');
  });

  it('pads one-digit days and months and reads eight digits without separators', () => {
    expect(parseDateEntry('1.2.2013')).toBe('01-02-2013');
    expect(parseDateEntry('01022013')).toBe('01-02-2013');
  });

  it('refuses day or month 00, month 13 and days the month does not have', () => {
    expect(parseDateEntry('00-12-2012')).toBeUndefined();
    expect(parseDateEntry('31-00-2012')).toBeUndefined();
    expect(parseDateEntry('01-13-2012')).toBeUndefined();
    expect(parseDateEntry('29-02-2023')).toBeUndefined();
    expect(parseDateEntry('29-02-2024')).toBe('29-02-2024');
  });

  it('refuses text that is not a date', () => {
    expect(parseDateEntry('31-12-12')).toBeUndefined();
    expect(parseDateEntry('i morgen')).toBeUndefined();
    expect(parseDateEntry('')).toBeUndefined();
  });
});

describe('danishDateError', () => {
  it('accepts a valid date', () => {
    expect(danishDateError('31-12-2012')).toBeUndefined();
    expect(danishDateError('01-01-1900', DATE_PICKER_RANGE)).toBeUndefined();
  });

  it('names the expected format for an invalid date', () => {
    expect(danishDateError('31.12.2012')).toBe('Indtast en gyldig dato (dd-mm-åååå).');
    expect(danishDateError('00-12-2012')).toBe('Indtast en gyldig dato (dd-mm-åååå).');
    expect(danishDateError('12-13-2012')).toBe('Indtast en gyldig dato (dd-mm-åååå).');
  });

  it('gives the spec message for a year outside the range', () => {
    expect(danishDateError('31-12-1899', DATE_PICKER_RANGE)).toBe('Årstallet skal være imellem 1900-2050');
    expect(danishDateError('01-01-2051', DATE_PICKER_RANGE)).toBe('Årstallet skal være imellem 1900-2050');
  });
});

describe('Danish date and time of an instant', () => {
  // 2026-01-15 is winter time (UTC+1), 2026-07-15 summer time (UTC+2).
  it('shows a datetime in Danish time with "kl."', () => {
    expect(formatDateTime('2026-01-15T13:05:00Z')).toBe('15-01-2026 kl. 14:05');
    expect(formatDateTime('2026-07-15T13:05:00Z')).toBe('15-07-2026 kl. 15:05');
  });

  it('moves to the next day when Danish time has passed midnight', () => {
    expect(formatDateTime(new Date('2026-12-31T23:30:00Z'))).toBe('01-01-2027 kl. 00:30');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01-01-2027');
  });

  it('shows a time as HH:mm on a 24-hour clock', () => {
    expect(formatTime('2026-07-15T22:59:00Z')).toBe('00:59');
    expect(formatTime(Date.UTC(2026, 0, 15, 7, 0))).toBe('08:00');
  });

  it('gives an empty text for an invalid instant', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatTime('not a date')).toBe('');
  });
});

describe('anonymize', () => {
  it('keeps the first 6 characters of a CPR or CVR number', () => {
    expect(anonymize('0102031234', 'cpr')).toBe('010203****');
    expect(anonymize('12345678', 'cvr')).toBe('123456**');
  });

  it('keeps the part of an e-mail before the at-sign', () => {
    expect(anonymize('jens@firma.dk', 'email')).toBe('jens*********');
  });

  it('masks an e-mail without an at-sign entirely', () => {
    expect(anonymize('jens', 'email')).toBe('****');
  });

  it("keeps 4 characters of a phone or driver's licence number and 3 of a name", () => {
    expect(anonymize('12345678', 'phone')).toBe('1234****');
    expect(anonymize('98765432', 'driversLicense')).toBe('9876****');
    expect(anonymize('Søren Ærø', 'name')).toBe('Sør******');
  });

  it('leaves short and empty values as they are', () => {
    expect(anonymize('Bo', 'name')).toBe('Bo');
    expect(anonymize('', 'phone')).toBe('');
    expect(anonymize(null, 'cpr')).toBe('');
  });
});

describe('formatCpr', () => {
  it('shows six digits, a dash and the last four digits or stars', () => {
    expect(formatCpr('0102031234', { masked: false })).toBe('010203-1234');
    expect(formatCpr('0102031234', { masked: true })).toBe('010203-****');
    expect(formatCpr('010203-1234', { masked: true })).toBe('010203-****');
  });

  it("masks a personal number of another length too: a foreign customer's number is no less personal", () => {
    expect(formatCpr('199001011234', { masked: true })).toBe('199001-****');
    expect(formatCpr('199001011234', { masked: false })).toBe('199001011234');
    expect(formatCpr('12345', { masked: true })).toBe('1-****');
    expect(formatCpr('1234', { masked: true })).toBe('-****');
  });

  it('returns a value that is not digits as given', () => {
    expect(formatCpr('010203-****', { masked: true })).toBe('010203-****');
    expect(formatCpr(undefined, { masked: false })).toBe('');
  });
});

describe('Danish calendar days', () => {
  it("are today's date in Denmark, not on the server's clock", () => {
    // 23:30 UTC on 31 December is already New Year's Day in Copenhagen (UTC+1 in winter, UTC+2 in summer).
    expect(danishToday(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(danishToday(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(danishToday(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it('count whole days between two days, across the change to summer time, never negative', () => {
    expect(daysBetween('2026-10-30', '2026-11-02')).toBe(3);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-12-01', '2026-11-02')).toBe(0);
    expect(daysBetween('2026-11-02', '2026-11-02')).toBe(0);
  });

  it('step back and forth across month and year ends and a leap day', () => {
    expect(daysBefore('2026-01-01', 1)).toBe('2025-12-31');
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
    expect(daysBefore('2026-03-30', 2)).toBe('2026-03-28');
    expect(daysBefore('2026-12-31', -1)).toBe('2027-01-01');
  });
});
