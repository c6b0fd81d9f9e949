import { describe, expect, it } from 'vitest';
import type { CaseData, SalesItem } from '../../events/cases.ts';
import { salesItem as salesItemEvent } from '../../events/cases.ts';
import type { CatalogueVariant } from '../catalogue/model-catalogue.ts';
import { DomainError } from '../errors.ts';
import {
  blankSpecifiedVehicle,
  editableFields,
  isOtherVehicle,
  pickVehicle,
  removeCar,
  salesItemErrors,
  salesItemOfCatalogueVariant,
  salesItemOfSpecifiedVehicle,
  salesItemOfStockCar,
  SalesItemMessages,
  salesItemSchema,
  specifiedVehicleSchema,
  withSalesItem,
  vehicleTypeLabel,
  VEHICLE_TYPES,
  type SpecifiedVehicleForm,
} from './sales-item.ts';

const motorcycle = (changes: Partial<SpecifiedVehicleForm> = {}): SpecifiedVehicleForm => ({
  ...blankSpecifiedVehicle(),
  VehicleType: '7',
  Make: 'Honda',
  Model: 'CB650R',
  ModelYear: '2021',
  FuelType: 'Benzin',
  RegistrationDate: '15-04-2021',
  ...changes,
});

const formErrors = (form: SpecifiedVehicleForm): Record<string, string> =>
  Object.fromEntries((specifiedVehicleSchema.safeParse(form).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

const usedCar: SalesItem = {
  Id: '1001',
  Title: 'Skoda Octavia 2.0 TDI',
  IsFactoryNew: false,
  IsSpecifiedVehicle: false,
  ModelYear: 2019,
  RegistrationDate: '2019-05-01',
  Mileage: 85_000,
};

const variant: CatalogueVariant = {
  CarGuid: 'a3f1c2d4-1111-4222-a333-444455556666',
  Make: 'Volkswagen',
  Model: 'Transporter',
  Type: 'Transporter 2.0 TDI 110 hk',
  FactoryCode: 'TRA110KA1',
  Variant: '2.0 TDI Kassevogn',
  EquipmentLevel: 'Kassevogn',
  ModelYear: 2026,
  EffectiveDate: '2025-09-01',
  TotalPrice: 329_900,
  PriceType: 'S',
  FuelType: 'Diesel',
  NumberOfDoors: 4,
  Motor: '2.0 TDI',
  Effect: 110,
  KmPerLiter: 13.9,
  CarType: 2,
  CarTypeName: 'Varebil',
  IsVan: true,
  ChassisTypes: ['Kassevogn'],
  ChargerType: null,
};

describe('specified vehicle (spec part 2 §5)', () => {
  it('accepts a motorcycle with make, model, model year, fuel and first registration', () => {
    expect(formErrors(motorcycle())).toEqual({});
    expect(formErrors(motorcycle({ FuelType: 'El' }))).toEqual({});
  });

  it('requires make, model and model year', () => {
    expect(formErrors(motorcycle({ Make: ' ', Model: '', ModelYear: '' }))).toEqual({
      Make: SalesItemMessages.make,
      Model: SalesItemMessages.model,
      ModelYear: SalesItemMessages.modelYear,
    });
  });

  it('requires the fuel of a motorcycle, Benzin or El, and none of a caravan', () => {
    expect(formErrors(motorcycle({ FuelType: '' }))).toEqual({ FuelType: SalesItemMessages.fuelType });
    expect(formErrors(motorcycle({ FuelType: 'Diesel' }))).toEqual({ FuelType: SalesItemMessages.fuelType });
    expect(formErrors(motorcycle({ VehicleType: '5', FuelType: '' }))).toEqual({});
  });

  it('requires the first registration unless factory new', () => {
    expect(formErrors(motorcycle({ RegistrationDate: '' }))).toEqual({ RegistrationDate: SalesItemMessages.registrationDate });
    expect(formErrors(motorcycle({ RegistrationDate: '', IsFactoryNew: true }))).toEqual({});
  });

  it('refuses a malformed model year and date, and years outside 1900-2050', () => {
    expect(formErrors(motorcycle({ ModelYear: '20x1' }))).toEqual({ ModelYear: 'Indtast gyldigt tal' });
    expect(formErrors(motorcycle({ ModelYear: '1899' }))).toEqual({ ModelYear: 'Årstallet skal være imellem 1900-2050' });
    expect(formErrors(motorcycle({ RegistrationDate: '31-02-2021' }))).toEqual({ RegistrationDate: 'Indtast en gyldig dato (dd-mm-åååå).' });
    expect(formErrors(motorcycle({ RegistrationDate: '01-01-2051' }))).toEqual({ RegistrationDate: 'Årstallet skal være imellem 1900-2050' });
  });

  it('only Campingvogn (5) and Motorcykel (7)', () => {
    expect(formErrors(motorcycle({ VehicleType: '1' }))).toEqual({ VehicleType: SalesItemMessages.vehicleType });
  });

  it('becomes a sales item the case event accepts', () => {
    const item = salesItemOfSpecifiedVehicle(motorcycle({ Variant: 'ABS' }));
    expect(item).toMatchObject({
      Title: 'Honda CB650R ABS',
      Make: 'Honda',
      Model: 'CB650R',
      Variant: 'ABS',
      VehicleType: 7,
      FuelType: 'Benzin',
      ModelYear: 2021,
      RegistrationDate: '2021-04-15',
      IsSpecifiedVehicle: true,
      IsFactoryNew: false,
      Id: null,
      CarGuid: null,
    });
    expect(salesItemEvent.safeParse(item).success).toBe(true);
    expect(salesItemSchema.safeParse(item).success).toBe(true);
    expect(salesItemOfSpecifiedVehicle(motorcycle({ VehicleType: '5', FuelType: 'Benzin' })).FuelType).toBeNull();
  });
});

describe('sales item rules on the case (spec part 2 §5)', () => {
  it('no car is valid', () => {
    expect(salesItemSchema.safeParse(null).success).toBe(true);
  });

  it('a used vehicle needs its model year; a factory-new one does not', () => {
    expect(salesItemErrors(usedCar)).toEqual({});
    expect(salesItemErrors({ ...usedCar, ModelYear: null })).toEqual({ ModelYear: SalesItemMessages.modelYear });
    expect(salesItemErrors({ ...usedCar, ModelYear: null, IsFactoryNew: true })).toEqual({});
  });

  const withVehicleInfo = (info: Record<string, unknown>) => salesItemErrors({ ...usedCar, VehicleInformation: info } as SalesItem);
  const withUsedInfo = (info: Record<string, unknown>) => salesItemErrors({ ...usedCar, UsedVehicleInformation: info } as SalesItem);

  it('production year and month and km per litre given as numbers pass', () => {
    expect(salesItemErrors({ ...usedCar, KmPerLiter: 18.5, VehicleInformation: { ProductionYear: 2019, ProductionMonth: 3 } })).toEqual({});
  });

  it('production year and month and km per litre left blank pass', () => {
    expect(salesItemErrors({ ...usedCar, KmPerLiter: null, VehicleInformation: { ProductionYear: null, ProductionMonth: null } })).toEqual({});
  });

  it("a production year that is not a number is refused with 'Indtast gyldigt tal'", () => {
    expect(withVehicleInfo({ ProductionYear: 'abc' })).toEqual({ 'VehicleInformation.ProductionYear': 'Indtast gyldigt tal' });
  });

  it('a production year outside 1900-2050 is refused', () => {
    expect(withVehicleInfo({ ProductionYear: 1850 })).toEqual({ 'VehicleInformation.ProductionYear': SalesItemMessages.year });
  });

  it('a production month that is not a whole number is refused', () => {
    expect(withVehicleInfo({ ProductionMonth: 2.5 })).toEqual({ 'VehicleInformation.ProductionMonth': 'Indtast gyldigt tal' });
  });

  it('a production month above 12 is refused', () => {
    expect(withVehicleInfo({ ProductionMonth: 13 })).toEqual({ 'VehicleInformation.ProductionMonth': SalesItemMessages.productionMonth });
  });

  it('km per litre typed as text is refused', () => {
    expect(salesItemErrors({ ...usedCar, KmPerLiter: '12,5' } as unknown as SalesItem)).toEqual({ KmPerLiter: SalesItemMessages.number });
  });

  it('a timing belt replaced at 3,000,000 km passes', () => {
    expect(withUsedInfo({ TimingBeltReplaced: 1, TimingBeltReplacedAtMileage: 3_000_000 })).toEqual({});
  });

  it('a timing belt replaced above 3,000,000 km is refused in Danish', () => {
    expect(withUsedInfo({ TimingBeltReplaced: 1, TimingBeltReplacedAtMileage: 3_000_001 })).toEqual({
      'UsedVehicleInformation.TimingBeltReplacedAtMileage': SalesItemMessages.timingBeltMileage,
    });
  });

  it('a timing belt mileage that is not a number is refused', () => {
    expect(withUsedInfo({ TimingBeltReplacedAtMileage: 'mange' })).toEqual({ 'UsedVehicleInformation.TimingBeltReplacedAtMileage': 'Indtast gyldigt tal' });
  });

  it('a sales item stored before it carried vehicle information stays valid in the event schema', () => {
    expect(salesItemEvent.safeParse({ Id: '5', Title: 'VW Golf', IsFactoryNew: false, KmPerLiter: 18 }).success).toBe(true);
  });

  it('the event schema keeps the vehicle information, the used-vehicle information and the tax-deductible settings', () => {
    const item: SalesItem = {
      ...usedCar,
      VehicleInformation: { Weight: 1_300, TotalWeight: 1_850, BatteryCapacity: null, Towbar: true, NumberOfKeys: 2, ProductionYear: 2019, ProductionMonth: 3, EqualisationTaxPerYear: 0, NoParticleFilterTax: 0, DbiAccessLevel: 2 },
      UsedVehicleInformation: { MileageWarranty: true, ServiceBook: true, TimingBeltReplaced: 1, TimingBeltReplacedAtMileage: 120_000, TimingBeltReplacedAtMileageDate: '2023-04-01', InspectionDate: '2024-05-01', FormerUse: 'Privat', SeverelyDamaged: false, IsImportedCar: false },
      TaxDeductableSetting: { Abs: true, Esp: true, NumberOfAirbags: 6 },
    };
    expect(salesItemEvent.parse(item)).toEqual(item);
  });

  it('checks a specified vehicle on the case as the modal does', () => {
    const item = salesItemOfSpecifiedVehicle(motorcycle());
    expect(salesItemErrors({ ...item, FuelType: null })).toEqual({ FuelType: SalesItemMessages.fuelType });
    expect(salesItemErrors({ ...item, RegistrationDate: null })).toEqual({ RegistrationDate: SalesItemMessages.registrationDate });
    expect(salesItemErrors({ ...item, RegistrationDate: '2021-13-01' })).toEqual({ RegistrationDate: SalesItemMessages.date });
    expect(salesItemErrors({ ...item, Make: '' })).toEqual({ Make: SalesItemMessages.make });
  });

  it('mileage is a whole number from 0 to 100,000,000', () => {
    expect(salesItemErrors({ ...usedCar, Mileage: -1 })).toEqual({ Mileage: SalesItemMessages.mileage });
    expect(salesItemErrors({ ...usedCar, Mileage: 1.5 })).toEqual({ Mileage: 'Indtast gyldigt tal' });
  });
});

describe('making the sales item', () => {
  it('of a catalogue variant: factory new, at the total price', () => {
    const item = salesItemOfCatalogueVariant(variant);
    expect(item).toMatchObject({
      CarGuid: variant.CarGuid,
      Title: 'Volkswagen Transporter 2.0 TDI Kassevogn',
      Make: 'Volkswagen',
      Model: 'Transporter',
      Motor: '2.0 TDI',
      FuelType: 'Diesel',
      VehicleType: 2,
      IsVan: true,
      IsFactoryNew: true,
      ModelYear: 2026,
      SalesItemPriceWithVat: 329_900,
      Id: null,
    });
    expect(salesItemEvent.safeParse(item).success).toBe(true);
    expect(salesItemErrors(item)).toEqual({});
  });

  it('of a stock car: used, at the cash price', () => {
    const item = salesItemOfStockCar({
      Id: '2001',
      Title: 'Kia Niro EV',
      Make: 'Kia',
      Model: 'Niro',
      RegistrationNumber: 'AB12345',
      ChassisNumber: 'KNA123',
      VehicleNumber: '77',
      ModelYear: 2022,
      RegistrationDate: '2022-03-01',
      Mileage: 30_000,
      CashPrice: 219_900,
    });
    expect(item).toMatchObject({ Id: '2001', IsFactoryNew: false, IsSpecifiedVehicle: false, SalesItemPriceWithVat: 219_900, Mileage: 30_000 });
    expect(salesItemEvent.safeParse(item).success).toBe(true);
  });

  it("of a stock car: its km/l and CO2 come along when the car records them, and are left out when it does not", () => {
    const car = { Id: '2002', Title: 'VW Golf', RegistrationNumber: null, ChassisNumber: null, VehicleNumber: null, ModelYear: 2021, RegistrationDate: '2021-03-01', Mileage: 42_000, CashPrice: 189_900 };
    const item = salesItemOfStockCar({ ...car, KmPerLiter: 18.5, CO2Emission: 124 });
    expect(item).toMatchObject({ KmPerLiter: 18.5, CO2Emission: 124 });
    expect(salesItemEvent.safeParse(item).success).toBe(true);
    const unknown = salesItemOfStockCar({ ...car, KmPerLiter: null });
    expect('KmPerLiter' in unknown || 'CO2Emission' in unknown).toBe(false);
  });
});

describe('picking and removing the vehicle (spec part 2 §4)', () => {
  const withSwapCar: CaseData = {
    CustomerId: '7',
    SalesItem: { ...usedCar, DeliveryCost: 1_500, DiscountWithoutVat: 5_000 },
    SwapCarId: '900',
    SwapCarPriceWithVat: 80_000,
    HasSwapPriceAgreement: true,
    SwapPrice: 75_000,
    CashPayment: 20_000,
  };

  it('picking replaces the calculation and keeps the swap car', () => {
    const picked = pickVehicle(withSwapCar, salesItemOfCatalogueVariant(variant));
    expect(picked.SalesItem?.CarGuid).toBe(variant.CarGuid);
    expect(picked.SalesItem?.DeliveryCost).toBeUndefined();
    expect(picked.SalesItem?.DiscountWithoutVat).toBeUndefined();
    expect(picked.CashPayment).toBeNull();
    expect(picked).toMatchObject({ CustomerId: '7', SwapCarId: '900', SwapCarPriceWithVat: 80_000, HasSwapPriceAgreement: true, SwapPrice: 75_000 });
  });

  it('a change from the car tab: a pick replaces the calculation, an edit of the same vehicle does not', () => {
    const edited = withSalesItem(withSwapCar, { ...withSwapCar.SalesItem!, Color: 'Rød' });
    expect(edited.CashPayment).toBe(20_000);
    expect(edited.SalesItem).toMatchObject({ Color: 'Rød', DeliveryCost: 1_500 });
    const picked = withSalesItem(withSwapCar, salesItemOfCatalogueVariant(variant));
    expect(picked.CashPayment).toBeNull();
    expect(picked.SwapCarId).toBe('900');
    expect(withSalesItem(withSwapCar, null)).toMatchObject({ SalesItem: null, CashPayment: null, SwapCarId: '900' });
    expect(isOtherVehicle(usedCar, { ...usedCar, Id: '1002' })).toBe(true);
    expect(isOtherVehicle(null, usedCar)).toBe(true);
    expect(isOtherVehicle(usedCar, { ...usedCar, Mileage: 1 })).toBe(false);
  });

  it('removing clears the sales item and the calculation, keeping the swap car', () => {
    const removed = removeCar(withSwapCar, { isLocked: false });
    expect(removed.SalesItem).toBeNull();
    expect(removed.CashPayment).toBeNull();
    expect(removed.SwapCarId).toBe('900');
  });

  it('removing is refused on a locked case', () => {
    expect(() => removeCar(withSwapCar, { isLocked: true })).toThrow(SalesItemMessages.removeLocked);
    try {
      removeCar(withSwapCar, { isLocked: true });
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).kind).toBe('refused');
    }
  });

  it('editable fields: identity only on a specified vehicle, registration data not on a new car', () => {
    expect(editableFields(salesItemOfSpecifiedVehicle(motorcycle())).has('Make')).toBe(true);
    expect(editableFields(usedCar).has('Make')).toBe(false);
    expect(editableFields(usedCar).has('Mileage')).toBe(true);
    expect(editableFields(salesItemOfCatalogueVariant(variant)).has('Mileage')).toBe(false);
    expect(editableFields(salesItemOfCatalogueVariant(variant)).has('Color')).toBe(true);
  });
});

