import { formatNumber } from '../format.ts';

/**
 * The rate tables of the Danish vehicle taxes, year by year, as data with their source and how sure we are of each
 * figure. The rules in this folder read figures only from here, so a figure published later is corrected in one
 * place, and the registration fee details panel can say which table, which year and which confidence a fee rests
 * on. Amounts are kroner as the law writes them (converted to øre where they are used); rates are basis points.
 *
 * basis: 'read' = seen in the law or the tax authority's publications; 'regulated' = the law's own amount at 2010 level
 * times the year's published regulation index (as sure as a read figure: the rule reproduces every published year);
 * 'inferred' = derived (a rule applied, a published check figure solved for); 'carried' = not found for that year,
 * the latest known year's figure used.
 */
export type Basis = 'read' | 'regulated' | 'inferred' | 'carried';
export type Level = 'H' | 'M' | 'L';

export interface Figure<T> {
  value: T;
  basis: Basis;
  level: Level;
  source: string;
  /** The year whose figure this is, when it was carried to a later year. */
  fromYear?: number;
}

const RAL = 'Registreringsafgiftsloven';
const SKAT = 'Skattestyrelsen, satser';
const read = <T>(value: T, source: string, level: Level = 'H'): Figure<T> => ({ value, basis: 'read', level, source });
const inferred = <T>(value: T, source: string, level: Level = 'M'): Figure<T> => ({ value, basis: 'inferred', level, source });

/**
 * The law states its amounts at 2010 level, regulated every year by personskattelovens § 20 (spec: the fee's amounts
 * change each 1 January). The regulation index (2010 = 100, in tenths) is what Skatteministeriet publishes for each year.
 */
const REGULATION_INDEX: Readonly<Record<number, number>> = { 2021: 1_169, 2022: 1_183, 2023: 1_218, 2024: 1_261, 2025: 1_310, 2026: 1_373 };
const REGULATION_SOURCE = 'Skatteministeriet, beløbsgrænser reguleret efter personskattelovens § 20';
export const LAST_REGULATION_YEAR = Math.max(...Object.keys(REGULATION_INDEX).map(Number));

/**
 * A 2010-level amount (in tenths of kroner, so 213,5 kr. is 2_135) regulated to `year` and rounded up to a multiple of
 * `step` kroner: brackets and deductions to 100 kr., CO2 rates to whole kroner, as every published year is.
 */
export const regulate = (tenthsAt2010: number, year: number, step: 1 | 100): number | null => {
  const index = REGULATION_INDEX[year];
  if (index === undefined) return null;
  return Math.ceil((tenthsAt2010 * index) / (10 * 1_000 * step)) * step;
};

/** The regulated figures of a year, as a figure saying where they come from. */
const regulated = <T extends readonly number[]>(tenthsAt2010: T, year: number, step: 1 | 100, law: string): Figure<{ -readonly [K in keyof T]: number }> => {
  const value = tenthsAt2010.map((amount) => regulate(amount, year, step)!) as { -readonly [K in keyof T]: number };
  const index = REGULATION_INDEX[year]! / 10;
  return { value, basis: 'regulated', level: 'H', source: `${law} (2010-niveau) × reguleringstal ${formatNumber(index, 1)} for ${year} (${REGULATION_SOURCE}), oprundet` };
};

/** Registration fee rule dates (spec part 2 §4): the 2017 reform and the 2020 reform. */
export const RULE_DATES = { reform2017: '2017-10-03', reform2020: '2020-12-18' } as const;
/** The value rates of § 4: 25 % / 85 % / 150 % (basis points). */
export const VALUE_RATES = read([2_500, 8_500, 15_000] as const, `${RAL} § 4`);
/** Before the 2020 reform: 85 % up to the limit, 150 % above. */
export const PRE_REFORM = {
  rates: read([8_500, 15_000] as const, `${RAL} § 4 (før 18.12.2020)`),
  limit: read(197_700, `${RAL} § 4 (2020)`),
  /** Safety-equipment deductions abolished 18 Dec 2020 (spec TaxDeductableSetting). */
  seatBeltAlarm: read({ perUnit: 1_000, max: 3 }, `${RAL} § 4 (før 18.12.2020)`),
  airbag: inferred({ perUnit: 1_280, from: 3, to: 6 }, `${RAL} § 4 (før 18.12.2020); optælling fra 3. airbag udledt`),
  euroNcapTopRated: read(8_000, `${RAL} § 4 (før 18.12.2020)`),
} as const;

