import { formatKr, formatNumber } from '../format.ts';
import { applyRate, clamp, divRound, ORE_PER_KRONE, type Ore } from './money.ts';
import {
  BATTERY_MAX_KWH,
  CO2_CONVERSION,
  lowEmission,
  motorcycleYear,
  NEW_VEHICLE,
  passengerCarYear,
  PRE_REFORM,
  RULE_DATES,
  VALUE_RATES,
  vanYear,
  VINTAGE_AGE_YEARS,
  zeroEmission,
  type Figure,
} from './rate-tables.ts';

/**
 * The registration fee (registreringsafgift) of one vehicle, to the law, in øre. Every function returns the fee
 * with the lines that explain it (which table, which year, which figure and how sure we are of it), so the
 * registration fee details panel shows the road from the taxable value to the fee.
 */

export type FeeVehicleKind = 'Car' | 'Van' | 'Bus' | 'Caravan' | 'AutoCamper' | 'MotorCycle' | 'None';
export type FeeFuel = 'None' | 'Diesel' | 'Gasoline' | 'Electric';

/** One line of a fee's explanation: a step and the figures it used. */
export interface FeeLine {
  /** What the step is, in Danish, for the panel. */
  label: string;
  /** The step's amount in øre (positive adds to the fee, negative deducts). */
  amount: Ore;
  /** How the amount came about, in Danish with Danish number formats, for the panel. */
  detail?: string;
  /** A step on the taxable value, not on the fee: its amount is not part of the fee's sum. */
  informational?: boolean;
  /** The rate-table figures the step used. */
  figures?: { name: string; figure: Figure<unknown> }[];
}

export interface FeeExplanation {
  /** Which rules: 'Personbil 18.12.2020', 'Varebil § 5', ... */
  table: string;
  /** The year of the rate table used. */
  year: number;
  lines: FeeLine[];
  /** Notes the panel shows as they are (rules the law has that the tables do not hold, carried figures). */
  notes: string[];
}

export interface FeeResult {
  fee: Ore;
  explanation: FeeExplanation;
}

const kr = (kroner: number): Ore => kroner * ORE_PER_KRONE;
/** Whole kroner as the panel reads them: 76.400 kr. */
const krText = (kroner: number): string => formatKr(kroner, 0);
/** Øre as the panel reads them: 300.000,00 kr. */
const oreText = (ore: Ore): string => formatKr(ore / ORE_PER_KRONE);
/** A rate in basis points as a Danish percentage: 4_800 → '48 %', 250 → '2,5 %'. */
const percentText = (basisPoints: number): string => `${formatNumber(basisPoints / 100, basisPoints % 100 === 0 ? 0 : 2)} %`;

/** The weakest figure of a fee, for the panel's headline: a regulated figure is the law's own, as sure as a read one. */
export const weakestBasis = (explanation: FeeExplanation): 'read' | 'inferred' | 'carried' => {
  const figures = explanation.lines.flatMap((line) => line.figures ?? []).map((entry) => entry.figure.basis);
  if (figures.includes('carried')) return 'carried';
  if (figures.includes('inferred')) return 'inferred';
  return 'read';
};

// The three-bracket value tax and the CO2 surcharge ---------------------------------------------------------------

/** 25 % / 85 % / 150 % of the taxable value over brackets T1 and T2 (kroner), in øre. */
export const bracketTax = (value: Ore, [t1, t2]: readonly [number, number], [r1, r2, r3]: readonly [number, number, number]): Ore => {
  const limit1 = kr(t1);
  const limit2 = kr(t2);
  const v = Math.max(0, value);
  return applyRate(Math.min(v, limit1), r1) + applyRate(clamp(v - limit1, 0, limit2 - limit1), r2) + applyRate(Math.max(0, v - limit2), r3);
};

/** The CO2 surcharge: r1 per gram up to L1, r2 per gram to L2, r3 above (kroner per g), in øre. */
export const co2Surcharge = (grams: number, [l1, l2]: readonly [number, number], [r1, r2, r3]: readonly [number, number, number]): Ore => {
  const g = Math.max(0, grams);
  return kr(r1 * Math.min(g, l1) + r2 * clamp(g - l1, 0, l2 - l1) + r3 * Math.max(0, g - l2));
};

