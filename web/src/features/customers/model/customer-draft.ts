import { customerSchema, customerTitle, type CustomerInput } from '../../../../../domain/customers/customer.ts';
import type { StoredCustomer } from '../api/get-customer.ts';

/**
 * A customer as the customer tab edits it: every input as text, the contact persons as their own groups. `inputOf`
 * turns it into the wire shape the domain schema checks (the same schema the server uses) and the save sends.
 */
export type TextFields = Record<string, string>;
export type PersonGroup = 'DecisionMaker' | 'BusinessUser1' | 'BusinessUser2';

export interface CustomerDraft {
  Id: string;
  IsBusiness: boolean;
  fields: TextFields;
  DecisionMaker: TextFields | null;
  BusinessUser1: TextFields | null;
  BusinessUser2: TextFields | null;
  /** What the tab does not edit (category, comment, account manager, ...), sent back as loaded. */
  kept: Record<string, unknown>;
}

export interface FieldSpec {
  name: string;
  label: string;
  /** A whole number on the wire. */
  numeric?: boolean;
}

const address: FieldSpec[] = [
  { name: 'CoOrAtt', label: 'C/O / Att.' },
  { name: 'Street', label: 'Vej' },
  { name: 'StreetNumber', label: 'Husnr.' },
  { name: 'ZipCode', label: 'Postnr.' },
  { name: 'City', label: 'By' },
];
const contact: FieldSpec[] = [
  { name: 'Phone', label: 'Telefon' },
  { name: 'CellPhone', label: 'Mobil' },
  { name: 'Email', label: 'E-mail' },
];
const names: FieldSpec[] = [
  { name: 'FirstName', label: 'Fornavn' },
  { name: 'LastName', label: 'Efternavn' },
];
/** Lookup gender (spec part 1 §3): 0 unknown, 1 man, 2 woman; the person register's answer fills it. */
const gender: FieldSpec = { name: 'Gender', label: 'Køn', numeric: true };

/** The fields of each part (spec part 2 §3 "Customers on a case"; part 1 §3 "Customer (shared)"). */
export const PRIVATE_FIELDS: FieldSpec[] = [
  ...names,
  { name: 'Cpr', label: 'CPR-nr.' },
  ...address,
  { name: 'Country', label: 'Land' },
  ...contact,
  { name: 'DriversLicenseNumber', label: 'Kørekortnr.' },
  { name: 'KmPrYear', label: 'Km pr. år', numeric: true },
  gender,
];
export const BUSINESS_FIELDS: FieldSpec[] = [
  { name: 'CompanyName', label: 'Firmanavn' },
  { name: 'CompanyType', label: 'Virksomhedsform', numeric: true },
  { name: 'Cvr', label: 'CVR-nr.' },
  ...address,
  { name: 'Country', label: 'Land' },
  ...contact,
];
export const DECISION_MAKER_FIELDS: FieldSpec[] = [...names, { name: 'Title', label: 'Titel' }, ...contact, gender];
export const BUSINESS_USER_FIELDS: FieldSpec[] = [
  ...names,
  { name: 'Cpr', label: 'CPR-nr.' },
  ...address,
  ...contact,
  { name: 'DriversLicenseNumber', label: 'Kørekortnr.' },
  { name: 'KmPrYear', label: 'Km pr. år', numeric: true },
  gender,
];
export const PERSON_FIELDS: Record<PersonGroup, FieldSpec[]> = {
  DecisionMaker: DECISION_MAKER_FIELDS,
  BusinessUser1: BUSINESS_USER_FIELDS,
  BusinessUser2: BUSINESS_USER_FIELDS,
};

const EDITED = new Set(['Id', 'IsBusiness', 'DecisionMaker', 'BusinessUser1', 'BusinessUser2', 'DealerId', 'DealerName', 'Title', 'CreatedDate', 'ModifiedDate', ...PRIVATE_FIELDS.map((field) => field.name), ...BUSINESS_FIELDS.map((field) => field.name)]);

const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const textFields = (source: Record<string, unknown> | null | undefined, fields: FieldSpec[]): TextFields =>
  Object.fromEntries(fields.map((field) => [field.name, textOf(source?.[field.name])]));
