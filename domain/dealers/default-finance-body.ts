import * as z from 'zod';
import { DefaultFinanceMessages } from './default-finance.ts';

/** POST /api/dealer/savedefaultfinancecompany: a brand of one of the partners, or company 0 without a brand for none. */
export const defaultFinanceBody = z
  .object({
    FinanceCompany: z.coerce.number({ error: DefaultFinanceMessages.unknownBrand }).int().min(0, DefaultFinanceMessages.unknownBrand),
    BrandId: z.coerce.number({ error: DefaultFinanceMessages.unknownBrand }).int().min(1, DefaultFinanceMessages.unknownBrand).nullable(),
  })
  .refine((body) => (body.FinanceCompany === 0) === (body.BrandId === null), { path: ['BrandId'], message: DefaultFinanceMessages.unknownBrand });