/**
 * The WLTP CO2 (g/km, whole grams) the surcharge reads: WLTP when known, else NEDC × 1.21, else from consumption
 * (l/100 km × 24 for petrol, × 26.5 for diesel). Null when nothing is known.
 */
export const wltpGrams = (input: { co2Wltp?: number | null; co2Nedc?: number | null; kmPerLiter?: number | null; fuel: FeeFuel }): number | null => {
  if (typeof input.co2Wltp === 'number') return Math.round(input.co2Wltp);
  const factors = CO2_CONVERSION.value;
  if (typeof input.co2Nedc === 'number') return Math.round((input.co2Nedc * factors.nedcToWltp) / 1_000);
  if (input.fuel === 'Electric') return 0;
  if (typeof input.kmPerLiter === 'number' && input.kmPerLiter > 0) {
    const perMille = input.fuel === 'Diesel' ? factors.dieselPerLitrePer100Km : factors.petrolPerLitrePer100Km;
    return Math.round(((100 / input.kmPerLiter) * perMille) / 1_000);
  }
  return null;
};

// Passenger cars from 18 Dec 2020 (§ 4, § 5 b, § 5 c) -----------------------------------------------------------------

export interface PassengerCarInput {
  /** The taxable value V in øre: price incl. 25 % VAT, excl. the fee. */
  value: Ore;
  /** WLTP CO2 in g/km. */
  co2: number;
  /** Battery capacity of an electric or plug-in car (kWh). */
  batteryKwh?: number | null;
  year: number;
  van?: boolean;
  /** Cars over 35 years old: no CO2 surcharge, no bottom deduction (§ 10). */
  vintage?: boolean;
  /**
   * A car that burns fuel whose CO2 is not known: its fee carries no CO2 surcharge, but it is no zero- or low-emission
   * car (which would take the phase-in and its deduction).
   */
  co2Unknown?: boolean;
}

/** Section 4 of the law on a value and grams: value tax + CO2 surcharge − bottom deduction, never below zero. */
const section4 = (value: Ore, grams: number, year: number, vintage: boolean, lines: FeeLine[]): Ore => {
  const table = passengerCarYear(year);
  const valueTax = bracketTax(value, table.brackets.value, VALUE_RATES.value);
  const [t1, t2] = table.brackets.value;
  const [v1, v2, v3] = VALUE_RATES.value.map(percentText);
  lines.push({
    label: 'Værdiafgift (25 % / 85 % / 150 %)',
    amount: valueTax,
    detail: `Af en afgiftspligtig værdi på ${oreText(Math.max(0, value))}: ${v1} af de første ${krText(t1)}, ${v2} op til ${krText(t2)} og ${v3} af resten`,
    figures: [
      { name: 'Skalaknæk', figure: table.brackets },
      { name: 'Satser', figure: VALUE_RATES },
    ],
  });
  if (!vintage) {
    const co2 = co2Surcharge(grams, table.co2Limits.value, table.co2Rates.value);
    const [l1, l2] = table.co2Limits.value;
    const [r1, r2, r3] = table.co2Rates.value;
    // A car without CO2 pays no surcharge: no line to read.
    if (grams > 0) lines.push({
      label: `CO2-tillæg (${formatNumber(grams)} g/km)`,
      amount: co2,
      detail: `${krText(r1)} pr. g op til ${l1} g, ${krText(r2)} pr. g op til ${l2} g og ${krText(r3)} pr. g derover`,
      figures: [
        { name: 'CO2-grænser', figure: table.co2Limits },
        { name: 'CO2-satser', figure: table.co2Rates },
      ],
    });
    lines.push({ label: 'Bundfradrag', amount: -kr(table.bottomDeduction.value), figures: [{ name: 'Bundfradrag', figure: table.bottomDeduction }] });
    return Math.max(0, valueTax + co2 - kr(table.bottomDeduction.value));
  }
  return Math.max(0, valueTax);
};

