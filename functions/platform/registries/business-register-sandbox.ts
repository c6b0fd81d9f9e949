import type { BusinessLookupResult } from '../../../domain/customers/lookup.ts';
import type { BusinessRegister } from './business-register.ts';
import { never, SandboxRegisterDown } from './motor-register-sandbox.ts';
import { SANDBOX_COMPANIES, SANDBOX_LOOKUP_NUMBERS } from './lookup-sandbox-data.ts';

/**
 * The sandbox business register over the sample companies: a company's CVR number and its phone number find the same
 * company. `SANDBOX_LOOKUP_NUMBERS.cvr` names the numbers that fail, as CVR or as phone number.
 */
export const sandboxBusinessRegister = (options: { down?: boolean } = {}): BusinessRegister => {
  const byCvr = new Map(SANDBOX_COMPANIES.map((company) => [company.Cvr, company]));
  const byPhone = new Map(SANDBOX_COMPANIES.map((company) => [company.Phone, company]));
  const special = SANDBOX_LOOKUP_NUMBERS.cvr;
  const answer = async (number: string, index: Map<string, BusinessLookupResult>): Promise<BusinessLookupResult | null> => {
    if (options.down || number === special.down) throw new SandboxRegisterDown();
    if (number === special.hangs) return never();
    const company = index.get(number);
    return company ? { ...company } : null;
  };
  return {
    byCvr: (cvr) => answer(cvr, byCvr),
    byPhone: (phoneNumber) => answer(phoneNumber, byPhone),
  };
};
