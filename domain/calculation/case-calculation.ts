import type { CalculationEquipment, OriginalVehicleSettings, SaleCalculation, SalesItem } from '../../events/cases.ts';
import type { DbiVehicle, FactoryEquipmentItem } from './dbi-vehicle.ts';
import type { VEHICLE_KINDS} from './fee-request.ts';
import { derivedMinProfit, MODES_BY_VEHICLE, WITHOUT_FEE, type CalculationMode, type FeeRequest, type FeeResponse, type VehicleInput } from './fee-request.ts';
import { toKroner, toOre, type Ore } from './money.ts';
import type { TaxRequest, TaxResponse } from './periodic-taxes.ts';
import {
  calculationWarnings,
  CalculationMessages,
  FEE_NOT_PAID,
  FEE_PAID,
  maxGearing,
  methodLocks,
  treatedAsIncludingTax,
  usedCarFeeValid,
  type CarCalculationMethod,
  type MaxGearing,
  type MethodLocks,
} from './sale-calculation.ts';
import { EquipmentMessages, mayAdd } from './extra-equipment.ts';
import { isOtherVehicle } from '../cases/sales-item.ts';
import { grossOfNet, netOfGross, vatOfGross, vatOfNet } from './vat.ts';
import { wltpGrams } from './registration-fee.ts';

/**
 * The case's sale calculation (spec part 2 §3 "Sale calculation", §4 "Calculation", §5 fee validity): from what the
 * salesperson decided (`SaleCalculation`, stored on the case) and what the catalogue or the stock holds, the request
 * the registration fee is calculated from, and, with the fee's answer, every figure of the price overview, the
 * warnings and the locks. The tab, the server and the printed documents all compute the case's figures here.
 */

export type VehicleKind = (typeof VEHICLE_KINDS)[number];

/** What the calculation knows of the car beside the case: the catalogue variant, or the stock car's cash price. */
export interface CalculationSources {
  /** The catalogue variant of a catalogue car (`GET /api/dbi/getdbivehicle`); null for others, or when it is gone. */
  vehicle: DbiVehicle | null;
  /** A stock car's cash price incl. VAT (and its fee, when paid). */
  stockCashPrice: number | null;
  /** A stock car's km/l as the cars context has it now: for a case whose sales item was made before it carried one. */
  stockKmPerLiter?: number | null;
}

export const emptyCalculation = (): SaleCalculation => ({ CarCalculationMethod: FEE_PAID, RegistrationFeeCalculationMode: 0, MaxGearing: false, ExtraEquipments: [] });

/** The vehicle kind the fee rules use, from the case's car type (1 Personbil ... 7 Motorcykel) or the catalogue's. */
export const vehicleKindOf = (item: SalesItem | null | undefined, vehicle: DbiVehicle | null): VehicleKind => {
  if (vehicle) return vehicle.VehicleType;
  switch (item?.VehicleType) {
    case 2:
    case 3:
      return 'Van';
    case 4:
      return 'Bus';
    case 5:
      // A specified vehicle's 5 is a caravan (Campingvogn); a stock car's 5 is an autocamper.
      return item.IsSpecifiedVehicle ? 'Caravan' : 'AutoCamper';
    case 6:
      return 'Caravan';
    case 7:
      return 'MotorCycle';
    default:
      return item?.IsVan ? 'Van' : 'Car';
  }
};

// The catalogue and the specified vehicle name the fuel in Danish; the stock (the cars context) in English.
const FUELS: Record<string, VehicleInput['FuelType']> = {
  benzin: 'Gasoline',
  diesel: 'Diesel',
  el: 'Electric',
  hybrid: 'Gasoline',
  'plug-in hybrid': 'Gasoline',
  petrol: 'Gasoline',
  gasoline: 'Gasoline',
  electric: 'Electric',
};
export const feeFuelOf = (fuel: string | null | undefined): VehicleInput['FuelType'] => FUELS[(fuel ?? '').trim().toLowerCase()] ?? 'None';

/** A car is new for the calculation when it is factory new (the spec: IsFactoryNew and vehicle information exist). */
export const isNewVehicle = (item: SalesItem | null | undefined): boolean => Boolean(item?.IsFactoryNew);

/** The fee modes the vehicle offers, with their labels (spec part 2 §3). */
export const modesFor = (kind: VehicleKind) => MODES_BY_VEHICLE[kind];

/** The mode the calculation uses: the one decided, if the vehicle offers it, else the vehicle's first. */
export const modeOf = (calculation: SaleCalculation | null | undefined, kind: VehicleKind): CalculationMode => {
  const offered = MODES_BY_VEHICLE[kind].map((option) => option.mode);
  const wanted = calculation?.RegistrationFeeCalculationMode;
  return wanted !== undefined && offered.includes(wanted) ? wanted : offered[0]!;
};

// Locks -------------------------------------------------------------------------------------------------------------------

export interface CalculationLocks extends MethodLocks {
  /** The method in force: what the rules force, else what was decided. */
  method: CarCalculationMethod;
  /** The VAT option is offered (a van, or a VAT-free vehicle). */
  vatOptionShown: boolean;
  maxGearing: MaxGearing;
  /**
   * Max gearing and reset are offered for a new catalogue car only: both set prices from the catalogue (minimum profit,
   * catalogue prices), which a used car does not have, so its panel offers neither (spec part 2 §8).
   */
  catalogueActions: boolean;
  /**
   * Vehicle types 2 and 8 always count as including the tax in the VAT-free logic (spec part 2 §4): whatever the
   * VAT-free flags say, 'Afgift betalt' stays open for them, as for a VAT-free car.
   */
  includingTax: boolean;
}

