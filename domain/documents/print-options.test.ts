import { describe, expect, it } from 'vitest';
import { documentFileName, parseTestDriveTime, testDrivePlates, testDriveTimes } from './print-options.ts';

describe('document options', () => {
  it('starts a test drive in five minutes for half an hour, or half an hour from the chosen start', () => {
    const now = new Date('2026-03-07T13:00:00.000Z');
    expect(testDriveTimes(now)).toEqual({ start: new Date('2026-03-07T13:05:00.000Z'), end: new Date('2026-03-07T13:35:00.000Z') });
    expect(testDriveTimes(now, new Date('2026-03-08T09:00:00.000Z')).end).toEqual(new Date('2026-03-08T09:30:00.000Z'));
  });

  it("lists the car's own registration number first, upper-cased, each plate once", () => {
    expect(testDrivePlates('ab 12 345', ['XX 11 111', 'AB 12 345', ' '])).toEqual(['AB 12 345', 'XX 11 111']);
    expect(testDrivePlates(null, ['XX 11 111'])).toEqual(['XX 11 111']);
  });

  it('reads test-drive times in Danish time, winter and summer, or as ISO instants', () => {
    expect(parseTestDriveTime('2026-03-07T14:30')?.toISOString()).toBe('2026-03-07T13:30:00.000Z');
    expect(parseTestDriveTime('07-07-2026 kl. 14:30')?.toISOString()).toBe('2026-07-07T12:30:00.000Z');
    expect(parseTestDriveTime('07-07-2026 14:30')?.toISOString()).toBe('2026-07-07T12:30:00.000Z');
    expect(parseTestDriveTime('2026-03-07T14:30:00Z')?.toISOString()).toBe('2026-03-07T14:30:00.000Z');
    for (const bad of ['31-02-2026 10:00', '2026-03-07 25:00', 'i morgen', '']) expect(parseTestDriveTime(bad), bad).toBeUndefined();
  });

  it('names downloads after the document and the case, with an extension', () => {
    expect(documentFileName('PurchaseDocument', '1042')).toBe('Købsaftale-1042.pdf');
    expect(documentFileName('Offer', '7')).toBe('Tilbud-7.pdf');
  });
});
