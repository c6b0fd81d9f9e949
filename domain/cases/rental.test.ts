import { describe, expect, it } from 'vitest';
import { computedPrices, pricePerDay, pricePerKm, rentalDays, rentalSchema, RentalMessages, splitRental, withComputedPrices } from './rental.ts';

const now = new Date('2026-06-01T10:00:00Z');
const schema = rentalSchema(now);

const messagesOf = (field: string, value: unknown, rest: Record<string, unknown> = {}): string[] =>
  (schema.safeParse({ ...rest, [field]: value }).error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message);

describe('rental validation', () => {
  it('accepts an empty rental', () => {
    expect(schema.parse({})).toMatchObject({ periodFrom: null, price: null, hasAdditionalDriver: false, comment: '' });
  });

  it.each(['periodFrom', 'periodTo'])('%s is a Danish date from the current year to 2050', (field) => {
    expect(schema.parse({ [field]: '15-06-2026' })[field as 'periodFrom']).toBe('2026-06-15');
    expect(schema.parse({ [field]: '2050-01-01' })[field as 'periodFrom']).toBe('2050-01-01');
    expect(messagesOf(field, '31-12-2025')).toEqual(['Årstallet skal være imellem 2026-2050']);
    expect(messagesOf(field, '01-01-2051')).toEqual(['Årstallet skal være imellem 2026-2050']);
    expect(messagesOf(field, '30-02-2027')).toEqual(['Indtast en gyldig dato (dd-mm-åååå).']);
  });

  it.each(['periodFromTime', 'periodToTime'])('%s is hh:mm', (field) => {
    expect(schema.parse({ [field]: '0815' })[field as 'periodFromTime']).toBe('08:15');
    expect(messagesOf(field, '8:75')).toEqual(['Formattet skal være (tt:mm) Eks. 12:30']);
  });

  it('passport issue date is a Danish date from 1919 to 2050', () => {
    expect(schema.parse({ foreignDriverIssueDate: '01-01-1919' }).foreignDriverIssueDate).toBe('1919-01-01');
    expect(messagesOf('foreignDriverIssueDate', '31-12-1918')).toEqual(['Årstallet skal være imellem 1919-2050']);
    expect(messagesOf('foreignDriverIssueDate', '01-01-2051')).toEqual(['Årstallet skal være imellem 1919-2050']);
  });

  it.each(['fuelPricePerLiter', 'pricePerExtraKm', 'price', 'deposit', 'liabilityInsurancePrice', 'cascoInsurancePrice', 'selfRetentionPrice'])(
    '%s is a number',
    (field) => {
      expect(schema.parse({ [field]: '12,50' })[field as 'price']).toBe(12.5);
      expect(schema.parse({ [field]: 3 })[field as 'price']).toBe(3);
      expect(messagesOf(field, 'tolv')).toEqual(['Indtast gyldigt tal']);
      expect(messagesOf(field, -1)[0]).toMatch(/^Indtast et tal mellem 0 og /);
    },
  );

  it.each(['kmStart', 'kmIncluded'])('%s is a whole number without dot or comma', (field) => {
    expect(schema.parse({ [field]: '1500' })[field as 'kmStart']).toBe(1500);
    expect(messagesOf(field, '1,5')).toEqual(['Indtast gyldigt tal']);
    expect(messagesOf(field, '1.500')).toEqual(['Indtast gyldigt tal']);
    expect(messagesOf(field, 2.5)).toEqual(['Indtast gyldigt tal']);
  });

  it('refuses a period that ends before it starts', () => {
    const period = { periodFrom: '2026-07-02', periodFromTime: '10:00', periodToTime: '09:00' };
    expect(messagesOf('periodTo', '2026-07-02', period)).toEqual([RentalMessages.periodOrder]);
    expect(messagesOf('periodTo', '2026-07-01', { ...period, periodToTime: '12:00' })).toEqual([RentalMessages.periodOrder]);
    expect(messagesOf('periodTo', '2026-07-02', { ...period, periodToTime: '10:00' })).toEqual([]);
  });

  it('accepts the computed prices back from the API and drops them', () => {
    const parsed = schema.parse({ price: 100, pricePerDay: 50, pricePerKm: null });
    expect(parsed).not.toHaveProperty('pricePerDay');
    expect(parsed).not.toHaveProperty('pricePerKm');
  });

  it('splits the drivers (personal data) from the rental', () => {
    const { rental, drivers } = splitRental(schema.parse({ price: 100, firstAdditionalDriverName: 'Ole Hansen', foreignDriverIssueDate: '2020-01-01' }));
    expect(rental).toMatchObject({ price: 100 });
    expect(rental).not.toHaveProperty('firstAdditionalDriverName');
    expect(drivers).toMatchObject({ firstAdditionalDriverName: 'Ole Hansen', foreignDriverIssueDate: '2020-01-01' });
    expect(drivers).not.toHaveProperty('price');
  });
});