export const locksOf = (item: SalesItem | null | undefined, calculation: SaleCalculation | null | undefined, sources: CalculationSources): CalculationLocks => {
  const kind = vehicleKindOf(item, sources.vehicle);
  const isNew = isNewVehicle(item);
  const noRegistrationTax = modeOf(calculation, kind) === WITHOUT_FEE;
  const vatOptionShown = kind === 'Van' || Boolean(item?.IsVatFree);
  const includingTax = treatedAsIncludingTax(item?.VehicleType);
  const locks = methodLocks({
    isNew,
    isVan: kind === 'Van',
    isVatFreeCar: Boolean(item?.IsVatFreeCar) || includingTax,
    plusVat: vatOptionShown && calculation?.VatOption === '+moms',
    noRegistrationTax,
  });
  const decided = calculation?.CarCalculationMethod ?? FEE_PAID;
  return {
    ...locks,
    method: locks.forcedMethod ?? decided,
    vatOptionShown,
    maxGearing: maxGearing(accessLevelOf(item, sources.vehicle)),
    catalogueActions: sources.vehicle !== null && isNew,
    includingTax,
  };
};

// The catalogue's values when the car was chosen ------------------------------------------------------------------------

/** The catalogue's prices of the car as they are now: what the case keeps as its originals when the car is chosen. */
export const originalVehicleSettingsOf = (vehicle: DbiVehicle): OriginalVehicleSettings => ({
  NettoPriceWithoutVat: vehicle.NettoPriceWithoutVat,
  ProfitWithoutVat: vehicle.ProfitWithoutVat,
  MinProfit: vehicle.MinProfit,
  MinTaxationValue: vehicle.MinTaxationValue,
  BaseTaxDeductableValue: vehicle.BaseTaxDeductableValue,
  TaxDeductableSetting: vehicle.TaxDeductableSetting ?? null,
});

/** A factory equipment's catalogue prices as they are now: kept with the equipment when it is chosen. */
export const originalEquipmentSettingsOf = (item: FactoryEquipmentItem): NonNullable<CalculationEquipment['OriginalEquipmentSettings']> => ({
  CostWithoutVat: item.CostWithoutVat,
  ProfitWithoutVat: item.ProfitWithoutVat,
  MinProfit: item.MinProfit,
});

/**
 * The sales item and the calculation with the catalogue's values of today kept as their originals where they have
 * none yet (a car just chosen, factory equipment just added). Originals once kept are never replaced: the case's
 * prices do not move when the catalogue changes.
 */
export const withOriginals = (
  item: SalesItem | null | undefined,
  calculation: SaleCalculation | null | undefined,
  vehicle: DbiVehicle | null,
): { item: SalesItem | null | undefined; calculation: SaleCalculation | null | undefined } => {
  if (!item || !vehicle || !isNewVehicle(item)) return { item, calculation };
  const keptItem = item.OriginalVehicleSettings ? item : { ...item, OriginalVehicleSettings: originalVehicleSettingsOf(vehicle) };
  const keptCalculation = calculation?.ExtraEquipments
    ? {
        ...calculation,
        ExtraEquipments: calculation.ExtraEquipments.map((each) => {
          const catalogue = each.Category === 1 && !each.OriginalEquipmentSettings ? factoryItem(each.UniqueId, vehicle) : undefined;
          return catalogue ? { ...each, OriginalEquipmentSettings: originalEquipmentSettingsOf(catalogue) } : each;
        }),
      }
    : calculation;
  return { item: keptItem, calculation: keptCalculation };
};

/**
 * The catalogue access the calculation works with (spec part 2 §3 DbiAccessLevel, §4 max gearing): the catalogue's,
 * lowered where the car tab records less. The level says how far the catalogue's minimums hold for the make, so a
 * dealer may record that they hold less for this car, never that they hold more than the catalogue grants.
 */
export const accessLevelOf = (item: SalesItem | null | undefined, vehicle: DbiVehicle | null): number | null => {
  const recorded = item?.VehicleInformation?.DbiAccessLevel ?? null;
  if (!vehicle) return recorded;
  const catalogue = vehicle.DbiAccessLevel;
  if (catalogue === null || recorded === null) return catalogue;
  return Math.min(recorded, catalogue);
};

/**
 * The catalogue car as the case chose it (spec part 2 §3 OriginalVehicleSettings, OriginalEquipmentSettings): its
 * prices, minimums and tax-deductible settings as they were when it was chosen, kept with the case; the access level
 * as `accessLevelOf` gives it; the rest (facts) as the catalogue has it now. A case kept before it had originals reads today's catalogue.
 */
