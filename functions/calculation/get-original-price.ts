import { ownCaseOf } from '../cases/readers.ts';
import { command } from '../platform/http/endpoint.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { fromPricing } from './catalogue-pricing-query.ts';
import { getOriginalPriceResponse } from './responses.ts';

/**
 * GET /api/case/getoriginalprice/?caseId=: the original new price (incl. VAT and fee) of the case's car, from the
 * catalogue variant it was picked from: the N of the used-car fee (§ 10). Null when the car has no catalogue variant
 * or the catalogue no longer holds it. Reads the case as its owner's command would (tenancy by the case's dealer).
 */
export const handler = command({
  summary: 'Bilens nypris fra kataloget.',
  responses: { 200: getOriginalPriceResponse },
  query: querySchema({ caseId: scopedId('case', 'caseId') }),
  async run(context) {
    const { state } = await ownCaseOf(context.store, context.session, context.query.caseId);
    const guid = state.data.SalesItem?.CarGuid ?? null;
    return fromPricing(async (pricing) => {
      const vehicle = guid ? await pricing.vehicle(guid) : null;
      return { CaseId: context.query.caseId, OriginalPrice: vehicle?.ListPrice ?? null, PriceType: vehicle?.PriceType ?? null };
    });
  },
});
