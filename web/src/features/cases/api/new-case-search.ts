import { z } from 'zod';

// Ids are digit strings in the address; a link built in code may give a number: accept both, keep digit strings.
const id = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .pipe(z.string().regex(/^\d+$/))
  .optional()
  .catch(undefined);

/** A new case's query (spec part 2 §2: /Cases/Case?carId=&customerId=, /Cases/Case/CreateCase?carId= or ?customerId=). */
export const newCaseSearchSchema = z.object({ carId: id, customerId: id });
export type NewCaseSearch = z.output<typeof newCaseSearchSchema>;
