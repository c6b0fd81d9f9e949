import type { DebtRegister, DebtRegisterAnswer } from './debt-register.ts';
import { never, SandboxRegisterDown } from './motor-register-sandbox.ts';
import { SANDBOX_VEHICLE_NUMBERS, sandboxFleet, type FleetVehicle } from './motor-register-sandbox-fleet.ts';

const answerOf = (vehicle: FleetVehicle): DebtRegisterAnswer => ({
  HasDebt: vehicle.Debts.length > 0,
  ChassisNumber: vehicle.VehicleIdentificationNumber,
  // The debt register follows re-registrations the day they happen: always the current plate.
  RegistrationNumber: vehicle.RegistrationNumber,
  Make: vehicle.Make,
  Model: vehicle.Model,
  Debts: vehicle.Debts.map((debt) => ({ ...debt })),
});

/**
 * The sandbox debt register over the sandbox fleet: one car in three has a retention of title, some a distraint
 * besides. It matches by chassis number first, so a registration number of another car (or a former plate) answers
 * with the car's own numbers: the mismatch the debt check shows. `SANDBOX_VEHICLE_NUMBERS.down` fails, `.hangs`
 * never answers.
 */
export const sandboxDebtRegister = (options: { down?: boolean } = {}): DebtRegister => {
  const byVin = new Map<string, FleetVehicle>();
  const byPlate = new Map<string, FleetVehicle>();
  for (const vehicle of sandboxFleet()) {
    byVin.set(vehicle.VehicleIdentificationNumber, vehicle);
    byPlate.set(vehicle.RegistrationNumber, vehicle);
    if (vehicle.FormerRegistrationNumber) byPlate.set(vehicle.FormerRegistrationNumber, vehicle);
  }
  return {
    async check({ chassisNumber, registrationNumber }) {
      const numbers = [chassisNumber, registrationNumber];
      if (options.down || numbers.includes(SANDBOX_VEHICLE_NUMBERS.down)) throw new SandboxRegisterDown();
      if (numbers.includes(SANDBOX_VEHICLE_NUMBERS.hangs)) return never();
      const vehicle = (chassisNumber && byVin.get(chassisNumber)) || (registrationNumber && byPlate.get(registrationNumber));
      return vehicle ? answerOf(vehicle) : null;
    },
  };
};
