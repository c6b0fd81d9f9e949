import type { CatalogueVariant } from '../../../domain/catalogue/model-catalogue.ts';
import {
  CAR_COLORS,
  SPECIFICATION_TYPES,
  type CarModelOption,
  type DrillDownSelection,
  type DrillDownVariant,
  type SpecificationType,
} from '../../../domain/catalogue/vehicle-data.ts';
import type { CatalogueDrillDown, DrillDownAnswer } from './catalogue-drill-down.ts';
import { SANDBOX_OUTAGE_GUID, SANDBOX_OUTAGE_MAKE, sandboxVariants } from './model-catalogue-sandbox.ts';
import { productionPeriodOf, stableNumber } from './motor-register-sandbox-fleet.ts';
import { SandboxRegisterDown } from './motor-register-sandbox.ts';

const LAST_YEAR = 2026;
const same = (a: string, b: string): boolean => a.localeCompare(b, 'da', { sensitivity: 'accent' }) === 0;
const byDanish = (a: string, b: string): number => a.localeCompare(b, 'da');
const typeOf = (variant: CatalogueVariant): SpecificationType => (variant.IsVan ? 'Varevogn' : 'Personvogn');

/** Equipment a Danish dealer prices as options; which a variant has, and at what price, is chosen stably per variant. */
const EQUIPMENT: readonly (readonly [string, number])[] = [
  ['Anhængertræk', 8_995],
  ['Metallak', 6_495],
  ['Vinterpakke (rat- og sædevarme)', 4_995],
  ['Panoramasoltag', 9_995],
  ['Navigationssystem', 7_495],
  ['Adaptiv fartpilot', 5_995],
  ['Parkeringssensorer for og bag', 4_495],
  ['Bakkamera', 3_995],
  ['Elektrisk bagklap', 5_495],
  ['18" alufælge', 7_995],
  ['Læderindtræk', 14_995],
  ['Head-up display', 6_995],
];
const STANDARD = ['Klimaanlæg', 'Apple CarPlay og Android Auto', 'Nødbremseassistent'] as const;

const drillVariantOf = (variant: CatalogueVariant): DrillDownVariant => {
  const ProductionPeriod = productionPeriodOf(variant);
  return {
    Id: variant.CarGuid,
    Text: `${variant.Type} ${variant.EquipmentLevel}`,
    Selection: { Type: typeOf(variant), Make: variant.Make, Model: variant.Model, Year: null, Fuel: variant.FuelType },
    ProductionPeriod,
  };
};

const coversYear = (variant: CatalogueVariant, year: number): boolean => {
  const { StartYear, EndYear } = productionPeriodOf(variant);
  return StartYear <= year && year <= (EndYear ?? LAST_YEAR);
};

const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)];

/**
 * The sandbox drill-down over the sandbox model catalogue's variants, each with a production period, so that the
 * years of a used car (the swap car) can be drilled to. Down for the catalogue's outage make and guid, or when built
 * with `down`.
 */
export const sandboxCatalogueDrillDown = (options: { down?: boolean } = {}): CatalogueDrillDown => {
  const variants = sandboxVariants();
  const check = (make: string | null | undefined, id?: string): void => {
    if (options.down || (make && same(make, SANDBOX_OUTAGE_MAKE)) || id === SANDBOX_OUTAGE_GUID) throw new SandboxRegisterDown();
  };
  const byId = (id: string) => variants.find((variant) => variant.CarGuid === id);

  return {
    async drillDown(selection: DrillDownSelection): Promise<DrillDownAnswer> {
      check(selection.Make);
      const Types = [...SPECIFICATION_TYPES];
      const Type = selection.Type && Types.includes(selection.Type) ? selection.Type : null;
      const ofType = variants.filter((variant) => Type === null || typeOf(variant) === Type);
      const Makes = distinct(ofType.map((variant) => variant.Make)).sort(byDanish);
      const Make = Makes.find((make) => selection.Make !== null && same(make, selection.Make)) ?? null;
      const ofMake = Make === null ? [] : ofType.filter((variant) => variant.Make === Make);
      const Models = distinct(ofMake.map((variant) => variant.Model)).sort(byDanish);
      const Model = Models.find((model) => selection.Model !== null && same(model, selection.Model)) ?? null;
      const ofModel = Model === null ? [] : ofMake.filter((variant) => variant.Model === Model);
      const Years = distinct(
        ofModel.flatMap((variant) => {
          const { StartYear, EndYear } = productionPeriodOf(variant);
          return Array.from({ length: (EndYear ?? LAST_YEAR) - StartYear + 1 }, (_, index) => StartYear + index);
        }),
      ).sort((a, b) => b - a);
      const Year = selection.Year !== null && Years.includes(selection.Year) ? selection.Year : null;
      const ofYear = Year === null ? ofModel : ofModel.filter((variant) => coversYear(variant, Year));
      const FuelTypes = distinct(ofYear.map((variant) => variant.FuelType)).sort(byDanish);
      const Fuel = FuelTypes.find((fuel) => selection.Fuel !== null && same(fuel, selection.Fuel)) ?? null;
      const chosen = Fuel === null ? ofYear : ofYear.filter((variant) => variant.FuelType === Fuel);
      return {
        Options: { Types, Makes, Models, Years, FuelTypes },
        Selection: { Type, Make, Model, Year, Fuel },
        Variants: Model === null ? [] : chosen.map((variant) => ({ ...drillVariantOf(variant), Selection: { ...drillVariantOf(variant).Selection, Year } })),
      };
    },
    async variant(id) {
      check(undefined, id);
      const variant = byId(id);
      return variant ? drillVariantOf(variant) : null;
    },
    async options(id) {
      check(undefined, id);
      const variant = byId(id);
      if (!variant) return null;
      const optional = EQUIPMENT.filter((_, index) => stableNumber(id, 'option', index) % 2 === 0).map(
        ([Name, Price], index): CarModelOption => ({ Id: `${id.slice(0, 8)}-O${index + 1}`, Name, Price, IsStandard: false }),
      );
      const standard = STANDARD.map((Name, index): CarModelOption => ({ Id: `${id.slice(0, 8)}-S${index + 1}`, Name, Price: 0, IsStandard: true }));
      return [...standard, ...optional];
    },
    async colors() {
      check(undefined);
      return CAR_COLORS.map((color) => ({ ...color }));
    },
  };
};
