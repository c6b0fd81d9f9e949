/** POST /api/customerlist/GetDuplicatePrivateCustomer: see customer-duplicates.ts. */
export { privateDuplicate as handler } from './customer-duplicates.ts';
