import * as z from 'zod';

/**
 * Field rules of spec part 1 §5 shared by customers and their contact persons, with the spec's Danish messages.
 * Optional text accepts a missing value or null (the SPA strips nulls) and yields ''; surrounding spaces are removed.
 */
export const FieldMessages = {
  phone: 'Indtast et gyldigt telefonnr.',
  phoneTooLong: 'Telefonnummeret må højst være 20 tegn.',
  phoneOrCellPhone: 'Udfyld telefon eller mobil.',
  email: 'Indtast en gyldig e-mailadresse.',
  zipTooShort: 'Indtast minimum 4 karakterer',
  zipInvalid: 'Indtast et gyldigt postnummer',
  cityUnknown: 'By findes ikke.',
  streetTooLong: 'Adressen må højst være 500 tegn.',
  integer: 'Indtast gyldigt tal',
  text: 'Indtast tekst.',
  cpr: 'CPR-nummeret skal være et tal på højst 12 cifre.',
  cprTooLong: 'CPR-nummeret må højst være 12 cifre.',
  cprNotInteger: 'CPR-nummeret må kun bestå af tal.',
  cvrTooLong: 'CVR-nummeret må højst være 8 tegn.',
} as const;

export const tooLong = (max: number): string => `Må højst være ${max} tegn.`;

export const optionalText = (max: number, message: string = tooLong(max)) =>
  z
    .string({ error: FieldMessages.text })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value ?? '');

export const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

/** A Danish number: 8 digits, with or without +45 or 0045 in front. */
const DANISH_PHONE = /^(?:\+45|0045)?(\d{8})$/;
/** A number as written abroad: digits, perhaps after + or 00 and the country code; at least 6 digits in all. */
const FOREIGN_PHONE = /^(?:\+|00)?\d{6,}$/;

/**
 * A phone number (spec part 1 §5: at most 20 characters). A Danish number is kept as its 8 digits; any other is kept
 * as written, with '+' for a leading '00', so that customers abroad can be stored. Spaces, dashes, dots and brackets
 * between the digits are allowed. Whether a number must be Danish depends on the customer's country: see
 * `requireDanishPhones`.
 */
export const phoneField = optionalText(20, FieldMessages.phoneTooLong).transform((value, context) => {
  if (value === '') return value;
  const compact = value.replace(/[\s\-().]/g, '');
  const danish = DANISH_PHONE.exec(compact);
  if (danish) return danish[1] as string;
  if (FOREIGN_PHONE.test(compact)) return value.replace(/^00/, '+').replace(/\s+/g, ' ');
  context.addIssue({ code: 'custom', message: FieldMessages.phone });
  return z.NEVER;
});

/**
 * Whether a customer lives in Denmark: its country says Danmark, or says nothing (a new customer starts in Danmark,
 * and the product serves Danish dealers).
 */
export const isDanishCountry = (country: string | null | undefined): boolean =>
  ['', 'danmark', 'denmark', 'dk'].includes((country ?? '').trim().toLowerCase());

/** A stored phone number that is a Danish one: its 8 digits. */
const DANISH_DIGITS = /^\d{8}$/;

/**
 * Spec part 1 §5: a phone number has 8 digits ('Indtast et gyldigt telefonnr.'): so it must for a customer in Denmark,
 * and for the contact persons of such a customer. A customer abroad may have a foreign number (at most 20 characters).
 */
export const requireDanishPhones = (country: string, phones: ReadonlyArray<readonly [path: readonly (string | number)[], phone: string | null | undefined]>, context: z.RefinementCtx): void => {
  if (!isDanishCountry(country)) return;
  for (const [path, phone] of phones) {
    if (phone && !DANISH_DIGITS.test(phone)) context.addIssue({ code: 'custom', path: [...path], message: FieldMessages.phone });
  }
};

/**
 * A CPR number as the customer screens show it without the CPR role: its first digits, '-' and '****' ('ddmmyy-****'
 * for a Danish number; see `formatCpr`). Such a value means "unchanged": the server keeps the stored number
 * (functions/customers/save-customer.ts).
 */
