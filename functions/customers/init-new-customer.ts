import { query } from '../platform/http/endpoint.ts';
import { initNewCustomerResponse } from './responses.ts';

/**
 * GET /api/customer/InitNewCustomer/ → a blank private customer (Id '0', not stored) for the customer forms (spec part 1
 * §4: a customer created by hand starts with Id 0 and may still become a business customer), with the caller's
 * department and the caller as account manager.
 */
export const handler = query({
  summary: 'En ny, tom kunde.',
  responses: { 200: initNewCustomerResponse },
  run: async ({ session }) => newCustomer(session.dealerId, session.dealerName, session.userId),
});

export const newCustomer = (dealerId: string, dealerName: string, userId: string) => ({
  Id: '0',
  DealerId: dealerId,
  DealerName: dealerName,
  IsBusiness: false,
  Category: 0,
  AccountManagerId: userId,
  FirstName: '',
  LastName: '',
  Cpr: '',
  CompanyName: '',
  CompanyType: 0,
  Cvr: '',
  Street: '',
  StreetNumber: '',
  CoOrAtt: '',
  ZipCode: '',
  City: '',
  Country: 'Danmark',
  Phone: '',
  CellPhone: '',
  Email: '',
  Comment: '',
  Gender: 0,
  DriversLicenseNumber: '',
  KmPrYear: null,
  SwapFrequency: null,
  DecisionMaker: null,
  BusinessUser1: null,
  BusinessUser2: null,
});
