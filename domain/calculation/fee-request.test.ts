import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { allocate, calculateRegistrationFee, feeRequestSchema, FeeMessages, INVALID_DATE_CODE, type FeeRequest } from './fee-request.ts';

const golf = {
  UsageType: 0,
  VehicleType: 'Car',
  FuelType: 'Gasoline',
  Co2Emission: 120,
  IsNew: true,
  RegistrationDate: '2024-06-01',
  CostWithoutVat: 200_000,
  ProfitWithoutVat: 40_000,
  MinTaxationValue: 270_000,
  FactoryEquipment: [{ UniqueId: 'tow', CostWithoutVat: 6_000, ProfitWithoutVat: 2_000 }],
} as const;
const calc = (changed: Partial<FeeRequest['ChangedVehicleInput']> = {}, original: Partial<FeeRequest['OriginalVehicleInput']> = {}) =>
  calculateRegistrationFee(feeRequestSchema.parse({ OriginalVehicleInput: { ...golf, ...original }, ChangedVehicleInput: { ...golf, ...changed } }), '2024-05-01');

describe('POST /api/vehicleregistrationfee/calculate, the rules', () => {
  it('the taxable value is the price incl. VAT with the factory equipment; the fee is split over vehicle and equipment', () => {
    const result = calc();
    // (200,000 + 40,000) · 1.25 = 300,000 and (6,000 + 2,000) · 1.25 = 10,000.
    expect(result.BaseTaxDeductableValue).toBe(310_000);
    expect(result.RegistrationFee).toBe(276_998 + 15_000);
    expect(result.FactoryEquipment[0]).toMatchObject({ UniqueId: 'tow', BaseTaxDeductableValue: 10_000 });
    const vehicleShare = result.RegistrationFee - result.FactoryEquipment[0]!.RegistrationFee;
    expect(vehicleShare).toBeGreaterThan(result.FactoryEquipment[0]!.RegistrationFee);
    expect(result.MinProfit).toBe(16_000);
    expect(result.Explanation).toMatchObject({ Table: 'Personbil, regler fra 18.12.2020', Year: 2024, Confidence: 'read' });
  });

  it('a profit discount lowers the fee and reports both discounts; the equipment discount too', () => {
    const result = calc({ ProfitWithoutVat: 30_000, FactoryEquipment: [{ UniqueId: 'tow', CostWithoutVat: 6_000, ProfitWithoutVat: 1_000 }] });
    expect(result.DiscountOnVehicleProfit).toBe(10_000);
    expect(result.DiscountOnFactoryEquipment).toBe(1_000);
    // 11,000 ex VAT = 13,750 of value, all in the 150 % band.
    expect(result.DiscountOnRegistrationFee).toBe(20_625);
    expect(result.RegistrationFeeAdjustment).toBe(0);
  });

  it('a discount below the minimum taxation value is taxed at the minimum: the adjustment says how much', () => {
    const result = calc({ ProfitWithoutVat: 0 });
    // Value 250,000 is below 270,000: taxed at 270,000; 20,000 · 150 % = 30,000 added.
    expect(result.BaseTaxDeductableValue).toBe(280_000);
    expect(result.RegistrationFeeAdjustment).toBe(30_000);
    expect(result.DiscountOnRegistrationFee).toBe(45_000);
  });

  it('refuses an expected first registration date that cannot be taxed with code 100 and the spec text', () => {
    for (const date of ['2017-10-02', '2024-02-30', 'i morgen', '2051-01-01', null]) {
      try {
        calc({ RegistrationDate: date });
        expect.fail(`accepted ${String(date)}`);
      } catch (error) {
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).message).toBe(FeeMessages.invalidDate);
        expect((error as DomainError).code).toBe(INVALID_DATE_CODE);
      }
    }
  });

  it('an expected registration before 18 Dec 2020 uses the 2017 rules', () => {
    expect(calc({ RegistrationDate: '2020-12-17' }).Explanation.Table).toBe('Personbil, regler fra 3.10.2017');
    expect(calc({ RegistrationDate: '2020-12-18' }).Explanation.Table).toBe('Personbil, regler fra 18.12.2020');
  });

  it("'without fee' (mode 6) gives no fee; taxi says its special rules are not in the tables", () => {
    expect(calc({ CalculationMode: 6 }).RegistrationFee).toBe(0);
    const taxi = calc({ CalculationMode: 1, UsageType: 1 });
    expect(taxi.RegistrationFee).toBe(calc().RegistrationFee);
    expect(taxi.Explanation.Notes.join(' ')).toContain('taxa');
  });

  it('refuses a mode the vehicle does not offer (a van cannot be a taxi)', () => {
    expect(() => calc({ VehicleType: 'Van', CalculationMode: 1 })).toThrow(FeeMessages.mode);
  });

  it('a pick-up van uses the van rules', () => {
    expect(calc({ VehicleType: 'Van', CalculationMode: 4 }).Explanation.Table).toBe('Varebil op til 4 t (§ 5)');
  });

  it('a used car with its original price uses § 10; without it, the new-car rules with a note', () => {
    const used = { IsNew: false, RegistrationDate: '2019-01-01', Mileage: 80_000, TradePrice: 200_000, OriginalPrice: 400_000 };
    const result = calc(used, used);
    expect(result.Explanation.Table).toContain('§ 10');
    expect(result.RegistrationFee).toBeGreaterThan(0);
    expect(result.RegistrationFee).toBeLessThan(200_000);
    expect(calc({ ...used, OriginalPrice: null }, used).Explanation.Notes.join(' ')).toContain('Nypris mangler');
  });

  it('an electric car of 2024 below its ceiling pays nothing', () => {
    const ev = { FuelType: 'Electric', Co2Emission: 0, BatteryCapacity: 77, CostWithoutVat: 260_000, ProfitWithoutVat: 20_000, MinTaxationValue: null } as const;
    const result = calc(ev, ev);
    expect(result.RegistrationFee).toBe(0);
    expect(result.Explanation.Table).toContain('Nulemission');
  });
});

