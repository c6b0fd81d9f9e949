import { searchPatternParam, searchSchema, type SearchOf } from '@/lib/search-params.ts';

// Ids are digit strings in the address; a link built in code may give a number: accept both, keep digit strings.
const digitsOnly = searchPatternParam(/^\d+$/);
const id = (value: unknown): string | undefined => digitsOnly(value) || undefined;

/**
 * A new case's query (spec part 2 §2: /Cases/Case?carId=&customerId=&financeOfferId=, /Cases/Case/CreateCase?carId= or
 * ?customerId=): a stock car, a customer, or a finance offer whose deal the case is opened for.
 */
export const newCaseSearchSchema = searchSchema({ carId: id, customerId: id, financeOfferId: id });
export type NewCaseSearch = SearchOf<typeof newCaseSearchSchema>;
