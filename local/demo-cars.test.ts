import { describe, expect, it } from 'vitest';
import { sandboxModelCatalogue } from '../functions/platform/registries/model-catalogue-sandbox.ts';
import { sandboxDebtRegister } from '../functions/platform/registries/debt-register-sandbox.ts';
import { sandboxMotorRegister } from '../functions/platform/registries/motor-register-sandbox.ts';
import { buildDemoCars, demoCars } from './demo-cars.ts';
import { demoCustomerCars } from './demo-customer-cars.ts';

describe('the demo stock and the model catalogue', () => {
  it("gives more than half of the demo cars the sandbox catalogue's variant of their make and model, of their fuel", async () => {
    const cars = buildDemoCars();
    const catalogued = cars.filter((demo) => demo.Car.CarSpecificationGuid);
    expect(catalogued.length).toBeGreaterThan(cars.length / 2);
    const catalogue = sandboxModelCatalogue();
    const fuels: Record<string, string[]> = { Petrol: ['Benzin'], Diesel: ['Diesel'], Electric: ['El'], Hybrid: ['Hybrid', 'Plug-in hybrid'] };
    for (const { Car } of catalogued) {
      const variant = await catalogue.byGuid(Car.CarSpecificationGuid!);
      expect(variant, `${Car.Make} ${Car.Model}`).not.toBeNull();
      expect(variant!.Make).toBe(Car.Make);
      expect(Car.Model.toLowerCase().startsWith(variant!.Model.toLowerCase())).toBe(true);
      expect(fuels[Car.FuelType!]).toContain(variant!.FuelType);
    }
    // A model the catalogue lacks has none rather than another model's.
    expect(cars.find((demo) => demo.Car.Make === 'Audi')?.Car.CarSpecificationGuid).toBeNull();
  });
});

describe('the demo cars and the sandbox registers', () => {
  const motorRegister = sandboxMotorRegister();
  const debtRegister = sandboxDebtRegister();

  it('know every demo stock car by its plate and its chassis number, as the car is', async () => {
    for (const { Car } of demoCars) {
      const record = await motorRegister.lookUp(Car.RegistrationNumber!);
      expect(record, Car.RegistrationNumber!).toMatchObject({ Make: Car.Make, Model: Car.Model, VehicleIdentificationNumber: Car.ChassisNumber, FirstRegistrationDate: Car.RegistrationDate });
      expect((await motorRegister.lookUp(Car.ChassisNumber!))?.RegistrationNumber).toBe(Car.RegistrationNumber);
      expect(await debtRegister.check({ chassisNumber: Car.ChassisNumber!, registrationNumber: Car.RegistrationNumber! }), Car.RegistrationNumber!).not.toBeNull();
    }
  });

  it('know every demo customer car, and some of the demo cars carry a debt to show', async () => {
    for (const { Car } of demoCustomerCars) {
      const record = await motorRegister.lookUp(Car.RegistrationNumber!);
      expect(record, Car.RegistrationNumber!).toMatchObject({ Make: Car.Variant!.Make, Model: Car.Variant!.Model, VehicleIdentificationNumber: Car.ChassisNumber });
    }
    const answers = await Promise.all(demoCars.map(({ Car }) => debtRegister.check({ chassisNumber: Car.ChassisNumber!, registrationNumber: Car.RegistrationNumber! })));
    expect(answers.filter((answer) => (answer?.Debts.length ?? 0) > 0).length).toBeGreaterThan(10);
  });
});