export const asChosen = (vehicle: DbiVehicle | null, item: SalesItem | null | undefined, calculation: SaleCalculation | null | undefined): DbiVehicle | null => {
  if (!vehicle) return null;
  const original = item?.OriginalVehicleSettings;
  const equipmentOriginals = new Map((calculation?.ExtraEquipments ?? []).flatMap((each) => (each.OriginalEquipmentSettings ? [[each.UniqueId, each.OriginalEquipmentSettings] as const] : [])));
  const access = accessLevelOf(item, vehicle);
  if (!original && equipmentOriginals.size === 0 && access === vehicle.DbiAccessLevel) return vehicle;
  return {
    ...vehicle,
    DbiAccessLevel: access,
    NettoPriceWithoutVat: original?.NettoPriceWithoutVat ?? vehicle.NettoPriceWithoutVat,
    ProfitWithoutVat: original?.ProfitWithoutVat ?? vehicle.ProfitWithoutVat,
    MinProfit: original && 'MinProfit' in original ? (original.MinProfit ?? null) : vehicle.MinProfit,
    MinTaxationValue: original && 'MinTaxationValue' in original ? (original.MinTaxationValue ?? null) : vehicle.MinTaxationValue,
    BaseTaxDeductableValue: original?.BaseTaxDeductableValue ?? vehicle.BaseTaxDeductableValue,
    TaxDeductableSetting: original ? (original.TaxDeductableSetting as DbiVehicle['TaxDeductableSetting']) : vehicle.TaxDeductableSetting,
    FactoryEquipment: vehicle.FactoryEquipment.map((each) => {
      const kept = equipmentOriginals.get(each.UniqueId);
      return kept
        ? { ...each, CostWithoutVat: kept.CostWithoutVat ?? each.CostWithoutVat, ProfitWithoutVat: kept.ProfitWithoutVat ?? each.ProfitWithoutVat, MinProfit: kept.MinProfit !== undefined ? kept.MinProfit : each.MinProfit }
        : each;
    }),
  };
};

// The fee request ------------------------------------------------------------------------------------------------------

const factoryItem = (id: string, vehicle: DbiVehicle | null): FactoryEquipmentItem | undefined => vehicle?.FactoryEquipment.find((item) => item.UniqueId === id);

/** A factory equipment's minimum profit: the catalogue's, else what brings it to its minimum taxation value (kroner). */
export const equipmentMinProfit = (item: CalculationEquipment, vehicle: DbiVehicle | null): number | null => {
  const catalogue = factoryItem(item.UniqueId, vehicle);
  if (!catalogue) return null;
  if (catalogue.MinProfit !== null) return catalogue.MinProfit;
  return catalogue.MinTaxationValue === null ? null : toKroner(derivedMinProfit(toOre(catalogue.MinTaxationValue), toOre(item.CostWithoutVat)));
};

/** The car's minimum profit (kroner): the catalogue's, else what brings it to its minimum taxation value. */
export const vehicleMinProfit = (vehicle: DbiVehicle, netPrice: number, preparationWithoutVat: number): number | null => {
  if (vehicle.MinProfit !== null) return vehicle.MinProfit;
  return vehicle.MinTaxationValue === null ? null : toKroner(derivedMinProfit(toOre(vehicle.MinTaxationValue), toOre(netPrice + preparationWithoutVat)));
};

/** The catalogue car's prices as decided: typed over the catalogue's, or at their minimum under max gearing. */
export const vehiclePrices = (calculation: SaleCalculation | null | undefined, vehicle: DbiVehicle) => {
  const netPrice = calculation?.NettoPriceWithoutVat ?? vehicle.NettoPriceWithoutVat;
  const preparationWithoutVat = toKroner(netOfGross(toOre(calculation?.PreparationCostWithVat ?? 0)));
  const minProfit = vehicleMinProfit(vehicle, netPrice, preparationWithoutVat);
  const profit = gearingCounts(calculation, vehicle) && minProfit !== null ? minProfit : (calculation?.ProfitWithoutVat ?? vehicle.ProfitWithoutVat);
  return { netPrice, preparationWithoutVat, profit, minProfit };
};

/** A chosen equipment's profit: at its minimum under max gearing (factory equipment), else as decided. */
export const equipmentProfit = (item: CalculationEquipment, calculation: SaleCalculation | null | undefined, vehicle: DbiVehicle | null): number => {
  const minimum = item.Category === 1 ? equipmentMinProfit(item, vehicle) : null;
  return gearingCounts(calculation, vehicle) && minimum !== null ? minimum : item.ProfitWithoutVat;
};

/** Max gearing counts only while the car's access level allows it: a saved flag never outranks the access. */
const gearingCounts = (calculation: SaleCalculation | null | undefined, vehicle: DbiVehicle | null): boolean =>
  Boolean(calculation?.MaxGearing) && maxGearing(vehicle?.DbiAccessLevel).enabled;

/** What a used or specified vehicle is taxed by: its km/l and CO2 (g/km), and where each came from. */
export interface Consumption {
  KmPerLiter: number | null;
  /** 'typed' on the calculation, or as the 'car' (the stock car) records it. */
  KmPerLiterFrom: 'typed' | 'car' | null;
  CO2Emission: number | null;
  /** 'car' as recorded, 'derived' from km/l and fuel (l/100 km × 24 petrol, × 26.5 diesel), or 'electric'. */
  CO2From: 'car' | 'derived' | 'electric' | null;
}

/**
 * The consumption the fee and the yearly taxes of a car outside the catalogue are computed from: a km/l typed on the
 * calculation wins over the stock car's (as the sales item carries it, else as the cars context has it); the car's own
 * CO2 when it records one, else what its km/l and fuel give. A
 * typed km/l derives the CO2 anew, so the two figures never disagree.
 */
