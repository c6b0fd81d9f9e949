import { describe, expect, it } from 'vitest';
import { emptySelection, guardedCatalogueDrillDown, type CatalogueDrillDown } from './catalogue-drill-down.ts';
import { sandboxCatalogueDrillDown } from './catalogue-drill-down-sandbox.ts';
import { SANDBOX_OUTAGE_MAKE, sandboxVariants } from './model-catalogue-sandbox.ts';
import { BoundedCache, RegistryUnavailable } from './registry-guard.ts';

/** The drill-down's contract, for every adapter behind the guard; `make`/`model` name one model of its data. */
const drillDownContract = (name: string, adapter: () => CatalogueDrillDown, sample: { make: string; model: string }) =>
  describe(`catalogue drill-down contract: ${name}`, () => {
    const ofModel = (drill: CatalogueDrillDown) => drill.drillDown({ ...emptySelection(), Make: sample.make.toLowerCase(), Model: sample.model });
    const ofLatestYear = async (drill: CatalogueDrillDown) => {
      const model = await ofModel(drill);
      const year = model.Options.Years.at(-1)!;
      return { year, answer: await drill.drillDown({ ...model.Selection, Year: year }) };
    };

    it('starts with the types and makes, and no models or variants', async () => {
      const start = await guardedCatalogueDrillDown(adapter()).drillDown(emptySelection());
      expect(start.Options.Types).toEqual(['Personvogn', 'Varevogn']);
      expect(start.Options.Makes).toContain(sample.make);
      expect(start.Options.Models).toEqual([]);
      expect(start.Variants).toEqual([]);
    });

    it('offers the years and lists the variants once make (in any casing) and model are chosen', async () => {
      const model = await ofModel(guardedCatalogueDrillDown(adapter()));
      expect(model.Selection).toMatchObject({ Make: sample.make, Model: sample.model });
      expect(model.Options.Years.length).toBeGreaterThan(0);
      expect(model.Variants.length).toBeGreaterThan(0);
      for (const variant of model.Variants) expect(variant.ProductionPeriod.StartYear).toBeGreaterThan(1990);
    });

    it('narrows by year to the variants produced by then', async () => {
      const { year, answer } = await ofLatestYear(guardedCatalogueDrillDown(adapter()));
      for (const variant of answer.Variants) expect(variant.ProductionPeriod.StartYear).toBeLessThanOrEqual(year);
    });

    it('narrows by fuel to the variants of that fuel', async () => {
      const drill = guardedCatalogueDrillDown(adapter());
      const { answer: ofYear } = await ofLatestYear(drill);
      const fuel = ofYear.Options.FuelTypes[0]!;
      const ofFuel = await drill.drillDown({ ...ofYear.Selection, Fuel: fuel });
      expect(ofFuel.Variants.every((variant) => variant.Selection.Fuel === fuel)).toBe(true);
    });

    it('drops a choice that is not on offer, and the steps after it', async () => {
      const answer = await guardedCatalogueDrillDown(adapter()).drillDown({ Type: null, Make: 'Trabant', Model: 'P601', Year: 1980, Fuel: 'Benzin' });
      expect(answer.Selection).toEqual(emptySelection());
    });

    const firstVariant = async (drill: CatalogueDrillDown) => (await drill.drillDown({ ...emptySelection(), Make: sample.make, Model: sample.model })).Variants[0]!;

    it('answers a variant by its id', async () => {
      const drill = guardedCatalogueDrillDown(adapter());
      const variant = await firstVariant(drill);
      expect(await drill.variant(variant.Id)).toMatchObject({ Id: variant.Id, Text: variant.Text });
    });

    it("answers a variant's standard equipment and its priced extra equipment", async () => {
      const drill = guardedCatalogueDrillDown(adapter());
      const options = await drill.options((await firstVariant(drill)).Id);
      expect(options!.some((option) => option.IsStandard)).toBe(true);
      expect(options!.some((option) => !option.IsStandard && option.Price > 0)).toBe(true);
    });

    it('answers null for the options of an unknown variant', async () => {
      expect(await guardedCatalogueDrillDown(adapter()).options('00000000-0000-4000-8000-000000000001')).toBeNull();
    });

    it('answers the colours', async () => {
      expect((await guardedCatalogueDrillDown(adapter()).colors()).map((color) => color.Name)).toContain('Sølv');
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
  it('keeps at most its bound, forgetting the least recently used', () => {
    const cache = new BoundedCache<number>(2, 1_000, () => 0);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ value: 1 });
  });

  it('forgets what is too old', () => {
    let now = 0;
    const cache = new BoundedCache<number>(2, 1_000, () => now);
    cache.set('a', 1);
    now = 2_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('caches no failure', async () => {
    const cache = new BoundedCache<number>(2, 1_000, () => 0);
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('down'));
    };
    await expect(cache.through('x', failing)).rejects.toThrow('down');
    await expect(cache.through('x', failing)).rejects.toThrow('down');
    expect(calls).toBe(2);
  });

  it('asks once for what two callers want at the same time', async () => {
    const cache = new BoundedCache<number>(2, 1_000, () => 0);
    let calls = 0;
    const [one, two] = await Promise.all([cache.through('y', async () => ++calls), cache.through('y', async () => ++calls)]);
    expect(one).toBe(two);
    expect(calls).toBe(1);
  });
});
