import * as z from 'zod';

/**
 * Events of the customer (kunde), private or business (spec part 1 §3 "Customer (shared)"). Personal data (names,
 * CPR numbers, address, phones, e-mail, comment, company identity, contact persons) never appears in clear in an event: it is
 * encrypted with the customer's own data key into `Personal` (crypto-shredding, DESIGN.md "Event store"), so that
 * forgetting the customer (destroying the key) makes every stored copy unreadable without rewriting history.
 * The clear part holds only what identifies nobody on its own.
 */
const id = z.string().regex(/^\d+$/);

/** Personal data encrypted with the subject's data key: `base64(version ‖ iv ‖ tag ‖ ciphertext)`. */
export const protectedData = z.object({ Encrypted: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/) }).strict();
export type ProtectedData = z.infer<typeof protectedData>;

/** Category: 0 prospect (Emne), 1 customer (Kunde). Company type: 0 unknown, 1 A/S, 2 ApS, 3 sole proprietorship, 4 I/S. */
export const customerCategory = z.union([z.literal(0), z.literal(1)]);
export const companyType = z.number().int().min(0).max(4);
export const gender = z.number().int().min(0).max(2);

/** The clear part of a customer: strict, so that a personal field added here by mistake is refused by the store. */
export const customerClear = z
  .object({
    IsBusiness: z.boolean(),
    Category: customerCategory,
    /** Business customers only; null for a private customer. */
    CompanyType: companyType.nullable(),
    AccountManagerId: z.string().nullable(),
    ZipCode: z.string().max(10),
    Country: z.string().max(100),
    KmPrYear: z.number().int().min(0).max(100_000_000).nullable(),
    SwapFrequency: z.number().int().min(0).nullable(),
  })
  .strict();
export type CustomerClear = z.infer<typeof customerClear>;

const text = (max: number) => z.string().max(max);
const address = { Street: text(500), StreetNumber: text(20), CoOrAtt: text(200), City: text(100) };
const contact = { Phone: text(20), CellPhone: text(20), Email: text(254) };
/** A personal number (at most 12 digits; a Danish CPR number has 10) or ''. Added after the first customer events: an event without it reads as ''. */
const cpr = z.string().max(12).default('');

export const decisionMakerData = z
  .object({ FirstName: text(100), LastName: text(100), Title: text(100), Gender: gender, ...contact })
  .strict();
export const businessUserData = z
  .object({
    FirstName: text(100),
    LastName: text(100),
    Cpr: cpr,
    DriversLicenseNumber: text(20),
    ...address,
    ZipCode: text(10),
    ...contact,
    KmPrYear: z.number().int().min(0).max(100_000_000).nullable(),
    Gender: gender,
    SwapFrequency: z.number().int().min(0).nullable(),
  })
  .strict();

/** What `Personal.Encrypted` holds once revealed, for a private customer. */
export const privatePersonalData = z
  .object({
    FirstName: text(100),
    LastName: text(100),
    Cpr: cpr,
    ...address,
    ...contact,
    Comment: text(4_000),
    Gender: gender,
    DriversLicenseNumber: text(20),
  })
  .strict();
/** What `Personal.Encrypted` holds once revealed, for a business customer. */
export const businessPersonalData = z
  .object({
    CompanyName: text(200),
    Cvr: text(8),
    ...address,
    ...contact,
    Comment: text(4_000),
    DecisionMaker: decisionMakerData.nullable(),
    BusinessUser1: businessUserData.nullable(),
    BusinessUser2: businessUserData.nullable(),
  })
  .strict();
export const customerPersonalData = z.union([privatePersonalData, businessPersonalData]);
export type PrivatePersonalData = z.infer<typeof privatePersonalData>;
export type BusinessPersonalData = z.infer<typeof businessPersonalData>;
export type CustomerPersonalData = z.infer<typeof customerPersonalData>;

export const customerEvents = {
  CustomerCreated: z.object({ CustomerId: id, DealerId: z.string().min(1), Customer: customerClear, Personal: protectedData }).strict(),
  /** The whole customer as saved (the spec's save sends every field), not a diff: projections replace the row. */
  CustomerUpdated: z.object({ Customer: customerClear, Personal: protectedData }).strict(),
  CustomerDeleted: z.object({}).strict(),
  /**
   * Erasure (GDPR): the data key is destroyed and every read model of the customer removed. `Reason` 'Retention': the
   * department's retention period for customers and cases ran out, and the customer's cases go with it; without a
   * reason the customer was deleted on request, and its cases stay, without it.
   */
  CustomerForgotten: z.object({ Reason: z.literal('Retention').optional() }).strict(),
} as const;
