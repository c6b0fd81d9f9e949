import { DefaultFinanceMessages } from '../../domain/dealers/default-finance.ts';
import { defaultFinanceBody } from '../../domain/dealers/default-finance-body.ts';
import { invalid } from '../../domain/errors.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody, withIdFields } from '../platform/http/request-schemas.ts';
import { dealerCommand } from './dealer-commands.ts';
import { defaultFinanceChoices } from './default-finance-company.ts';
import { saveDefaultFinanceCompanyResponse } from './responses.ts';

/**
 * POST /api/dealer/savedefaultfinancecompany: the caller's department chooses its default finance company (a brand
 * of the finance partners with a loan), or none (company 0 without a brand).
 */
export const handler = command({
  summary: 'Gemmer afdelingens standard finansieringsselskab.',
  responses: { 200: saveDefaultFinanceCompanyResponse },
  // The brand is the finance partner's, the same for every department.
  body: danishBody(withIdFields(defaultFinanceBody, { BrandId: { notTenantData: 'a finance partner brand' } })),
  async run(context) {
    const { FinanceCompany, BrandId } = context.body;
    if (BrandId !== null) {
      const offered = (await defaultFinanceChoices()).some((brand) => brand.FinanceCompany === FinanceCompany && brand.BrandId === BrandId);
      if (!offered) throw invalid('BrandId', DefaultFinanceMessages.unknownBrand);
    }
    await dealerCommand(context, { type: 'SetDefaultFinanceCompany', dealerId: context.session.dealerId, choice: { FinanceCompany, BrandId } });
    return { Message: DefaultFinanceMessages.saved };
  },
});
