import type { CarColor, CarModelOption, DrillDownSelection, DrillDownVariant, SpecificationType } from '../../../domain/catalogue/vehicle-data.ts';
import { sandboxCatalogueDrillDown } from './catalogue-drill-down-sandbox.ts';
import { BoundedCache, REGISTRY_TIMEOUT_MS, withTimeout } from './registry-guard.ts';

/**
 * The model catalogue's drill-down (spec part 1 §2 "choose car specification", §3 "Drill-down response"): the
 * choices left at each step (vehicle type, make, model, year, fuel), the variants the selection names with their
 * production periods, a variant's options and the colours. An adapter throws when the catalogue is down;
 * `catalogueDrillDown()` adds the time limit and a cache (the catalogue changes monthly).
 */
export interface DrillDownAnswer {
  Options: { Types: SpecificationType[]; Makes: string[]; Models: string[]; Years: number[]; FuelTypes: string[] };
  /** The selection as far as it is valid: a value not among its step's options is dropped, and the steps after it. */
  Selection: DrillDownSelection;
  /** The variants of the selection, once make and model are chosen; empty before. */
  Variants: DrillDownVariant[];
}

export interface CatalogueDrillDown {
  drillDown(selection: DrillDownSelection): Promise<DrillDownAnswer>;
  /** One variant by its id (the catalogue guid); null when the catalogue has none. */
  variant(id: string): Promise<DrillDownVariant | null>;
  /** A variant's options (standard and optional equipment); null when the catalogue has no such variant. */
  options(id: string): Promise<CarModelOption[] | null>;
  colors(): Promise<CarColor[]>;
}

export const CATALOGUE_DRILL_DOWN = 'model catalogue';
export const DRILL_DOWN_CACHE = { maxEntries: 2_000, maxAgeMs: 6 * 60 * 60 * 1_000 } as const;

export const emptySelection = (): DrillDownSelection => ({ Type: null, Make: null, Model: null, Year: null, Fuel: null });

/** An adapter with the time limit and the cache every adapter gets. */
export const guardedCatalogueDrillDown = (adapter: CatalogueDrillDown, options: { timeoutMs?: number } = {}): CatalogueDrillDown => {
  const cache = new BoundedCache<unknown>(DRILL_DOWN_CACHE.maxEntries, DRILL_DOWN_CACHE.maxAgeMs);
  const timeoutMs = options.timeoutMs ?? REGISTRY_TIMEOUT_MS;
  const cached = <T>(key: string, call: () => Promise<T>): Promise<T> =>
    cache.through(key, () => withTimeout(CATALOGUE_DRILL_DOWN, call, timeoutMs)) as Promise<T>;
  return {
    drillDown: (selection) => {
      const key = JSON.stringify([selection.Type, selection.Make?.toLowerCase() ?? null, selection.Model?.toLowerCase() ?? null, selection.Year, selection.Fuel?.toLowerCase() ?? null]);
      return cached(`drill ${key}`, () => adapter.drillDown(selection));
    },
    variant: (id) => cached(`variant ${id.toLowerCase()}`, () => adapter.variant(id.toLowerCase())),
    options: (id) => cached(`options ${id.toLowerCase()}`, () => adapter.options(id.toLowerCase())),
    colors: () => cached('colors', () => adapter.colors()),
  };
};

const adapterOf = (setting: string): CatalogueDrillDown => {
  switch (setting) {
    case 'sandbox':
      return sandboxCatalogueDrillDown();
    case 'sandbox-down':
      return sandboxCatalogueDrillDown({ down: true });
    default:
      throw new Error(`Unknown MODEL_CATALOGUE adapter: ${setting}`);
  }
};

let configured: CatalogueDrillDown | undefined;
/** Chosen with the model catalogue's own setting, `MODEL_CATALOGUE` (the same service answers both). */
export const catalogueDrillDown = (): CatalogueDrillDown =>
  (configured ??= guardedCatalogueDrillDown(adapterOf(process.env.MODEL_CATALOGUE ?? 'sandbox')));
