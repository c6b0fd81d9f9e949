import * as z from 'zod';
import { DomainError } from '../errors.ts';
import { toKroner, toOre, applyRate, divRound, type Ore } from './money.ts';
import {
  countsAsNew,
  isVintage,
  motorcycleFee,
  passengerCarFee,
  preReformFee,
  usedVehicleFee,
  vanFee,
  weakestBasis,
  wltpGrams,
  type FeeExplanation,
  type FeeResult,
} from './registration-fee.ts';
import { RULE_DATES } from './rate-tables.ts';
import { VAT_MULTIPLIER_BP } from './vat.ts';

/**
 * `POST /api/vehicleregistrationfee/calculate` (spec part 2 §7 "Calculation"): the fee of the vehicle as the
 * catalogue has it (OriginalVehicleInput) and as the salesperson has changed it (ChangedVehicleInput), and the
 * discounts between the two. Amounts on the wire are kroner; the rules compute in øre.
 */

export const FeeMessages = {
  /** Error code 100 (spec part 2 §5, §8). */
  invalidDate: 'Indtastede forventet 1. reg. dato er ikke gyldig.',
  mode: 'Afgiftsberegningen passer ikke til køretøjstypen.',
} as const;
export const FEE_ERROR_INVALID_DATE = 100;

export const USAGE_TYPES = { 0: 'Normal', 1: 'Taxi', 2: 'Limo' } as const;
export const VEHICLE_KINDS = ['Car', 'Van', 'Bus', 'Caravan', 'AutoCamper', 'MotorCycle', 'None'] as const;
export const FEE_FUELS = ['None', 'Diesel', 'Gasoline', 'Electric'] as const;

/** registrationFeeCalculationMode (spec part 2 §3): 0 normal, 1 taxi, 2 limo, 3 bus, 4 pick-up, 6 without fee. */
export const CALCULATION_MODES = { 0: 'Normal', 1: 'Taxa', 2: 'Limousine', 3: 'Bus', 4: 'Kassevogn/pick-up', 6: 'Uden afgift' } as const;
export type CalculationMode = 0 | 1 | 2 | 3 | 4 | 6;
export const WITHOUT_FEE: CalculationMode = 6;
/** The modes each vehicle offers (spec part 2 §3), with the label the selector shows. */
export const MODES_BY_VEHICLE: Record<(typeof VEHICLE_KINDS)[number], { mode: CalculationMode; label: string }[]> = {
  Car: [{ mode: 0, label: 'Personvogn' }, { mode: 1, label: 'Taxa' }, { mode: 2, label: 'Limousine' }, { mode: 6, label: 'Uden afgift' }],
  AutoCamper: [{ mode: 0, label: 'Personvogn' }, { mode: 6, label: 'Uden afgift' }],
  None: [{ mode: 0, label: 'Personvogn' }, { mode: 6, label: 'Uden afgift' }],
  Van: [{ mode: 0, label: 'Varevogn' }, { mode: 4, label: 'Kassevogn/pick-up' }, { mode: 6, label: 'Uden afgift' }],
  Bus: [{ mode: 3, label: 'Bus' }, { mode: 6, label: 'Uden afgift' }],
  MotorCycle: [{ mode: 0, label: 'Motorcykel' }, { mode: 6, label: 'Uden afgift' }],
  Caravan: [{ mode: 0, label: 'Campingvogn' }, { mode: 6, label: 'Uden afgift' }],
};

const amount = z.number().min(0).max(100_000_000);
const optionalAmount = amount.nullish();

export const taxDeductableSettingSchema = z
  .object({
    Abs: z.boolean().nullish(),
    Esp: z.boolean().nullish(),
    Radio: z.boolean().nullish(),
    EuroNcapToprated: z.boolean().nullish(),
    NumberOfAirbags: z.number().int().min(0).max(50).nullish(),
    NumberOfIntegratedChildSeats: z.number().int().min(0).max(50).nullish(),
    NumberOfSeatBeltAlarms: z.number().int().min(0).max(50).nullish(),
  })
  .nullish();

export const factoryEquipmentInputSchema = z.object({
  UniqueId: z.string().min(1).max(100),
  Description: z.string().max(500).nullish(),
  CostWithoutVat: amount.max(1_000_000),
  ProfitWithoutVat: z.number().min(-1_000_000).max(1_000_000),
  MinProfit: optionalAmount,
  MinTaxationValue: optionalAmount,
});