export const passengerCarFee = (input: PassengerCarInput): FeeResult => {
  const lines: FeeLine[] = [];
  const notes: string[] = [];
  const { year } = input;
  const vintage = input.vintage === true;
  if (vintage) notes.push('Over 35 år: intet CO2-tillæg og intet bundfradrag.');
  const grams = Math.max(0, input.co2);
  const phaseIn = input.co2Unknown ? null : grams === 0 ? zeroEmission(year, input.van === true) : grams < 50 ? lowEmission(year) : null;
  if (!phaseIn) {
    const fee = section4(input.value, grams, year, vintage, lines);
    return { fee, explanation: { table: 'Personbil, regler fra 18.12.2020', year, lines, notes } };
  }
  const kwh = Math.min(Math.max(0, input.batteryKwh ?? 0), BATTERY_MAX_KWH.value);
  const battery = divRound(kr(phaseIn.batteryPerKwh.value) * Math.round(kwh * 100), 100);
  // From 2025 the battery deduction is gone: no line for it.
  if (battery > 0) lines.push({
    label: 'Batterifradrag i den afgiftspligtige værdi',
    amount: -battery,
    detail: `${formatNumber(kwh, Number.isInteger(kwh) ? 0 : 2)} kWh × ${krText(phaseIn.batteryPerKwh.value)} (højst ${BATTERY_MAX_KWH.value} kWh) = ${oreText(battery)} trækkes fra værdien`,
    informational: true,
    figures: [
      { name: 'Kr. pr. kWh', figure: phaseIn.batteryPerKwh },
      { name: 'Maks. kWh', figure: BATTERY_MAX_KWH },
    ],
  });
  const full = section4(Math.max(0, input.value - battery), grams, year, vintage, lines);
  const share = applyRate(full, phaseIn.percentage.value);
  lines.push({
    label: `Indfasning (${percentText(phaseIn.percentage.value)} af afgiften)`,
    amount: share - full,
    detail: `Der betales ${percentText(phaseIn.percentage.value)} af ${oreText(full)}`,
    figures: [{ name: 'Procent', figure: phaseIn.percentage }],
  });
  lines.push({ label: grams === 0 ? 'Særligt fradrag, nulemission' : 'Særligt fradrag, lavemission', amount: -kr(phaseIn.deduction.value), figures: [{ name: 'Fradrag', figure: phaseIn.deduction }] });
  const fee = Math.max(0, share - kr(phaseIn.deduction.value));
  const table = grams === 0 ? 'Nulemissionsbil (§ 5 b), regler fra 18.12.2020' : 'Lavemissionsbil (§ 5 c), regler fra 18.12.2020';
  return { fee, explanation: { table, year, lines, notes } };
};

// Before 18 Dec 2020 (from the 3 Oct 2017 reform) -------------------------------------------------------------------

export interface SafetyEquipment {
  NumberOfAirbags?: number | null;
  NumberOfSeatBeltAlarms?: number | null;
  EuroNcapToprated?: boolean | null;
}

