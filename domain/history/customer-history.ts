import type { DomainEvent } from '../../events/catalogue.ts';
import type { CustomerClear } from '../../events/customers.ts';
import { COMPANY_TYPES, CUSTOMER_CATEGORIES, customerTitle, type Customer } from '../customers/customer.ts';
import { erasedLine, fieldChanges, kilometresText, line, numberOr, personalLine, valueText, type HistoryField, type HistoryLine } from './history.ts';

/**
 * A customer's history. The clear part of a customer (category, zip code, account manager) is told from the events as
 * they are; the personal part only from the customer as revealed with its key, and marked personal, so that it is
 * replaced by 'Oplysningerne er slettet.' once the customer is forgotten (then it can no longer be revealed either).
 * CPR numbers and comments are never repeated: the history says only that they changed.
 */

/** A customer as revealed for the history: the customer, or null once its key is gone (forgotten). */
export type RevealedCustomer = Customer | null;

const text = (value: string | null | undefined): string => (value ?? '').trim();
const labelOf = (labels: Record<number, string>, value: number | null | undefined): string =>
  value === null || value === undefined ? '' : (labels[value] ?? String(value));

const CLEAR_FIELDS: readonly HistoryField<CustomerClear>[] = [
  { label: 'Kategori', text: (customer) => labelOf(CUSTOMER_CATEGORIES, customer.Category) },
  { label: 'Virksomhedsform', text: (customer) => labelOf(COMPANY_TYPES, customer.CompanyType) },
  { label: 'Kundeansvarlig', text: (customer) => customer.AccountManagerId ?? '', quiet: true },
  { label: 'Postnummer', text: (customer) => text(customer.ZipCode) },
  { label: 'Land', text: (customer) => text(customer.Country) },
  { label: 'Km pr. år', text: (customer) => numberOr(kilometresText)(customer.KmPrYear) },
  { label: 'Bytteinterval', text: (customer) => numberOr(String)(customer.SwapFrequency) },
];

const address = (customer: Customer): string =>
  [[text(customer.Street), text(customer.StreetNumber)].filter(Boolean).join(' '), text(customer.CoOrAtt) ? `c/o ${text(customer.CoOrAtt)}` : '', text(customer.City)]
    .filter(Boolean)
    .join(', ');

const PERSONAL_FIELDS: readonly HistoryField<Customer>[] = [
  { label: 'Navn', text: (customer) => customerTitle(customer).trim() },
  { label: 'CVR-nummer', text: (customer) => (customer.IsBusiness ? text(customer.Cvr) : '') },
  { label: 'CPR-nummer', text: (customer) => (customer.IsBusiness ? '' : text(customer.Cpr)), quiet: true },
  { label: 'Adresse', text: address },
  { label: 'Telefon', text: (customer) => text(customer.Phone) },
  { label: 'Mobil', text: (customer) => text(customer.CellPhone) },
  { label: 'E-mail', text: (customer) => text(customer.Email) },
  { label: 'Kørekortnummer', text: (customer) => (customer.IsBusiness ? '' : text(customer.DriversLicenseNumber)), quiet: true },
  { label: 'Køn', text: (customer) => (customer.IsBusiness ? '' : String(customer.Gender)), quiet: true },
  { label: 'Kommentar', text: (customer) => text(customer.Comment), quiet: true },
  { label: 'Kontaktperson', text: (customer) => (customer.IsBusiness ? valueText(customer.DecisionMaker) : ''), quiet: true },
  { label: 'Bruger 1', text: (customer) => (customer.IsBusiness ? valueText(customer.BusinessUser1) : ''), quiet: true },
  { label: 'Bruger 2', text: (customer) => (customer.IsBusiness ? valueText(customer.BusinessUser2) : ''), quiet: true },
];

const personalLines = (before: RevealedCustomer | undefined, after: RevealedCustomer): HistoryLine[] => {
  if (after === null || before === null) return [erasedLine];
  if (before === undefined) return [personalLine(`Navn: ${customerTitle(after).trim() || 'uden navn'}.`)];
  return fieldChanges(PERSONAL_FIELDS, before, after).map(personalLine);
};

/**
 * The Danish sentences of one event of a customer: `before` is the customer before it (undefined before the first
 * save), `after` the customer the event saved (revealed), null for either once the customer is forgotten.
 */
export const describeCustomerEvent = (
  event: DomainEvent,
  before: { clear: CustomerClear; customer: RevealedCustomer } | undefined,
  after: RevealedCustomer,
): HistoryLine[] => {
  switch (event.type) {
    case 'CustomerCreated': {
      const kind = event.data.Customer.Category === 0 ? 'Emnet' : 'Kunden';
      return [line(`${kind} er oprettet${event.data.Customer.IsBusiness ? ' som erhvervskunde' : ''}.`), ...personalLines(undefined, after)];
    }
    case 'CustomerUpdated': {
      const clear = before ? fieldChanges(CLEAR_FIELDS, before.clear, event.data.Customer).map(line) : [];
      const personal = personalLines(before?.customer, after);
      const lines = [...clear, ...personal];
      return lines.length > 0 ? lines : [line('Kunden er gemt uden ændringer.')];
    }
    case 'CustomerDeleted':
      return [line('Kunden er slettet.')];
    case 'CustomerForgotten':
      return [line('Kundens personoplysninger er slettet.')];
    default:
      return [line('Kunden er ændret.')];
  }
};