export interface PassengerCarYear {
  /** T1 / T2 (kr). */
  brackets: Figure<readonly [number, number]>;
  /** r1 / r2 / r3 (kr per g/km). */
  co2Rates: Figure<readonly [number, number, number]>;
  /** L1 / L2 (g/km). */
  co2Limits: Figure<readonly [number, number]>;
  /** B, the bottom deduction (kr). */
  bottomDeduction: Figure<number>;
}

/** § 4, stk. 1, nr. 2: 25 % of 55.600 kr., 85 % to 172.900 kr. (2010 level, tenths of kroner). */
export const CAR_BRACKETS_2010 = [556_000, 1_729_000] as const;
/** § 4, stk. 2: 213,5 / 427 / 812 kr. per g CO2 (2010 level, tenths of kroner). */
export const CAR_CO2_RATES_2010 = [2_135, 4_270, 8_120] as const;
/**
 * The bottom deduction's 2010-level amount was not found in the law's text available to us. The published 21.700
 * (2021), 22.600 (2023) and 23.400 kr. (2024) fit 18.500 kr. regulated and rounded up to 100 kr.; 2025: 18.500 ×
 * 1,310 = 24.235 → 24.300 kr.; 2026: 18.500 × 1,373 = 25.400,5 → 25.500 kr. (an amount of 18.478–18.499 kr. would
 * also fit the published years and give 25.400 kr.).
 */
const BOTTOM_DEDUCTION_INFERRED = 'Ikke offentliggjort for året; udledt af de offentliggjorte bundfradrag 2021–2024 og reguleringstallet';

const PASSENGER_CAR: Readonly<Record<number, PassengerCarYear>> = {
  2021: {
    brackets: read([65_000, 202_200], `${RAL} § 4, ${SKAT} 2021`),
    co2Rates: read([250, 500, 950], `${RAL} § 4, ${SKAT} 2021`),
    co2Limits: read([125, 160], `${RAL} § 4`),
    bottomDeduction: read(21_700, `${RAL} § 4, ${SKAT} 2021`),
  },
  2022: {
    brackets: read([65_800, 204_600], `${SKAT} 2022`),
    co2Rates: read([253, 506, 961], `${SKAT} 2022`),
    co2Limits: read([121, 155], `${SKAT} 2022`),
    bottomDeduction: inferred(22_000, 'Udledt af reguleringen (ca. 22.000 kr)'),
  },
  2023: {
    brackets: read([67_800, 210_600], `${SKAT} 2023`),
    co2Rates: read([261, 521, 990], `${SKAT} 2023`),
    co2Limits: read([117, 150], `${SKAT} 2023`),
    bottomDeduction: read(22_600, `${SKAT} 2023`),
  },
  2024: {
    brackets: read([70_200, 218_100], `${SKAT} 2024`),
    co2Rates: read([270, 539, 1_024], `${SKAT} 2024`),
    co2Limits: read([113, 145], `${SKAT} 2024`),
    bottomDeduction: read(23_400, `${SKAT} 2024`),
  },
  2025: {
    brackets: regulated(CAR_BRACKETS_2010, 2025, 100, `${RAL} § 4, stk. 1, nr. 2`),
    co2Rates: regulated(CAR_CO2_RATES_2010, 2025, 1, `${RAL} § 4, stk. 2`),
    co2Limits: read([109, 139], `${RAL} § 4, nedtrapning af grænserne`),
    bottomDeduction: inferred(24_300, BOTTOM_DEDUCTION_INFERRED),
  },
  2026: {
    brackets: regulated(CAR_BRACKETS_2010, 2026, 100, `${RAL} § 4, stk. 1, nr. 2`),
    co2Rates: regulated(CAR_CO2_RATES_2010, 2026, 1, `${RAL} § 4, stk. 2`),
    co2Limits: inferred([108, 138], `${RAL} § 4, nedtrapning (loft af 125·f og 160·f)`),
    bottomDeduction: inferred(25_500, BOTTOM_DEDUCTION_INFERRED),
  },
};
export const FIRST_TABLE_YEAR = 2021;
export const LAST_TABLE_YEAR = 2026;

/** The CO2 limit factor in thousandths: 1.000 in 2020–21, −0.033 a year 2022–25, −0.011 a year 2026–30. */
const co2LimitFactor = (year: number): number => {
  const y = Math.min(Math.max(year, 2021), 2030);
  if (y <= 2025) return 1_000 - 33 * (y - 2021);
  return 1_000 - 33 * 4 - 11 * (y - 2025);
};
const ceilPerMille = (limit: number, factor: number): number => Math.ceil((limit * factor) / 1_000);

