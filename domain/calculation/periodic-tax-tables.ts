import type { Figure } from './rate-tables.ts';

/**
 * The periodic taxes' tables (brændstofforbrugsafgiftsloven, vægtafgiftsloven, the CO2 ownership tax from 1 Jul
 * 2021): half-yearly amounts at the 2021 base in kroner, indexed by year; the diesel equalisation tax is not indexed.
 * Data with its source, as the registration fee's tables.
 */
const BRAENDAL = 'Brændstofforbrugsafgiftsloven';
const VAEGT = 'Vægtafgiftsloven';

export const PERIOD_DATES = {
  /** Passenger cars first registered before this pay weight tax. */
  greenTaxFrom: '1997-07-01',
  /** Vans first registered before this pay weight tax. */
  vanGreenTaxFrom: '2009-03-18',
  /** From this date the ownership tax is by CO2 (g/km) instead of km/l. */
  co2TaxFrom: '2021-07-01',
  /** Cars first registered from this date use the current green tax table. */
  greenTableFrom: '2017-10-03',
} as const;

const INDEX: Record<number, number> = { 2021: 1_000, 2022: 1_030, 2023: 1_097, 2024: 1_168, 2025: 1_244, 2026: 1_369 };
/** The index (per mille of the 2021 base) of a year; kept at the 2026 level after, and at 2021 before. */
export const periodicIndex = (year: number): Figure<number> => {
  const y = Math.min(Math.max(year, 2021), 2026);
  return {
    value: INDEX[y]!,
    basis: 'read',
    level: 'H',
    source: `${BRAENDAL} § 3 (regulering)${year > 2026 ? '; lov nr. 563 af 27.5.2025 ændrede tabellerne, ikrafttræden ikke fundet' : ''}`,
  };
};

/** CO2 ownership tax from 1 Jul 2021: [max g/km (null = above), ownership tax, diesel equalisation], half-yearly. */
export const CO2_OWNERSHIP: Figure<readonly (readonly [number | null, number, number])[]> = {
  value: [
    [58, 330, 160], [65, 370, 160], [73, 390, 160], [80, 410, 160], [87, 430, 160], [102, 460, 160], [116, 500, 740],
    [131, 540, 1_320], [145, 580, 1_420], [160, 890, 1_570], [174, 1_190, 1_690], [189, 1_510, 1_820], [203, 1_820, 1_960],
    [218, 2_120, 2_100], [232, 2_430, 2_260], [246, 2_730, 2_400], [262, 3_040, 2_560], [277, 3_350, 2_680], [290, 3_660, 2_810],
    [319, 4_260, 3_110], [350, 4_900, 3_370], [377, 5_510, 3_630], [409, 6_120, 3_950], [433, 6_730, 4_180], [461, 7_360, 4_440],
    [492, 7_970, 4_770], [519, 8_580, 5_020], [548, 9_220, 5_290], [581, 9_830, 5_600], [605, 10_440, 5_880], [645, 11_050, 6_240],
    [null, 11_680, 6_530],
  ],
  basis: 'read',
  level: 'H',
  source: `${BRAENDAL} § 3 (CO2-baseret ejerafgift)`,
};

const GREEN_AMOUNTS_NEW = [
  330, 370, 390, 410, 430, 460, 500, 540, 580, 890, 1_190, 1_510, 1_820, 2_120, 2_430, 2_730, 3_040, 3_350, 3_660, 4_260, 4_900, 5_510,
  6_120, 6_730, 7_360, 7_970, 8_580, 9_220, 9_830, 10_440, 11_050, 11_680,
] as const;
/** Before 3 Oct 2017 and vans: 330 kr down to 20 km/l (petrol; the ninth band), then these. */
const GREEN_AMOUNTS_OLD_TAIL = [640, 940, 1_260, 1_570, 1_870, 2_180, 2_480, 2_790, 3_100, 3_410, 4_010, 4_650, 5_260, 5_870, 6_480, 7_110, 7_720, 8_330, 8_970, 9_580, 10_190, 10_800, 11_430] as const;
const GREEN_AMOUNTS_OLD = [...Array<number>(9).fill(330), ...GREEN_AMOUNTS_OLD_TAIL];

