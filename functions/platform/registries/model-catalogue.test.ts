import { describe, expect, it } from 'vitest';
import { modelCatalogue, ModelCatalogueUnavailable } from './model-catalogue.ts';
import { SANDBOX_OUTAGE_GUID, SANDBOX_OUTAGE_MAKE, sandboxModelCatalogue, sandboxVariants } from './model-catalogue-sandbox.ts';

describe('sandbox model catalogue', () => {
  const catalogue = sandboxModelCatalogue();

  it('holds ten makes with two to four models of two to four variants each', async () => {
    const makes = await catalogue.makes();
    expect(makes).toHaveLength(10);
    for (const make of makes) {
      const models = await catalogue.models(make);
      expect(models.length, make).toBeGreaterThanOrEqual(2);
      expect(models.length, make).toBeLessThanOrEqual(4);
      for (const model of models) {
        const variants = await catalogue.search({ make, model });
        expect(variants.length, `${make} ${model}`).toBeGreaterThanOrEqual(2);
        expect(variants.length, `${make} ${model}`).toBeLessThanOrEqual(4);
      }
    }
  });

  it('gives every variant its own stable guid and factory code', async () => {
    const variants = sandboxVariants();
    expect(new Set(variants.map((variant) => variant.CarGuid)).size).toBe(variants.length);
    expect(new Set(variants.map((variant) => variant.FactoryCode)).size).toBe(variants.length);
    const first = variants[0]!;
    expect(await sandboxModelCatalogue().byGuid(first.CarGuid.toUpperCase())).toEqual(first);
  });

  it('filters by make, category, model and free-text words', async () => {
    expect(await catalogue.carTypes('volkswagen')).toEqual([
      { Id: 1, Name: 'Personbil' },
      { Id: 2, Name: 'Varebil' },
    ]);
    expect(await catalogue.models('Volkswagen', 2)).toEqual(['Transporter']);
    const golfs = await catalogue.search({ make: 'Volkswagen', freetext: 'golf style' });
    expect(golfs.map((variant) => variant.Variant)).toEqual(['1.5 eTSI DSG Style']);
    expect((await catalogue.search({ carType: 2 })).every((variant) => variant.IsVan && variant.PriceType === 'S')).toBe(true);
  });

  it('fails as an outage for the outage make and guid, or when down', async () => {
    await expect(catalogue.models(SANDBOX_OUTAGE_MAKE)).rejects.toBeInstanceOf(ModelCatalogueUnavailable);
    await expect(catalogue.byGuid(SANDBOX_OUTAGE_GUID)).rejects.toBeInstanceOf(ModelCatalogueUnavailable);
    await expect(modelCatalogue('sandbox-down').makes()).rejects.toBeInstanceOf(ModelCatalogueUnavailable);
    expect(() => modelCatalogue('dbi-live')).toThrow('Unknown MODEL_CATALOGUE adapter');
  });
});