describe('rental prices', () => {
  const period = (periodFrom: string, periodFromTime: string | null, periodTo: string, periodToTime: string | null) => ({
    periodFrom,
    periodFromTime,
    periodTo,
    periodToTime,
  });

  it('counts each started 24 hours as a day, at least 1', () => {
    expect(rentalDays(period('2026-07-01', '10:00', '2026-07-04', '10:00'))).toBe(3);
    expect(rentalDays(period('2026-07-01', '10:00', '2026-07-04', '10:01'))).toBe(4);
    expect(rentalDays(period('2026-07-01', '10:00', '2026-07-01', '15:00'))).toBe(1);
    expect(rentalDays(period('2026-07-01', null, '2026-07-01', null))).toBe(1);
    expect(rentalDays(period('2026-07-01', null, '2026-07-08', null))).toBe(7);
  });

  it('does not count a daylight-saving change as an extra day', () => {
    expect(rentalDays(period('2026-10-24', '12:00', '2026-10-26', '12:00'))).toBe(2);
    expect(rentalDays(period('2026-03-28', '12:00', '2026-03-30', '12:00'))).toBe(2);
  });

  it('has no day count without both dates or for a reversed period', () => {
    expect(rentalDays({ periodFrom: '2026-07-01', periodTo: null })).toBeUndefined();
    expect(rentalDays(period('2026-07-02', null, '2026-07-01', null))).toBeUndefined();
  });

  it('price per day is the price over the rental days, in øre', () => {
    expect(pricePerDay({ price: 1500, ...period('2026-07-01', '10:00', '2026-07-04', '10:00') })).toBe(500);
    expect(pricePerDay({ price: 1000, ...period('2026-07-01', '10:00', '2026-07-04', '10:00') })).toBe(333.33);
    expect(pricePerDay({ price: 1000, ...period('2026-07-01', '10:00', '2026-07-01', '11:00') })).toBe(1000);
    expect(pricePerDay({ price: null, ...period('2026-07-01', null, '2026-07-02', null) })).toBeNull();
    expect(pricePerDay({ price: 1000, periodFrom: null, periodTo: '2026-07-02' })).toBeNull();
  });

  it('price per km is the price over the km included, when any are', () => {
    expect(pricePerKm({ price: 1000, kmIncluded: 300 })).toBe(3.33);
    expect(pricePerKm({ price: 1000, kmIncluded: 0 })).toBeNull();
    expect(pricePerKm({ price: 1000, kmIncluded: null })).toBeNull();
    expect(pricePerKm({ price: null, kmIncluded: 100 })).toBeNull();
  });

  it('adds both to a rental for the API', () => {
    expect(withComputedPrices({ price: 600, kmIncluded: 200, ...period('2026-07-01', null, '2026-07-03', null) })).toMatchObject({ pricePerDay: 300, pricePerKm: 3 });
  });

  it('computes from the form as typed, also while another field is wrong', () => {
    const typed = { price: '1.200', kmIncluded: '400', periodFrom: '01-07-2026', periodTo: '04-07-2026', deposit: 'mange' };
    expect(computedPrices(typed, now)).toEqual({ pricePerDay: 400, pricePerKm: 3, days: 3 });
    expect(computedPrices({ ...typed, price: 'x' }, now)).toEqual({ pricePerDay: null, pricePerKm: null, days: 3 });
    expect(computedPrices(null, now)).toEqual({ pricePerDay: null, pricePerKm: null, days: null });
  });
});
