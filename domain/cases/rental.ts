import * as z from 'zod';
import type { carRentalClear, rentalDrivers } from '../../events/cases.ts';
import { dateField, flagField, fromThisYear, numberField, textField, timeField } from './agreement-fields.ts';

/**
 * The car rental (Lejekontrakt, spec part 2 §3 "Car rental" and §5) as the API and the rental tab hold it: the
 * rental's own fields and its drivers' fields side by side (events keep the drivers encrypted apart). Price per day
 * and price per km are computed here, never stored. `now` fixes the current year, so the rules can be tested on any day.
 */
export type Rental = z.infer<typeof carRentalClear> & z.infer<typeof rentalDrivers>;

export const RentalMessages = {
  periodOrder: 'Lejeperioden skal slutte efter den starter.',
} as const;

/** The passport issue date's years (spec part 2 §5). */
const PASSPORT_ISSUE_RANGE = { minYear: 1919, maxYear: 2050 };

/** The fields the computed prices depend on. */
const pricingFields = (now: Date) => ({
  periodFrom: dateField(fromThisYear(now)),
  periodFromTime: timeField,
  periodTo: dateField(fromThisYear(now)),
  periodToTime: timeField,
  price: numberField(0, 100_000_000),
  kmIncluded: numberField(0, 100_000_000, { whole: true }),
});

