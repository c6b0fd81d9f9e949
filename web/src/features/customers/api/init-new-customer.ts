import { api } from '@/lib/api.ts';
import type { StoredCustomer } from './get-customer.ts';

/** GET /api/customer/InitNewCustomer/: a blank customer with Id '0'. */
export const initNewCustomer = (): Promise<StoredCustomer> => api.get<StoredCustomer>('/api/customer/InitNewCustomer/');
