import { describe, expect, it } from 'vitest';
import { guardedDebtRegister, type DebtRegister } from './debt-register.ts';
import { sandboxDebtRegister } from './debt-register-sandbox.ts';
import { SANDBOX_VEHICLE_NUMBERS, sandboxFleet } from './motor-register-sandbox-fleet.ts';
import { RegistryUnavailable } from './registry-guard.ts';

interface Sample {
  withDebt: { plate: string; vin: string };
  withoutDebt: { plate: string; vin: string };
}

/** The debt register's contract, for every adapter behind the guard. */
const debtRegisterContract = (name: string, adapter: () => DebtRegister, sample: Sample) =>
  describe(`debt register contract: ${name}`, () => {
    it('answers registered debt by chassis number or registration number, with the numbers it matched', async () => {
      const register = guardedDebtRegister(adapter());
      const byVin = await register.check({ chassisNumber: sample.withDebt.vin.toLowerCase() });
      expect(byVin).toMatchObject({ HasDebt: true, ChassisNumber: sample.withDebt.vin, RegistrationNumber: sample.withDebt.plate });
      expect(byVin!.Debts.length).toBeGreaterThan(0);
      expect(await register.check({ registrationNumber: sample.withDebt.plate })).toEqual(byVin);
      expect(await register.check({ registrationNumber: sample.withoutDebt.plate })).toMatchObject({ HasDebt: false, Debts: [] });
    });

    it('matches by chassis number first: another car’s plate answers with the car’s own numbers', async () => {
      const answer = await guardedDebtRegister(adapter()).check({ chassisNumber: sample.withDebt.vin, registrationNumber: sample.withoutDebt.plate });
      expect(answer).toMatchObject({ ChassisNumber: sample.withDebt.vin, RegistrationNumber: sample.withDebt.plate });
    });

    it('answers null for numbers it does not know, and fails as unavailable when down or hanging', async () => {
      const register = guardedDebtRegister(adapter(), { timeoutMs: 200 });
      expect(await register.check({ registrationNumber: SANDBOX_VEHICLE_NUMBERS.unknown })).toBeNull();
      expect(await register.check({})).toBeNull();
      await expect(register.check({ registrationNumber: SANDBOX_VEHICLE_NUMBERS.down })).rejects.toBeInstanceOf(RegistryUnavailable);
      await expect(register.check({ registrationNumber: SANDBOX_VEHICLE_NUMBERS.hangs })).rejects.toBeInstanceOf(RegistryUnavailable);
    });
  });

const fleet = sandboxFleet();
const sampleOf = (debt: boolean) => {
  const vehicle = fleet.find((each) => each.Debts.length > 0 === debt && !each.FormerRegistrationNumber)!;
  return { plate: vehicle.RegistrationNumber, vin: vehicle.VehicleIdentificationNumber };
};
debtRegisterContract('sandbox', () => sandboxDebtRegister(), { withDebt: sampleOf(true), withoutDebt: sampleOf(false) });

describe('sandbox debt register', () => {
  it('corrects a re-registered car’s former plate to its current one', async () => {
    const moved = fleet.find((vehicle) => vehicle.FormerRegistrationNumber)!;
    const answer = await sandboxDebtRegister().check({ registrationNumber: moved.FormerRegistrationNumber!, chassisNumber: moved.VehicleIdentificationNumber });
    expect(answer!.RegistrationNumber).toBe(moved.RegistrationNumber);
  });
});
