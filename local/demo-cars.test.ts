import { describe, expect, it } from 'vitest';
import { sandboxModelCatalogue } from '../functions/platform/registries/model-catalogue-sandbox.ts';
import { buildDemoCars } from './demo-cars.ts';

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