describe('the vehicle types a sales item stores (spec part 2 §3 car types, §4 types 2 and 8)', () => {
  it('every type the spec names, 1 to 8, is stored and passes the rules; another number names the field', () => {
    expect(Object.keys(VEHICLE_TYPES).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const VehicleType of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const item = { ...usedCar, VehicleType, IsVan: VehicleType === 2 || VehicleType === 3 };
      expect(salesItemEvent.safeParse(item).success, `type ${VehicleType}`).toBe(true);
      expect(salesItemErrors(item)).toEqual({});
    }
    expect(salesItemEvent.safeParse({ ...usedCar, VehicleType: 9 }).success).toBe(false);
    expect(salesItemErrors({ ...usedCar, VehicleType: 9 })).toEqual({ VehicleType: SalesItemMessages.unknownVehicleType });
    expect(salesItemErrors({ ...usedCar, VehicleType: 0 })).toEqual({ VehicleType: SalesItemMessages.unknownVehicleType });
  });

  it("the car tab names a type: 5 is a stock car's Campingbus but a specified vehicle's Campingvogn; 8 by its number and rule", () => {
    expect(vehicleTypeLabel({ VehicleType: 5 })).toBe('Campingbus');
    expect(vehicleTypeLabel({ VehicleType: 5, IsSpecifiedVehicle: true })).toBe('Campingvogn');
    expect(vehicleTypeLabel({ VehicleType: 8 })).toBe('Type 8 (regnes inkl. afgift)');
    expect(vehicleTypeLabel({ VehicleType: null })).toBeNull();
  });
});
