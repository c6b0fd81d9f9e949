import { command } from '../platform/http/endpoint.ts';
import { businessSaveBody, saveCustomer } from './save-customer.ts';
import { saveCustomerResponse } from './responses.ts';

/** POST /api/customer/savebusiness: a business customer with decision maker and business users 1 and 2 (see save-customer.ts). */
export const handler = command({
  summary: 'Gemmer en erhvervskunde med beslutningstager og brugere.',
  responses: { 200: saveCustomerResponse },
  body: businessSaveBody,
  run: saveCustomer,
});
