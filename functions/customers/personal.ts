import { joinCustomer, splitCustomer, type Customer } from '../../domain/customers/customer.ts';
import {
  businessPersonalData,
  privatePersonalData,
  type CustomerClear,
  type CustomerPersonalData,
  type ProtectedData,
} from '../../events/customers.ts';
import type { StoredEvent } from '../../events/envelope.ts';
import type { EventData } from '../../events/catalogue.ts';
import type { PersonalData } from '../platform/personal-data.ts';

/**
 * A customer's personal data through the platform's PersonalData: the subject is the customer's stream
 * (`customer#<id>`), so every event of the stream, whatever it carries, knows whose key it needs.
 */
export const customerSubject = (customerId: string): string => `customer#${customerId}`;

/** Splits a valid customer and encrypts its personal part with the customer's key (created on first use). */
export const protectCustomer = async (
  personalData: PersonalData,
  customerId: string,
  customer: Customer,
  options: { newCustomer?: boolean } = {},
): Promise<{ customer: CustomerClear; personal: ProtectedData }> => {
  const { clear, personal } = splitCustomer(customer);
  return { customer: clear, personal: await personalData.protect(customerSubject(customerId), personal, { newSubject: options.newCustomer }) };
};

/** The whole customer again, or null once it has been forgotten. The revealed part is checked against its schema. */
export const revealCustomer = async (
  personalData: PersonalData,
  subjectId: string,
  clear: CustomerClear,
  personal: ProtectedData,
): Promise<Customer | null> => {
  const revealed = await personalData.reveal(subjectId, personal);
  if (revealed === undefined) return null;
  const parsed: CustomerPersonalData = (clear.IsBusiness ? businessPersonalData : privatePersonalData).parse(revealed);
  return joinCustomer(clear, parsed);
};

/**
 * The customer an event of a customer stream carries, revealed: a customer (created, updated), null when the event
 * carries one but the customer has been forgotten, undefined when the event carries none.
 */
export const revealCustomerEvent = async (personalData: PersonalData, event: StoredEvent): Promise<Customer | null | undefined> => {
  if (event.type !== 'CustomerCreated' && event.type !== 'CustomerUpdated') return undefined;
  const data = event.data as EventData<'CustomerCreated' | 'CustomerUpdated'>;
  return revealCustomer(personalData, event.streamId, data.Customer, data.Personal);
};

/** A customer with the personal part left empty: what a row shows if it is built without revealing. */
export const withoutPersonalData = (clear: CustomerClear): Customer =>
  joinCustomer(
    clear,
    clear.IsBusiness
      ? { CompanyName: '', Cvr: '', Street: '', StreetNumber: '', CoOrAtt: '', City: '', Phone: '', CellPhone: '', Email: '', Comment: '', DecisionMaker: null, BusinessUser1: null, BusinessUser2: null }
      : { FirstName: '', LastName: '', Cpr: '', Street: '', StreetNumber: '', CoOrAtt: '', City: '', Phone: '', CellPhone: '', Email: '', Comment: '', Gender: 0, DriversLicenseNumber: '' },
  );
