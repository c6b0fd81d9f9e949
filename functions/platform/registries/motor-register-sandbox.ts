import type { MotorRegisterAdapter, MotorRegisterRecord } from './motor-register.ts';
import { SANDBOX_VEHICLE_NUMBERS, sandboxFleet, type FleetVehicle } from './motor-register-sandbox-fleet.ts';

/** A register that does not answer: settles long after any caller's time limit, and keeps no process alive. */
export const never = <T>(): Promise<T> =>
  new Promise<T>((_, reject) => {
    setTimeout(() => reject(new Error('the sandbox register hung')), 60_000).unref();
  });

export class SandboxRegisterDown extends Error {
  constructor() {
    super('The sandbox register is down.');
    this.name = 'SandboxRegisterDown';
  }
}

/**
 * The weights the register holds of a sandbox car, worked out from what the fleet knows of it (power, electric, van):
 * round figures of the size such cars weigh, the same at every look-up.
 */
const weightsOf = (vehicle: FleetVehicle): { Weight: number; TotalWeight: number } => {
  const electric = /^(el|electric)$/i.test(vehicle.Fuel.trim());
  const weight = Math.round((1_000 + vehicle.EffectKw * 3 + (electric ? 450 : 0) + (vehicle.IsVan ? 450 : 0)) / 5) * 5;
  return { Weight: weight, TotalWeight: weight + (vehicle.IsVan ? 1_100 : 520) };
};

const recordOf = (vehicle: FleetVehicle, plate: string): MotorRegisterRecord => ({
  RegistrationNumber: plate,
  VehicleIdentificationNumber: vehicle.VehicleIdentificationNumber,
  Make: vehicle.Make,
  Model: vehicle.Model,
  Type: vehicle.Type,
  VariantText: vehicle.VariantText,
  Fuel: vehicle.Fuel,
  EffectKw: vehicle.EffectKw,
  FuelEconomy: vehicle.FuelEconomy,
  FirstRegistrationDate: vehicle.FirstRegistrationDate,
  InspectionDate: vehicle.InspectionDate,
  Color: vehicle.Color,
  NumberOfDoors: vehicle.NumberOfDoors,
  IsVan: vehicle.IsVan,
  CarGuid: vehicle.CarGuid,
  ...weightsOf(vehicle),
});

/**
 * The sandbox motor register over the sandbox fleet. A re-registered car is still on its former plate here (the
 * register lags a re-registration): found by that plate or its VIN, it answers the former plate, which the debt
 * register then corrects. `SANDBOX_VEHICLE_NUMBERS.down` fails, `.hangs` never answers.
 */
export const sandboxMotorRegister = (options: { down?: boolean } = {}): MotorRegisterAdapter => {
  const byNumber = new Map<string, MotorRegisterRecord>();
  for (const vehicle of sandboxFleet()) {
    const record = recordOf(vehicle, vehicle.FormerRegistrationNumber ?? vehicle.RegistrationNumber);
    byNumber.set(record.RegistrationNumber, record);
    byNumber.set(record.VehicleIdentificationNumber, record);
  }
  return {
    async lookUp(number) {
      if (options.down || number === SANDBOX_VEHICLE_NUMBERS.down) throw new SandboxRegisterDown();
      if (number === SANDBOX_VEHICLE_NUMBERS.hangs) return never();
      return byNumber.get(number) ?? null;
    },
  };
};
