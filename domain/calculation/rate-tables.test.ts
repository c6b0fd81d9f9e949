import { describe, expect, it } from 'vitest';
import reference from './reference-constants.json' with { type: 'json' };
import { CO2_OWNERSHIP, GREEN_DIESEL, GREEN_PETROL, periodicIndex } from './periodic-tax-tables.ts';
import { lowEmission, motorcycleYear, passengerCarYear, regulate, vanYear, zeroEmission } from './rate-tables.ts';

/**
 * The rate tables are transcribed from the collected reference constants (kept beside them); these checks hold the
 * two together, so a corrected figure in one and not the other fails here.
 */
describe('the rate tables agree with the reference constants', () => {
  const car = reference.registration_tax_personbil;
  it.each([2021, 2022, 2023, 2024])('passenger car %i: brackets, CO2 rates and limits', (year) => {
    const key = String(year) as '2021';
    expect(passengerCarYear(year).brackets.value).toEqual(car.brackets_T1_T2[key]);
    expect(passengerCarYear(year).co2Rates.value).toEqual(car.co2_rates_kr_per_g[key]);
    expect(passengerCarYear(year).co2Limits.value).toEqual(car.co2_limits_g[key]);
  });

  it('bottom deductions: read figures equal, inferred ones marked inferred', () => {
    expect(passengerCarYear(2021).bottomDeduction).toMatchObject({ value: car.bundfradrag['2021'], basis: 'read' });
    expect(passengerCarYear(2023).bottomDeduction).toMatchObject({ value: car.bundfradrag['2023'], basis: 'read' });
    expect(passengerCarYear(2024).bottomDeduction).toMatchObject({ value: car.bundfradrag['2024'], basis: 'read' });
    for (const year of [2022, 2025, 2026]) expect(passengerCarYear(year).bottomDeduction.basis).toBe('inferred');
    expect(passengerCarYear(2025).co2Limits.value).toEqual(car.co2_limits_g['2025']);
  });

  it('zero and low emission phase-in', () => {
    const zero = reference.zero_emission;
    for (const year of [2021, 2025, 2026, 2030, 2034]) {
      const pct = (zero.pct as Record<string, number>)[year <= 2025 ? '2021-2025' : String(year)]!;
      expect(zeroEmission(year, false).percentage.value).toBe(Math.round(pct * 10_000));
    }
    expect(zeroEmission(2040, false).percentage.value).toBe(10_000);
    expect(zeroEmission(2028, false).deduction.value).toBe(zero.special_deduction_personbil['2028']);
    expect(zeroEmission(2040, false).deduction.value).toBe(zero.special_deduction_personbil['2030+']);
    expect(zeroEmission(2024, true).deduction.value).toBe(zero.special_deduction_van['2024']);
    expect(zeroEmission(2022, false).batteryPerKwh.value).toBe(zero.battery_kr_per_kWh_max45['2022']);
    expect(zeroEmission(2027, false).batteryPerKwh.value).toBe(0);
    const low = reference.low_emission_0_lt_co2_lt_50;
    expect(lowEmission(2029).percentage.value).toBe(Math.round(low.pct['2029'] * 10_000));
    expect(lowEmission(2027).deduction.value).toBe(low.deduction['2027']);
  });

  it('vans and motorcycles', () => {
    expect(vanYear(2025).zeroBand.value).toBe(reference.van_s5.zero_band['2025']);
    expect(vanYear(2023).co2PerGram.value).toBe(reference.van_s5.co2_kr_per_g_all_grams['2023']);
    expect(motorcycleYear(2023).brackets.value).toEqual(reference.motorcycle.brackets['2023']);
  });

  it('periodic tables and the index', () => {
    expect(CO2_OWNERSHIP.value.map(([max, tax, eq]) => ({ max_g: max, co2_ejerafgift: tax, diesel_udligning: eq }))).toEqual(reference.co2_ejerafgift_2021_base_halfyear);
    expect(GREEN_PETROL.value.minKmPerLiter).toEqual(reference.green_ejerafgift_petrol_2021_base_halfyear.min_kml);
    expect(GREEN_PETROL.value.newAmounts).toEqual(reference.green_ejerafgift_petrol_2021_base_halfyear.post_3oct2017);
    expect(GREEN_DIESEL.value.minKmPerLiter).toEqual(reference.green_ejerafgift_diesel_2021_base_halfyear.min_kml);
    expect(GREEN_DIESEL.value.equalisation).toEqual(reference.green_ejerafgift_diesel_2021_base_halfyear.udligning);
    const old = reference.green_ejerafgift_petrol_2021_base_halfyear.pre_3oct2017_and_vans.split(', then ')[1]!.split(',').map(Number);
    expect(GREEN_PETROL.value.oldAmounts.slice(9)).toEqual(old);
    expect(periodicIndex(2025).value).toBe(reference.periodic_multiplier_vs_2021_base['2025'] * 1_000);
  });
});

