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
  cpr: 'CPR nummer skal bestå af 10 cifre.',
  cprTooLong: 'CPR-nummeret må højst være 12 tegn.',
  cvr: 'CVR nummer skal bestå af 8 cifre.',
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

/** A Danish phone number: 8 digits (spec: 'Indtast et gyldigt telefonnr.'); spaces and dashes are dropped, +45 too. */
export const phoneField = optionalText(20, FieldMessages.phoneTooLong)
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(?:\+45|0045)(?=\d{8}$)/, ''))
  .refine((value) => value === '' || /^\d{8}$/.test(value), FieldMessages.phone);

/**
 * A CPR number as the customer screens show it: 'ddmmyy-****' when the user may not see it in full. Such a value means
 * "unchanged": the server keeps the stored number (functions/customers/save-customer.ts).
 */
export const MASKED_CPR = /^\d{6}-\*{4}$/;

/**
 * A CPR number (spec part 1 §5: integer, at most 12 characters; a CPR number has 10 digits, the look-up's
 * 'CPR nummer skal bestå af 10 cifre.'). Written with or without the dash ('010203-1234'); stored as 10 digits.
 * Empty is allowed (it is optional on a customer); the masked form passes unchanged.
 */
export const cprField = optionalText(12, FieldMessages.cprTooLong).superRefine((value, context) => {
  if (value === '' || MASKED_CPR.test(value)) return;
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) context.addIssue({ code: 'custom', message: FieldMessages.integer });
  else if (digits.length !== 10) context.addIssue({ code: 'custom', message: FieldMessages.cpr });
}).transform((value) => (MASKED_CPR.test(value) ? value : value.replace(/[\s-]/g, '')));

/** A CVR number: 8 digits, or empty (spec part 1 §5: 'CVR nummer skal bestå af 8 cifre.', at most 8). */
export const cvrField = optionalText(20, FieldMessages.cvr)
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => value === '' || /^\d{8}$/.test(value), FieldMessages.cvr);

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
