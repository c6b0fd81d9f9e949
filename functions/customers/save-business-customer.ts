import { command } from '../platform/http/endpoint.ts';
import { businessSaveBody, saveCustomer } from './save-customer.ts';

/** POST /api/customer/savebusiness: a business customer with decision maker and business users 1 and 2 (see save-customer.ts). */
export const handler = command({ body: businessSaveBody, run: saveCustomer });
