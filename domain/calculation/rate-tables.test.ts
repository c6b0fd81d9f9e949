import { describe, expect, it } from 'vitest';
import reference from './reference-constants.json' with { type: 'json' };
import { CO2_OWNERSHIP, GREEN_DIESEL, GREEN_PETROL, periodicIndex } from './periodic-tax-tables.ts';
import { lowEmission, motorcycleYear, passengerCarYear, vanYear, zeroEmission } from './rate-tables.ts';

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
