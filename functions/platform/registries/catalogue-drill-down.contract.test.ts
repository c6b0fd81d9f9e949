import { describe, expect, it } from 'vitest';
import { emptySelection, guardedCatalogueDrillDown, type CatalogueDrillDown } from './catalogue-drill-down.ts';
import { sandboxCatalogueDrillDown } from './catalogue-drill-down-sandbox.ts';
import { SANDBOX_OUTAGE_MAKE, sandboxVariants } from './model-catalogue-sandbox.ts';
import { BoundedCache, RegistryUnavailable } from './registry-guard.ts';

/** The drill-down's contract, for every adapter behind the guard; `make`/`model` name one model of its data. */
const drillDownContract = (name: string, adapter: () => CatalogueDrillDown, sample: { make: string; model: string }) =>
  describe(`catalogue drill-down contract: ${name}`, () => {
    it('offers the next step’s choices as the selection narrows, and the variants once make and model are chosen', async () => {
      const drill = guardedCatalogueDrillDown(adapter());
      const start = await drill.drillDown(emptySelection());
      expect(start.Options.Types).toEqual(['Personvogn', 'Varevogn']);
      expect(start.Options.Makes).toContain(sample.make);
      expect(start.Options.Models).toEqual([]);
      expect(start.Variants).toEqual([]);

      const model = await drill.drillDown({ ...emptySelection(), Make: sample.make.toLowerCase(), Model: sample.model });
      expect(model.Selection).toMatchObject({ Make: sample.make, Model: sample.model });
      expect(model.Options.Years.length).toBeGreaterThan(0);
      expect(model.Variants.length).toBeGreaterThan(0);
      for (const variant of model.Variants) expect(variant.ProductionPeriod.StartYear).toBeGreaterThan(1990);

      const year = model.Options.Years.at(-1)!;
      const ofYear = await drill.drillDown({ ...model.Selection, Year: year });
      for (const variant of ofYear.Variants) expect(variant.ProductionPeriod.StartYear).toBeLessThanOrEqual(year);
      const fuel = ofYear.Options.FuelTypes[0]!;
      const ofFuel = await drill.drillDown({ ...ofYear.Selection, Fuel: fuel });
      expect(ofFuel.Variants.every((variant) => variant.Selection.Fuel === fuel)).toBe(true);
    });

    it('drops a choice that is not on offer, and the steps after it', async () => {
      const answer = await guardedCatalogueDrillDown(adapter()).drillDown({ Type: null, Make: 'Trabant', Model: 'P601', Year: 1980, Fuel: 'Benzin' });
      expect(answer.Selection).toEqual(emptySelection());
    });

    it('answers a variant, its options and the colours; null for an unknown variant', async () => {
      const drill = guardedCatalogueDrillDown(adapter());
      const [variant] = (await drill.drillDown({ ...emptySelection(), Make: sample.make, Model: sample.model })).Variants;
      expect(await drill.variant(variant!.Id)).toMatchObject({ Id: variant!.Id, Text: variant!.Text });
      const options = await drill.options(variant!.Id);
      expect(options!.some((option) => option.IsStandard)).toBe(true);
      expect(options!.some((option) => !option.IsStandard && option.Price > 0)).toBe(true);
      expect(await drill.options('00000000-0000-4000-8000-000000000001')).toBeNull();
      expect((await drill.colors()).map((color) => color.Name)).toContain('Sølv');
    });

    it('fails as unavailable when the catalogue is down', async () => {
      await expect(guardedCatalogueDrillDown(adapter()).drillDown({ ...emptySelection(), Make: SANDBOX_OUTAGE_MAKE })).rejects.toBeInstanceOf(
        RegistryUnavailable,
      );
    });
  });

drillDownContract('sandbox', () => sandboxCatalogueDrillDown(), { make: 'Volkswagen', model: 'Golf' });

describe('sandbox drill-down', () => {
  it('covers every catalogue variant, vans as Varevogn', async () => {
    const drill = sandboxCatalogueDrillDown();
    const vans = await drill.drillDown({ ...emptySelection(), Type: 'Varevogn', Make: 'Volkswagen', Model: 'Transporter' });
    expect(vans.Variants.length).toBe(sandboxVariants().filter((variant) => variant.Model === 'Transporter').length);
    expect((await drill.drillDown({ ...emptySelection(), Type: 'Varevogn', Make: 'Volkswagen', Model: 'Golf' })).Selection.Model).toBeNull();
  });
});

describe('bounded cache', () => {
  it('keeps at most its bound, forgets the least recently used and what is too old, and caches no failure', async () => {
    let now = 0;
    const cache = new BoundedCache<number>(2, 1_000, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ value: 1 });
    now = 2_000;
    expect(cache.get('a')).toBeUndefined();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('down'));
    };
    await expect(cache.through('x', failing)).rejects.toThrow('down');
    await expect(cache.through('x', failing)).rejects.toThrow('down');
    expect(calls).toBe(2);
    const [one, two] = await Promise.all([cache.through('y', async () => ++calls), cache.through('y', async () => ++calls)]);
    expect(one).toBe(two);
  });
});
