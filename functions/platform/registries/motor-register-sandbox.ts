import { periodicTaxes, taxRequestSchema } from '../../../domain/calculation/periodic-taxes.ts';
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

const feeFuelOf = (fuel: string): 'Diesel' | 'Electric' | 'Gasoline' => {
  if (/diesel/i.test(fuel)) return 'Diesel';
  return /^(el|electric)$/i.test(fuel.trim()) ? 'Electric' : 'Gasoline';
};

/**
 * The yearly taxes the register holds of a sandbox car: what the rate tables give for its weight, fuel, km/l and first
 * registration at this year's rates. A diesel registered from 2010 has a particle filter, as such cars came with one.
 */
const yearlyTaxesOf = (vehicle: FleetVehicle, weights: { Weight: number; TotalWeight: number }, today: string) => {
  const fuel = feeFuelOf(vehicle.Fuel);
  const taxes = periodicTaxes(
    taxRequestSchema.parse({
      FuelType: fuel,
      VehicleType: vehicle.IsVan ? 'Van' : 'Car',
      OwnWeight: weights.Weight,
      TotalWeight: weights.TotalWeight,
      KmPrLiter: vehicle.FuelEconomy,
      RegistrationDate: vehicle.FirstRegistrationDate,
      HasParticleFilter: fuel === 'Diesel' ? Number(vehicle.FirstRegistrationDate.slice(0, 4)) >= 2010 : null,
    }),
    today,
  );
  return { WeightTaxPerYear: taxes.YearlyTax, EqualisationTaxPerYear: taxes.YearlyEqualisationTax, NoParticleFilterTax: taxes.YearlyNoParticleFilterTax };
};

const recordOf = (vehicle: FleetVehicle, plate: string, today: string): MotorRegisterRecord => ({
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
  ...yearlyTaxesOf(vehicle, weightsOf(vehicle), today),
});

/**
 * The sandbox motor register over the sandbox fleet. A re-registered car is still on its former plate here (the
 * register lags a re-registration): found by that plate or its VIN, it answers the former plate, which the debt
 * register then corrects. `SANDBOX_VEHICLE_NUMBERS.down` fails, `.hangs` never answers.
 */
export const sandboxMotorRegister = (options: { down?: boolean } = {}): MotorRegisterAdapter => {
  const byNumber = new Map<string, MotorRegisterRecord>();
  const today = new Date().toISOString().slice(0, 10);
  for (const vehicle of sandboxFleet()) {
    const record = recordOf(vehicle, vehicle.FormerRegistrationNumber ?? vehicle.RegistrationNumber, today);
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
