import type { Customer } from '../../domain/customers/customer.ts';
import { customerDecider, type CustomerEvent } from '../../domain/customers/decider.ts';
import type { PersonalData } from '../platform/personal-data.ts';
import { protectCustomer } from './personal.ts';

/**
 * The events that create a customer: the personal part is protected with the customer's new data key, then the
 * decider decides on a new stream. The demo data appends these; the customer save sends the same command
 * through `handle()`.
 */
export const newCustomerEvents = async (
  personalData: PersonalData,
  customerId: string,
  dealerId: string,
  customer: Customer,
): Promise<CustomerEvent[]> => {
  const { customer: clear, personal } = await protectCustomer(personalData, customerId, customer, { newCustomer: true });
  return customerDecider.decide({ type: 'CreateCustomer', customerId, dealerId, customer: clear, personal }, customerDecider.initialState());
};
