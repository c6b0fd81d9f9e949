import { describe, expect, it } from 'vitest';
import { formatDanishDateTime, parseDanishDateTime } from './danish-date-time.ts';

describe('a date and time the Danish way', () => {
  it('shows an instant as dd-mm-åååå tt:mm in Danish time, summer and winter', () => {
    expect(formatDanishDateTime('2030-06-01T12:30:00.000Z')).toBe('01-06-2030 14:30');
    expect(formatDanishDateTime('2030-01-05T08:05:00.000Z')).toBe('05-01-2030 09:05');
    expect(formatDanishDateTime(null)).toBe('');
  });

  it('reads what staff type back as the instant, and refuses what is not a date and time', () => {
    expect(parseDanishDateTime('01-06-2030 14:30')).toBe('2030-06-01T12:30:00.000Z');
    expect(parseDanishDateTime('5-1-2030 9.05')).toBe('2030-01-05T08:05:00.000Z');
    for (const text of ['', '2030-06-01T14:30', '31-02-2030 10:00', '01-06-2030 25:00', '01-06-2030']) expect(parseDanishDateTime(text), text).toBeUndefined();
  });
});