export const rentalSchema = (now: Date = new Date()) =>
  z
    .object({
      ...pricingFields(now),
      kmStart: numberField(0, 100_000_000, { whole: true }),
      fuelTankLitersStart: numberField(0, 1_000),
      isFullTank: flagField,
      isFuelIncluded: flagField,
      fuelPricePerLiter: numberField(0, 1_000),
      pricePerExtraKm: numberField(0, 100_000),
      deposit: numberField(0, 100_000_000),
      liabilityInsurancePrice: numberField(0, 100_000_000),
      cascoInsurancePrice: numberField(0, 100_000_000),
      selfRetentionPrice: numberField(0, 100_000_000),
      hasAdditionalDriver: flagField,
      hasForeignDriver: flagField,
      comment: textField(4_000),
      firstAdditionalDriverName: textField(200),
      firstAdditionalDriverLicense: textField(20),
      secondAdditionalDriverName: textField(200),
      secondAdditionalDriverLicense: textField(20),
      foreignDriverPassportNumber: textField(30),
      foreignDriverIssuingCountry: textField(100),
      foreignDriverIssueDate: dateField(PASSPORT_ISSUE_RANGE),
      // Computed values the API shows beside the rental; accepted back and dropped, as they are never stored.
      pricePerDay: z.unknown().optional(),
      pricePerKm: z.unknown().optional(),
    })
    .strict()
    .superRefine(
      (value, context) => {
        const from = periodStart(value);
        const to = periodEnd(value);
        if (from !== undefined && to !== undefined && to < from) {
          context.addIssue({ code: 'custom', path: ['periodTo'], message: RentalMessages.periodOrder });
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform(({ pricePerDay: _day, pricePerKm: _km, ...rental }): Rental => rental);

/** The tab's values: the wire shape, or what the user has typed into a date, time or number field. */
export type RentalForm = z.input<ReturnType<typeof rentalSchema>>;

/** The rental's personal fields (kept encrypted in events) and its own fields, apart. */
export const DRIVER_FIELDS = [
  'firstAdditionalDriverName',
  'firstAdditionalDriverLicense',
  'secondAdditionalDriverName',
  'secondAdditionalDriverLicense',
  'foreignDriverPassportNumber',
  'foreignDriverIssuingCountry',
  'foreignDriverIssueDate',
] as const;

export const splitRental = (rental: Rental): { rental: z.infer<typeof carRentalClear>; drivers: z.infer<typeof rentalDrivers> } => {
  const drivers: Record<string, unknown> = {};
  const own: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(rental)) ((DRIVER_FIELDS as readonly string[]).includes(field) ? drivers : own)[field] = value;
  return { rental: own, drivers };
};

// Wall-clock minutes since the epoch of a date and time as written (no time zone: a rental day is a calendar day,
// so a daylight-saving change inside the period neither adds nor removes a day).
const wallClockMinutes = (date: string | null | undefined, time: string | null | undefined): number | undefined => {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const clock = time && /^\d{2}:\d{2}$/.test(time) ? time : '00:00';
  const millis = Date.parse(`${date}T${clock}:00Z`);
  return Number.isNaN(millis) ? undefined : millis / 60_000;
};
const periodStart = (rental: Pick<Rental, 'periodFrom' | 'periodFromTime'>) => wallClockMinutes(rental.periodFrom, rental.periodFromTime);
const periodEnd = (rental: Pick<Rental, 'periodTo' | 'periodToTime'>) => wallClockMinutes(rental.periodTo, rental.periodToTime);

const MINUTES_PER_DAY = 24 * 60;

/**
 * The rental days that price per day is based on: from periodFrom + periodFromTime to periodTo + periodToTime (a
 * missing time counts as 00:00), each started 24 hours a whole day, and at least 1 (spec part 2 §5: days for price
 * per day at least 1), so a rental within one day is one day. Undefined without both dates or when the period ends
 * before it starts.
 */
export const rentalDays = (rental: Pick<Rental, 'periodFrom' | 'periodFromTime' | 'periodTo' | 'periodToTime'>): number | undefined => {
  const from = periodStart(rental);
  const to = periodEnd(rental);
  if (from === undefined || to === undefined || to < from) return undefined;
  return Math.max(1, Math.ceil((to - from) / MINUTES_PER_DAY));
};

// Kroner and øre: two decimals, half away from zero.
const toOre = (value: number): number => Math.sign(value) * Math.round(Math.abs(value) * 100) / 100;

/** Price per day = price / rental days, in kroner with two decimals; null without a price or a period. */
export const pricePerDay = (rental: Pick<Rental, 'price' | 'periodFrom' | 'periodFromTime' | 'periodTo' | 'periodToTime'>): number | null => {
  const days = rentalDays(rental);
  if (typeof rental.price !== 'number' || days === undefined) return null;
  return toOre(rental.price / days);
};

/** Price per km = price / kilometres included, in kroner with two decimals; null without a price or when no km are included. */
export const pricePerKm = (rental: Pick<Rental, 'price' | 'kmIncluded'>): number | null => {
  if (typeof rental.price !== 'number' || typeof rental.kmIncluded !== 'number' || rental.kmIncluded <= 0) return null;
  return toOre(rental.price / rental.kmIncluded);
};

/** The rental with its computed prices, as the API shows it. */
export const withComputedPrices = <R extends Rental>(rental: R): R & { pricePerDay: number | null; pricePerKm: number | null } => ({
  ...rental,
  pricePerDay: pricePerDay(rental),
  pricePerKm: pricePerKm(rental),
});

/** The tab computes the prices from what it holds: parsed where the fields are valid, otherwise none. */
export const computedPrices = (form: RentalForm | null, now: Date = new Date()): { pricePerDay: number | null; pricePerKm: number | null; days: number | null } => {
  if (!form) return { pricePerDay: null, pricePerKm: null, days: null };
  const shape = rentalSchema(now).safeParse(form);
  // Each price needs only its own fields; a mistake elsewhere in the form does not hide it.
  const parsed = shape.success ? shape.data : partialRental(form, now);
  return { pricePerDay: pricePerDay(parsed), pricePerKm: pricePerKm(parsed), days: rentalDays(parsed) ?? null };
};

// The pricing fields that are valid on their own; an invalid one is left out.
const partialRental = (form: RentalForm, now: Date): Rental =>
  Object.fromEntries(
    Object.entries(pricingFields(now)).map(([field, schema]) => {
      const result = schema.safeParse((form as Record<string, unknown>)[field]);
      return [field, result.success ? result.data : null];
    }),
  );