const blankFields = (fields: FieldSpec[]): TextFields => textFields({}, fields);

export const blankPerson = (group: PersonGroup): TextFields => blankFields(PERSON_FIELDS[group]);

/** The draft with one field changed: the customer's own (group null), or a contact person's, who is added blank first. */
export const withField = (draft: CustomerDraft, group: PersonGroup | null, name: string, value: string): CustomerDraft =>
  group === null ? { ...draft, fields: { ...draft.fields, [name]: value } } : { ...draft, [group]: { ...(draft[group] ?? blankPerson(group)), [name]: value } };

/** The path a field's error and touched state go by: 'Email' for the customer's own, 'DecisionMaker.Email' for a contact's. */
export const fieldPath = (group: PersonGroup | null, name: string): string => `${group ? `${group}.` : ''}${name}`;

/** The draft of a loaded customer (or of InitNewCustomer's blank one). */
export const draftOf = (customer: Partial<StoredCustomer> & Record<string, unknown>): CustomerDraft => {
  const source = customer as Record<string, unknown>;
  const person = (group: PersonGroup) => (source[group] ? textFields(source[group] as Record<string, unknown>, PERSON_FIELDS[group]) : null);
  return {
    Id: textOf(customer.Id) || '0',
    IsBusiness: customer.IsBusiness === true,
    fields: { ...textFields(source, PRIVATE_FIELDS), ...textFields(source, BUSINESS_FIELDS) },
    DecisionMaker: person('DecisionMaker'),
    BusinessUser1: person('BusinessUser1'),
    BusinessUser2: person('BusinessUser2'),
    kept: Object.fromEntries(Object.entries(source).filter(([name]) => !EDITED.has(name))),
  };
};

/** Text to the wire: '' → null for numbers, a whole number as a number, anything else as typed (the schema names it). */
const wireValue = (field: FieldSpec, text: string): unknown => {
  if (!field.numeric) return text;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
};
const wireFields = (fields: TextFields, specs: FieldSpec[]) => Object.fromEntries(specs.map((field) => [field.name, wireValue(field, fields[field.name] ?? '')]));

/** The customer as the server takes it (POST /api/customer/save or /savebusiness). */
export const inputOf = (draft: CustomerDraft): CustomerInput & { Id: string } => {
  const person = (group: PersonGroup) => (draft[group] ? wireFields(draft[group], PERSON_FIELDS[group]) : null);
  if (draft.IsBusiness) {
    return {
      ...draft.kept,
      Id: draft.Id,
      IsBusiness: true,
      ...wireFields(draft.fields, BUSINESS_FIELDS),
      DecisionMaker: person('DecisionMaker'),
      BusinessUser1: person('BusinessUser1'),
      BusinessUser2: person('BusinessUser2'),
    } as CustomerInput & { Id: string };
  }
  return { ...draft.kept, Id: draft.Id, IsBusiness: false, ...wireFields(draft.fields, PRIVATE_FIELDS) } as CustomerInput & { Id: string };
};

/** Field errors by path ('FirstName', 'BusinessUser1.Cpr'), the first message of each: the domain schema's Danish messages. */
export const errorsOf = (draft: CustomerDraft): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of customerSchema.safeParse(inputOf(draft)).error?.issues ?? []) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
};

/** The name staff read for a draft that is valid: full name or company name. */
export const titleOf = (draft: CustomerDraft): string => {
  const parsed = customerSchema.safeParse(inputOf(draft));
  return parsed.success ? customerTitle(parsed.data) : '';
};

/**
 * Spec part 2 §4: the private buyer's data moved to business user 1 when the customer becomes a business customer. Only
 * with a valid first and last name (part 1 §5: "Transferring a looked-up private customer needs a valid first and last
 * name").
 */
export const canTransferToBusinessUser = (draft: CustomerDraft): boolean =>
  (draft.fields.FirstName ?? '').trim() !== '' && (draft.fields.LastName ?? '').trim() !== '';

export const transferToBusinessUser = (draft: CustomerDraft): CustomerDraft => ({
  ...draft,
  BusinessUser1: Object.fromEntries(BUSINESS_USER_FIELDS.map((field) => [field.name, draft.fields[field.name] ?? ''])),
});