export const consumptionOf = (
  item: SalesItem | null | undefined,
  calculation: SaleCalculation | null | undefined,
  sources?: Pick<CalculationSources, 'stockKmPerLiter'>,
): Consumption => {
  const typed = calculation?.KmPerLiter ?? null;
  const kmPerLiter = typed ?? item?.KmPerLiter ?? sources?.stockKmPerLiter ?? null;
  const fuel = feeFuelOf(item?.FuelType);
  if (typed === null && item?.CO2Emission != null) return { KmPerLiter: kmPerLiter, KmPerLiterFrom: kmPerLiter === null ? null : 'car', CO2Emission: item.CO2Emission, CO2From: 'car' };
  const grams = fuel === 'None' ? null : wltpGrams({ kmPerLiter, fuel });
  return {
    KmPerLiter: kmPerLiter,
    KmPerLiterFrom: typed !== null ? 'typed' : kmPerLiter !== null ? 'car' : null,
    CO2Emission: grams,
    CO2From: grams === null ? null : fuel === 'Electric' ? 'electric' : 'derived',
  };
};

const dateOnly = (text: string | null | undefined): string | null => (text && /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : null);
const usageOf = (mode: CalculationMode): 0 | 1 | 2 => (mode === 1 || mode === 2 ? mode : 0);

/**
 * The request for `POST /api/vehicleregistrationfee/calculate`, or null when the fee is not calculated but typed: a
 * catalogue car is calculated as the catalogue has it (original) and as decided (changed); a used car whose fee is not
 * paid by the § 10 rule when its original new price is given; other vehicles carry the fee as typed.
 */
export const feeRequestOf = (
  item: SalesItem | null | undefined,
  calculation: SaleCalculation | null | undefined,
  sources: CalculationSources,
  today: string,
): FeeRequest | null => {
  if (!item) return null;
  const vehicle = asChosen(sources.vehicle, item, calculation);
  const kind = vehicleKindOf(item, vehicle);
  const mode = modeOf(calculation, kind);
  const chosenFactory = (calculation?.ExtraEquipments ?? []).filter((each) => each.Category === 1 && factoryItem(each.UniqueId, vehicle));
  if (vehicle && isNewVehicle(item)) {
    const prices = vehiclePrices(calculation, vehicle);
    const facts = recordedFacts(item, vehicle);
    const common = {
      UsageType: usageOf(mode),
      CalculationMode: mode,
      VehicleType: vehicle.VehicleType,
      FuelType: vehicle.FuelType,
      Co2Emission: vehicle.CO2Emission,
      KmPerLiter: vehicle.KmPerLiter,
      BatteryCapacity: facts.BatteryCapacity,
      IsNew: true,
      RegistrationDate: calculation?.ExpectedRegistrationDate ?? today,
      MinProfit: vehicle.MinProfit,
      MinTaxationValue: vehicle.MinTaxationValue,
      TaxDeductableSetting: facts.TaxDeductableSetting,
    };
    return {
      OriginalVehicleInput: {
        ...common,
        CostWithoutVat: vehicle.NettoPriceWithoutVat,
        ProfitWithoutVat: vehicle.ProfitWithoutVat,
        FactoryEquipment: chosenFactory.map((each) => {
          const catalogue = factoryItem(each.UniqueId, vehicle)!;
          return { UniqueId: each.UniqueId, CostWithoutVat: catalogue.CostWithoutVat, ProfitWithoutVat: catalogue.ProfitWithoutVat, MinProfit: catalogue.MinProfit, MinTaxationValue: catalogue.MinTaxationValue };
        }),
      },
      ChangedVehicleInput: {
        ...common,
        CostWithoutVat: prices.netPrice,
        PreparationCostWithoutVat: prices.preparationWithoutVat,
        ProfitWithoutVat: prices.profit,
        FactoryEquipment: chosenFactory.map((each) => {
          const catalogue = factoryItem(each.UniqueId, vehicle)!;
          return {
            UniqueId: each.UniqueId,
            CostWithoutVat: each.CostWithoutVat,
            ProfitWithoutVat: equipmentProfit(each, calculation, vehicle),
            MinProfit: catalogue.MinProfit,
            MinTaxationValue: catalogue.MinTaxationValue,
          };
        }),
      },
    };
  }
  const method = locksOf(item, calculation, sources).method;
  const price = salesPriceOf(item, calculation, sources);
  const registration = dateOnly(item.RegistrationDate);
  if (isNewVehicle(item) || method !== FEE_NOT_PAID || calculation?.RegistrationFee != null || !calculation?.OriginalPrice || !registration || price === null) return null;
  const consumption = consumptionOf(item, calculation, sources);
  const input = {
    UsageType: usageOf(mode),
    CalculationMode: mode,
    VehicleType: kind,
    FuelType: feeFuelOf(item.FuelType),
    KmPerLiter: consumption.KmPerLiter,
    Co2Emission: consumption.CO2From === 'car' ? consumption.CO2Emission : null,
    IsNew: false,
    Mileage: item.Mileage ?? null,
    // An electric or plug-in car's battery lowers its fee: as the car tab records it.
    BatteryCapacity: item.VehicleInformation?.BatteryCapacity ?? null,
    RegistrationDate: registration,
    CostWithoutVat: toKroner(netOfGross(toOre(price))),
    ProfitWithoutVat: 0,
    TradePrice: price,
    OriginalPrice: calculation.OriginalPrice,
    FactoryEquipment: [],
  };
  return { OriginalVehicleInput: input, ChangedVehicleInput: input };
};

