import { describe, expect, it } from 'vitest';
import { looksLikeVin } from '../../../domain/catalogue/vehicle-data.ts';
import { catalogueDrillDown } from './catalogue-drill-down.ts';
import { guardedMotorRegister, type MotorRegisterAdapter } from './motor-register.ts';
import { sandboxMotorRegister } from './motor-register-sandbox.ts';
import { SANDBOX_VEHICLE_NUMBERS, sandboxFleet } from './motor-register-sandbox-fleet.ts';
import { sandboxModelCatalogue } from './model-catalogue-sandbox.ts';
import { RegistryUnavailable } from './registry-guard.ts';

/**
 * The motor register's contract: what every adapter (the sandbox, and a real one when written) must do behind the
 * guard. Run with a known plate and VIN of the adapter's data and its failure numbers.
 */
const motorRegisterContract = (name: string, adapter: () => MotorRegisterAdapter, sample: { plate: string; vin: string }) =>
  describe(`motor register contract: ${name}`, () => {
    const byPlate = () => guardedMotorRegister(adapter()).byNumber(` ${sample.plate.slice(0, 2).toLowerCase()} ${sample.plate.slice(2)} `);

    it('finds a vehicle by registration number, in any spacing and casing, with effect in horsepower', async () => {
      const found = await byPlate();
      expect(found).not.toBeNull();
      expect(found!.RegistrationNumber).toBe(sample.plate);
      expect(found!.VehicleIdentificationNumber).toBe(sample.vin);
      expect(looksLikeVin(found!.VehicleIdentificationNumber)).toBe(true);
      expect(found!.Effect).toBe(Math.round(found!.EffectKw * 1.36));
      expect(found!.FirstRegistrationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('finds the same vehicle by VIN', async () => {
      expect(await guardedMotorRegister(adapter()).byNumber(sample.vin)).toEqual(await byPlate());
    });

    it('answers null for a number it has no data on', async () => {
      expect(await guardedMotorRegister(adapter()).byNumber(SANDBOX_VEHICLE_NUMBERS.unknown)).toBeNull();
    });

    it('fails as unavailable when the register is down', async () => {
      const register = guardedMotorRegister(adapter(), { timeoutMs: 200 });
      await expect(register.byNumber(SANDBOX_VEHICLE_NUMBERS.down)).rejects.toBeInstanceOf(RegistryUnavailable);
    });

    it('fails as unavailable within the time limit when the register hangs', async () => {
      const register = guardedMotorRegister(adapter(), { timeoutMs: 200 });
      const started = Date.now();
      await expect(register.byNumber(SANDBOX_VEHICLE_NUMBERS.hangs)).rejects.toBeInstanceOf(RegistryUnavailable);
      expect(Date.now() - started).toBeLessThan(1_000);
    });
  });

const fleet = sandboxFleet();
const first = fleet.find((vehicle) => !vehicle.FormerRegistrationNumber)!;
motorRegisterContract('sandbox', () => sandboxMotorRegister(), { plate: first.RegistrationNumber, vin: first.VehicleIdentificationNumber });

describe('sandbox fleet', () => {
  it('holds a few hundred vehicles with unique plates and VINs, the same on every run', () => {
    expect(fleet.length).toBeGreaterThanOrEqual(200);
    const plates = fleet.flatMap((vehicle) => [vehicle.RegistrationNumber, ...(vehicle.FormerRegistrationNumber ? [vehicle.FormerRegistrationNumber] : [])]);
    expect(new Set(plates).size).toBe(plates.length);
    expect(plates.every((plate) => /^[A-Z]{2}\d{5}$/.test(plate))).toBe(true);
    expect(new Set(fleet.map((vehicle) => vehicle.VehicleIdentificationNumber)).size).toBe(fleet.length);
    expect(fleet.every((vehicle) => looksLikeVin(vehicle.VehicleIdentificationNumber))).toBe(true);
    expect(first.RegistrationNumber).toBe(sandboxFleet()[0]!.RegistrationNumber);
  });

  it('drills every catalogued vehicle down to its catalogue variant, within its production period', async () => {
    const catalogue = sandboxModelCatalogue();
    const drill = catalogueDrillDown();
    const catalogued = fleet.filter((vehicle) => vehicle.CarGuid);
    // The demo data's cars include models the catalogue lacks, and the customers' cars have no variant chosen.
    expect(catalogued.length).toBeGreaterThan(fleet.length * 0.75);
    for (const vehicle of catalogued.slice(0, 60)) {
      const variant = await catalogue.byGuid(vehicle.CarGuid!);
      expect(variant?.Type).toBe(vehicle.Type);
      const found = await drill.variant(vehicle.CarGuid!);
      const year = Number(vehicle.FirstRegistrationDate.slice(0, 4));
      expect(found!.ProductionPeriod.StartYear).toBeLessThanOrEqual(year);
    }
    expect(fleet.some((vehicle) => vehicle.CarGuid === null)).toBe(true);
  });

  it('has cars with and without registered debt, and re-registered cars', () => {
    expect(fleet.filter((vehicle) => vehicle.Debts.length > 0).length).toBeGreaterThan(50);
    expect(fleet.filter((vehicle) => vehicle.FormerRegistrationNumber).length).toBeGreaterThan(3);
  });
});

describe('sandbox motor register: yearly taxes', () => {
  const register = sandboxMotorRegister();
  const lookUp = async (vehicle: (typeof fleet)[number]) => (await register.lookUp(vehicle.FormerRegistrationNumber ?? vehicle.RegistrationNumber))!;

  it("answers each car's yearly taxes as the rate tables give them: a diesel pays equalisation tax, a petrol car none", async () => {
    const diesel = fleet.find((vehicle) => vehicle.Fuel === 'Diesel' && !vehicle.IsVan)!;
    const petrol = fleet.find((vehicle) => vehicle.Fuel === 'Benzin' && !vehicle.IsVan)!;
    const [dieselRecord, petrolRecord] = [await lookUp(diesel), await lookUp(petrol)];
    expect(dieselRecord.WeightTaxPerYear).toBeGreaterThan(0);
    expect(dieselRecord.EqualisationTaxPerYear).toBeGreaterThan(0);
    expect(petrolRecord.WeightTaxPerYear).toBeGreaterThan(0);
    expect(petrolRecord.EqualisationTaxPerYear).toBe(0);
    // Whole kroner, rounded up to tens per half year as the tax agency bills them.
    expect((dieselRecord.WeightTaxPerYear ?? 0) % 20).toBe(0);
  });
});