export const vehicleInputSchema = z.object({
  UsageType: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  CalculationMode: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(6)]).nullish(),
  VehicleType: z.enum(VEHICLE_KINDS),
  FuelType: z.enum(FEE_FUELS),
  Co2Emission: z.number().min(0).max(2_000).nullish(),
  NedcCo2Emission: z.number().min(0).max(2_000).nullish(),
  KmPerLiter: z.number().min(0).max(1_000).nullish(),
  BatteryCapacity: z.number().min(0).max(1_000).nullish(),
  IsNew: z.boolean(),
  Mileage: z.number().int().min(0).max(100_000_000).nullish(),
  /** YYYY-MM-DD: the expected first registration of a new vehicle, the first registration of a used one. */
  RegistrationDate: z.string().max(30).nullish(),
  CostWithoutVat: amount,
  ProfitWithoutVat: z.number().min(-100_000_000).max(100_000_000),
  PreparationCostWithoutVat: optionalAmount,
  MinProfit: optionalAmount,
  MinTaxationValue: optionalAmount,
  TaxDeductableSetting: taxDeductableSettingSchema,
  FactoryEquipment: z.array(factoryEquipmentInputSchema).max(200).default([]),
  /** A used or imported vehicle: its trade price now, incl. the fee (§ 10's H). */
  TradePrice: optionalAmount,
  /** A used or imported vehicle: its original new price, incl. the fee (§ 10's N). */
  OriginalPrice: optionalAmount,
});
export type VehicleInput = z.infer<typeof vehicleInputSchema>;

export const feeRequestSchema = z.object({
  OriginalVehicleInput: vehicleInputSchema,
  ChangedVehicleInput: vehicleInputSchema,
});
export type FeeRequest = z.input<typeof feeRequestSchema>;

/** The explanation on the wire: amounts in kroner. */
export interface FeeExplanationWire {
  Table: string;
  Year: number;
  /** The weakest figure the fee rests on: 'read', 'inferred' or 'carried'. */
  Confidence: 'read' | 'inferred' | 'carried';
  Lines: { Label: string; Amount: number; Detail?: string; Informational?: true; Figures: { Name: string; Value: unknown; Basis: string; Level: string; Source: string; FromYear?: number }[] }[];
  Notes: string[];
}

export interface FactoryEquipmentResult {
  UniqueId: string;
  BaseTaxDeductableValue: number;
  MinProfit: number;
  MinTaxationValue: number;
  RegistrationFee: number;
}

