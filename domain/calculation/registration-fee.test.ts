import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toOre } from './money.ts';
import { passengerCarYear, vanYear } from './rate-tables.ts';
import {
  bracketTax,
  countsAsNew,
  motorcycleFee,
  passengerCarFee,
  preReformFee,
  usedVehicleFee,
  vanFee,
  weakestBasis,
  wltpGrams,
} from './registration-fee.ts';

const kr = (kroner: number) => toOre(kroner);

describe('registration fee of a new passenger car (rules from 18 Dec 2020)', () => {
  it('a 2024 petrol car of 300,000 kr and 120 g/km pays 276,998 kr, worked by hand', () => {
    // 0.25·70,200 + 0.85·147,900 + 1.5·81,900 = 266,115; 270·113 + 539·7 = 34,283; − 23,400.
    const result = passengerCarFee({ value: kr(300_000), co2: 120, year: 2024 });
    expect(result.fee).toBe(kr(276_998));
    expect(result.explanation.table).toBe('Personbil, regler fra 18.12.2020');
    expect(result.explanation.lines.map((line) => line.amount)).toEqual([kr(266_115), kr(34_283), -kr(23_400)]);
    expect(weakestBasis(result.explanation)).toBe('read');
  });

  it('the same petrol car worked by hand from the reference table for 2021 and 2023', () => {
    // 2021: 0.25·65,000 + 0.85·137,200 + 1.5·97,800 = 279,570; 250·120 = 30,000 (below 125 g); − 21,700.
    expect(passengerCarFee({ value: kr(300_000), co2: 120, year: 2021 }).fee).toBe(kr(287_870));
    // 2023: 0.25·67,800 + 0.85·142,800 + 1.5·89,400 = 272,430; 261·117 + 521·3 = 32,100; − 22,600.
    expect(passengerCarFee({ value: kr(300_000), co2: 120, year: 2023 }).fee).toBe(kr(281_930));
  });

  it('a 2024 electric car of 500,000 kr with 60 kWh, worked by hand: 40 % of the fee on 477,500 less 162,500', () => {
    // Battery 45 kWh (the cap) · 500 = 22,500 off; 0.25·70,200 + 0.85·147,900 + 1.5·259,400 − 23,400 = 508,965;
    // 40 % = 203,586; − 162,500 = 41,086.
    expect(passengerCarFee({ value: kr(500_000), co2: 0, batteryKwh: 60, year: 2024 }).fee).toBe(kr(41_086));
  });

  it('an electric car with a full battery is fee-free up to about 449,000 kr in 2023, as published', () => {
    expect(passengerCarFee({ value: kr(448_900), co2: 0, batteryKwh: 75, year: 2023 }).fee).toBe(0);
    const above = passengerCarFee({ value: kr(449_000), co2: 0, batteryKwh: 75, year: 2023 });
    expect(above.fee).toBeGreaterThan(0);
    expect(above.fee).toBeLessThan(kr(100));
  });

  it('an electric car is fee-free up to about 366,000 kr in 2026, as published; the 2026 brackets are the law\'s own', () => {
    // 0.25·76,400 + 0.85·161,000 + 1.5·128,800 = 349,150; − 25,500 = 323,650; 48 % = 155,352 < 155,400.
    expect(passengerCarFee({ value: kr(366_200), co2: 0, year: 2026 }).fee).toBe(0);
    // 300 kr more of value: 349,450 − 25,500 = 323,950; 48 % = 155,496; − 155,400 = 96.
    const above = passengerCarFee({ value: kr(366_400), co2: 0, year: 2026 });
    expect(above.fee).toBe(kr(96));
    const brackets = above.explanation.lines.flatMap((line) => line.figures ?? []).find((entry) => entry.name === 'Skalaknæk');
    expect(brackets?.figure).toMatchObject({ value: [76_400, 237_400], basis: 'regulated', level: 'H' });
    // The bottom deduction and the CO2 limits of 2026 are derived, so the fee says so.
    expect(weakestBasis(above.explanation)).toBe('inferred');
  });

  it('a 2026 petrol car of 300,000 kr and 120 g/km pays 263,146 kr, worked by hand from the law', () => {
    // Brackets 55,600 / 172,900 (2010) × 1.373 → 76,400 / 237,400; CO2 rates 213.5 / 427 / 812 × 1.373 → 294 / 587 / 1,115.
    // 0.25·76,400 + 0.85·(237,400 − 76,400) + 1.5·(300,000 − 237,400) = 19,100 + 136,850 + 93,900 = 249,850;
    // 294·108 + 587·(120 − 108) = 31,752 + 7,044 = 38,796; − 25,500 → 263,146.
    const result = passengerCarFee({ value: kr(300_000), co2: 120, year: 2026 });
    expect(result.explanation.lines.map((line) => line.amount)).toEqual([kr(249_850), kr(38_796), -kr(25_500)]);
    expect(result.fee).toBe(kr(263_146));
  });

  it('a 2026 petrol car of 400,000 kr and 170 g/km uses all three CO2 rates: 459,392 kr', () => {
    // 19,100 + 136,850 + 1.5·162,600 = 399,850; 294·108 + 587·30 + 1,115·32 = 31,752 + 17,610 + 35,680 = 85,042;
    // 399,850 + 85,042 − 25,500 = 459,392.
    expect(passengerCarFee({ value: kr(400_000), co2: 170, year: 2026 }).fee).toBe(kr(459_392));
  });

  it('a 2026 electric car of 500,000 kr pays 48 % less 155,400: 96,288 kr (no battery deduction after 2024)', () => {
    // 19,100 + 136,850 + 1.5·262,600 = 549,850; − 25,500 = 524,350; 48 % = 251,688; − 155,400 = 96,288.
    const result = passengerCarFee({ value: kr(500_000), co2: 0, batteryKwh: 77, year: 2026 });
    expect(result.fee).toBe(kr(96_288));
    expect(result.explanation.lines.find((line) => line.label.startsWith('Indfasning'))?.label).toBe('Indfasning (48 % af afgiften)');
  });

  it('a 2026 plug-in hybrid of 400,000 kr at 30 g/km pays 68 % less 43,000: 217,555.60 kr', () => {
    // 399,850 + 294·30 = 408,670; − 25,500 = 383,170; 68 % = 260,555.60; − 43,000 = 217,555.60.
    expect(passengerCarFee({ value: kr(400_000), co2: 30, year: 2026 }).fee).toBe(toOre(217_555.6));
  });

  it("explains each step in Danish number formats: percentages, thousands and the used car's ratio", () => {
    const electric = passengerCarFee({ value: kr(500_000), co2: 0, year: 2026 }).explanation.lines;
    expect(electric.map((line) => line.detail).join(' | ')).not.toMatch(/\d\.\d{1,2}(?!\d)|4\.800|\(0\./);
    expect(electric.find((line) => line.label === 'Værdiafgift (25 % / 85 % / 150 %)')?.detail).toBe(
      'Af en afgiftspligtig værdi på 500.000,00 kr.: 25 % af de første 76.400 kr., 85 % op til 237.400 kr. og 150 % af resten',
    );
    expect(electric.find((line) => line.label.startsWith('Indfasning'))?.detail).toBe('Der betales 48 % af 524.350,00 kr.');
    const newFee = (value: number) => passengerCarFee({ value, co2: 120, year: 2026 });
    const used = usedVehicleFee({ tradePrice: kr(188_000), originalPrice: kr(577_000), newCarFee: newFee }).explanation.lines;
    expect(used.at(-1)).toMatchObject({ label: 'Nedskrivning til handelsprisen', detail: 'Handelspris 188.000,00 kr. / nypris 577.000,00 kr. = 0,3258' });
    expect(used[0]).toMatchObject({ label: 'Nypris inkl. afgift', informational: true });
  });

  it('leaving the bottom deduction out would break the 2023 check figure', () => {
    const table = passengerCarYear(2023);
    const withoutB = 0.4 * bracketTax(kr(449_000 - 40_500), table.brackets.value, [2_500, 8_500, 15_000]) - kr(165_000);
    expect(withoutB).toBeGreaterThan(kr(5_000));
  });

  it('a 2024 plug-in hybrid (30 g/km, 15 kWh) pays 60 % less the low-emission deduction: 187,489 kr', () => {
    const result = passengerCarFee({ value: kr(400_000), co2: 30, batteryKwh: 15, year: 2024 });
    expect(result.fee).toBe(kr(187_489));
    expect(result.explanation.table).toContain('§ 5 c');
  });

  it('after the last known year the figures are carried and say from which year', () => {
    const table = passengerCarYear(2028);
    expect(table.brackets.basis).toBe('carried');
    expect(table.brackets.fromYear).toBe(2026);
    expect(table.co2Limits.value).toEqual([105, 134]);
    const result = passengerCarFee({ value: kr(300_000), co2: 120, year: 2028 });
    expect(weakestBasis(result.explanation)).toBe('carried');
  });

  it('a car over 35 years pays no CO2 surcharge and gets no bottom deduction', () => {
    const result = passengerCarFee({ value: kr(300_000), co2: 200, year: 2024, vintage: true });
    expect(result.fee).toBe(kr(266_115));
  });
});

describe('the other vehicles', () => {
  it('a 2024 van of 300,000 kr and 200 g/km: 50 % over 80,900 plus 270 kr a gram less 30,000 (carried from 2021)', () => {
    const result = vanFee({ value: kr(300_000), co2: 200, year: 2024 });
    expect(result.fee).toBe(kr(133_550));
    expect(vanYear(2024).bottomDeduction).toMatchObject({ basis: 'carried', fromYear: 2021 });
  });

  it('a 2024 motorcycle of 100,000 kr: 25/85/150 % over 21,600 and 73,300', () => {
    expect(motorcycleFee({ value: kr(100_000), year: 2024 }).fee).toBe(kr(89_395));
  });

  it('before 18 Dec 2020: 85 % / 150 % over 197,700 less the safety deductions', () => {
    const result = preReformFee(kr(200_000), { NumberOfSeatBeltAlarms: 2, NumberOfAirbags: 6, EuroNcapToprated: true }, 2020);
    expect(result.fee).toBe(kr(171_495 - 2_000 - 5_120 - 8_000));
    expect(result.explanation.table).toBe('Personbil, regler fra 3.10.2017');
  });

  it('a used car (§ 10) pays the new fee scaled by its trade price over its original price', () => {
    const newFee = (value: number) => passengerCarFee({ value, co2: 120, year: 2024 });
    const originalPrice = kr(300_000 + 276_998);
    const result = usedVehicleFee({ tradePrice: originalPrice / 2, originalPrice, newCarFee: newFee });
    expect(result.fee).toBe(kr(138_499));
    expect(result.value + result.fee).toBe(originalPrice / 2);
  });

  it('CO2 from NEDC × 1.21 and from consumption × 24 (petrol) or × 26.5 (diesel)', () => {
    expect(wltpGrams({ co2Nedc: 100, fuel: 'Gasoline' })).toBe(121);
    expect(wltpGrams({ kmPerLiter: 20, fuel: 'Gasoline' })).toBe(120);
    expect(wltpGrams({ kmPerLiter: 20, fuel: 'Diesel' })).toBe(133);
    expect(wltpGrams({ fuel: 'Electric' })).toBe(0);
    expect(wltpGrams({ fuel: 'Gasoline' })).toBeNull();
  });

  it('a vehicle is new under 4 years and under 2,000 km', () => {
    expect(countsAsNew('2023-06-01', 1_500, '2026-11-23')).toBe(true);
    expect(countsAsNew('2022-11-23', 1_500, '2026-11-23')).toBe(false);
    expect(countsAsNew('2025-06-01', 2_000, '2026-11-23')).toBe(false);
  });
});

// Properties ---------------------------------------------------------------------------------------------------------

const years = fc.integer({ min: 2021, max: 2036 });
const values = fc.integer({ min: 0, max: kr(5_000_000) });
const grams = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 49 }), fc.integer({ min: 50, max: 500 }));
const battery = fc.option(fc.integer({ min: 0, max: 120 }), { nil: null });
type Rule = (value: number, co2: number, year: number, kwh: number | null) => number;
const rules: Record<string, Rule> = {
  car: (value, co2, year, kwh) => passengerCarFee({ value, co2, year, batteryKwh: kwh }).fee,
  van: (value, co2, year, kwh) => vanFee({ value, co2, year, batteryKwh: kwh }).fee,
  motorcycle: (value, _co2, year) => motorcycleFee({ value, year }).fee,
  preReform: (value) => preReformFee(value, { NumberOfAirbags: 4 }, 2020).fee,
};

