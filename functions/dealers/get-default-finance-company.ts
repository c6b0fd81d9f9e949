import { query } from '../platform/http/endpoint.ts';
import { defaultFinanceChoices, defaultFinanceOf } from './default-finance-company.ts';
import { defaultFinanceCompanyResponse } from './responses.ts';

/** GET /api/dealer/defaultfinancecompany: the caller's department's default finance company and the brands to choose from. */
export const handler = query({
  summary: 'Afdelingens standard finansieringsselskab og de selskaber, der kan vælges.',
  responses: { 200: defaultFinanceCompanyResponse },
  async run({ session }) {
    const [chosen, brands] = await Promise.all([defaultFinanceOf(session.dealerId), defaultFinanceChoices()]);
    const brand = brands.find((candidate) => candidate.FinanceCompany === chosen.FinanceCompany && candidate.BrandId === chosen.BrandId);
    return {
      // A brand the partner no longer offers counts as none chosen: the reminder then asks again.
      FinanceCompany: brand ? chosen.FinanceCompany : 0,
      BrandId: brand ? chosen.BrandId : null,
      BrandName: brand?.BrandName ?? null,
      Brands: brands.map(({ FinanceCompany, BrandId, BrandName }) => ({ FinanceCompany, BrandId, BrandName })),
    };
  },
});