/**
 * The request for the car's yearly taxes (`POST /api/VehicleTax/GetTaxes`): a catalogue car from the catalogue's
 * facts at its expected registration, a used car from the case's car; null when the first registration is not known.
 */
export const periodicTaxRequestOf = (
  item: SalesItem | null | undefined,
  calculation: SaleCalculation | null | undefined,
  sources: CalculationSources,
  today: string,
): TaxRequest | null => {
  if (!item) return null;
  const { vehicle } = sources;
  if (vehicle && isNewVehicle(item)) {
    const facts = recordedFacts(item, vehicle);
    return {
      FuelType: vehicle.FuelType,
      VehicleType: vehicle.VehicleType,
      HasParticleFilter: facts.ParticulateFilter,
      OwnWeight: facts.Weight,
      TotalWeight: facts.TotalWeight,
      KmPrLiter: vehicle.KmPerLiter,
      RegistrationDate: calculation?.ExpectedRegistrationDate ?? today,
      Co2Emission: vehicle.CO2Emission,
    };
  }
  const registration = dateOnly(item.RegistrationDate);
  if (!registration) return null;
  // Without the fuel, or a fuel car without its km/l or CO2, the tax cannot be told: no figure rather than a wrong 0 kr.
  const fuel = feeFuelOf(item.FuelType);
  const consumption = consumptionOf(item, calculation, sources);
  if (fuel === 'None' || (fuel !== 'Electric' && consumption.KmPerLiter === null && consumption.CO2From !== 'car')) return null;
  // The weights decide a weight-taxed car's tax and its diesel equalisation tax; the particle filter a diesel's surcharge.
  const information = item.VehicleInformation;
  return {
    FuelType: fuel,
    VehicleType: vehicleKindOf(item, vehicle),
    KmPrLiter: consumption.KmPerLiter,
    ...known({
      OwnWeight: information?.Weight,
      TotalWeight: information?.TotalWeight,
      HasParticleFilter: information?.ParticulateFilter,
      ImportedCar: item.UsedVehicleInformation?.IsImportedCar,
    }),
    RegistrationDate: registration,
    ...(consumption.CO2From === 'car' ? { Co2Emission: consumption.CO2Emission } : {}),
  };
};

/**
 * A catalogue car's facts as the case records them (the car tab: typed, or filled from the car facts): what the
 * dealer recorded wins over the catalogue, whose figures are the variant's, not this car's (its registered weight, its
 * battery, its tax-deductible equipment before the 2020 reform).
 */
const recordedFacts = (item: SalesItem, vehicle: DbiVehicle) => {
  const information = item.VehicleInformation ?? {};
  return {
    Weight: information.Weight ?? vehicle.Weight,
    TotalWeight: information.TotalWeight ?? vehicle.TotalWeight,
    ParticulateFilter: information.ParticulateFilter ?? vehicle.ParticulateFilter,
    BatteryCapacity: information.BatteryCapacity ?? vehicle.BatteryCapacity,
    TaxDeductableSetting: { ...vehicle.TaxDeductableSetting, ...known(item.TaxDeductableSetting ?? {}) },
  };
};

/** One of the yearly taxes the buyer will pay, as the calculation shows it. */
export interface YearlyTaxFigure {
  Label: string;
  Amount: number;
  /** The car's registered amount (the car tab), not worked out from the rate tables. */
  Registered: boolean;
}

/**
 * The yearly taxes the calculation shows (spec part 2 §3 VehicleInformation WeightTaxPerYear, EqualisationTaxPerYear,
 * NoParticleFilterTax): the amounts registered for this car where the car tab records them, else those the rate tables
 * give (`computed`); the equalisation tax and the particle surcharge only when there is one.
 */
export const yearlyTaxesOf = (item: SalesItem | null | undefined, computed: Pick<TaxResponse, 'TaxKind' | 'YearlyTax' | 'YearlyEqualisationTax' | 'YearlyNoParticleFilterTax'> | null): YearlyTaxFigure[] => {
  const information = item?.VehicleInformation ?? {};
  const figure = (label: string, registered: number | null | undefined, worked: number | undefined, always: boolean): YearlyTaxFigure[] => {
    if (registered !== null && registered !== undefined) return [{ Label: label, Amount: registered, Registered: true }];
    if (worked === undefined || (!always && worked === 0)) return [];
    return [{ Label: label, Amount: worked, Registered: false }];
  };
  // A vehicle the rate tables have no periodic tax for shows only what is registered.
  const worked = computed && computed.TaxKind !== 'Ingen' ? computed : null;
  return [
    ...figure(`${worked?.TaxKind ?? 'Ejer- eller vægtafgift'} pr. år`, information.WeightTaxPerYear, worked?.YearlyTax, true),
    ...figure('Udligningsafgift pr. år', information.EqualisationTaxPerYear, worked?.YearlyEqualisationTax, false),
    ...figure('Partikeltillæg pr. år', information.NoParticleFilterTax, worked?.YearlyNoParticleFilterTax, false),
  ];
};

/** The facts that are known: a request leaves an unknown one out rather than claim it is none. */
const known = <T extends Record<string, unknown>>(facts: T): Partial<{ [K in keyof T]: NonNullable<T[K]> }> =>
  Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== null && value !== undefined)) as Partial<{ [K in keyof T]: NonNullable<T[K]> }>;

