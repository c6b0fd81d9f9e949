import { z } from 'zod';

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

/** 8 digits (a Danish number) or an international number with '+'; spaces and dashes are dropped, +45 too. */
export const phoneField = optionalText(20, FieldMessages.phoneTooLong)
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(?:\+45|0045)(?=\d{8}$)/, ''))
  .refine((value) => value === '' || /^\d{8}$/.test(value) || /^\+\d{7,15}$/.test(value), FieldMessages.phone);

const emailFormat = z.email();
export const emailField = optionalText(254).refine((value) => value === '' || emailFormat.safeParse(value).success, FieldMessages.email);

/** A Danish zip code: 4 digits (or empty). */
export const zipCodeField = optionalText(10).superRefine((value, context) => {
  if (value === '') return;
  if (value.length < 4) context.addIssue({ code: 'custom', message: FieldMessages.zipTooShort });
  else if (!/^\d{4}$/.test(value)) context.addIssue({ code: 'custom', message: FieldMessages.zipInvalid });
});

export const cityField = optionalText(100).refine((value) => value.toLowerCase() !== 'ukendt', FieldMessages.cityUnknown);

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
