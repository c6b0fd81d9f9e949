import { createHash } from 'node:crypto';
import type { DbiVehicle, FactoryEquipmentItem } from '../../../domain/calculation/dbi-vehicle.ts';
import { toKroner, toOre } from '../../../domain/calculation/money.ts';
import { passengerCarFee, usedVehicleFee, vanFee, wltpGrams } from '../../../domain/calculation/registration-fee.ts';
import type { CatalogueVariant } from '../../../domain/catalogue/model-catalogue.ts';
import { danishToday } from '../../../domain/format.ts';
import type { CataloguePricing } from './catalogue-pricing.ts';
import { ModelCatalogueUnavailable } from './model-catalogue.ts';
import { sandboxModelCatalogue } from './model-catalogue-sandbox.ts';

/**
 * The sandbox's pricing data, derived deterministically from the sample catalogue so that it is realistic: the list
 * price incl. the fee is split into the taxable value and the fee by this year's rules; the dealer buys at 85 % of
 * the value ex VAT; the importer's minimum taxation is 90 % of the value (9 % margin on cost and then some). Makes
 * differ in how much the catalogue gives (the access level).
 */
const ACCESS_LEVELS: Readonly<Record<string, number | null>> = {
  Volkswagen: 3,
  Skoda: 3,
  Toyota: 2,
  Kia: 2,
  Hyundai: 2,
  Peugeot: 1,
  Ford: 1,
  Tesla: 0,
};
export const SANDBOX_ACCESS_LEVELS = ACCESS_LEVELS;

const FUEL: Record<string, DbiVehicle['FuelType']> = { Benzin: 'Gasoline', Hybrid: 'Gasoline', 'Plug-in hybrid': 'Gasoline', Diesel: 'Diesel', El: 'Electric' };

/** Factory equipment a variant may be ordered with: description, reference, cost and profit ex VAT (kr). */
const EQUIPMENT: readonly (readonly [string, string, number, number])[] = [
  ['Anhængertræk, aftageligt', 'TOW', 6_400, 1_600],
  ['Metallak', 'PAINT', 4_800, 1_200],
  ['Vinterhjul 17"', 'WINTER', 9_600, 2_400],
  ['Panoramasoltag', 'ROOF', 8_000, 2_000],
];

const seed = (text: string): number => createHash('sha1').update(text).digest().readUInt32BE(0);
const roundTo = (kroner: number, step: number): number => Math.round(kroner / step) * step;

export const sandboxDbiVehicle = (variant: CatalogueVariant, today: string = danishToday()): DbiVehicle => {
  const year = Number(today.slice(0, 4));
  const fuel = FUEL[variant.FuelType] ?? 'Gasoline';
  const electric = fuel === 'Electric';
  const plugIn = variant.FuelType === 'Plug-in hybrid';
  const co2 = electric ? 0 : (wltpGrams({ kmPerLiter: variant.KmPerLiter, fuel }) ?? 0);
  const battery = electric ? 77 : plugIn ? 13 : null;
  const listPrice = toOre(variant.TotalPrice);
  const feeOf = (value: number) =>
    variant.IsVan ? vanFee({ value, co2, batteryKwh: battery, year }) : passengerCarFee({ value, co2, batteryKwh: battery, year });
  // Price type A includes the fee: the taxable value is V with V + fee(V) = list price (the § 10 solve with k = 1).
  const value = variant.PriceType === 'A' ? usedVehicleFee({ tradePrice: listPrice, originalPrice: listPrice, newCarFee: feeOf }).value : listPrice;
  const net = Math.round(value / 1.25);
  const cost = roundTo(toKroner(Math.round(net * 0.85)), 100);
  const profit = toKroner(net) - cost;
  const access = ACCESS_LEVELS[variant.Make] ?? null;
  const known = access === 2 || access === 3;
  const minTaxation = known ? roundTo(toKroner(Math.round(value * 0.9)), 100) : null;
  const minProfit = minTaxation === null ? null : Math.max(0, Math.round((minTaxation / 1.25 - cost) * 100) / 100);
  const s = seed(variant.CarGuid);
  const equipment: FactoryEquipmentItem[] = EQUIPMENT.filter((_, index) => index === 0 || (s >> index) % 2 === 0).map(([description, reference, itemCost, itemProfit]) => ({
    UniqueId: `${variant.CarGuid}:${reference}`,
    Category: 1,
    Description: description,
    ReferenceNumber: reference,
    CostWithoutVat: itemCost,
    ProfitWithoutVat: itemProfit,
    MinProfit: known ? itemProfit / 2 : null,
    MinTaxationValue: known ? ((itemCost + itemProfit / 2) * 5) / 4 : null,
    AssemblyPrice: 0,
  }));
  const weight = variant.IsVan ? 1_900 : electric ? 2_000 : 1_300 + (s % 4) * 100;
  return {
    DbiId: variant.CarGuid,
    ModelCatalogueId: variant.CarGuid,
    Make: variant.Make,
    Model: variant.Model,
    Variant: variant.Variant,
    Type: variant.Type,
    ModelYear: variant.ModelYear,
    VehicleType: variant.IsVan ? 'Van' : 'Car',
    IsVan: variant.IsVan,
    FuelType: fuel,
    FuelTypeName: variant.FuelType,
    KmPerLiter: variant.KmPerLiter,
    CO2Emission: co2,
    Weight: weight,
    TotalWeight: weight + (variant.IsVan ? 1_100 : 500),
    BatteryCapacity: battery,
    ParticulateFilter: fuel === 'Diesel',
    NumberOfDoors: variant.NumberOfDoors,
    Engine: { FuelType: variant.FuelType, Motor: variant.Motor, Effect: variant.Effect },
    DbiAccessLevel: access,
    TaxDeductableSetting: { Abs: true, Esp: true, Radio: true, EuroNcapToprated: s % 3 !== 0, NumberOfAirbags: 6 + (s % 3), NumberOfIntegratedChildSeats: 0, NumberOfSeatBeltAlarms: 3 },
    ListPrice: variant.TotalPrice,
    PriceType: variant.PriceType,
    NettoPriceWithoutVat: cost,
    ProfitWithoutVat: Math.round(profit * 100) / 100,
    MinProfit: minProfit,
    MinTaxationValue: minTaxation,
    BaseTaxDeductableValue: toKroner(value),
    FactoryEquipment: equipment,
  };
};

const UPHOLSTERY = ['Stof', 'Kunstlæder', 'Læder', 'Alcantara'];
const COLORS: readonly [string, string][] = [
  ['Sort', 'BK'],
  ['Grå', 'GR'],
  ['Beige', 'BE'],
  ['Brun', 'BR'],
  ['Rød', 'RD'],
];

export const sandboxCataloguePricing = (options: { down?: boolean } = {}): CataloguePricing => {
  const catalogue = sandboxModelCatalogue(options);
  const up = async () => {
    if (options.down) throw new ModelCatalogueUnavailable();
  };
  return {
    vehicle: async (dbiId) => {
      const variant = await catalogue.byGuid(dbiId);
      return variant ? sandboxDbiVehicle(variant) : null;
    },
    accessLevel: async (make) => {
      const makes = await catalogue.makes();
      const known = makes.find((each) => each.localeCompare(make, 'da', { sensitivity: 'accent' }) === 0);
      if (!known) return undefined;
      return ACCESS_LEVELS[known] ?? null;
    },
    upholstery: async () => {
      await up();
      return UPHOLSTERY.map((type) => ({ Type: type }));
    },
    upholsteryColors: async () => {
      await up();
      return COLORS.map(([color, code]) => ({ Color: color, ColorCode: code }));
    },
  };
};
