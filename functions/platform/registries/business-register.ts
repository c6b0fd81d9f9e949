import type { BusinessLookupResult } from '../../../domain/customers/lookup.ts';
import { sandboxBusinessRegister } from './business-register-sandbox.ts';
import { BoundedCache, REGISTRY_TIMEOUT_MS, withTimeout } from './registry-guard.ts';

/**
 * The business register (CVR) port: a company by CVR number or by phone number, for the business customer's look-ups
 * (spec part 1 §3 "Lookup result": CompanyName, CompanyType, Cvr and address fields). An adapter answers null for a
 * number it does not know and throws when the register is down; `guardedBusinessRegister` adds the time limit and a
 * cache: the register is public and moves slowly, so an hour's answers are kept, a few thousand at most.
 */
export interface BusinessRegister {
  byCvr(cvr: string): Promise<BusinessLookupResult | null>;
  byPhone(phoneNumber: string): Promise<BusinessLookupResult | null>;
}

export const BUSINESS_REGISTER = 'business register';

export const BUSINESS_REGISTER_CACHE = { maxEntries: 2_000, maxAgeMs: 60 * 60 * 1_000 } as const;

export const guardedBusinessRegister = (adapter: BusinessRegister, options: { timeoutMs?: number } = {}): BusinessRegister => {
  const cache = new BoundedCache<BusinessLookupResult | null>(BUSINESS_REGISTER_CACHE.maxEntries, BUSINESS_REGISTER_CACHE.maxAgeMs);
  const timeoutMs = options.timeoutMs ?? REGISTRY_TIMEOUT_MS;
  // Copies out of the cache, so that no caller can change what the next one is answered.
  const copy = (answer: BusinessLookupResult | null) => answer && { ...answer };
  return {
    byCvr: async (cvr) => copy(await cache.through(`cvr:${cvr}`, () => withTimeout(BUSINESS_REGISTER, () => adapter.byCvr(cvr), timeoutMs))),
    byPhone: async (phoneNumber) =>
      copy(await cache.through(`phone:${phoneNumber}`, () => withTimeout(BUSINESS_REGISTER, () => adapter.byPhone(phoneNumber), timeoutMs))),
  };
};

const adapterOf = (setting: string): BusinessRegister => {
  switch (setting) {
    case 'sandbox':
      return sandboxBusinessRegister();
    case 'sandbox-down':
      return sandboxBusinessRegister({ down: true });
    default:
      throw new Error(`Unknown BUSINESS_REGISTER adapter: ${setting}`);
  }
};

let configured: BusinessRegister | undefined;
/** `BUSINESS_REGISTER`: 'sandbox' (the default) or 'sandbox-down'. */
export const businessRegister = (): BusinessRegister => (configured ??= guardedBusinessRegister(adapterOf(process.env.BUSINESS_REGISTER ?? 'sandbox')));