export interface GreenTable {
  /** The lowest km/l of each band, best first (the last band is 0). */
  minKmPerLiter: readonly number[];
  newAmounts: readonly number[];
  oldAmounts: readonly number[];
  /** Diesel equalisation per band (half-yearly, not indexed); empty for petrol. */
  equalisation: readonly number[];
}

export const GREEN_PETROL: Figure<GreenTable> = {
  value: {
    minKmPerLiter: [50, 44.4, 40, 36.4, 33.3, 28.6, 25, 22.2, 20, 18.2, 16.7, 15.4, 14.3, 13.3, 12.5, 11.8, 11.1, 10.5, 10, 9.1, 8.3, 7.7, 7.1, 6.7, 6.3, 5.9, 5.6, 5.3, 5.0, 4.8, 4.5, 0],
    newAmounts: GREEN_AMOUNTS_NEW,
    oldAmounts: GREEN_AMOUNTS_OLD,
    equalisation: [],
  },
  basis: 'read',
  level: 'H',
  source: `${BRAENDAL} § 3 (benzin)`,
};

export const GREEN_DIESEL: Figure<GreenTable> = {
  value: {
    minKmPerLiter: [56.3, 50, 45, 41, 37.6, 32.1, 28.1, 25, 22.5, 20.5, 18.8, 17.3, 16.1, 15, 14.1, 13.2, 12.5, 11.9, 11.3, 10.2, 9.4, 8.7, 8.1, 7.5, 7.0, 6.6, 6.2, 5.9, 5.6, 5.4, 5.1, 0],
    newAmounts: GREEN_AMOUNTS_NEW,
    oldAmounts: GREEN_AMOUNTS_OLD,
    equalisation: [160, 160, 160, 160, 160, 160, 740, 1_320, 1_420, 1_570, 1_690, 1_820, 1_960, 2_100, 2_260, 2_400, 2_560, 2_680, 2_810, 3_110, 3_370, 3_630, 3_950, 4_180, 4_440, 4_770, 5_020, 5_290, 5_600, 5_880, 6_240, 6_530],
  },
  basis: 'read',
  level: 'H',
  source: `${BRAENDAL} § 3 (diesel) og udligningsafgift`,
};

/** Weight tax of passenger cars: [max own weight kg, half-yearly base amount]; above 2,000 kg a surcharge per 100 kg. */
export const WEIGHT_TAX: Figure<{ bands: readonly (readonly [number, number])[]; above2000Per100KgPerQuarter: number; motorcyclePerYear: number }> = {
  value: {
    bands: [[600, 1_060], [800, 1_290], [1_100, 1_760], [1_300, 2_340], [1_500, 3_050], [2_000, 4_200]],
    above2000Per100KgPerQuarter: 120,
    motorcyclePerYear: 730,
  },
  basis: 'read',
  level: 'M',
  source: `${VAEGT} § 4 og bilag`,
};

/** Diesel equalisation with weight tax: [max kg, amount, 'half' or 'quarter' year]; above 2,000 kg per 100 kg per quarter. */
export const WEIGHT_EQUALISATION: Figure<{ bands: readonly (readonly [number, number, 'half' | 'quarter'])[]; above2000Per100KgPerQuarter: number }> = {
  value: {
    bands: [[600, 970, 'half'], [800, 1_180, 'half'], [1_100, 1_570, 'half'], [1_300, 1_990, 'half'], [1_500, 1_280, 'quarter'], [2_000, 1_700, 'quarter']],
    above2000Per100KgPerQuarter: 100,
  },
  basis: 'inferred',
  level: 'M',
  source: `${VAEGT} § 4 stk. 3 (udligningsafgift efter feb. 2021; perioder udledt)`,
};

/** Diesel without an approved particle filter: kr per year. */
export const PARTICLE_SURCHARGE: Figure<number> = { value: 1_000, basis: 'read', level: 'H', source: `${BRAENDAL} § 3 stk. 3 (partikeltillæg)` };
