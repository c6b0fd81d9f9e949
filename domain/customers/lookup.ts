import * as z from 'zod';
import type { LOOKUP_OUTCOMES, LOOKUP_PURPOSES, LOOKUP_REGISTERS } from '../../events/register-lookups.ts';

/**
 * Look-ups in the person register (CPR), the phone directory and the business register (CVR) (spec part 1 §3 "Lookup
 * result", §5 "Lookup", §8): the numbers they take, with the spec's Danish messages, the answers on the wire and how an
 * answer fills the customer form. One module for the server's request schemas and the screens.
 */
export const LookupMessages = {
  cprDigits: 'CPR nummer skal bestå af 10 cifre.',
  cvrDigits: 'CVR nummer skal bestå af 8 cifre.',
  phoneDigits: 'Telefonnummer skal bestå af 8 cifre.',
  /** 404 or 400 from the CPR look-up. */
  cprNotFound: 'Der findes ingen oplysninger på det indtastede CPR nummer.',
  /** 500 from the CPR look-up (the register down or too slow). */
  cprUnavailable: 'CPR servicen svarer ikke - prøv igen senere.',
  phoneNotFound: 'Der findes ingen oplysninger på det indtastede telefonnummer.',
  cvrNotFound: 'Der findes ingen oplysninger på det indtastede CVR-nummer.',
  /** The spec gives no text for the phone and business registers being down: the CPR text's wording, per register. */
  phoneUnavailable: 'Telefonopslag svarer ikke - prøv igen senere.',
  cvrUnavailable: 'CVR servicen svarer ikke - prøv igen senere.',
  /** 403: the department may not look people up in the CPR register (the screen shows the server's text). */
  cprNotAllowed: 'Din afdeling har ikke adgang til CPR-opslag.',
  /** 403 from the register itself: the person has name and address protection. */
  cprProtected: 'Personen har navne- og adressebeskyttelse. Oplysningerne kan ikke hentes.',
  /** Status 90: the register knows the person as deceased. */
  deceased: 'Bemærk: Personen er registreret som død i CPR.',
  unexpected: 'Der skete en uventet fejl ved opslaget. Prøv igen.',
} as const;

/** Status 90 in the person register: deceased (spec part 1 §3). */
export const DECEASED_STATUS = 90;
/** Gender as the register answers it: 0 unknown, 1 man, 2 woman. */
export type LookupGender = 0 | 1 | 2;

/** Digits only: the look-ups accept the number as people write it (spaces, a dash, +45 before a phone number). */
const digitsOf = (value: string): string => value.replace(/[\s-]/g, '');

const lookupNumber = (digits: number, message: string, options: { phone?: boolean } = {}) =>
  z
    .string({ error: message })
    .max(40, message)
    .transform((value) => {
      const digitsOnly = digitsOf(value);
      return options.phone ? digitsOnly.replace(/^(?:\+45|0045)(?=\d{8}$)/, '') : digitsOnly;
    })
    .pipe(z.string().regex(new RegExp(`^\\d{${digits}}$`), message));

export const cprNumber = lookupNumber(10, LookupMessages.cprDigits);
export const cvrNumber = lookupNumber(8, LookupMessages.cvrDigits);
export const phoneNumber = lookupNumber(8, LookupMessages.phoneDigits, { phone: true });

/**
 * POST /api/cprlookup/searchbycpr. `IsBusiness`: the look-up is of a business customer's user, which the spec allows
 * every department (the CPR box shows "always for business"); the audit record says so.
 */
const isBusiness = z.boolean({ error: 'IsBusiness skal være sand eller falsk.' }).optional();
export const cprLookupRequest = z.object({ Cpr: cprNumber, IsBusiness: isBusiness });
/** POST /api/TdcLookup/SearchByPhonenumber. `IsBusiness`: the phone of a business customer's user (for the audit). */
export const phoneLookupRequest = z.object({ PhoneNumber: phoneNumber, IsBusiness: isBusiness });

/** A person as the person register or the phone directory answers (spec part 1 §3 "Lookup result"). */
export interface PersonLookupResult {
  FirstName: string;
  LastName: string;
  Street: string;
  StreetNumber: string;
  /** Zip code and city in one: '8000 Aarhus C'. */
  ZipCodeCity: string;
  CellPhone: string;
  Phone: string;
  /** The CPR number asked for; empty from the phone directory, which knows none. */
  Cpr: string;
  Gender: LookupGender;
  CoOrAtt: string;
  /** The register's status of the person; 90 is deceased. Null from the phone directory. */
  Status: number | null;
}

/** A company as the business register answers (spec part 1 §3: CompanyName, CompanyType, Cvr and address fields). */
export interface BusinessLookupResult {
  CompanyName: string;
  /** 1 A/S, 2 ApS, 3 sole proprietorship, 4 I/S; 0 unknown. */
  CompanyType: number;
  Cvr: string;
  Street: string;
  StreetNumber: string;
  ZipCodeCity: string;
  CoOrAtt: string;
  Phone: string;
  Email: string;
}

export const isDeceased = (person: Pick<PersonLookupResult, 'Status'>): boolean => person.Status === DECEASED_STATUS;

/** '8000 Aarhus C' → zip code and city; a value without a leading 4-digit zip code is all city. */
export const splitZipCodeCity = (zipCodeCity: string): { ZipCode: string; City: string } => {
  const match = /^\s*(\d{4})\s*(.*?)\s*$/.exec(zipCodeCity);
  return match ? { ZipCode: match[1]!, City: match[2]! } : { ZipCode: '', City: zipCodeCity.trim() };
};

/** The address fields of an answer, as the customer form holds them. */
const addressOf = (answer: { Street: string; StreetNumber: string; ZipCodeCity: string; CoOrAtt: string }) => ({
  CoOrAtt: answer.CoOrAtt,
  Street: answer.Street,
  StreetNumber: answer.StreetNumber,
  ...splitZipCodeCity(answer.ZipCodeCity),
});

/**
 * The form fields a person's answer fills (a private customer, or a business user). What the register does not know
 * (an empty phone, no CPR from the phone directory) leaves the form's own value alone, so a look-up by phone keeps the
 * CPR typed and a look-up by CPR keeps a phone the register lacks.
 */
export const personFieldsOf = (person: PersonLookupResult): Record<string, string> =>
  withoutEmpty({
    FirstName: person.FirstName,
    LastName: person.LastName,
    ...addressOf(person),
    Phone: person.Phone,
    CellPhone: person.CellPhone,
    Cpr: person.Cpr,
    Gender: person.Gender === 0 ? '' : String(person.Gender),
  });

/** The form fields a company's answer fills on a business customer. */
export const businessFieldsOf = (company: BusinessLookupResult): Record<string, string> =>
  withoutEmpty({
    CompanyName: company.CompanyName,
    CompanyType: company.CompanyType === 0 ? '' : String(company.CompanyType),
    Cvr: company.Cvr,
    ...addressOf(company),
    Phone: company.Phone,
    Email: company.Email,
  });

const withoutEmpty = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));

/** The registers a look-up asks and how it ended, as the audit record names them (never what was asked or answered). */
export { LOOKUP_OUTCOMES, LOOKUP_PURPOSES, LOOKUP_REGISTERS } from '../../events/register-lookups.ts';
export type LookupRegister = (typeof LOOKUP_REGISTERS)[number];
export type LookupOutcome = (typeof LOOKUP_OUTCOMES)[number];
export type LookupPurpose = (typeof LOOKUP_PURPOSES)[number];
