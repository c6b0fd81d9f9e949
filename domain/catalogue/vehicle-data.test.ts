import { describe, expect, it } from 'vitest';
import { specification } from '../decider-spec.ts';
import { variantRequestDecider, variantRequestOf, variantRequestSchema } from './variant-request.ts';
import { customerCarVariantOf, debtCheckMismatch, debtTextShort, horsepowerOf, looksLikeVin, normaliseVehicleNumber, salesItemWithCarFacts, VARIANT_REQUEST_REQUIRED, type VehicleDetails } from './vehicle-data.ts';

describe('vehicle numbers and figures', () => {
  it('converts the register’s kW to hk (× 1.36, rounded)', () => {
    expect(horsepowerOf(110)).toBe(150);
    expect(horsepowerOf(85)).toBe(116);
  });

  it('writes numbers without spaces or dashes, upper-cased', () => {
    expect(normaliseVehicleNumber(' ab 12-345 ')).toBe('AB12345');
  });

  it('knows a VIN in any case', () => {
    expect(looksLikeVin('wvwzzz1kz8w123456')).toBe(true);
  });

  it('knows that a VIN has no letter I', () => {
    expect(looksLikeVin('WVWZZZ1KZ8W12345I')).toBe(false);
  });

  it('knows that a registration number is no VIN', () => {
    expect(looksLikeVin('AB12345')).toBe(false);
  });

  const result = { ChassisNumber: 'WVWZZZ1KZ8W123456', RegistrationNumber: 'CD67890' };

  it('notices a mismatch where a number was entered and the register answered another', () => {
    expect(debtCheckMismatch({ RegistrationNumber: 'ab12345', ChassisNumber: 'wvwzzz1kz8w123456' }, result)).toEqual({ ChassisNumber: false, RegistrationNumber: true });
  });

  it('notices no mismatch where no number was entered, nor where the same number was written otherwise', () => {
    expect(debtCheckMismatch({ RegistrationNumber: 'cd 67890', ChassisNumber: '' }, result)).toEqual({ ChassisNumber: false, RegistrationNumber: false });
  });

  it('notices no mismatch where the register answered no numbers', () => {
    expect(debtCheckMismatch({ RegistrationNumber: 'AB12345' }, { ChassisNumber: null, RegistrationNumber: null })).toEqual({ ChassisNumber: false, RegistrationNumber: false });
  });

  it('says that no debt is registered', () => {
    expect(debtTextShort([])).toBe('Ingen gæld registreret');
  });

  it('says the registered debt in one line', () => {
    expect(debtTextShort([{ Kind: 'Ejendomsforbehold', Creditor: 'Nordea Finans', Amount: 84_500 }])).toBe('Ejendomsforbehold: Nordea Finans, 84.500 kr.');
  });
});

describe('a chosen specification on the customer car', () => {
  const variant = {
    Id: 'b3b1c2d4-0000-4000-a000-000000000001',
    Text: 'Transporter 2.0 TDI 150 hk Kassevogn lang',
    Selection: { Type: 'Varevogn' as const, Make: 'Volkswagen', Model: 'Transporter', Year: null, Fuel: 'Diesel' },
    ProductionPeriod: { StartYear: 2016, EndYear: null },
  };

  it('fills the variant: a Varevogn is a van (type 2), fuel as the customer car codes it, the production period', () => {
    expect(customerCarVariantOf({ variant, year: 2019, details: null, colorId: null })).toEqual({
      Guid: variant.Id,
      Title: variant.Text,
      Make: 'Volkswagen',
      Model: 'Transporter',
      FuelType: 2,
      ModelYear: 2019,
      ProductionPeriodYearStart: 2016,
      ProductionPeriodYearEnd: null,
      Type: 2,
      IsVan: true,
      IsPassengerCar: false,
    });
  });

  it('fills a Personvogn as a passenger car (type 1), a plug-in hybrid as the customer car codes it', () => {
    const car = customerCarVariantOf({ variant: { ...variant, Selection: { ...variant.Selection, Type: 'Personvogn', Fuel: 'Plug-in hybrid' } }, year: null, details: null, colorId: 3 });
    expect(car).toMatchObject({ Type: 1, IsVan: false, IsPassengerCar: true, FuelType: 1 });
  });
});

describe('variant request decider', () => {
  const spec = specification(variantRequestDecider);
  const request = {
    CarType: 'Personvogn',
    Make: 'Dacia',
    Year: 2024,
    Model: 'Spring',
    Engine: 'Electric 65',
    Effect: 65,
    Propellant: 'El',
    Variant: 'Extreme',
    Doors: 5,
    Gear: 'Automatisk',
    MileagePerLiter: 0,
    PriceFromNew: null,
    NettoWeight: null,
    TotalWeight: null,
    TrailerWeight: null,
    Acceleration: null,
    MaxSpeed: null,
    RegistrationNumber: null,
  };
  const command = {
    type: 'RequestVariant' as const,
    requestId: '6f1c0a52-8d3e-4c1b-9a57-2f0e8b7d4c11',
    dealerId: '101',
    userId: '5',
    request,
    requestedAt: '2026-06-01T10:00:00.000Z',
  };
  const requested = {
    type: 'VariantRequested' as const,
    data: { RequestId: command.requestId, DealerId: '101', UserId: '5', Request: request, RequestedAt: command.requestedAt },
  };

  it('records a request', () => spec([]).when(command).then([requested]));

  it('refuses the same request a second time', () =>
    spec([requested]).when(command).thenRefuses('Forespørgslen er allerede sendt.', 'refused', 'AlreadyRequested'));
});

