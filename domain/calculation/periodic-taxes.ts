import * as z from 'zod';
import {
  CO2_OWNERSHIP,
  GREEN_DIESEL,
  GREEN_PETROL,
  PARTICLE_SURCHARGE,
  PERIOD_DATES,
  periodicIndex,
  WEIGHT_EQUALISATION,
  WEIGHT_TAX,
} from './periodic-tax-tables.ts';
import type { Figure } from './rate-tables.ts';
import { wltpGrams, type FeeFuel } from './registration-fee.ts';

/**
 * The periodic taxes of `POST /api/VehicleTax/GetTaxes` (spec part 2 §7): the yearly ownership or weight tax, the
 * diesel equalisation tax and the particle-filter surcharge, in whole kroner, with the table each came from.
 */

/** Fuel as the form sends it: the names of the fee call or the swap car's numbers (0 Unknown, 1 Gasoline, 2 Diesel, 3 Electric). */
const fuel = z.union([z.enum(['None', 'Diesel', 'Gasoline', 'Electric']), z.number().int().min(0).max(3)]).transform((value): FeeFuel => {
  if (typeof value === 'string') return value;
  return (['None', 'Gasoline', 'Diesel', 'Electric'] as const)[value]!;
});
/** Vehicle as the form sends it: a name, or the car types 1 PrivateCar, 2/3 Van, 4 Bus, 5 Campingbus, 6 Campingvogn, 7 Motorcykel. */
const vehicle = z
  .union([z.enum(['Car', 'Van', 'Bus', 'Caravan', 'AutoCamper', 'MotorCycle', 'None']), z.number().int().min(1).max(8)])
  .transform((value): 'Car' | 'Van' | 'MotorCycle' | 'Other' => {
    if (value === 'Car' || value === 1 || value === 'None' || value === 8) return 'Car';
    if (value === 'Van' || value === 2 || value === 3) return 'Van';
    if (value === 'MotorCycle' || value === 7) return 'MotorCycle';
    return 'Other';
  });

export const taxRequestSchema = z.object({
  FuelType: fuel,
  VehicleType: vehicle,
  HasParticleFilter: z.boolean().nullish(),
  OwnWeight: z.number().min(0).max(100_000).nullish(),
  TotalWeight: z.number().min(0).max(100_000).nullish(),
  KmPrLiter: z.number().min(0).max(1_000).nullish(),
  /** YYYY-MM-DD, the first registration. */
  RegistrationDate: z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'Indtast en gyldig dato.'),
  ImportedCar: z.boolean().nullish(),
  Co2Emission: z.number().min(0).max(2_000).nullish(),
  EngineType: z.string().max(50).nullish(),
});
export type TaxRequest = z.input<typeof taxRequestSchema>;

export interface TaxLine {
  Label: string;
  Amount: number;
  Source: string;
  Basis: Figure<unknown>['basis'];
}
export interface TaxResponse {
  YearlyTax: number;
  YearlyEqualisationTax: number;
  YearlyNoParticleFilterTax: number;
  /** Which tax it is: 'Vægtafgift', 'Grøn ejerafgift', 'CO2-baseret ejerafgift'. */
  TaxKind: string;
  Lines: TaxLine[];
  Notes: string[];
}

const ceilTen = (kroner: number): number => Math.ceil(kroner / 10) * 10;
/** A half-yearly 2021 base amount, indexed and rounded up to 10 kr, for a whole year. */
const yearlyIndexed = (halfYear: number, indexPerMille: number): number => 2 * ceilTen((halfYear * indexPerMille) / 1_000);

const greenBand = (minKmPerLiter: readonly number[], kmPerLiter: number): number => {
  const band = minKmPerLiter.findIndex((min) => kmPerLiter >= min);
  return band < 0 ? minKmPerLiter.length - 1 : band;
};

