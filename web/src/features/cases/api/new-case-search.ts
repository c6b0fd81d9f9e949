import * as z from 'zod/mini';

// Ids are digit strings in the address; a link built in code may give a number: accept both, keep digit strings.
const id = z.catch(
  z.optional(
    z.pipe(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value: string | number) => String(value)),
      ),
      z.string().check(z.regex(/^\d+$/)),
    ),
  ),
  undefined,
);

/** A new case's query (spec part 2 §2: /Cases/Case?carId=&customerId=, /Cases/Case/CreateCase?carId= or ?customerId=). */
export const newCaseSearchSchema = z.object({ carId: id, customerId: id });
export type NewCaseSearch = z.output<typeof newCaseSearchSchema>;
