import type { DebtCheckResult } from '../../../../../domain/catalogue/vehicle-data.ts';
import { api } from '@/lib/api.ts';

/** GET /api/Car/GetCustomerCarDebtCheck: the registered debt on a car. */
export const debtCheck = (numbers: { ChassisNumber: string; RegistrationNumber: string }): Promise<DebtCheckResult> =>
  api.get<DebtCheckResult>('/api/Car/GetCustomerCarDebtCheck', {
    ChassisNumber: numbers.ChassisNumber || null,
    RegistrationNumber: numbers.RegistrationNumber || null,
  });
