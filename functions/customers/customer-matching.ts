import { createHash } from 'node:crypto';
import type { Customer } from '../../domain/customers/customer.ts';
import type { PersonalData } from '../platform/personal-data.ts';

/**
 * Finding a customer again by CPR, CVR, phone or e-mail without keeping any of them in clear (DESIGN.md "Security": a
 * CPR number is found by its keyed hash). Each value is normalised, then turned into a keyed hash: the value is sealed
 * deterministically under the matching key (its synthetic IV is an HMAC of the value under that key, so equal values
 * seal equally and nobody without the key can test a guess), and the seal is hashed down to a short digest. The key is
 * a data key of the platform's PersonalData like any customer's, under its own subject, and never forgotten; the
 * digests are useless without it.
 */
export const MATCHING_SUBJECT = 'customer-matching';

export type MatchKind = 'cpr' | 'cvr' | 'phone' | 'email';

/** The comparable form of a value, or '' when there is nothing to match on. */
export const normalisedMatchValue = (kind: MatchKind, value: string | null | undefined): string => {
  const text = (value ?? '').trim();
  if (!text) return '';
  switch (kind) {
    case 'cpr':
    case 'cvr': {
      const digits = text.replace(/\D/g, '');
      // A masked CPR ('ddmmyy-****') is not a number to match on.
      return /\*/.test(text) ? '' : digits;
    }
    case 'phone': {
      const digits = text.replace(/\D/g, '');
      // Danish numbers are 8 digits; +45 or 0045 in front is the same number.
      return digits.length > 8 && /^(0045|45)\d{8}$/.test(digits) ? digits.slice(-8) : digits;
    }
    case 'email':
      return text.toLowerCase();
  }
};

/** Where a customer's values to be found again by sit: its CPR (CVR for a business), phone, cell phone and e-mail. */
export const MATCH_SLOTS = ['number', 'phone', 'cellphone', 'email'] as const;
export type MatchSlot = (typeof MATCH_SLOTS)[number];

/** The slot's kind and normalised value of a customer ('' when the customer has none there). */
export const slotValue = (slot: MatchSlot, customer: Customer): { kind: MatchKind; value: string } => {
  switch (slot) {
    case 'number':
      return customer.IsBusiness ? { kind: 'cvr', value: normalisedMatchValue('cvr', customer.Cvr) } : { kind: 'cpr', value: normalisedMatchValue('cpr', customer.Cpr) };
    case 'phone':
      return { kind: 'phone', value: normalisedMatchValue('phone', customer.Phone) };
    case 'cellphone':
      return { kind: 'phone', value: normalisedMatchValue('phone', customer.CellPhone) };
    case 'email':
      return { kind: 'email', value: normalisedMatchValue('email', customer.Email) };
  }
};

/** The values of a customer it may be found again by: CPR (private) or CVR (business), its phones and e-mail. */
export const matchValuesOf = (customer: Customer): { kind: MatchKind; value: string }[] =>
  MATCH_SLOTS.map((slot) => slotValue(slot, customer)).filter((entry) => entry.value !== '');

/** The keyed hash of one normalised value: `<kind>:<digest>`. */
export const matchKey = async (personalData: PersonalData, kind: MatchKind, value: string): Promise<string> => {
  const sealed = await personalData.protect(MATCHING_SUBJECT, `${kind}\u0000${value}`, { deterministic: true });
  return `${kind}:${createHash('sha256').update(sealed.Encrypted).digest('base64url').slice(0, 32)}`;
};

/** The keyed hashes of values, each distinct one once. */
export const matchKeysOf = async (personalData: PersonalData, values: readonly { kind: MatchKind; value: string }[]): Promise<string[]> => {
  const distinct = [...new Map(values.map((entry) => [`${entry.kind}\u0000${entry.value}`, entry])).values()];
  return [...new Set(await Promise.all(distinct.map((entry) => matchKey(personalData, entry.kind, entry.value))))];
};
