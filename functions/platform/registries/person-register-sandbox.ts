import { never, SandboxRegisterDown } from './motor-register-sandbox.ts';
import { SANDBOX_LOOKUP_NUMBERS, SANDBOX_PEOPLE } from './lookup-sandbox-data.ts';
import type { PersonRegister } from './person-register.ts';

/**
 * The sandbox person register over the sample people (`lookup-sandbox-data.ts`): known CPR numbers answer their
 * person (one deceased, status 90); `SANDBOX_LOOKUP_NUMBERS.cpr` names the numbers that fail as the real register can.
 */
export const sandboxPersonRegister = (options: { down?: boolean } = {}): PersonRegister => {
  const byCpr = new Map(SANDBOX_PEOPLE.map((person) => [person.Cpr, person]));
  const special = SANDBOX_LOOKUP_NUMBERS.cpr;
  return {
    async byCpr(cpr) {
      if (options.down || cpr === special.down) throw new SandboxRegisterDown();
      if (cpr === special.hangs) return never();
      if (cpr === special.protected) return 'protected';
      const person = byCpr.get(cpr);
      return person ? { Person: { ...person } } : 'unknown';
    },
  };
};
