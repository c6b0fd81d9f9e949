import * as z from 'zod';
import { notFound } from '../../domain/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { integerText, notTenantId, querySchema } from '../platform/http/request-schemas.ts';
import { financeCompanies } from '../platform/partners/finance-companies.ts';

const CATALOGUE = 'a finance partner’s brand or company number';

/** GET /api/caseplugin/getstyle?brandId=&company=: the finance or insurance partner's logo and colour for its offer tab, and where its plugin lives. */
export const handler = query({
  summary: 'Finansieringsselskabets logo og farve til tilbuddets fane.',
  responses: { 200: z.object({ UrlLogo: z.string().nullable(), PrimaryColor: z.string().nullable(), LogoText: z.string().nullable(), Name: z.string(), PluginUrl: z.string() }) },
  query: querySchema({
    brandId: notTenantId(integerText('brandId', 0, 1_000_000_000), CATALOGUE),
    company: notTenantId(integerText('company', 0, 1_000_000_000), CATALOGUE),
  }),
  async run({ query: { brandId, company } }) {
    const partners = financeCompanies();
    const [brands, insurers] = await Promise.all([partners.brandsAndProducts(), partners.insurers()]);
    const brand = [...brands, ...insurers].find((candidate) => candidate.BrandId === Number(brandId) && candidate.FinanceCompany === Number(company));
    const plugin = brand && (await partners.plugin(brand.PartnerId));
    if (!plugin) throw notFound('Finansieringsselskabet findes ikke.');
    return { UrlLogo: null, PrimaryColor: plugin.Style.PrimaryColor, LogoText: plugin.Style.LogoText, Name: plugin.Name, PluginUrl: plugin.PluginUrl };
  },
});
