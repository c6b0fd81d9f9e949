import { describe, it } from 'vitest';
import type { CustomerClear } from '../../events/customers.ts';
import { specification } from '../decider-spec.ts';
import { customerDecider, type CustomerEvent } from './decider.ts';
import { CustomerMessages } from './messages.ts';

const spec = specification(customerDecider);
const clear = (changes: Partial<CustomerClear> = {}): CustomerClear => ({
  IsBusiness: false,
  Category: 1,
  CompanyType: null,
  AccountManagerId: '5',
  ZipCode: '8000',
  Country: 'Danmark',
  KmPrYear: 15_000,
  SwapFrequency: 3,
  ...changes,
});
const personal = { Encrypted: 'AQID' };
const created: CustomerEvent = { type: 'CustomerCreated', data: { CustomerId: '7', DealerId: '101', Customer: clear(), Personal: personal } };
const deleted: CustomerEvent = { type: 'CustomerDeleted', data: {} };
const forgotten: CustomerEvent = { type: 'CustomerForgotten', data: {} };

describe('customer decider', () => {
  describe('creating', () => {
    it('creates the customer with its clear part and its protected personal part', () =>
      spec([]).when({ type: 'CreateCustomer', customerId: '7', dealerId: '101', customer: clear(), personal }).then([created]));
    it('refuses to create a customer that exists', () =>
      spec([created]).when({ type: 'CreateCustomer', customerId: '7', dealerId: '101', customer: clear(), personal }).thenRefuses(CustomerMessages.exists, 'refused'));
  });

  describe('updating', () => {
    it('records the whole customer as saved', () =>
      spec([created]).when({ type: 'UpdateCustomer', dealerId: '101', customer: clear({ Category: 0 }), personal: { Encrypted: 'BBBB' } }).then([
        { type: 'CustomerUpdated', data: { Customer: clear({ Category: 0 }), Personal: { Encrypted: 'BBBB' } } },
      ]));
    it('refuses to turn a private customer into a business customer (only a new customer may choose)', () =>
      spec([created])
        .when({ type: 'UpdateCustomer', dealerId: '101', customer: clear({ IsBusiness: true, CompanyType: 2 }), personal })
        .thenRefuses(CustomerMessages.kindIsFixed, 'invalid'));
    it('records nothing when the customer saved is the one stored', () =>
      spec([created]).when({ type: 'UpdateCustomer', dealerId: '101', customer: clear(), personal, unchanged: true }).then([]));
    it("does not find another dealer's customer", () =>
      spec([created]).when({ type: 'UpdateCustomer', dealerId: '102', customer: clear(), personal }).thenRefuses(CustomerMessages.notFound, 'not-found'));
    it.each<[string, CustomerEvent[]]>([
      ['does not exist', []],
      ['was deleted', [created, deleted]],
      ['was forgotten', [created, forgotten]],
    ])('does not find a customer that %s', (_, given) =>
      spec(given).when({ type: 'UpdateCustomer', dealerId: '101', customer: clear(), personal }).thenRefuses(CustomerMessages.notFound, 'not-found'));
  });

  describe('deleting', () => {
    it('deletes the customer', () => spec([created]).when({ type: 'DeleteCustomer', dealerId: '101' }).then([deleted]));
    it('refuses to delete it twice', () => spec([created, deleted]).when({ type: 'DeleteCustomer', dealerId: '101' }).thenRefuses(CustomerMessages.notFound, 'not-found'));
    it('refuses to delete it for another dealer', () => spec([created]).when({ type: 'DeleteCustomer', dealerId: '103' }).thenRefuses(CustomerMessages.notFound, 'not-found'));
  });

  describe('forgetting (erasure)', () => {
    it('forgets a customer', () => spec([created]).when({ type: 'ForgetCustomer', dealerId: '101' }).then([forgotten]));
    it('forgets a customer past the retention period, saying so', () =>
      spec([created]).when({ type: 'ForgetCustomer', dealerId: '101', reason: 'Retention' }).then([{ type: 'CustomerForgotten', data: { Reason: 'Retention' } }]));
    it('forgets a deleted customer too', () => spec([created, deleted]).when({ type: 'ForgetCustomer', dealerId: '101' }).then([forgotten]));
    it('forgetting twice changes nothing', () => spec([created, forgotten]).when({ type: 'ForgetCustomer', dealerId: '101' }).then([]));
    it('refuses to forget a customer that does not exist', () => spec([]).when({ type: 'ForgetCustomer', dealerId: '101' }).thenRefuses(CustomerMessages.notFound, 'not-found'));
    it("refuses to forget another dealer's customer", () => spec([created]).when({ type: 'ForgetCustomer', dealerId: '102' }).thenRefuses(CustomerMessages.notFound, 'not-found'));
  });
});
