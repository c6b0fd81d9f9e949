/** POST /api/customerlist/GetDuplicateBusinessCustomer: see customer-duplicates.ts. */
export { businessDuplicate as handler } from './customer-duplicates.ts';