describe.each(Object.entries(rules))('the %s fee', (_name, fee) => {
  it('is never negative', () => {
    fc.assert(fc.property(values, grams, years, battery, (value, co2, year, kwh) => fee(value, co2, year, kwh) >= 0));
  });

  it('never falls when the taxable value rises', () => {
    fc.assert(
      fc.property(values, values, grams, years, battery, (a, b, co2, year, kwh) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return fee(low, co2, year, kwh) <= fee(high, co2, year, kwh);
      }),
    );
  });

  it('moves by at most 2 øre for one øre of value anywhere, so it is continuous at every bracket edge', () => {
    const edges = (year: number, kwh: number | null) => {
      const car = passengerCarYear(year).brackets.value;
      const battery = Math.min(kwh ?? 0, 45) * 1_700 * 100;
      return [...car, 65_000, 80_900, 84_000, 75_000, 20_000, 68_000, 21_600, 73_300, 197_700].flatMap((edge) => [kr(edge), kr(edge) + battery]);
    };
    fc.assert(
      fc.property(years, grams, battery, fc.integer({ min: -3, max: 3 }), (year, co2, kwh, offset) =>
        edges(year, kwh).every((edge) => {
          const at = Math.max(1, edge + offset);
          return Math.abs(fee(at, co2, year, kwh) - fee(at - 1, co2, year, kwh)) <= 2;
        }),
      ),
    );
    fc.assert(fc.property(values, grams, years, battery, (value, co2, year, kwh) => Math.abs(fee(value + 1, co2, year, kwh) - fee(value, co2, year, kwh)) <= 2));
  });
});