/** The rules between 3 Oct 2017 and 18 Dec 2020: 85 % up to the limit, 150 % above, less the safety deductions. */
export const preReformFee = (value: Ore, safety: SafetyEquipment, year: number): FeeResult => {
  const lines: FeeLine[] = [];
  const limit = kr(PRE_REFORM.limit.value);
  const [r1, r2] = PRE_REFORM.rates.value;
  const v = Math.max(0, value);
  const valueTax = applyRate(Math.min(v, limit), r1) + applyRate(Math.max(0, v - limit), r2);
  lines.push({ label: 'Værdiafgift (85 % / 150 %)', amount: valueTax, figures: [{ name: 'Skalaknæk', figure: PRE_REFORM.limit }, { name: 'Satser', figure: PRE_REFORM.rates }] });
  const belts = clamp(Math.trunc(safety.NumberOfSeatBeltAlarms ?? 0), 0, PRE_REFORM.seatBeltAlarm.value.max);
  const airbagRule = PRE_REFORM.airbag.value;
  const airbags = clamp(Math.trunc(safety.NumberOfAirbags ?? 0) - airbagRule.from + 1, 0, airbagRule.to - airbagRule.from + 1);
  const deductions = [
    { label: `Fradrag for selealarmer (${belts})`, amount: kr(belts * PRE_REFORM.seatBeltAlarm.value.perUnit), figure: PRE_REFORM.seatBeltAlarm },
    { label: `Fradrag for airbags (${airbags})`, amount: kr(airbags * airbagRule.perUnit), figure: PRE_REFORM.airbag },
    { label: 'Fradrag for Euro NCAP 5 stjerner', amount: safety.EuroNcapToprated ? kr(PRE_REFORM.euroNcapTopRated.value) : 0, figure: PRE_REFORM.euroNcapTopRated },
  ];
  let total = valueTax;
  for (const deduction of deductions) {
    if (deduction.amount === 0) continue;
    lines.push({ label: deduction.label, amount: -deduction.amount, figures: [{ name: 'Fradrag', figure: deduction.figure }] });
    total -= deduction.amount;
  }
  const notes = ['Tillæg og fradrag for brændstofforbrug efter reglerne før 18.12.2020 er ikke medregnet.'];
  return { fee: Math.max(0, total), explanation: { table: 'Personbil, regler fra 3.10.2017', year, lines, notes } };
};

// Vans (§ 5) and motorcycles --------------------------------------------------------------------------------------------

export const vanFee = (input: { value: Ore; co2: number; batteryKwh?: number | null; year: number; co2Unknown?: boolean }): FeeResult => {
  const table = vanYear(input.year);
  const lines: FeeLine[] = [];
  const above = applyRate(Math.max(0, input.value - kr(table.zeroBand.value)), table.rateAbove.value);
  lines.push({
    label: 'Værdiafgift (0 % / 50 %)',
    amount: above,
    detail: `Af en afgiftspligtig værdi på ${oreText(Math.max(0, input.value))}: 0 % af de første ${krText(table.zeroBand.value)} og ${percentText(table.rateAbove.value)} af resten`,
    figures: [{ name: 'Nulbånd', figure: table.zeroBand }, { name: 'Sats', figure: table.rateAbove }] });
  const grams = Math.max(0, input.co2);
  const co2 = kr(grams * table.co2PerGram.value);
  lines.push({ label: `CO2-tillæg fra første gram (${formatNumber(grams)} g/km)`, amount: co2, detail: `${krText(table.co2PerGram.value)} pr. g`, figures: [{ name: 'Kr. pr. gram', figure: table.co2PerGram }] });
  lines.push({ label: 'Bundfradrag', amount: -kr(table.bottomDeduction.value), figures: [{ name: 'Bundfradrag', figure: table.bottomDeduction }] });
  let fee = Math.max(0, above + co2 - kr(table.bottomDeduction.value));
  const notes: string[] = [];
  if (grams === 0 && !input.co2Unknown) {
    const phaseIn = zeroEmission(input.year, true);
    const share = applyRate(fee, phaseIn.percentage.value);
    lines.push({
      label: `Indfasning (${percentText(phaseIn.percentage.value)} af afgiften)`,
      amount: share - fee,
      detail: `Der betales ${percentText(phaseIn.percentage.value)} af ${oreText(fee)}`,
      figures: [{ name: 'Procent', figure: phaseIn.percentage }],
    });
    lines.push({ label: 'Særligt fradrag, nulemission (varebil)', amount: -kr(phaseIn.deduction.value), figures: [{ name: 'Fradrag', figure: phaseIn.deduction }] });
    fee = Math.max(0, share - kr(phaseIn.deduction.value));
    notes.push('Batterifradrag for varebiler er ikke medregnet.');
  }
  return { fee, explanation: { table: 'Varebil op til 4 t (§ 5)', year: input.year, lines, notes } };
};

