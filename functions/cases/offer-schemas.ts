import * as z from 'zod';
import { offerStatusValue, offerTerms, serviceTypeValue } from '../../events/cases.ts';
import { danishBody, idField, integerText, notTenantId, querySchema, scopedId, withIdFields } from '../platform/http/request-schemas.ts';

/** Request and response schemas of a case's finance and insurance offers (Tillægsydelser). */

/** An offer is found only among the offers of the case the request names, which the caller's tenancy scopes. */
const OFFER_OF_CASE = 'an offer of the named case, found only among that case’s offers';
/** The partner's number: a finance company of the partner directory, not a tenant's. */
const FINANCE_COMPANY = 'a finance company of the partner directory';
/** A partner's brand or product: the partner directory's, the same for every dealer. */
const PARTNER_CATALOGUE = 'a finance partner’s brand or product';

/** `MinVersion` (the ETag an offer's save returned) waits until the read model holds that save. */
export const offersOfCaseQuery = querySchema({ caseId: scopedId('case', 'caseId'), MinVersion: integerText('MinVersion', 0, Number.MAX_SAFE_INTEGER).optional() });

export const saveOfferBody = danishBody(
  z
    .object({
      CaseId: idField('CaseId'),
      OfferId: idField('OfferId').nullable().optional(),
      FinanceCompany: z.number().int().min(0).max(100_000),
      IsActive: z.boolean().optional(),
      Offer: offerTerms
        .extend({ Status: offerStatusValue.nullable(), ServiceType: serviceTypeValue.nullable() })
        .partial()
        .strip(),
    })
    .strip(),
);
withIdFields(saveOfferBody, {
  CaseId: 'case',
  OfferId: { notTenantData: OFFER_OF_CASE },
  'Offer.BrandId': { notTenantData: PARTNER_CATALOGUE },
  'Offer.ProductId': { notTenantData: PARTNER_CATALOGUE },
});

export const deleteOfferQuery = querySchema({
  caseId: scopedId('case', 'caseId'),
  company: notTenantId(integerText('company', 0, 100_000), FINANCE_COMPANY),
  financeId: notTenantId(idField('financeId'), OFFER_OF_CASE),
});

/** One offer as the Tillægsydelser tab reads it (spec part 2 §3 Offer). */
export const offerResponse = z.object({
  FinanceCompany: z.number(),
  OfferId: z.string(),
  IsActive: z.boolean(),
  IsLocked: z.boolean(),
  Offer: offerTerms.extend({ ServiceType: z.number(), Status: z.number() }),
});
export const offersResponse = z.array(offerResponse).describe('Sagens tilbud på finansiering og forsikring.');
export const offerIdResponse = z.string().describe('Tilbuddets nummer.');
export const offerDeletedResponse = z.object({ OfferId: z.string() });
