import type { PersonLookupResult } from '../../../domain/customers/lookup.ts';
import { sandboxPersonRegister } from './person-register-sandbox.ts';
import { REGISTRY_TIMEOUT_MS, withTimeout } from './registry-guard.ts';

/**
 * The person register (CPR) port: a person by CPR number, for the CPR box of the customer forms (spec part 1 §3
 * "Lookup result", §5, §8). The register may refuse a person with name and address protection (the screen's 403).
 * An adapter throws when the register is down; `guardedPersonRegister` adds the time limit every call gets.
 *
 * Never cached: each look-up is a paid, audited question about one person, a person's status (deceased, moved) changes
 * any day, and an answer kept in memory would be one more copy of a CPR number in plain text.
 */
export type PersonRegisterAnswer = { Person: PersonLookupResult } | 'unknown' | 'protected';

export interface PersonRegister {
  /** The person of a CPR number (10 digits, already validated). */
  byCpr(cpr: string): Promise<PersonRegisterAnswer>;
}

export const PERSON_REGISTER = 'person register';

export const guardedPersonRegister = (adapter: PersonRegister, options: { timeoutMs?: number } = {}): PersonRegister => ({
  byCpr: (cpr) => withTimeout(PERSON_REGISTER, () => adapter.byCpr(cpr), options.timeoutMs ?? REGISTRY_TIMEOUT_MS),
});

const adapterOf = (setting: string): PersonRegister => {
  switch (setting) {
    case 'sandbox':
      return sandboxPersonRegister();
    case 'sandbox-down':
      return sandboxPersonRegister({ down: true });
    default:
      throw new Error(`Unknown PERSON_REGISTER adapter: ${setting}`);
  }
};

let configured: PersonRegister | undefined;
/** `PERSON_REGISTER`: 'sandbox' (the default) or 'sandbox-down' (every call fails as an outage does). */
export const personRegister = (): PersonRegister => (configured ??= guardedPersonRegister(adapterOf(process.env.PERSON_REGISTER ?? 'sandbox')));