export const periodicTaxes = (request: z.output<typeof taxRequestSchema>, today: string): TaxResponse => {
  const year = Number(today.slice(0, 4));
  const index = periodicIndex(year);
  const registered = request.RegistrationDate.slice(0, 10);
  const diesel = request.FuelType === 'Diesel';
  const lines: TaxLine[] = [];
  const notes: string[] = [];
  const line = (label: string, amount: number, figure: Figure<unknown>) => lines.push({ Label: label, Amount: amount, Source: figure.source, Basis: figure.basis });
  let tax = 0;
  let equalisation = 0;
  let kind: string;

  const weightTaxPassenger = () => {
    const weight = request.OwnWeight ?? 0;
    const table = WEIGHT_TAX.value;
    const band = table.bands.find(([max]) => weight <= max);
    const above = band ? 0 : Math.ceil((weight - 2_000) / 100) * table.above2000Per100KgPerQuarter * 2;
    const half = (band ?? table.bands.at(-1)!)[1] + above;
    tax = yearlyIndexed(half, index.value);
    line(`Vægtafgift (${weight} kg)`, tax, WEIGHT_TAX);
    if (diesel) {
      const eq = WEIGHT_EQUALISATION.value;
      const eqBand = eq.bands.find(([max]) => weight <= max);
      const base = eqBand ? (eqBand[2] === 'quarter' ? eqBand[1] * 4 : eqBand[1] * 2) : eq.bands.at(-1)![1] * 4 + Math.ceil((weight - 2_000) / 100) * eq.above2000Per100KgPerQuarter * 4;
      equalisation = base;
      line('Udligningsafgift (diesel)', equalisation, WEIGHT_EQUALISATION);
    }
  };

  if (request.VehicleType === 'MotorCycle') {
    kind = 'Vægtafgift';
    tax = ceilTen((WEIGHT_TAX.value.motorcyclePerYear * index.value) / 1_000);
    line('Vægtafgift, motorcykel', tax, WEIGHT_TAX);
  } else if (request.VehicleType === 'Other') {
    kind = 'Ingen';
    notes.push('Periodiske afgifter for denne køretøjstype findes ikke i satstabellerne.');
  } else if (request.VehicleType === 'Van' && registered < PERIOD_DATES.vanGreenTaxFrom) {
    kind = 'Vægtafgift';
    notes.push('Vægtafgiften for varebiler findes ikke i satstabellerne.');
  } else if (request.VehicleType === 'Car' && registered < PERIOD_DATES.greenTaxFrom) {
    kind = 'Vægtafgift';
    weightTaxPassenger();
  } else if (request.VehicleType === 'Car' && registered >= PERIOD_DATES.co2TaxFrom) {
    kind = 'CO2-baseret ejerafgift';
    const grams = wltpGrams({ co2Wltp: request.Co2Emission, kmPerLiter: request.KmPrLiter, fuel: request.FuelType });
    if (grams === null) {
      notes.push('CO2-udledning og km/l mangler: afgiften kan ikke beregnes.');
    } else {
      const row = CO2_OWNERSHIP.value.find(([max]) => max === null || grams <= max)!;
      tax = yearlyIndexed(row[1], index.value);
      line(`CO2-baseret ejerafgift (${grams} g/km)`, tax, CO2_OWNERSHIP);
      if (diesel) {
        equalisation = 2 * row[2];
        line('Udligningsafgift (diesel)', equalisation, CO2_OWNERSHIP);
      }
    }
  } else {
    kind = 'Grøn ejerafgift';
    const table = diesel ? GREEN_DIESEL : GREEN_PETROL;
    const kmPerLiter = request.FuelType === 'Electric' ? Number.POSITIVE_INFINITY : request.KmPrLiter;
    if (kmPerLiter == null || kmPerLiter <= 0) {
      notes.push('Km/l mangler: afgiften kan ikke beregnes.');
    } else {
      const band = greenBand(table.value.minKmPerLiter, kmPerLiter);
      const current = request.VehicleType === 'Car' && registered >= PERIOD_DATES.greenTableFrom;
      const half = (current ? table.value.newAmounts : table.value.oldAmounts)[band]!;
      tax = yearlyIndexed(half, index.value);
      line(`Grøn ejerafgift (${request.FuelType === 'Electric' ? 'el' : `${kmPerLiter} km/l`})`, tax, table);
      if (diesel) {
        equalisation = 2 * (table.value.equalisation[band] ?? 0);
        line('Udligningsafgift (diesel)', equalisation, table);
      }
    }
  }
  const particle = diesel && request.HasParticleFilter !== true && request.VehicleType !== 'MotorCycle' ? PARTICLE_SURCHARGE.value : 0;
  if (particle) line('Partikeltillæg (diesel uden partikelfilter)', particle, PARTICLE_SURCHARGE);
  lines.unshift({ Label: `Indeks ${year} (${(index.value / 1_000).toFixed(3)})`, Amount: 0, Source: index.source, Basis: index.basis });
  if (year >= 2025) notes.push('Lov nr. 563 af 27.5.2025 satte de grønne afgifter til 2024-niveau; ikrafttrædelsen er ikke fundet.');
  return { YearlyTax: tax, YearlyEqualisationTax: equalisation, YearlyNoParticleFilterTax: particle, TaxKind: kind, Lines: lines, Notes: notes };
};