export const MASKED_CPR = /^\d{0,6}-\*{4}$/;

/** The most digits a personal number may have (spec part 1 §5: "Cpr integer, max length 12"). */
export const CPR_MAX_DIGITS = 12;

/**
 * A personal number (spec part 1 §5: an integer of at most 12 digits). A Danish CPR number has 10, but a customer from
 * abroad brings their own country's number (a Swedish one has 12), so no other length is refused: only the look-up
 * in the person register demands 10 digits. Written with or without dashes or spaces; stored as its digits. Empty is
 * allowed (it is optional on a customer); the masked form passes unchanged.
 */
export const cprField = optionalText(20, FieldMessages.cprTooLong).superRefine((value, context) => {
  if (value === '' || MASKED_CPR.test(value)) return;
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) context.addIssue({ code: 'custom', message: FieldMessages.cprNotInteger });
  else if (digits.length > CPR_MAX_DIGITS) context.addIssue({ code: 'custom', message: FieldMessages.cprTooLong });
}).transform((value) => (MASKED_CPR.test(value) ? value : value.replace(/[\s-]/g, '')));

/**
 * A CVR number, or empty (spec part 1 §5: "Cvr max 8"). A Danish CVR number has 8 digits, which only the look-up
 * demands; a foreign company's registration number (a British one may hold letters) is kept as written.
 */
export const cvrField = optionalText(20, FieldMessages.cvrTooLong)
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => value.length <= 8, FieldMessages.cvrTooLong);

const emailFormat = z.email();
export const emailField = optionalText(254).refine((value) => value === '' || emailFormat.safeParse(value).success, FieldMessages.email);

/** A Danish zip code: 4 digits (or empty). */
export const zipCodeField = optionalText(10).superRefine((value, context) => {
  if (value === '') return;
  if (value.length < 4) context.addIssue({ code: 'custom', message: FieldMessages.zipTooShort });
  else if (!/^\d{4}$/.test(value)) context.addIssue({ code: 'custom', message: FieldMessages.zipInvalid });
});

/** What the zip code look-up answers for a zip code it does not know (GET /api/zipcode/getcity). */
export const UNKNOWN_CITY = 'Ukendt';

export const cityField = optionalText(100).refine((value) => value.toLowerCase() !== UNKNOWN_CITY.toLowerCase(), FieldMessages.cityUnknown);

/** A non-negative whole number up to `max`, or null. */
export const wholeNumberField = (max: number, maxMessage: string) =>
  z
    .number({ error: FieldMessages.integer })
    .int(FieldMessages.integer)
    .min(0, FieldMessages.integer)
    .max(max, maxMessage)
    .nullish()
    .transform((value) => value ?? null);

/** Lookup gender: 0 unknown, 1 man, 2 woman. */
export const GENDERS = { 0: 'Ukendt', 1: 'Mand', 2: 'Kvinde' } as const;
const genderMessage = 'Vælg køn.';
export const genderField = z
  .number({ error: genderMessage })
  .int(genderMessage)
  .min(0, genderMessage)
  .max(2, genderMessage)
  .nullish()
  .transform((value) => value ?? 0);

/** Street, number, c/o and city; the zip code and country are kept beside them because they identify nobody. */
export const addressFields = {
  Street: optionalText(500, FieldMessages.streetTooLong),
  StreetNumber: optionalText(20),
  CoOrAtt: optionalText(200),
  ZipCode: zipCodeField,
  City: cityField,
};

export const contactFields = { Phone: phoneField, CellPhone: phoneField, Email: emailField };

/** Spec part 1 §5: Phone and CellPhone are each required when the other is empty. */
export const requirePhoneOrCellPhone = (value: { Phone: string; CellPhone: string }, context: z.RefinementCtx): void => {
  if (value.Phone !== '' || value.CellPhone !== '') return;
  context.addIssue({ code: 'custom', path: ['Phone'], message: FieldMessages.phoneOrCellPhone });
  context.addIssue({ code: 'custom', path: ['CellPhone'], message: FieldMessages.phoneOrCellPhone });
};
