import { api, type ApiFile } from '@/lib/api.ts';

/** GET /api/DebtCheck/PrintDebtReport: the debt check as a PDF. */
export const printDebtReport = (numbers: { ChassisNumber: string; RegistrationNumber: string }): Promise<ApiFile> =>
  api.getFile('/api/DebtCheck/PrintDebtReport', {
    ChassisNumber: numbers.ChassisNumber || null,
    RegistrationNumber: numbers.RegistrationNumber || null,
    RenderPdf: true,
  });