/** A stock car's, specified vehicle's or used car's price incl. VAT: as agreed, else the stock car's cash price. */
export const salesPriceOf = (item: SalesItem | null | undefined, calculation: SaleCalculation | null | undefined, sources: CalculationSources): number | null =>
  calculation?.SalesPriceWithVat ?? sources.stockCashPrice ?? item?.SalesItemPriceWithVat ?? null;

/**
 * The price the calculation starts from is listed without VAT: a van of car type 2 ('Varebil ekskl. moms', spec part 2
 * §3) priced from its listing. A price agreed on the case is always incl. VAT.
 */
const listedWithoutVat = (item: SalesItem | null | undefined, calculation: SaleCalculation | null | undefined): boolean =>
  item?.VehicleType === 2 && calculation?.SalesPriceWithVat == null;

// The figures ------------------------------------------------------------------------------------------------------------

export interface CaseTerms {
  CashPayment?: number | null;
  SwapCarId?: string | null;
  SwapCarPriceWithVat?: number | null;
  SwapCarUnpaidDebt?: number | null;
  HasSwapPriceAgreement?: boolean | null;
  SwapPrice?: number | null;
}

export interface EquipmentFigure {
  UniqueId: string;
  Category: 0 | 1;
  Description: string;
  CostWithoutVat: number;
  ProfitWithoutVat: number;
  MinProfit: number | null;
  Vat: number;
  TotalPrice: number;
  /** The equipment's share of the registration fee (factory equipment of a catalogue car). */
  RegistrationFee: number;
}

/** The price overview and the sale calculation panel's figures, in kroner (spec part 2 §3 price block, "Sale calculation"). */
export interface CalculationFigures {
  IsNew: boolean;
  /** Calculated from the catalogue (a new catalogue car), or from the agreed price. */
  FromCatalogue: boolean;
  Method: CarCalculationMethod;
  Mode: CalculationMode;
  NettoPriceWithoutVat: number | null;
  PreparationCostWithVat: number;
  ProfitWithoutVat: number | null;
  MinProfit: number | null;
  MinTaxationValue: number | null;
  SalesItemPriceWithoutVat: number;
  Vat: number;
  SalesItemPriceWithVat: number;
  /** The fee the rules or the salesperson give. */
  RegistrationFee: number;
  RegistrationFeeAdjustment: number;
  /** The fee this sale charges on top of the car's price. */
  RegistrationFeeCharged: number;
  BaseTaxDeductableValue: number | null;
  DiscountOnVehicleProfit: number;
  DiscountOnFactoryEquipment: number;
  DiscountOnRegistrationFee: number;
  Equipment: EquipmentFigure[];
  EquipmentWithVat: number;
  DeliveryCost: number;
  LicensePlateCost: number;
  DiscountWithoutVat: number;
  DiscountWithVat: number;
  /** Whether VAT is added to the discount: not under the margin scheme, nor on a 'Momsfri' sale. */
  DiscountCarriesVat: boolean;
  /** A used car sold under the margin scheme: no VAT of its own is shown. */
  MarginScheme: boolean;
  /** Car incl. VAT, the fee charged, equipment, delivery and plates, less the discount. */
  TotalPrice: number;
  SwapCarPrice: number;
  SwapCarUnpaidDebt: number;
  SwapCarSum: number;
  /** Total less the swap car's sum. */
  AmountToPay: number;
  DownPayment: number;
  /** What remains after the down payment (financed when there is a finance offer). */
  Remaining: number;
  /** The dealer's profit on car and equipment, less the discount; null when the car's cost is not known. */
  TotalProfit: number | null;
  Warnings: string[];
  /** The used car's fee is not valid (§5): the case cannot be saved. */
  FeeInvalid: boolean;
}

export const FeeValidityMessages = {
  usedFeeMissing: 'Registreringsafgiften skal udfyldes, når afgiften ikke er betalt.',
} as const;

const ore = (kroner: number | null | undefined): Ore => toOre(kroner ?? 0);

/**
 * Every figure of the case's calculation. `fee` is the answer of the fee calculation for `feeRequestOf`'s request
 * (null when there is none, or while it is on its way: the figures then carry the fee as typed).
 */