describe('allocating the fee', () => {
  it('shares add up to the total exactly and follow the weights', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_00 }), fc.array(fc.integer({ min: 0, max: 10_000_000_00 }), { minLength: 1, maxLength: 20 }), (total, weights) => {
        const shares = allocate(total, weights);
        const sum = weights.reduce((a, b) => a + b, 0);
        return sum === 0 ? shares.every((s) => s === 0) : shares.reduce((a, b) => a + b, 0) === total && shares.every((s) => s >= 0);
      }),
    );
  });
});

describe('the route as a whole', () => {
  // The taxable value through the request: the profit the salesperson types, with and without factory equipment.
  const profits = fc.integer({ min: 0, max: 2_000_000 });
  const feeAt = (profit: number, equipment: boolean, co2: number) =>
    calc({ ProfitWithoutVat: profit, Co2Emission: co2, MinTaxationValue: null, FactoryEquipment: equipment ? [...golf.FactoryEquipment] : [] }).RegistrationFee;

  it('never answers a negative fee, a negative share or a negative adjustment', () => {
    fc.assert(
      fc.property(profits, fc.boolean(), fc.integer({ min: 0, max: 400 }), (profit, equipment, co2) => {
        const result = calc({ ProfitWithoutVat: profit, Co2Emission: co2, FactoryEquipment: equipment ? [...golf.FactoryEquipment] : [] });
        return result.RegistrationFee >= 0 && result.RegistrationFeeAdjustment >= 0 && result.FactoryEquipment.every((each) => each.RegistrationFee >= 0);
      }),
      { numRuns: 200 },
    );
  });

  it('never falls when the profit (so the taxable value) rises, and a krone of profit moves it by at most 2 kr', () => {
    fc.assert(
      fc.property(profits, profits, fc.boolean(), fc.integer({ min: 0, max: 400 }), (a, b, equipment, co2) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const step = Math.abs(feeAt(low + 1, equipment, co2) - feeAt(low, equipment, co2));
        return feeAt(low, equipment, co2) <= feeAt(high, equipment, co2) && step <= 2;
      }),
      { numRuns: 200 },
    );
  });
});

