import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodicTaxes, taxRequestSchema, type TaxRequest } from './periodic-taxes.ts';

const taxes = (request: TaxRequest, today = '2024-05-01') => periodicTaxes(taxRequestSchema.parse(request), today);

describe('periodic taxes', () => {
  it('a 2022 petrol car of 120 g/km pays the CO2 ownership tax: 540 kr × 1.168, up to 10 kr, twice a year', () => {
    const result = taxes({ FuelType: 'Gasoline', VehicleType: 'Car', RegistrationDate: '2022-03-01', Co2Emission: 120 });
    expect(result).toMatchObject({ TaxKind: 'CO2-baseret ejerafgift', YearlyTax: 1_280, YearlyEqualisationTax: 0, YearlyNoParticleFilterTax: 0 });
  });

  it('a diesel adds the equalisation tax (not indexed) and, without a particle filter, 1,000 kr a year', () => {
    const result = taxes({ FuelType: 2, VehicleType: 1, RegistrationDate: '2022-03-01', Co2Emission: 120, HasParticleFilter: false });
    expect(result).toMatchObject({ YearlyTax: 1_280, YearlyEqualisationTax: 2_640, YearlyNoParticleFilterTax: 1_000 });
  });

  it('a 2015 petrol car of 20 km/l pays the green ownership tax of the old table', () => {
    expect(taxes({ FuelType: 'Gasoline', VehicleType: 'Car', RegistrationDate: '2015-01-01', KmPrLiter: 20 })).toMatchObject({ TaxKind: 'Grøn ejerafgift', YearlyTax: 780 });
  });

  it('a 2018 petrol car of 18 km/l pays the current green table', () => {
    // Band 18.2 > 18 → next band (16.7): 1,190 × 1.168 = 1,389.92 → 1,390.
    expect(taxes({ FuelType: 'Gasoline', VehicleType: 'Car', RegistrationDate: '2018-01-01', KmPrLiter: 18 }).YearlyTax).toBe(2_780);
  });

  it('a car registered before 1 Jul 1997 pays weight tax', () => {
    expect(taxes({ FuelType: 'Gasoline', VehicleType: 'Car', RegistrationDate: '1990-01-01', OwnWeight: 1_200 })).toMatchObject({ TaxKind: 'Vægtafgift', YearlyTax: 5_480 });
  });

  it('an electric car pays the lowest CO2 band', () => {
    expect(taxes({ FuelType: 'Electric', VehicleType: 'Car', RegistrationDate: '2023-01-01' }, '2026-02-01').YearlyTax).toBe(2 * Math.ceil((330 * 1.369) / 10) * 10);
  });

  it('the index stays at the 2026 level after 2026 and the table says the 2025 law is pending', () => {
    const result = taxes({ FuelType: 'Gasoline', VehicleType: 'Car', RegistrationDate: '2022-03-01', Co2Emission: 120 }, '2030-01-01');
    expect(result.YearlyTax).toBe(2 * 740);
    expect(result.Notes.join(' ')).toContain('563');
  });

  it('a van before 18 Mar 2009 says its weight tax is not in the tables instead of guessing', () => {
    const result = taxes({ FuelType: 'Diesel', VehicleType: 'Van', RegistrationDate: '2005-01-01', HasParticleFilter: true });
    expect(result.YearlyTax).toBe(0);
    expect(result.Notes[0]).toContain('findes ikke');
  });
});

describe('periodic taxes, for any car', () => {
  const dates = fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  const request = fc.record({
    FuelType: fc.constantFrom('Gasoline', 'Diesel', 'Electric', 'None') as fc.Arbitrary<'Gasoline' | 'Diesel' | 'Electric' | 'None'>,
    VehicleType: fc.constantFrom('Car', 'Van', 'MotorCycle', 'Bus') as fc.Arbitrary<'Car' | 'Van' | 'MotorCycle' | 'Bus'>,
    RegistrationDate: dates,
    HasParticleFilter: fc.boolean(),
    OwnWeight: fc.integer({ min: 0, max: 4_000 }),
    TotalWeight: fc.integer({ min: 0, max: 4_000 }),
    KmPrLiter: fc.option(fc.double({ min: 1, max: 60, noNaN: true }), { nil: undefined }),
    Co2Emission: fc.option(fc.integer({ min: 0, max: 500 }), { nil: undefined }),
  });

  it('are whole kroner and never negative', () => {
    fc.assert(
      fc.property(request, dates, (each, today) => {
        const result = taxes(each, today);
        return [result.YearlyTax, result.YearlyEqualisationTax, result.YearlyNoParticleFilterTax].every((amount) => Number.isInteger(amount) && amount >= 0);
      }),
      { numRuns: 500 },
    );
  });

  it('a car of more CO2 never pays less CO2 ownership tax', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const tax = (grams: number) => taxes({ FuelType: 'Gasoline', VehicleType: 'Car', RegistrationDate: '2022-03-01', Co2Emission: grams }).YearlyTax;
        return tax(low) <= tax(high);
      }),
    );
  });
});

