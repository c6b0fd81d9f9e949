import * as z from 'zod';
import { notFound } from '../../domain/errors.ts';
import { dealerById } from '../platform/auth/dealer-directory.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { financeCompanies } from '../platform/partners/finance-companies.ts';

export const OWN_DEPARTMENT_ONLY = 'Afdelingen findes ikke.';

const product = z.object({ ProductId: z.number(), ProductName: z.string(), AllowPrivate: z.boolean(), AllowBusiness: z.boolean() });
const brand = z.object({
  FinanceCompany: z.number(),
  BrandId: z.number(),
  BrandName: z.string(),
  DefaultProductId: z.number().nullable(),
  Products: z.array(product),
});
const insurer = z.object({ FinanceCompany: z.number(), BrandId: z.number(), BrandName: z.string() });
export const brandsAndProductsResponse = z.object({
  Brands: z.array(brand),
  DefaultBrand: brand.nullable(),
  Insurers: z.array(insurer).describe('Forsikringsselskaberne, som partnervælgeren viser ved siden af finansieringsselskaberne.'),
});

/**
 * GET /api/financeproduct/GetBrandsAndProductsWithLoanOnly?Id=: the finance chooser's brands with their loans (leasing
 * left out), and the brand chosen first: the department's default finance company (none until it chose one). The
 * insurance companies come along: the partner picker lists them beside the finance brands, from this one answer.
 */
export const handler = query({
  summary: 'Finansieringsselskabernes mærker og lån til finansieringsvælgeren.',
  responses: { 200: brandsAndProductsResponse },
  query: querySchema({ Id: scopedId('department', 'Id') }),
  async run({ query: { Id }, session }) {
    // The dealer's own partners: another department's are not the caller's to read.
    if (Id !== session.dealerId) throw notFound(OWN_DEPARTMENT_ONLY);
    const partners = financeCompanies();
    const [offered, insurers, department] = await Promise.all([partners.brandsAndProducts(), partners.insurers(), dealerById(Id)]);
    const chosen = department?.DefaultFinanceCompany;
    const brands = offered.map(({ PartnerId: _partner, Products, ...rest }) => ({
      ...rest,
      Products: Products.filter((candidate) => candidate.LoanOnly).map(({ LoanOnly: _loan, ...kept }) => kept),
    }));
    return {
      Brands: brands,
      DefaultBrand: brands.find((candidate) => candidate.FinanceCompany === chosen?.FinanceCompany && candidate.BrandId === chosen.BrandId) ?? null,
      Insurers: insurers.map(({ PartnerId: _partner, ...rest }) => rest),
    };
  },
});
