import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** A case of the customer as `GET /api/casesbycustomer/getbycustomerid` lists it. */
export interface CustomerCase {
  Id: string;
  CarDescription: string | null;
  Status: number;
  StatusText: string;
  CaseManagerName: string | null;
  CreatedDate: string;
  ModifiedDate: string;
}

/** Spec part 1 §7: the customer page fetches up to 100 of a customer's cases (the list's detail pane 3). */
export const CUSTOMER_PAGE_CASES = 100;

/** The department's cases of a customer, most recently changed first. */
export const casesByCustomerQuery = (customerId: string) =>
  queryOptions({
    queryKey: ['cases', 'by-customer', customerId] as const,
    queryFn: () =>
      api.get<{ List: CustomerCase[] }>('/api/casesbycustomer/getbycustomerid', { customerId, count: CUSTOMER_PAGE_CASES }).then((reply) => reply.List),
  });