describe('the used-vehicle fee (§ 10)', () => {
  it('is never negative, never above the trade price, and value + fee is the trade price', () => {
    fc.assert(
      fc.property(fc.integer({ min: kr(10_000), max: kr(3_000_000) }), fc.integer({ min: 1, max: 100 }), grams, years, (original, percent, co2, year) => {
        const trade = Math.round((original * percent) / 100);
        const result = usedVehicleFee({ tradePrice: trade, originalPrice: original, newCarFee: (value) => passengerCarFee({ value, co2, year }) });
        return result.fee >= 0 && result.fee <= trade && result.value + result.fee === trade;
      }),
      { numRuns: 60 },
    );
  });
});

describe('the used-vehicle fee (§ 10), as the trade price rises', () => {
  it('never falls, and moves by at most the trade price itself', () => {
    const original = kr(450_000);
    const used = (trade: number, co2: number, year: number) => usedVehicleFee({ tradePrice: trade, originalPrice: original, newCarFee: (value) => passengerCarFee({ value, co2, year }) }).fee;
    fc.assert(
      fc.property(fc.integer({ min: kr(5_000), max: original }), fc.integer({ min: kr(5_000), max: original }), grams, years, (a, b, co2, year) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const [feeLow, feeHigh] = [used(low, co2, year), used(high, co2, year)];
        return feeLow <= feeHigh && feeHigh - feeLow <= high - low;
      }),
      { numRuns: 40 },
    );
  });
});
