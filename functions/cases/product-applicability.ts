import * as z from 'zod';
import { notFound } from '../../domain/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { OWN_DEPARTMENT_ONLY } from './finance-products.ts';
import { integerText, notTenantId, querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { financeCompanies } from '../platform/partners/finance-companies.ts';

const CATALOGUE = 'a finance partner’s brand, company or product number';
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'FirstRegistrationDate skal være en dato.');

/** Whole years from the first registration to today. */
const yearsSince = (date: string, today: Date): number => {
  const first = new Date(date.slice(0, 10));
  let years = today.getUTCFullYear() - first.getUTCFullYear();
  if (today.getUTCMonth() < first.getUTCMonth() || (today.getUTCMonth() === first.getUTCMonth() && today.getUTCDate() < first.getUTCDate())) years--;
  return Math.max(0, years);
};

/**
 * GET /api/financeproductapplicability/productisapplicable: whether the product may finance the car (its age, mileage
 * and price); the chooser shows the partner's answer.
 */
export const handler = query({
  summary: 'Om finansieringsproduktet kan bruges til bilen.',
  responses: { 200: z.object({ IsApplicable: z.boolean() }) },
  query: querySchema({
    DealerId: scopedId('department', 'DealerId'),
    brand: notTenantId(integerText('brand', 0, 1_000_000_000), CATALOGUE).optional(),
    company: notTenantId(integerText('company', 0, 1_000_000_000), CATALOGUE).optional(),
    product: notTenantId(integerText('product', 0, 1_000_000_000), CATALOGUE),
    CarId: scopedId('car', 'CarId').optional(),
    FirstRegistrationDate: isoDate.optional(),
    Mileage: integerText('Mileage', 0, 10_000_000).optional(),
    RetailPrice: integerText('RetailPrice', 0, 100_000_000),
  }),
  async run({ query: parameters, session }) {
    if (parameters.DealerId !== session.dealerId) throw notFound(OWN_DEPARTMENT_ONLY);
    const car = {
      // A car without a first registration is new.
      ageYears: parameters.FirstRegistrationDate ? yearsSince(parameters.FirstRegistrationDate, new Date()) : 0,
      mileage: Number(parameters.Mileage ?? 0),
      price: Number(parameters.RetailPrice),
    };
    return { IsApplicable: await financeCompanies().productIsApplicable(Number(parameters.product), car) };
  },
});