export const motorcycleFee = (input: { value: Ore; year: number }): FeeResult => {
  const table = motorcycleYear(input.year);
  const fee = bracketTax(input.value, table.brackets.value, VALUE_RATES.value);
  return {
    fee,
    explanation: {
      table: 'Motorcykel',
      year: input.year,
      lines: [
        {
          label: 'Værdiafgift (25 % / 85 % / 150 %)',
          amount: fee,
          detail: `Af en afgiftspligtig værdi på ${oreText(Math.max(0, input.value))}: 25 % af de første ${krText(table.brackets.value[0])}, 85 % op til ${krText(table.brackets.value[1])} og 150 % af resten`,
          figures: [{ name: 'Skalaknæk', figure: table.brackets }, { name: 'Satser', figure: VALUE_RATES }],
        },
      ],
      notes: ['Intet CO2-tillæg for motorcykler.'],
    },
  };
};

// Used and imported vehicles (§ 10) -------------------------------------------------------------------------------------

/**
 * Whether a vehicle counts as new (spec part 2 §5): under 4 years from its first registration and under 2,000 km.
 * Dates are YYYY-MM-DD.
 */
export const countsAsNew = (firstRegistration: string | null | undefined, mileage: number | null | undefined, on: string): boolean => {
  if (!firstRegistration) return true;
  const rule = NEW_VEHICLE.value;
  return ageInYears(firstRegistration, on) < rule.maxYears && (mileage ?? 0) < rule.maxKm;
};

/** Whole years from `from` to `on` (YYYY-MM-DD). */
export const ageInYears = (from: string, on: string): number => {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [oy, om, od] = on.split('-').map(Number) as [number, number, number];
  return oy - fy - (om < fm || (om === fm && od < fd) ? 1 : 0);
};

export const isVintage = (firstRegistration: string | null | undefined, on: string): boolean =>
  !!firstRegistration && ageInYears(firstRegistration, on) > VINTAGE_AGE_YEARS.value;

/**
 * The fee of a used or imported vehicle (§ 10). The brackets, deductions and surcharges are scaled by k = H/N (the
 * trade price now over the original new price, both incl. the fee), and V + fee_k(V) = H. Scaling every bracket and
 * amount by k makes fee_k(V) = k · fee(V/k), so W = V/k solves W + fee(W) = N: the new-car value whose price incl.
 * the fee was N; the used fee is fee(W) · H / N.
 */
export const usedVehicleFee = (input: { tradePrice: Ore; originalPrice: Ore; newCarFee: (value: Ore) => FeeResult }): FeeResult & { value: Ore } => {
  const { tradePrice: h, originalPrice: n } = input;
  if (n <= 0 || h <= 0) {
    const empty = input.newCarFee(0);
    return { fee: 0, value: 0, explanation: { ...empty.explanation, lines: [], notes: ['Handelspris eller nypris mangler: ingen afgift beregnet.'] } };
  }
  // W + fee(W) is strictly increasing in W, so the largest W with W + fee(W) ≤ N is found by bisection over øre.
  let low = 0;
  let high = n;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (mid + input.newCarFee(mid).fee <= n) low = mid;
    else high = mid - 1;
  }
  const atW = input.newCarFee(low);
  // A price so low that even a value of 0 has a fee above it (the CO2 surcharge alone): the fee takes it all.
  const fee = Math.min(h, divRound(atW.fee * h, n));
  const value = h - fee;
  const lines: FeeLine[] = [
    {
      label: 'Nypris inkl. afgift',
      amount: n,
      detail: `${oreText(n)}: som ny en afgiftspligtig værdi på ${oreText(low)} og en afgift på ${oreText(atW.fee)}`,
      informational: true,
    },
    ...atW.explanation.lines,
    {
      label: 'Nedskrivning til handelsprisen',
      amount: fee - atW.fee,
      detail: `Handelspris ${oreText(h)} / nypris ${oreText(n)} = ${formatNumber(h / n, 4)}`,
    },
  ];
  const note = 'En brugt bil betaler afgiften for bilen som ny, nedskrevet efter handelsprisen i forhold til nyprisen (§ 10).';
  return { fee, value, explanation: { ...atW.explanation, table: `Brugt/importeret (§ 10): ${atW.explanation.table}`, lines, notes: [...atW.explanation.notes, note] } };
};

export { RULE_DATES };
