import type { PersonLookupResult } from '../../../domain/customers/lookup.ts';
import { never, SandboxRegisterDown } from './motor-register-sandbox.ts';
import { SANDBOX_LOOKUP_NUMBERS, SANDBOX_PEOPLE } from './lookup-sandbox-data.ts';
import type { PhoneDirectory } from './phone-directory.ts';

/**
 * The sandbox phone directory over the sample people: each of their mobile and landline numbers finds the same person
 * the person register does, without the CPR number and status the directory never has. The deceased person is no
 * longer a subscriber. `SANDBOX_LOOKUP_NUMBERS.phone` names the numbers that fail.
 */
export const sandboxPhoneDirectory = (options: { down?: boolean } = {}): PhoneDirectory => {
  const byPhone = new Map<string, PersonLookupResult>();
  for (const person of SANDBOX_PEOPLE) {
    if (person.Status === 90) continue;
    const subscriber: PersonLookupResult = { ...person, Cpr: '', Status: null };
    for (const number of [person.CellPhone, person.Phone]) if (number && !byPhone.has(number)) byPhone.set(number, subscriber);
  }
  const special = SANDBOX_LOOKUP_NUMBERS.phone;
  return {
    async byPhone(phoneNumber) {
      if (options.down || phoneNumber === special.down) throw new SandboxRegisterDown();
      if (phoneNumber === special.hangs) return never();
      const subscriber = byPhone.get(phoneNumber);
      return subscriber ? { ...subscriber } : null;
    },
  };
};
