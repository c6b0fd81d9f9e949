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

/**
 * A new case's query (spec part 2 §2: /Cases/Case?carId=&customerId=&financeOfferId=, /Cases/Case/CreateCase?carId= or
 * ?customerId=): a stock car, a customer, or a finance offer whose deal the case is opened for.
 */
export const newCaseSearchSchema = z.object({ carId: id, customerId: id, financeOfferId: id });
export type NewCaseSearch = z.output<typeof newCaseSearchSchema>;