describe('the new-variant form', () => {
  const filled = {
    CarType: 'Personvogn',
    Make: 'Dacia',
    Year: 2024,
    Model: 'Spring',
    Engine: 'Electric 65',
    Effect: 65,
    Propellant: 'El',
    Variant: 'Extreme',
    Doors: 5,
    Gear: 'Automatisk',
    MileagePerLiter: 0,
  };

  it('requires the eleven fields the spec names, in Danish, and keeps the rest optional', () => {
    const empty = variantRequestSchema.safeParse({});
    expect(empty.success).toBe(false);
    const messages = Object.fromEntries((empty.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(Object.keys(messages).sort()).toEqual([...VARIANT_REQUEST_REQUIRED].sort());
    expect(messages.Propellant).toBe('Drivmiddel skal udfyldes.');
    expect(messages.MileagePerLiter).toBe('Km/l skal udfyldes.');
  });

  it('refuses a blank text field as not filled', () => {
    expect(variantRequestSchema.safeParse({ ...filled, Gear: '  ' }).error?.issues[0]?.message).toBe('Gear skal udfyldes.');
  });

  it('refuses more than 9 doors', () => {
    expect(variantRequestSchema.safeParse({ ...filled, Doors: 12 }).error?.issues[0]?.message).toBe('Døre må højst være 9.');
  });

  it('keeps an accepted request with every optional field, empty ones null, the plate normalised', () => {
    const parsed = variantRequestSchema.parse({ ...filled, MaxSpeed: 125, RegistrationNumber: 'ab 12 345' });
    expect(variantRequestOf(parsed)).toEqual({
      ...filled,
      PriceFromNew: null,
      NettoWeight: null,
      TotalWeight: null,
      TrailerWeight: null,
      Acceleration: null,
      MaxSpeed: 125,
      RegistrationNumber: 'AB12345',
    });
  });

  it('keeps an empty plate as null', () => {
    expect(variantRequestOf(variantRequestSchema.parse({ ...filled, RegistrationNumber: '' })).RegistrationNumber).toBeNull();
  });
});

describe("the car facts on the case's car", () => {
  const facts: VehicleDetails = {
    RegistrationNumber: 'CX12345',
    VehicleIdentificationNumber: 'TMBJJ7NE4K0123456',
    Make: 'Skoda',
    Model: 'Octavia',
    Type: 'Octavia 2.0 TDI 150 hk',
    VariantText: 'Style',
    Fuel: 'Diesel',
    Effect: 150,
    EffectKw: 110,
    FuelEconomy: 21.3,
    FirstRegistrationDate: '2019-04-12',
    InspectionDate: '2023-04-02',
    Color: 'Grå',
    NumberOfDoors: 5,
    IsVan: false,
    CarGuid: null,
    Weight: 1_430,
    TotalWeight: 1_950,
  };

  it("fill a used car's registered weights, doors, type designation, inspection and km/l, keeping what the register does not know", () => {
    const item = { Id: '55', Title: 'Skoda Octavia', IsFactoryNew: false, VehicleInformation: { NumberOfKeys: 2, Weight: 1_400 } };
    expect(salesItemWithCarFacts(item, facts)).toEqual({
      ...item,
      KmPerLiter: 21.3,
      VehicleInformation: { NumberOfKeys: 2, Weight: 1_430, TotalWeight: 1_950, NumberOfDoors: 5, EngineType: 'Octavia 2.0 TDI 150 hk' },
      UsedVehicleInformation: { InspectionDate: '2023-04-02' },
    });
    expect(salesItemWithCarFacts(item, { ...facts, Weight: null, TotalWeight: undefined }).VehicleInformation).toMatchObject({ Weight: 1_400 });
  });

  it("fill the car's yearly taxes the register holds, keeping those typed where the register gives none", () => {
    const item = { Id: '55', Title: 'Skoda Octavia', IsFactoryNew: false, VehicleInformation: { NoParticleFilterTax: 1_500 } };
    const registered = { ...facts, WeightTaxPerYear: 2_840, EqualisationTaxPerYear: 1_460, NoParticleFilterTax: null };
    expect(salesItemWithCarFacts(item, registered).VehicleInformation).toMatchObject({ WeightTaxPerYear: 2_840, EqualisationTaxPerYear: 1_460, NoParticleFilterTax: 1_500 });
  });

  it("keep a car's km/l as the case has it, and give a new car no inspection", () => {
    const filled = salesItemWithCarFacts({ CarGuid: 'dbi-1', IsFactoryNew: true, KmPerLiter: 19 }, facts);
    expect(filled.KmPerLiter).toBe(19);
    expect(filled.UsedVehicleInformation).toBeUndefined();
  });
});