const carried = <T>(figure: Figure<T>, fromYear: number): Figure<T> => ({ ...figure, basis: 'carried', level: 'L', fromYear: figure.fromYear ?? fromYear });

/** The passenger car table of a year; after the last known year the latest figures are carried (and say so). */
export const passengerCarYear = (year: number): PassengerCarYear => {
  const known = PASSENGER_CAR[Math.max(year, FIRST_TABLE_YEAR)];
  if (known) return known;
  const last = PASSENGER_CAR[LAST_TABLE_YEAR]!;
  const factor = co2LimitFactor(year);
  return {
    brackets: carried(last.brackets, LAST_TABLE_YEAR),
    co2Rates: carried(last.co2Rates, last.co2Rates.fromYear ?? LAST_TABLE_YEAR),
    co2Limits: inferred([ceilPerMille(125, factor), ceilPerMille(160, factor)] as const, `${RAL} § 4, nedtrapning (loft af 125·f og 160·f)`),
    bottomDeduction: carried(last.bottomDeduction, LAST_TABLE_YEAR),
  };
};
export { co2LimitFactor, ceilPerMille };

/** A figure looked up in a year-keyed series, carried from the nearest known year (earlier, else later). */
const seriesFigure = (series: Readonly<Record<number, number>>, year: number, source: string, basis: Basis = 'read'): Figure<number> => {
  const years = Object.keys(series).map(Number).sort((a, b) => a - b);
  if (series[year] !== undefined) return { value: series[year], basis, level: basis === 'read' ? 'H' : 'M', source };
  const earlier = years.filter((y) => y < year).at(-1);
  const from = earlier ?? years[0]!;
  return { value: series[from]!, basis: 'carried', level: 'L', source, fromYear: from };
};

// Zero- and low-emission cars (§ 5 b, § 5 c) ----------------------------------------------------------------------------

const ZERO_PCT: Record<number, number> = {
  2021: 4_000, 2022: 4_000, 2023: 4_000, 2024: 4_000, 2025: 4_000, 2026: 4_800, 2027: 5_600, 2028: 6_400, 2029: 7_200,
  2030: 8_000, 2031: 8_400, 2032: 8_800, 2033: 9_200, 2034: 9_600, 2035: 10_000,
};
const ZERO_DEDUCTION_CAR: Record<number, number> = {
  2021: 170_000, 2022: 167_500, 2023: 165_000, 2024: 162_500, 2025: 160_000, 2026: 155_400, 2027: 150_800, 2028: 146_200,
  2029: 141_600, 2030: 137_000,
};
const ZERO_DEDUCTION_VAN: Record<number, number> = { 2023: 77_500, 2024: 76_250 };
const LOW_PCT: Record<number, number> = {
  2021: 4_500, 2022: 5_000, 2023: 5_500, 2024: 6_000, 2025: 6_500, 2026: 6_800, 2027: 7_100, 2028: 7_400, 2029: 7_700,
  2030: 8_000, 2031: 8_400, 2032: 8_800, 2033: 9_200, 2034: 9_600, 2035: 10_000,
};
const LOW_DEDUCTION: Record<number, number> = {
  2021: 50_000, 2022: 48_750, 2023: 47_500, 2024: 46_250, 2025: 45_000, 2026: 43_000, 2027: 41_000, 2028: 39_000,
  2029: 37_000, 2030: 35_000,
};
const BATTERY_PER_KWH: Record<number, number> = { 2021: 1_700, 2022: 1_300, 2023: 900, 2024: 500, 2025: 0 };
export const BATTERY_MAX_KWH = read(45, `${RAL} § 5 b`);

/** Percentages and deductions that the law fixes for every year ahead: the last one holds on (not 'carried'). */
const lawSeries = (series: Record<number, number>, year: number, source: string): Figure<number> => {
  const years = Object.keys(series).map(Number);
  const last = Math.max(...years);
  const first = Math.min(...years);
  const y = Math.min(Math.max(year, first), last);
  return { value: series[y]!, basis: 'read', level: 'H', source };
};

export interface EmissionPhaseIn {
  /** The share of the section 4 fee paid (basis points). */
  percentage: Figure<number>;
  /** Deducted after the percentage (kr). */
  deduction: Figure<number>;
  /** Deducted off the taxable value per kWh of battery, at most 45 kWh (kr). */
  batteryPerKwh: Figure<number>;
}

