import { horsepowerOf, normaliseVehicleNumber, type VehicleDetails } from '../../../domain/catalogue/vehicle-data.ts';
import { sandboxMotorRegister } from './motor-register-sandbox.ts';
import { BoundedCache, REGISTRY_TIMEOUT_MS, withTimeout } from './registry-guard.ts';

/**
 * The Danish motor register (DMR) port: a vehicle's details by its registration or chassis number (spec part 1 §3
 * "Vehicle details by number"). An adapter answers the register's own record (effect in kW) or null when the register
 * has no data on the number, and throws when the register is down; `motorRegister()` adds the time limit, the kW to
 * horsepower conversion and the cache every adapter gets.
 */
/** The register's own record of a vehicle: the details as staff read them, but the effect in kW only. */
export type MotorRegisterRecord = Omit<VehicleDetails, 'Effect'>;

export interface MotorRegisterAdapter {
  /** The record of a registration number or VIN (already normalised: no spaces, upper case); null: no data. */
  lookUp(number: string): Promise<MotorRegisterRecord | null>;
}

export interface MotorRegister {
  /** The vehicle's details, effect in horsepower; null when the register has no data on the number. */
  byNumber(number: string): Promise<VehicleDetails | null>;
}

export const MOTOR_REGISTER = 'motor register';

export const detailsOf = (record: MotorRegisterRecord): VehicleDetails => ({ ...record, Effect: horsepowerOf(record.EffectKw) });

/** Registrations change daily at most for one car: an hour's answers are kept, a few thousand of them. */
export const MOTOR_REGISTER_CACHE = { maxEntries: 5_000, maxAgeMs: 60 * 60 * 1_000 } as const;

/** An adapter with the time limit and the cache; exported so the contract tests hold every adapter to it. */
export const guardedMotorRegister = (adapter: MotorRegisterAdapter, options: { timeoutMs?: number } = {}): MotorRegister => {
  const cache = new BoundedCache<VehicleDetails | null>(MOTOR_REGISTER_CACHE.maxEntries, MOTOR_REGISTER_CACHE.maxAgeMs);
  return {
    byNumber: (number) => {
      const key = normaliseVehicleNumber(number);
      return cache.through(key, async () => {
        const record = await withTimeout(MOTOR_REGISTER, () => adapter.lookUp(key), options.timeoutMs ?? REGISTRY_TIMEOUT_MS);
        return record && detailsOf(record);
      });
    },
  };
};

const adapterOf = (setting: string): MotorRegisterAdapter => {
  switch (setting) {
    case 'sandbox':
      return sandboxMotorRegister();
    case 'sandbox-down':
      return sandboxMotorRegister({ down: true });
    default:
      throw new Error(`Unknown MOTOR_REGISTER adapter: ${setting}`);
  }
};

let configured: MotorRegister | undefined;
/** `MOTOR_REGISTER`: 'sandbox' (the default) or 'sandbox-down' (every call fails as an outage does). */
export const motorRegister = (): MotorRegister => (configured ??= guardedMotorRegister(adapterOf(process.env.MOTOR_REGISTER ?? 'sandbox')));