export const calculationFigures = (
  item: SalesItem | null | undefined,
  calculation: SaleCalculation | null | undefined,
  sources: CalculationSources,
  terms: CaseTerms,
  fee: FeeResponse | null,
): CalculationFigures => {
  const vehicle = asChosen(sources.vehicle, item, calculation);
  const locks = locksOf(item, calculation, sources);
  const kind = vehicleKindOf(item, vehicle);
  const mode = modeOf(calculation, kind);
  const isNew = isNewVehicle(item);
  const fromCatalogue = vehicle !== null && isNew;
  const noFee = mode === WITHOUT_FEE;
  const vatFree = locks.vatOptionShown && calculation?.VatOption === 'Momsfri';
  const chosen = calculation?.ExtraEquipments ?? [];
  const feeShares = new Map((fee?.FactoryEquipment ?? []).map((each) => [each.UniqueId, each.RegistrationFee]));

  let priceWithoutVat: Ore;
  let vat: Ore;
  let netPrice: number | null = null;
  let profit: number | null = null;
  let minProfit: number | null = null;
  let marginScheme = false;
  const preparation = ore(calculation?.PreparationCostWithVat);
  if (fromCatalogue) {
    const prices = vehiclePrices(calculation, vehicle);
    netPrice = prices.netPrice;
    profit = prices.profit;
    minProfit = prices.minProfit;
    priceWithoutVat = ore(prices.netPrice) + ore(prices.profit) + netOfGross(preparation);
    vat = vatFree ? 0 : vatOfNet(priceWithoutVat);
  } else {
    // An agreed price incl. VAT: a used car is sold under the margin scheme (no VAT of its own on the invoice) unless
    // it is a van sold '+moms'; 'Momsfri' carries none.
    const plusVat = locks.vatOptionShown && calculation?.VatOption === '+moms';
    marginScheme = !isNew && !vatFree && !plusVat;
    if (plusVat && listedWithoutVat(item, calculation)) {
      // A van listed without VAT (car type 2) sold '+moms': the listed price is the net, 25 % is added (spec part 2 §9).
      priceWithoutVat = ore(salesPriceOf(item, calculation, sources)) + netOfGross(preparation);
      vat = vatOfNet(priceWithoutVat);
    } else {
      const gross = ore(salesPriceOf(item, calculation, sources)) + preparation;
      vat = vatFree || marginScheme ? 0 : vatOfGross(gross);
      priceWithoutVat = gross - vat;
    }
  }
  const priceWithVat = priceWithoutVat + vat;

  const feeOre = noFee ? 0 : fee ? ore(fee.RegistrationFee) : ore(calculation?.RegistrationFee);
  // New: 'Afgift betalt' puts the fee in the price. Used: 'Afgift betalt' means it was paid before (the price holds it),
  // 'Afgift ikke betalt' means this sale pays it.
  const charged = noFee ? 0 : isNew ? (locks.method === FEE_PAID ? feeOre : 0) : locks.method === FEE_NOT_PAID ? feeOre : 0;

  const equipment: EquipmentFigure[] = chosen.map((each) => {
    const itemProfit = equipmentProfit(each, calculation, vehicle);
    const net = ore(each.CostWithoutVat) + ore(itemProfit);
    const itemVat = vatFree ? 0 : vatOfNet(net);
    return {
      UniqueId: each.UniqueId,
      Category: each.Category,
      Description: each.Description,
      CostWithoutVat: each.CostWithoutVat,
      ProfitWithoutVat: itemProfit,
      MinProfit: each.Category === 1 ? equipmentMinProfit(each, vehicle) : null,
      Vat: toKroner(itemVat),
      TotalPrice: toKroner(net + itemVat),
      RegistrationFee: feeShares.get(each.UniqueId) ?? 0,
    };
  });
  const equipmentWithVat = equipment.reduce((sum, each) => sum + ore(each.TotalPrice), 0);
  const discount = ore(calculation?.DiscountWithoutVat);
  const discountCarriesVat = !(vatFree || (!fromCatalogue && vat === 0));
  const discountWithVat = discountCarriesVat ? grossOfNet(discount) : discount;
  const delivery = ore(calculation?.DeliveryCost);
  const plates = ore(calculation?.LicensePlateCost);
  const total = priceWithVat + charged + equipmentWithVat + delivery + plates - discountWithVat;
  const swapPrice = terms.SwapCarId ? ore(terms.HasSwapPriceAgreement ? terms.SwapPrice : terms.SwapCarPriceWithVat) : 0;
  const swapDebt = terms.SwapCarId ? ore(terms.SwapCarUnpaidDebt) : 0;
  const swapSum = swapPrice - swapDebt;
  const toPay = total - swapSum;
  const downPayment = ore(terms.CashPayment);
  const equipmentProfitSum = equipment.reduce((sum, each) => sum + ore(each.ProfitWithoutVat), 0);

  const warnings = fromCatalogue
    ? calculationWarnings({
        profit: ore(profit),
        minProfit: minProfit === null ? null : ore(minProfit),
        minTaxationKnown: vehicle.MinTaxationValue !== null,
        equipment: equipment.map((each) => ({ category: each.Category, profit: ore(each.ProfitWithoutVat), minProfit: each.MinProfit === null ? null : ore(each.MinProfit) })),
        discount,
      })
    : equipment.some((each) => each.ProfitWithoutVat < 0)
      ? [CalculationMessages.equipmentNegativeProfit]
      : [];
  const feeInvalid = !isNew && !usedCarFeeValid(locks.method, feeOre, noFee);
  if (feeInvalid) warnings.push(FeeValidityMessages.usedFeeMissing);

  return {
    IsNew: isNew,
    FromCatalogue: fromCatalogue,
    Method: locks.method,
    Mode: mode,
    NettoPriceWithoutVat: netPrice,
    PreparationCostWithVat: toKroner(preparation),
    ProfitWithoutVat: profit,
    MinProfit: minProfit,
    MinTaxationValue: fromCatalogue ? vehicle.MinTaxationValue : null,
    SalesItemPriceWithoutVat: toKroner(priceWithoutVat),
    Vat: toKroner(vat),
    SalesItemPriceWithVat: toKroner(priceWithVat),
    RegistrationFee: toKroner(feeOre),
    RegistrationFeeAdjustment: fee?.RegistrationFeeAdjustment ?? 0,
    RegistrationFeeCharged: toKroner(charged),
    BaseTaxDeductableValue: fee?.BaseTaxDeductableValue ?? null,
    DiscountOnVehicleProfit: fee?.DiscountOnVehicleProfit ?? 0,
    DiscountOnFactoryEquipment: fee?.DiscountOnFactoryEquipment ?? 0,
    DiscountOnRegistrationFee: fee?.DiscountOnRegistrationFee ?? 0,
    Equipment: equipment,
    EquipmentWithVat: toKroner(equipmentWithVat),
    DeliveryCost: toKroner(delivery),
    LicensePlateCost: toKroner(plates),
    DiscountWithoutVat: toKroner(discount),
    DiscountWithVat: toKroner(discountWithVat),
    DiscountCarriesVat: discountCarriesVat,
    MarginScheme: marginScheme,
    TotalPrice: toKroner(total),
    SwapCarPrice: toKroner(swapPrice),
    SwapCarUnpaidDebt: toKroner(swapDebt),
    SwapCarSum: toKroner(swapSum),
    AmountToPay: toKroner(toPay),
    DownPayment: toKroner(downPayment),
    Remaining: toKroner(toPay - downPayment),
    TotalProfit: profit === null ? null : toKroner(ore(profit) - discount + equipmentProfitSum),
    Warnings: warnings,
    FeeInvalid: feeInvalid,
  };
};

