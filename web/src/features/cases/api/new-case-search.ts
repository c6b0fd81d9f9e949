import { searchPatternParam, searchSchema, type SearchOf } from '@/lib/search-params.ts';

// Ids are digit strings in the address; a link built in code may give a number: accept both, keep digit strings.
const digitsOnly = searchPatternParam(/^\d+$/);
const id = (value: unknown): string | undefined => digitsOnly(value) || undefined;

/** A new case's query (spec part 2 §2: /Cases/Case?carId=&customerId=, /Cases/Case/CreateCase?carId= or ?customerId=). */
export const newCaseSearchSchema = searchSchema({ carId: id, customerId: id });
export type NewCaseSearch = SearchOf<typeof newCaseSearchSchema>;