export const zeroEmission = (year: number, van: boolean): EmissionPhaseIn => ({
  percentage: lawSeries(ZERO_PCT, year, `${RAL} § 5 b`),
  deduction: van ? seriesFigure(ZERO_DEDUCTION_VAN, year, `${RAL} § 5 b (varebiler)`) : lawSeries(ZERO_DEDUCTION_CAR, year, `${RAL} § 5 b`),
  batteryPerKwh: lawSeries(BATTERY_PER_KWH, year, `${RAL} § 5 b, batterifradrag`),
});
export const lowEmission = (year: number): EmissionPhaseIn => ({
  percentage: lawSeries(LOW_PCT, year, `${RAL} § 5 c`),
  deduction: lawSeries(LOW_DEDUCTION, year, `${RAL} § 5 c`),
  batteryPerKwh: lawSeries(BATTERY_PER_KWH, year, `${RAL} § 5 c, batterifradrag`),
});

// Vans (§ 5) and motorcycles -----------------------------------------------------------------------------------------

export interface VanYear {
  zeroBand: Figure<number>;
  rateAbove: Figure<number>;
  co2PerGram: Figure<number>;
  bottomDeduction: Figure<number>;
}
/**
 * A figure published for some years and regulated from the law's 2010 amount for the others the index is known for;
 * after that the last regulated year's figure is carried.
 */
const publishedOrRegulated = (series: Readonly<Record<number, number>>, tenthsAt2010: number, year: number, step: 1 | 100, law: string): Figure<number> => {
  const y = Math.max(year, FIRST_TABLE_YEAR);
  if (series[y] !== undefined) return read(series[y], law);
  if (y > LAST_REGULATION_YEAR) return carried(publishedOrRegulated(series, tenthsAt2010, LAST_REGULATION_YEAR, step, law), LAST_REGULATION_YEAR);
  const figure = regulated([tenthsAt2010] as const, y, step, law);
  return { ...figure, value: figure.value[0] };
};

export const vanYear = (year: number): VanYear => ({
  zeroBand: publishedOrRegulated({ 2021: 75_000, 2022: 75_900, 2023: 78_100, 2024: 80_900, 2025: 84_000 }, 641_000, year, 100, `${RAL} § 5, stk. 1`),
  rateAbove: read(5_000, `${RAL} § 5`),
  co2PerGram: publishedOrRegulated({ 2021: 250, 2022: 253, 2023: 261, 2024: 270 }, 2_135, year, 1, `${RAL} § 5, stk. 4`),
  bottomDeduction: seriesFigure({ 2021: 30_000 }, year, `${RAL} § 5`),
});

export interface MotorcycleYear {
  brackets: Figure<readonly [number, number]>;
}
const MOTORCYCLE: Record<number, readonly [number, number]> = {
  2021: [20_000, 68_000], 2022: [20_300, 68_800], 2023: [20_900, 70_800], 2024: [21_600, 73_300],
};
/** § 4, stk. 1, nr. 1: 25 % of 17.100 kr., 85 % to 58.100 kr. (2010 level, tenths of kroner). */
export const MOTORCYCLE_BRACKETS_2010 = [171_000, 581_000] as const;
export const motorcycleYear = (year: number): MotorcycleYear => {
  const y = Math.max(year, 2021);
  const value = MOTORCYCLE[y];
  if (value) return { brackets: read(value, `${RAL} § 4 (motorcykler), ${SKAT} ${y}`) };
  const law = `${RAL} § 4, stk. 1, nr. 1`;
  if (y <= LAST_REGULATION_YEAR) return { brackets: regulated(MOTORCYCLE_BRACKETS_2010, y, 100, law) };
  return { brackets: carried(regulated(MOTORCYCLE_BRACKETS_2010, LAST_REGULATION_YEAR, 100, law), LAST_REGULATION_YEAR) };
};

/** Used and imported vehicles (§ 10): cars over this age pay no CO2 surcharge and get no bottom deduction. */
export const VINTAGE_AGE_YEARS = read(35, `${RAL} § 10`);
/** A vehicle is new while under 4 years old and under 2,000 km (spec part 2 §5). */
export const NEW_VEHICLE = read({ maxYears: 4, maxKm: 2_000 }, 'Spec: ny bil (maks 4 år og 2.000 km)');
/** CO2 from NEDC and from consumption when WLTP is unknown (per mille factors). */
export const CO2_CONVERSION = read({ nedcToWltp: 1_210, petrolPerLitrePer100Km: 24_000, dieselPerLitrePer100Km: 26_500 }, `${RAL} § 4`);