// Decisions ------------------------------------------------------------------------------------------------------------

export type ActionResult = { ok: true; calculation: SaleCalculation; message: string } | { ok: false; message: string };

/**
 * Reset to catalogue prices (spec part 2 §4, §8): the car's and the factory equipment's prices return to the catalogue's
 * as they were when the car was chosen (the originals kept with the case), and max gearing is dropped. Refused with
 * the spec's text when the car is no longer in the catalogue, or the original settings lack the tax-deductible
 * settings. A case kept before it had originals returns to today's catalogue.
 */
export const resetToCatalogue = (
  calculation: SaleCalculation | null | undefined,
  vehicle: DbiVehicle | null,
  item?: SalesItem | null,
): ActionResult => {
  const chosen = asChosen(vehicle, item, calculation);
  if (!chosen || !chosen.TaxDeductableSetting) return { ok: false, message: CalculationMessages.resetRefused };
  const current = calculation ?? emptyCalculation();
  const equipment = (current.ExtraEquipments ?? []).flatMap((each) => {
    if (each.Category !== 1) return [each];
    const catalogue = factoryItem(each.UniqueId, chosen);
    // Factory equipment the catalogue no longer lists cannot be put back at a catalogue price.
    return catalogue ? [{ ...each, CostWithoutVat: catalogue.CostWithoutVat, ProfitWithoutVat: catalogue.ProfitWithoutVat, PriceEnteredWithVatAndProfit: false }] : [];
  });
  return {
    ok: true,
    calculation: {
      ...current,
      // Blank means 'as the case chose it' (the originals kept, see asChosen): nothing typed over them stays.
      NettoPriceWithoutVat: null,
      ProfitWithoutVat: null,
      MaxGearing: false,
      ExtraEquipments: equipment,
    },
    message: CalculationMessages.reset,
  };
};

/**
 * The max gearing notice (spec part 2 §8): which profits were set to their minimum, the car's alone or the car's and
 * its factory equipment's. Null while the calculation is not geared.
 */
export const maxGearingNotice = (calculation: SaleCalculation | null | undefined, vehicle: DbiVehicle | null): string | null => {
  if (!calculation?.MaxGearing || !vehicle) return null;
  const factory = (calculation.ExtraEquipments ?? []).filter((each) => each.Category === 1 && factoryItem(each.UniqueId, vehicle));
  return factory.length > 0 ? CalculationMessages.maxGearingBoth : CalculationMessages.maxGearingCar;
};

/** Max gearing (spec part 2 §4): the car and its factory equipment at their minimum profit, when the access level allows. */
export const gearToMinimum = (calculation: SaleCalculation | null | undefined, vehicle: DbiVehicle | null, item: SalesItem | null | undefined): ActionResult => {
  const gearing = maxGearing(accessLevelOf(item, vehicle));
  if (!vehicle || !gearing.enabled) return { ok: false, message: gearing.message ?? CalculationMessages.maxGearingDisabled };
  const geared: SaleCalculation = { ...(calculation ?? emptyCalculation()), MaxGearing: true, ProfitWithoutVat: null };
  return { ok: true, calculation: geared, message: maxGearingNotice(geared, vehicle)! };
};

/** The calculation with one more equipment: refused with the spec's text when its cost is negative (§4, §5). */
export const addEquipment = (calculation: SaleCalculation | null | undefined, item: CalculationEquipment): ActionResult => {
  if (!mayAdd(item)) return { ok: false, message: EquipmentMessages.negativeCost };
  const current = calculation ?? emptyCalculation();
  const others = (current.ExtraEquipments ?? []).filter((each) => each.UniqueId !== item.UniqueId);
  return { ok: true, calculation: { ...current, ExtraEquipments: [...others, item] }, message: '' };
};

/**
 * What the salesperson is told when the car tab changes the calculation (spec part 2 §4, §8): picking another vehicle
 * replaces the calculation, so the Beregning tab is updated; removing the car also removes its extra equipment.
 * Editing a field of the same vehicle tells nothing (the tab recalculates as it is shown).
 */
export const noticesOnCarChange = (
  before: { salesItem: SalesItem | null | undefined; calculation: SaleCalculation | null | undefined },
  next: SalesItem | null | undefined,
): string[] => {
  if (!isOtherVehicle(before.salesItem, next)) return [];
  const hadEquipment = (before.calculation?.ExtraEquipments ?? []).length > 0;
  const notices: string[] = [CalculationMessages.updated];
  if (hadEquipment) notices.push(CalculationMessages.equipmentRemoved);
  return notices;
};