export interface FeeResponse {
  BaseTaxDeductableValue: number;
  MinProfit: number;
  RegistrationFee: number;
  RegistrationFeeAdjustment: number;
  DiscountOnVehicleProfit: number;
  DiscountOnFactoryEquipment: number;
  DiscountOnRegistrationFee: number;
  FactoryEquipment: FactoryEquipmentResult[];
  Explanation: FeeExplanationWire;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const validDate = (text: string | null | undefined): string | null => {
  const match = ISO_DATE.exec(text ?? '');
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
};

/** The refusal code of an expected first registration date that cannot be taxed: the spec's error code 100. */
export const INVALID_DATE_CODE = 'InvalidRegistrationDate';
const invalidDate = () => new DomainError('invalid', FeeMessages.invalidDate, 'RegistrationDate', INVALID_DATE_CODE);

/** A vehicle price part incl. VAT, in øre, at least its minimum taxation value. */
const withVat = (netOre: Ore): Ore => applyRate(netOre, VAT_MULTIPLIER_BP);

interface ValuedVehicle {
  /** V of the vehicle alone and each equipment (øre), after the minimum taxation floor. */
  vehicleValue: Ore;
  vehicleValueUnfloored: Ore;
  equipment: { id: string; value: Ore; unfloored: Ore; minProfit: Ore; minTaxation: Ore }[];
  minProfit: Ore;
}

/** Minimum profit: the profit (ex VAT) that brings the value incl. VAT up to the minimum taxation value. */
export const derivedMinProfit = (minTaxation: Ore, costOre: Ore): Ore => Math.max(0, divRound(minTaxation * 10_000, VAT_MULTIPLIER_BP) - costOre);

const valueOf = (input: VehicleInput): ValuedVehicle => {
  const cost = toOre(input.CostWithoutVat) + toOre(input.PreparationCostWithoutVat ?? 0);
  const unfloored = withVat(cost + toOre(input.ProfitWithoutVat));
  const minTaxation = toOre(input.MinTaxationValue ?? 0);
  const equipment = input.FactoryEquipment.map((item) => {
    const itemCost = toOre(item.CostWithoutVat);
    const raw = withVat(itemCost + toOre(item.ProfitWithoutVat));
    const floor = toOre(item.MinTaxationValue ?? 0);
    return {
      id: item.UniqueId,
      value: Math.max(raw, floor),
      unfloored: raw,
      minTaxation: floor,
      minProfit: item.MinProfit != null ? toOre(item.MinProfit) : derivedMinProfit(floor, itemCost),
    };
  });
  return {
    vehicleValue: Math.max(unfloored, minTaxation),
    vehicleValueUnfloored: Math.max(0, unfloored),
    equipment,
    minProfit: input.MinProfit != null ? toOre(input.MinProfit) : derivedMinProfit(minTaxation, cost),
  };
};

/** The rule function for one vehicle on a value, by vehicle kind and mode; the date decides the table. */
const ruleFor = (input: VehicleInput, today: string): { fee: (value: Ore) => FeeResult; used: boolean } => {
  const mode = input.CalculationMode ?? (input.VehicleType === 'Bus' ? 3 : 0);
  const allowed = MODES_BY_VEHICLE[input.VehicleType].map((option) => option.mode);
  if (!allowed.includes(mode)) throw new DomainError('invalid', FeeMessages.mode, 'CalculationMode', 'InvalidCalculationMode');
  const used = !input.IsNew && !countsAsNew(validDate(input.RegistrationDate), input.Mileage, today);
  const ruleDate = used ? today : validDate(input.RegistrationDate);
  if (!ruleDate || ruleDate < RULE_DATES.reform2017 || ruleDate > '2050-12-31') throw invalidDate();
  const year = Number(ruleDate.slice(0, 4));
  const grams = wltpGrams({ co2Wltp: input.Co2Emission, co2Nedc: input.NedcCo2Emission, kmPerLiter: input.KmPerLiter, fuel: input.FuelType });
  const vintage = used && isVintage(validDate(input.RegistrationDate), today);
  // A fuel car without a known CO2 figure is not thereby a zero-emission car.
  const co2Unknown = grams === null && input.FuelType !== 'Electric';
  const noteGrams = (result: FeeResult): FeeResult =>
    grams === null ? { ...result, explanation: { ...result.explanation, notes: [...result.explanation.notes, 'CO2-udledning ukendt: CO2-tillæg regnet med 0 g/km.'] } } : result;
  const withNote = (note: string, rule: (value: Ore) => FeeResult) => (value: Ore) => {
    const result = rule(value);
    return { ...result, explanation: { ...result.explanation, notes: [...result.explanation.notes, note] } };
  };
  const zeroFee = (table: string, note: string) => (): FeeResult => ({ fee: 0, explanation: { table, year, lines: [], notes: [note] } });
  if (mode === WITHOUT_FEE) return { fee: zeroFee('Uden afgift', 'Beregnet uden registreringsafgift.'), used };
  if (input.VehicleType === 'Caravan') return { fee: zeroFee('Campingvogn', 'Campingvogne betaler ikke registreringsafgift.'), used };
  if (input.VehicleType === 'Bus') return { fee: zeroFee('Bus', 'Afgiften for busser beregnes ikke her: indtast den.'), used };
  if (input.VehicleType === 'MotorCycle') return { fee: (value) => motorcycleFee({ value, year }), used };
  if (input.VehicleType === 'Van') {
    return { fee: (value) => noteGrams(vanFee({ value, co2: grams ?? 0, batteryKwh: input.BatteryCapacity, year, co2Unknown })), used };
  }
  if (!used && ruleDate < RULE_DATES.reform2020) {
    return { fee: (value) => preReformFee(value, input.TaxDeductableSetting ?? {}, year), used };
  }
  const car = (value: Ore) => noteGrams(passengerCarFee({ value, co2: grams ?? 0, batteryKwh: input.BatteryCapacity, year, vintage, co2Unknown }));
  if (mode === 1 || mode === 2) {
    return { fee: withNote(`Særreglerne for ${mode === 1 ? 'taxa' : 'limousine'} er ikke medregnet: afgiften er beregnet som for en personbil.`, car), used };
  }
  if (input.VehicleType === 'AutoCamper') return { fee: withNote('Autocamperen er beregnet som en personbil.', car), used };
  return { fee: car, used };
};

/** The fee of one vehicle input: the total value, the fee and its explanation. */
const feeOf = (input: VehicleInput, today: string, floored: boolean): { value: Ore; result: FeeResult; valued: ValuedVehicle } => {
  const valued = valueOf(input);
  const rule = ruleFor(input, today);
  const value = floored
    ? valued.vehicleValue + valued.equipment.reduce((sum, item) => sum + item.value, 0)
    : valued.vehicleValueUnfloored + valued.equipment.reduce((sum, item) => sum + Math.max(0, item.unfloored), 0);
  if (rule.used && input.OriginalPrice) {
    const h = input.TradePrice ? toOre(input.TradePrice) : value;
    const used = usedVehicleFee({ tradePrice: h, originalPrice: toOre(input.OriginalPrice), newCarFee: rule.fee });
    return { value: used.value, result: used, valued };
  }
  const result = rule.fee(value);
  if (rule.used) result.explanation.notes.push('Nypris mangler: afgiften er beregnet som for en ny bil.');
  return { value, result, valued };
};

/** Shares of a total split by weights, rounded so the shares add up to the total exactly (largest remainder). */
export const allocate = (total: Ore, weights: Ore[]): Ore[] => {
  const sum = weights.reduce((a, b) => a + Math.max(0, b), 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  // BigInt: total × weight can pass 2^53 øre².
  const parts = weights.map((weight) => {
    const product = BigInt(total) * BigInt(Math.max(0, weight));
    return { share: Number(product / BigInt(sum)), remainder: Number(product % BigInt(sum)) };
  });
  let rest = total - parts.reduce((a, part) => a + part.share, 0);
  const order = parts.map((part, index) => ({ index, remainder: part.remainder })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const shares = parts.map((part) => part.share);
  for (const { index } of order) {
    if (rest <= 0) break;
    shares[index]! += 1;
    rest -= 1;
  }
  return shares;
};

export const explanationToWire = (explanation: FeeExplanation): FeeExplanationWire => ({
  Table: explanation.table,
  Year: explanation.year,
  Confidence: weakestBasis(explanation),
  Lines: explanation.lines.map((line) => ({
    Label: line.label,
    Amount: toKroner(line.amount),
    ...(line.detail ? { Detail: line.detail } : {}),
    ...(line.informational ? { Informational: true as const } : {}),
    Figures: (line.figures ?? []).map(({ name, figure }) => ({
      Name: name,
      Value: figure.value,
      Basis: figure.basis,
      Level: figure.level,
      Source: figure.source,
      ...(figure.fromYear ? { FromYear: figure.fromYear } : {}),
    })),
  })),
  Notes: explanation.notes,
});

/**
 * The spec's fee calculation. RegistrationFee is the changed vehicle's fee; RegistrationFeeAdjustment is what the
 * minimum taxation value adds to it (a discount cannot take the taxable value below the minimum); the discounts are
 * what the salesperson gave off the catalogue's profit and the fee that discount saved. `today` is YYYY-MM-DD.
 */
export const calculateRegistrationFee = (request: z.output<typeof feeRequestSchema>, today: string): FeeResponse => {
  const original = feeOf(request.OriginalVehicleInput, today, true);
  const changed = feeOf(request.ChangedVehicleInput, today, true);
  const unfloored = feeOf(request.ChangedVehicleInput, today, false);
  const fee = changed.result.fee;
  const adjustment = Math.max(0, fee - unfloored.result.fee);
  const changedInput = request.ChangedVehicleInput;
  const originalInput = request.OriginalVehicleInput;
  const originalProfitById = new Map(originalInput.FactoryEquipment.map((item) => [item.UniqueId, toOre(item.ProfitWithoutVat)]));
  const equipmentDiscount = changedInput.FactoryEquipment.reduce((sum, item) => {
    const before = originalProfitById.get(item.UniqueId);
    return before === undefined ? sum : sum + Math.max(0, before - toOre(item.ProfitWithoutVat));
  }, 0);
  const vehicleDiscount = Math.max(0, toOre(originalInput.ProfitWithoutVat) - toOre(changedInput.ProfitWithoutVat));
  const weights = [changed.valued.vehicleValue, ...changed.valued.equipment.map((item) => item.value)];
  const shares = allocate(fee, weights);
  return {
    BaseTaxDeductableValue: toKroner(changed.value),
    MinProfit: toKroner(changed.valued.minProfit),
    RegistrationFee: toKroner(fee),
    RegistrationFeeAdjustment: toKroner(adjustment),
    DiscountOnVehicleProfit: toKroner(vehicleDiscount),
    DiscountOnFactoryEquipment: toKroner(equipmentDiscount),
    DiscountOnRegistrationFee: toKroner(Math.max(0, original.result.fee - fee)),
    FactoryEquipment: changed.valued.equipment.map((item, index) => ({
      UniqueId: item.id,
      BaseTaxDeductableValue: toKroner(item.value),
      MinProfit: toKroner(item.minProfit),
      MinTaxationValue: toKroner(item.minTaxation),
      RegistrationFee: toKroner(shares[index + 1] ?? 0),
    })),
    Explanation: explanationToWire(changed.result.explanation),
  };
};