describe("the law's amounts at 2010 level, regulated each year (personskattelovens § 20)", () => {
  const index = reference.regulation_index_psl20 as unknown as Record<string, number>;
  const tenths = (kroner: number) => Math.round(kroner * 10);
  const car = reference.registration_tax_personbil;

  it('reproduce every published bracket, CO2 rate, motorcycle bracket and van zero band, so the rounding is right', () => {
    for (const year of [2021, 2022, 2023, 2024]) {
      const key = String(year) as '2021';
      expect(car.brackets_T1_T2['2010_base'].map((amount) => regulate(tenths(amount), year, 100))).toEqual(car.brackets_T1_T2[key]);
      expect(car.co2_rates_kr_per_g['2010_base'].map((amount) => regulate(tenths(amount), year, 1))).toEqual(car.co2_rates_kr_per_g[key]);
      expect(reference.motorcycle.brackets['2010_base'].map((amount) => regulate(tenths(amount), year, 100))).toEqual(reference.motorcycle.brackets[key]);
      expect(regulate(tenths(reference.van_s5.co2_kr_per_g_all_grams['2010_base']), year, 1)).toBe(reference.van_s5.co2_kr_per_g_all_grams[key]);
    }
    for (const year of [2021, 2022, 2023, 2024, 2025]) {
      expect(regulate(tenths(reference.van_s5.zero_band['2010_base']), year, 100)).toBe(reference.van_s5.zero_band[String(year) as '2021']);
    }
    expect(index['2026']).toBe(137.3);
  });

  it('2026, by hand: 55,600 × 1.373 = 76,338.8 → 76,400; 172,900 × 1.373 = 237,391.7 → 237,400; 213.5 × 1.373 = 293.1 → 294; 427 × 1.373 = 586.3 → 587; 812 × 1.373 = 1,114.9 → 1,115', () => {
    const year = passengerCarYear(2026);
    expect(year.brackets).toMatchObject({ value: [76_400, 237_400], basis: 'regulated', level: 'H' });
    expect(year.co2Rates).toMatchObject({ value: [294, 587, 1_115], basis: 'regulated', level: 'H' });
    expect(year.co2Rates.source).toContain('reguleringstal 137,3 for 2026');
    expect(year.brackets.value).toEqual(car.brackets_T1_T2['2026']);
    expect(year.co2Rates.value).toEqual(car.co2_rates_kr_per_g['2026']);
    // Not published and not in the law's text available: derived, and marked so.
    expect(year.bottomDeduction).toMatchObject({ value: 25_500, basis: 'inferred' });
    expect(year.co2Limits).toMatchObject({ value: [108, 138], basis: 'inferred' });
  });

  it('2025: 72,900 / 226,500 and 280 / 560 / 1,064 (280 and 560 as published)', () => {
    expect(passengerCarYear(2025).brackets.value).toEqual([72_900, 226_500]);
    expect(passengerCarYear(2025).co2Rates.value).toEqual([280, 560, 1_064]);
  });

  it('motorcycles and vans of 2026 are regulated too; a year after the last published index carries 2026', () => {
    // 17,100 × 1.373 = 23,478.3 → 23,500; 58,100 × 1.373 = 79,771.3 → 79,800.
    expect(motorcycleYear(2026).brackets).toMatchObject({ value: [23_500, 79_800], basis: 'regulated' });
    // 64,100 × 1.373 = 88,009.3 → 88,100; 213.5 × 1.373 → 294.
    expect(vanYear(2026).zeroBand).toMatchObject({ value: 88_100, basis: 'regulated' });
    expect(vanYear(2026).co2PerGram).toMatchObject({ value: 294, basis: 'regulated' });
    expect(vanYear(2027).zeroBand).toMatchObject({ value: 88_100, basis: 'carried', fromYear: 2026 });
    expect(motorcycleYear(2028).brackets).toMatchObject({ value: [23_500, 79_800], basis: 'carried', fromYear: 2026 });
  });
});
