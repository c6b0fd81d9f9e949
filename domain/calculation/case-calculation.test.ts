import { describe, expect, it } from 'vitest';
import type { CalculationEquipment, SaleCalculation, SalesItem } from '../../events/cases.ts';
import {
  addEquipment,
  calculationFigures,
  consumptionOf,
  FeeValidityMessages,
  feeFuelOf,
  feeRequestOf,
  gearToMinimum,
  locksOf,
  maxGearingNotice,
  modeOf,
  noticesOnCarChange,
  periodicTaxRequestOf,
  yearlyTaxesOf,
  resetToCatalogue,
  vehicleKindOf,
  withOriginals,
  type CalculationSources,
} from './case-calculation.ts';
import type { DbiVehicle } from './dbi-vehicle.ts';
import { EquipmentMessages } from './extra-equipment.ts';
import { calculateRegistrationFee, feeRequestSchema, type FeeResponse } from './fee-request.ts';
import { periodicTaxes, taxRequestSchema } from './periodic-taxes.ts';
import { CalculationMessages, discountInputLabel, discountLabel, FEE_NOT_PAID, FEE_PAID } from './sale-calculation.ts';

const vehicle: DbiVehicle = {
  DbiId: 'dbi-1',
  ModelCatalogueId: 'dbi-1',
  Make: 'Škoda',
  Model: 'Octavia',
  Variant: '1.5 TSI Style',
  Type: 'Stationcar',
  ModelYear: 2026,
  VehicleType: 'Car',
  IsVan: false,
  FuelType: 'Gasoline',
  FuelTypeName: 'Benzin',
  KmPerLiter: 19.2,
  CO2Emission: 120,
  Weight: 1_350,
  TotalWeight: 1_900,
  BatteryCapacity: null,
  ParticulateFilter: true,
  NumberOfDoors: 5,
  Engine: { FuelType: 'Benzin', Motor: '1.5', Effect: 110 },
  DbiAccessLevel: 2,
  TaxDeductableSetting: { Abs: true, Esp: true, Radio: true, EuroNcapToprated: true, NumberOfAirbags: 7, NumberOfIntegratedChildSeats: 0, NumberOfSeatBeltAlarms: 5 },
  ListPrice: 379_900,
  PriceType: 'A',
  NettoPriceWithoutVat: 200_000,
  ProfitWithoutVat: 40_000,
  MinProfit: 16_000,
  MinTaxationValue: 270_000,
  BaseTaxDeductableValue: 300_000,
  FactoryEquipment: [
    { UniqueId: 'tow', Category: 1, Description: 'Anhængertræk', ReferenceNumber: 'PJ1', CostWithoutVat: 6_000, ProfitWithoutVat: 2_000, MinProfit: 500, MinTaxationValue: null, AssemblyPrice: 0 },
  ],
};
const catalogueCar: SalesItem = { CarGuid: 'dbi-1', Title: 'Škoda Octavia', IsFactoryNew: true, VehicleType: 1 };
const stockCar: SalesItem = { Id: '55', Title: 'VW Golf', IsFactoryNew: false, VehicleType: 1, FuelType: 'Benzin', RegistrationDate: '2019-05-01', Mileage: 80_000 };
const catalogue: CalculationSources = { vehicle, stockCashPrice: null };
const stock: CalculationSources = { vehicle: null, stockCashPrice: 189_900 };
const today = '2024-06-01';
const tow: CalculationEquipment = { UniqueId: 'tow', Category: 1, Description: 'Anhængertræk', ReferenceNumber: 'PJ1', Comment: null, CostWithoutVat: 6_000, ProfitWithoutVat: 2_000, PriceEnteredWithVatAndProfit: false };
const wheels: CalculationEquipment = { UniqueId: 'd-1', Category: 0, Description: 'Vinterhjul', ReferenceNumber: null, Comment: null, CostWithoutVat: 6_000, ProfitWithoutVat: 1_500, PriceEnteredWithVatAndProfit: false };

const feeOf = (item: SalesItem, calculation: SaleCalculation | null, sources = catalogue): FeeResponse | null => {
  const request = feeRequestOf(item, calculation, sources, today);
  return request ? calculateRegistrationFee(feeRequestSchema.parse(request), today) : null;
};

describe("the case's sale calculation", () => {
  it('a catalogue car at catalogue prices: the fee from the rules, the price with VAT and fee, nothing to warn', () => {
    const fee = feeOf(catalogueCar, null)!;
    const figures = calculationFigures(catalogueCar, null, catalogue, {}, fee);
    expect(figures.FromCatalogue).toBe(true);
    expect(figures.SalesItemPriceWithoutVat).toBe(240_000);
    expect(figures.Vat).toBe(60_000);
    expect(figures.SalesItemPriceWithVat).toBe(300_000);
    expect(figures.RegistrationFee).toBe(fee.RegistrationFee);
    expect(figures.RegistrationFeeCharged).toBe(fee.RegistrationFee);
    expect(figures.TotalPrice).toBe(300_000 + fee.RegistrationFee);
    expect(figures.Warnings).toEqual([]);
  });

  it("'Afgift ikke betalt' on a new car leaves the fee out of the price", () => {
    const calculation = { CarCalculationMethod: FEE_NOT_PAID } as const;
    const figures = calculationFigures(catalogueCar, calculation, catalogue, {}, feeOf(catalogueCar, calculation));
    expect(figures.RegistrationFeeCharged).toBe(0);
    expect(figures.TotalPrice).toBe(300_000);
  });

  it('a discount on the profit lowers the fee and says so; the equipment, delivery and plates are added; swap car and down payment come off', () => {
    const calculation: SaleCalculation = { ProfitWithoutVat: 30_000, ExtraEquipments: [tow, wheels], DeliveryCost: 2_995, LicensePlateCost: 1_180, DiscountWithoutVat: 1_000 };
    const fee = feeOf(catalogueCar, calculation)!;
    const figures = calculationFigures(
      catalogueCar,
      calculation,
      catalogue,
      { SwapCarId: '31', SwapCarPriceWithVat: 100_000, SwapCarUnpaidDebt: 20_000, CashPayment: 50_000 },
      fee,
    );
    expect(fee.DiscountOnVehicleProfit).toBe(10_000);
    expect(figures.DiscountOnRegistrationFee).toBeGreaterThan(0);
    expect(figures.EquipmentWithVat).toBe(10_000 + 9_375);
    expect(figures.DiscountWithVat).toBe(1_250);
    const total = 287_500 + fee.RegistrationFee + 19_375 + 2_995 + 1_180 - 1_250;
    expect(figures.TotalPrice).toBe(total);
    expect(figures.SwapCarSum).toBe(80_000);
    expect(figures.AmountToPay).toBe(total - 80_000);
    expect(figures.Remaining).toBe(total - 80_000 - 50_000);
    expect(figures.TotalProfit).toBe(30_000 - 1_000 + 2_000 + 1_500);
    expect(figures.Equipment.find((each) => each.UniqueId === 'tow')!.RegistrationFee).toBeGreaterThan(0);
  });

  it("the swap price agreement's price replaces the swap car's price", () => {
    const figures = calculationFigures(catalogueCar, null, catalogue, { SwapCarId: '31', SwapCarPriceWithVat: 100_000, HasSwapPriceAgreement: true, SwapPrice: 110_000 }, null);
    expect(figures.SwapCarSum).toBe(110_000);
  });

  it('warns below the minimum profit, for a negative profit and for factory equipment below its minimum', () => {
    const calculation: SaleCalculation = { ProfitWithoutVat: -500, ExtraEquipments: [{ ...tow, ProfitWithoutVat: 100 }] };
    const figures = calculationFigures(catalogueCar, calculation, catalogue, {}, null);
    expect(figures.Warnings).toEqual([CalculationMessages.negativeProfit, CalculationMessages.belowMinProfit, CalculationMessages.equipmentBelowMinProfit]);
  });

  it('warns that the minimum taxation is missing, and below minimum profit with unknown minimum taxation', () => {
    const figures = calculationFigures(catalogueCar, { ProfitWithoutVat: 1_000 }, { vehicle: { ...vehicle, MinTaxationValue: null }, stockCashPrice: null }, {}, null);
    expect(figures.Warnings).toEqual([CalculationMessages.minTaxationMissing, CalculationMessages.belowMinProfitUnknownTaxation]);
  });

  it('max gearing sets the car and its factory equipment to their minimum profit, and says which moved', () => {
    const geared = gearToMinimum({ ProfitWithoutVat: 35_000, ExtraEquipments: [tow] }, vehicle, null);
    expect(geared).toMatchObject({ ok: true, message: CalculationMessages.maxGearingBoth });
    if (!geared.ok) return;
    const figures = calculationFigures(catalogueCar, geared.calculation, catalogue, {}, null);
    expect(figures.ProfitWithoutVat).toBe(16_000);
    expect(figures.Equipment[0]!.ProfitWithoutVat).toBe(500);
    expect(gearToMinimum({}, vehicle, null)).toMatchObject({ ok: true, message: CalculationMessages.maxGearingCar });
  });

  it('a discount after max gearing takes the car below its minimum profit: 16,000 − 4,000 = 12,000 < 16,000 warns', () => {
    const geared = gearToMinimum({ ExtraEquipments: [tow] }, vehicle, null);
    if (!geared.ok) throw new Error(geared.message);
    const calculation = { ...geared.calculation, DiscountWithoutVat: 4_000 };
    const figures = calculationFigures(catalogueCar, calculation, catalogue, {}, feeOf(catalogueCar, calculation));
    // Car 16,000 + tow bar 500 (both at their minimum) − 4,000 discount.
    expect(figures.TotalProfit).toBe(12_500);
    expect(figures.Warnings).toContain(CalculationMessages.belowMinProfit);
    // Without the discount the geared car sits at its minimum: nothing to warn of.
    expect(calculationFigures(catalogueCar, geared.calculation, catalogue, {}, feeOf(catalogueCar, geared.calculation)).Warnings).toEqual([]);
  });

  it('the max gearing notice stays while the calculation is geared, naming what moved', () => {
    expect(maxGearingNotice({ MaxGearing: true, ExtraEquipments: [tow, wheels] }, vehicle)).toBe(CalculationMessages.maxGearingBoth);
    expect(maxGearingNotice({ MaxGearing: true, ExtraEquipments: [wheels] }, vehicle)).toBe(CalculationMessages.maxGearingCar);
    expect(maxGearingNotice({ MaxGearing: false, ExtraEquipments: [tow] }, vehicle)).toBeNull();
  });

  it('max gearing is refused by the access level with its hint', () => {
    expect(gearToMinimum({}, { ...vehicle, DbiAccessLevel: 0 }, null)).toEqual({ ok: false, message: CalculationMessages.accessLimited });
    expect(gearToMinimum({}, { ...vehicle, DbiAccessLevel: null }, null)).toEqual({ ok: false, message: CalculationMessages.maxGearingDisabled });
  });

  it('reads the access level the car tab records where it is lower than the catalogue grants, never higher', () => {
    const limited: SalesItem = { ...catalogueCar, VehicleInformation: { DbiAccessLevel: 0 } };
    expect(gearToMinimum({}, vehicle, limited)).toEqual({ ok: false, message: CalculationMessages.accessLimited });
    expect(locksOf(limited, {}, catalogue).maxGearing).toMatchObject({ state: 'limited', enabled: false });
    const warned: SalesItem = { ...catalogueCar, VehicleInformation: { DbiAccessLevel: 1 } };
    expect(locksOf(warned, {}, catalogue).maxGearing).toMatchObject({ state: 'warning', message: CalculationMessages.minTaxationMissing });
    // A recorded 3 does not open what the catalogue closes.
    const raised: SalesItem = { ...catalogueCar, VehicleInformation: { DbiAccessLevel: 3 } };
    const closed = { vehicle: { ...vehicle, DbiAccessLevel: 0 }, stockCashPrice: null };
    expect(locksOf(raised, {}, closed).maxGearing).toMatchObject({ state: 'limited', enabled: false });
    expect(gearToMinimum({}, closed.vehicle, raised)).toEqual({ ok: false, message: CalculationMessages.accessLimited });
  });

  it('a saved max gearing counts only while the access level allows it: the profits stay as typed', () => {
    const calculation: SaleCalculation = { MaxGearing: true, ProfitWithoutVat: 35_000, ExtraEquipments: [tow] };
    expect(calculationFigures(catalogueCar, calculation, catalogue, {}, null).ProfitWithoutVat).toBe(16_000);
    const limited: SalesItem = { ...catalogueCar, VehicleInformation: { DbiAccessLevel: 0 } };
    const figures = calculationFigures(limited, calculation, catalogue, {}, null);
    expect(figures.ProfitWithoutVat).toBe(35_000);
    expect(figures.Equipment[0]!.ProfitWithoutVat).toBe(tow.ProfitWithoutVat);
  });

  it("reset to catalogue prices drops what was typed over the catalogue, with the spec's text", () => {
    const reset = resetToCatalogue({ ProfitWithoutVat: 1, NettoPriceWithoutVat: 2, MaxGearing: true, DeliveryCost: 995, ExtraEquipments: [{ ...tow, ProfitWithoutVat: 0 }, wheels] }, vehicle);
    expect(reset).toEqual({
      ok: true,
      message: 'Køretøjet og fabriksmonteret udstyr er nulstillet til katalogpriser.',
      calculation: { ProfitWithoutVat: null, NettoPriceWithoutVat: null, MaxGearing: false, DeliveryCost: 995, ExtraEquipments: [tow, wheels] },
    });
  });

  it('reset is refused when the car is no longer in the catalogue', () =>
    expect(resetToCatalogue({ ProfitWithoutVat: 1 }, null)).toEqual({
      ok: false,
      message: 'Køretøjet og fabriksmonteret udstyr kan ikke nulstilles til katalogpriser, da bilen ikke længere findes i kataloget.',
    }));

  // The catalogue a year on: the car and its towbar cost more, and the tax-deductible settings are gone.
  const catalogueLater: DbiVehicle = {
    ...vehicle,
    NettoPriceWithoutVat: 230_000,
    ProfitWithoutVat: 30_000,
    MinProfit: 20_000,
    FactoryEquipment: [{ ...vehicle.FactoryEquipment[0]!, CostWithoutVat: 9_000, ProfitWithoutVat: 1_000 }],
  };
  const chosenThen = withOriginals(catalogueCar, { ExtraEquipments: [tow] }, vehicle);

  it('choosing a catalogue car keeps its catalogue prices and tax-deductible settings as its originals', () => {
    expect(chosenThen.item?.OriginalVehicleSettings).toEqual({
      NettoPriceWithoutVat: 200_000,
      ProfitWithoutVat: 40_000,
      MinProfit: 16_000,
      MinTaxationValue: 270_000,
      BaseTaxDeductableValue: 300_000,
      TaxDeductableSetting: vehicle.TaxDeductableSetting,
    });
  });

  it('choosing factory equipment keeps its catalogue prices as its originals', () => {
    expect(chosenThen.calculation?.ExtraEquipments?.[0]?.OriginalEquipmentSettings).toEqual({ CostWithoutVat: 6_000, ProfitWithoutVat: 2_000, MinProfit: 500 });
  });

  it('originals once kept are not replaced by a later catalogue', () => {
    const again = withOriginals(chosenThen.item, chosenThen.calculation, catalogueLater);
    expect(again.item?.OriginalVehicleSettings?.NettoPriceWithoutVat).toBe(200_000);
  });

  it("the case's figures keep the prices of the car as chosen when the catalogue changes", () => {
    const figures = calculationFigures(chosenThen.item, chosenThen.calculation, { vehicle: catalogueLater, stockCashPrice: null }, {}, null);
    expect(figures).toMatchObject({ NettoPriceWithoutVat: 200_000, ProfitWithoutVat: 40_000, MinProfit: 16_000 });
  });

  it('reset returns the car and its factory equipment to the originals, not to the catalogue of today', () => {
    const typedOver = { ...chosenThen.calculation, NettoPriceWithoutVat: 210_000, ProfitWithoutVat: 5_000, ExtraEquipments: [{ ...chosenThen.calculation!.ExtraEquipments![0]!, ProfitWithoutVat: 0 }] };
    const reset = resetToCatalogue(typedOver, catalogueLater, chosenThen.item);
    expect(reset.ok).toBe(true);
    if (!reset.ok) return;
    const figures = calculationFigures(chosenThen.item, reset.calculation, { vehicle: catalogueLater, stockCashPrice: null }, {}, null);
    expect(figures).toMatchObject({ NettoPriceWithoutVat: 200_000, ProfitWithoutVat: 40_000 });
    expect(reset.calculation.ExtraEquipments?.[0]).toMatchObject({ CostWithoutVat: 6_000, ProfitWithoutVat: 2_000 });
  });

  it("reset is refused with the spec's text when the originals lack the tax-deductible settings", () => {
    const item: SalesItem = { ...catalogueCar, OriginalVehicleSettings: { NettoPriceWithoutVat: 200_000, ProfitWithoutVat: 40_000, TaxDeductableSetting: null } };
    expect(resetToCatalogue({ ProfitWithoutVat: 1 }, vehicle, item)).toEqual({ ok: false, message: CalculationMessages.resetRefused });
  });

  it('equipment with a negative cost cannot be added', () =>
    expect(addEquipment(null, { ...wheels, CostWithoutVat: -1 })).toEqual({ ok: false, message: EquipmentMessages.negativeCost }));

  it('a stock car: the cash price is the price incl. VAT under the margin scheme, the fee paid before', () => {
    expect(feeRequestOf(stockCar, null, stock, today)).toBeNull();
    const figures = calculationFigures(stockCar, null, stock, {}, null);
    expect(figures.FromCatalogue).toBe(false);
    expect(figures.SalesItemPriceWithVat).toBe(189_900);
    expect(figures.Vat).toBe(0);
    expect(figures.TotalPrice).toBe(189_900);
    expect(figures.TotalProfit).toBeNull();
    expect(figures.FeeInvalid).toBe(false);
  });

  it("under the margin scheme no VAT is shown: the discount is plain 'Rabat' and taken off as typed; a new car's discount carries VAT", () => {
    const used = calculationFigures(stockCar, { DiscountWithoutVat: 2_000 }, stock, {}, null);
    expect(used).toMatchObject({ MarginScheme: true, DiscountCarriesVat: false, DiscountWithVat: 2_000, Vat: 0, TotalPrice: 187_900 });
    expect(discountLabel(used.DiscountCarriesVat)).toBe('Rabat');
    expect(discountInputLabel(used.DiscountCarriesVat)).toBe('Rabat');
    const fresh = calculationFigures(catalogueCar, { DiscountWithoutVat: 2_000 }, catalogue, {}, feeOf(catalogueCar, null));
    expect(fresh).toMatchObject({ MarginScheme: false, DiscountCarriesVat: true, DiscountWithVat: 2_500 });
    expect(discountLabel(fresh.DiscountCarriesVat)).toBe('Rabat inkl. moms');
    expect(discountInputLabel(fresh.DiscountCarriesVat)).toBe('Rabat u/moms');
    // A used van sold '+moms' is outside the scheme: its VAT is shown and its discount carries VAT.
    const van = { ...stockCar, VehicleType: 3, IsVan: true, IsVatFreeCar: true };
    expect(calculationFigures(van, { VatOption: '+moms', DiscountWithoutVat: 2_000 }, stock, {}, null)).toMatchObject({ MarginScheme: false, DiscountCarriesVat: true, DiscountWithVat: 2_500 });
  });

  it("a van listed without VAT (type 2) sold '+moms' has 25 % VAT added to its listed price, not extracted from it", () => {
    const vanExVat: SalesItem = { ...stockCar, VehicleType: 2, IsVan: true };
    const figures = calculationFigures(vanExVat, { VatOption: '+moms' }, { vehicle: null, stockCashPrice: 100_000 }, {}, null);
    expect(figures).toMatchObject({ SalesItemPriceWithoutVat: 100_000, Vat: 25_000, SalesItemPriceWithVat: 125_000 });
  });

  it("a van listed with VAT (type 3) sold '+moms' has its VAT taken out of the listed price (20 % of the gross)", () => {
    const vanInclVat: SalesItem = { ...stockCar, VehicleType: 3, IsVan: true };
    const figures = calculationFigures(vanInclVat, { VatOption: '+moms' }, { vehicle: null, stockCashPrice: 125_000 }, {}, null);
    expect(figures).toMatchObject({ SalesItemPriceWithoutVat: 100_000, Vat: 25_000, SalesItemPriceWithVat: 125_000 });
  });

  it("a price agreed incl. VAT on a van listed without VAT is taken as incl. VAT under '+moms'", () => {
    const vanExVat: SalesItem = { ...stockCar, VehicleType: 2, IsVan: true };
    const figures = calculationFigures(vanExVat, { VatOption: '+moms', SalesPriceWithVat: 125_000 }, { vehicle: null, stockCashPrice: 100_000 }, {}, null);
    expect(figures).toMatchObject({ SalesItemPriceWithoutVat: 100_000, Vat: 25_000, SalesItemPriceWithVat: 125_000 });
  });

  it('a used car whose fee is not paid needs a fee above 0; a typed one is charged', () => {
    const missing = calculationFigures(stockCar, { CarCalculationMethod: FEE_NOT_PAID }, stock, {}, null);
    expect(missing.FeeInvalid).toBe(true);
    expect(missing.Warnings).toContain(FeeValidityMessages.usedFeeMissing);
    const typed = calculationFigures(stockCar, { CarCalculationMethod: FEE_NOT_PAID, RegistrationFee: 45_000, SalesPriceWithVat: 120_000 }, stock, {}, null);
    expect(typed.FeeInvalid).toBe(false);
    expect(typed.TotalPrice).toBe(165_000);
  });

  it("a used car's fee by § 10 from its original new price, when it is not paid", () => {
    const calculation = { CarCalculationMethod: FEE_NOT_PAID, OriginalPrice: 350_000, KmPerLiter: 18 } as const;
    const request = feeRequestOf(stockCar, calculation, stock, today);
    expect(request?.ChangedVehicleInput).toMatchObject({ IsNew: false, TradePrice: 189_900, OriginalPrice: 350_000, FuelType: 'Gasoline', VehicleType: 'Car' });
    const fee = feeOf(stockCar, calculation, stock)!;
    expect(fee.RegistrationFee).toBeGreaterThan(0);
    expect(calculationFigures(stockCar, calculation, stock, {}, fee).TotalPrice).toBe(189_900 + fee.RegistrationFee);
  });

  it('a petrol car whose CO2 is not known is no zero-emission car: it pays the fee without the CO2 surcharge', () => {
    const fee = feeOf(stockCar, { CarCalculationMethod: FEE_NOT_PAID, OriginalPrice: 350_000 }, stock)!;
    expect(fee.RegistrationFee).toBeGreaterThan(0);
    expect(fee.Explanation.Table).not.toContain('Nulemission');
    expect(fee.Explanation.Notes).toContain('CO2-udledning ukendt: CO2-tillæg regnet med 0 g/km.');
  });

  it("a stock car's km/l and CO2 carried into the case: the fee and the yearly taxes are computed from them, a typed km/l wins", () => {
    const economical: SalesItem = { ...stockCar, RegistrationDate: '2022-03-01', KmPerLiter: 20 };
    // Petrol at 20 km/l: 5 l/100 km × 24 = 120 g/km, as the law converts consumption.
    expect(consumptionOf(economical, null)).toEqual({ KmPerLiter: 20, KmPerLiterFrom: 'car', CO2Emission: 120, CO2From: 'derived' });
    expect(consumptionOf(economical, { KmPerLiter: 15 })).toEqual({ KmPerLiter: 15, KmPerLiterFrom: 'typed', CO2Emission: 160, CO2From: 'derived' });
    expect(consumptionOf({ ...economical, CO2Emission: 131 }, null)).toMatchObject({ CO2Emission: 131, CO2From: 'car' });
    expect(consumptionOf(stockCar, null)).toEqual({ KmPerLiter: null, KmPerLiterFrom: null, CO2Emission: null, CO2From: null });
    // A sales item made before it carried the car's km/l reads it from the cars context; the item's own wins.
    expect(consumptionOf(stockCar, null, { stockKmPerLiter: 20 })).toEqual({ KmPerLiter: 20, KmPerLiterFrom: 'car', CO2Emission: 120, CO2From: 'derived' });
    expect(consumptionOf(economical, null, { stockKmPerLiter: 12 })).toMatchObject({ KmPerLiter: 20 });
    expect(periodicTaxRequestOf({ ...economical, KmPerLiter: undefined }, null, { ...stock, stockKmPerLiter: 20 }, today)).toMatchObject({ KmPrLiter: 20 });

    // The yearly tax without anything typed: the CO2 ownership tax of a car registered after 1 July 2021.
    expect(periodicTaxRequestOf(economical, null, stock, today)).toEqual({ FuelType: 'Gasoline', VehicleType: 'Car', KmPrLiter: 20, RegistrationDate: '2022-03-01' });
    expect(periodicTaxRequestOf({ ...economical, KmPerLiter: undefined, CO2Emission: 131 }, null, stock, today)).toMatchObject({ Co2Emission: 131 });
    expect(periodicTaxRequestOf(economical, { KmPerLiter: 15 }, stock, today)).toMatchObject({ KmPrLiter: 15 });

    // The § 10 fee reads the car's consumption: its CO2 surcharge is the one the car's km/l gives, not the unknown-CO2 note.
    const calculation = { CarCalculationMethod: FEE_NOT_PAID, OriginalPrice: 350_000 } as const;
    expect(feeRequestOf(economical, calculation, stock, today)?.ChangedVehicleInput).toMatchObject({ KmPerLiter: 20, Co2Emission: null });
    const fromCar = feeOf(economical, calculation, stock)!;
    expect(fromCar.Explanation.Notes).not.toContain('CO2-udledning ukendt: CO2-tillæg regnet med 0 g/km.');
    expect(fromCar.RegistrationFee).toBe(feeOf({ ...economical, KmPerLiter: undefined }, { ...calculation, KmPerLiter: 20 }, stock)!.RegistrationFee);
    expect(fromCar.RegistrationFee).toBeGreaterThan(feeOf({ ...economical, KmPerLiter: undefined }, calculation, stock)!.RegistrationFee);
    expect(feeRequestOf({ ...economical, CO2Emission: 131 }, calculation, stock, today)?.ChangedVehicleInput).toMatchObject({ Co2Emission: 131 });
  });

  it("a used car's yearly taxes are asked for with the weights, particle filter and import the car tab records", () => {
    const recorded: SalesItem = {
      ...stockCar,
      FuelType: 'Diesel',
      KmPerLiter: 20,
      VehicleInformation: { Weight: 1_400, TotalWeight: 1_950, ParticulateFilter: true },
      UsedVehicleInformation: { IsImportedCar: true },
    };
    expect(periodicTaxRequestOf(recorded, null, stock, today)).toMatchObject({ OwnWeight: 1_400, TotalWeight: 1_950, HasParticleFilter: true, ImportedCar: true });
  });

  it('a used diesel recorded with a particle filter pays no particle-filter surcharge', () => {
    const diesel: SalesItem = { ...stockCar, FuelType: 'Diesel', KmPerLiter: 20, VehicleInformation: { ParticulateFilter: true } };
    const taxes = periodicTaxes(taxRequestSchema.parse(periodicTaxRequestOf(diesel, null, stock, today)), today);
    expect(taxes.YearlyNoParticleFilterTax).toBe(0);
  });

  it('a used diesel without a recorded particle filter pays the particle-filter surcharge', () => {
    const diesel: SalesItem = { ...stockCar, FuelType: 'Diesel', KmPerLiter: 20, VehicleInformation: { ParticulateFilter: false } };
    const taxes = periodicTaxes(taxRequestSchema.parse(periodicTaxRequestOf(diesel, null, stock, today)), today);
    expect(taxes.YearlyNoParticleFilterTax).toBeGreaterThan(0);
  });

  it("a used weight-taxed car's weight tax is the one its recorded own weight gives", () => {
    const old: SalesItem = { ...stockCar, RegistrationDate: '1996-05-01', KmPerLiter: 12 };
    const light = periodicTaxes(taxRequestSchema.parse(periodicTaxRequestOf({ ...old, VehicleInformation: { Weight: 900 } }, null, stock, today)), today);
    const heavy = periodicTaxes(taxRequestSchema.parse(periodicTaxRequestOf({ ...old, VehicleInformation: { Weight: 2_400 } }, null, stock, today)), today);
    expect(heavy.YearlyTax).toBeGreaterThan(light.YearlyTax);
  });

  it("a catalogue car's yearly taxes are asked for with the weights and particle filter the car tab records, over the catalogue's", () => {
    const recorded: SalesItem = { ...catalogueCar, VehicleInformation: { Weight: 1_420, TotalWeight: 1_980, ParticulateFilter: false } };
    expect(periodicTaxRequestOf(recorded, null, catalogue, today)).toMatchObject({ OwnWeight: 1_420, TotalWeight: 1_980, HasParticleFilter: false });
    expect(periodicTaxRequestOf(catalogueCar, null, catalogue, today)).toMatchObject({ OwnWeight: 1_350, TotalWeight: 1_900, HasParticleFilter: true });
  });

  it("a catalogue car's fee is asked for with the tax-deductible settings and battery the car tab records, over the catalogue's", () => {
    const recorded: SalesItem = { ...catalogueCar, TaxDeductableSetting: { NumberOfAirbags: 4, EuroNcapToprated: false }, VehicleInformation: { BatteryCapacity: 12 } };
    const request = feeRequestOf(recorded, null, catalogue, today);
    expect(request?.ChangedVehicleInput).toMatchObject({ BatteryCapacity: 12, TaxDeductableSetting: { Abs: true, NumberOfAirbags: 4, EuroNcapToprated: false, NumberOfSeatBeltAlarms: 5 } });
    expect(request?.OriginalVehicleInput.TaxDeductableSetting).toMatchObject({ NumberOfAirbags: 4 });
  });

  it('shows the yearly taxes registered for the car where the car tab records them, else those the rate tables give', () => {
    const computed = { TaxKind: 'Grøn ejerafgift', YearlyTax: 2_000, YearlyEqualisationTax: 1_200, YearlyNoParticleFilterTax: 0 };
    expect(yearlyTaxesOf(stockCar, computed)).toEqual([
      { Label: 'Grøn ejerafgift pr. år', Amount: 2_000, Registered: false },
      { Label: 'Udligningsafgift pr. år', Amount: 1_200, Registered: false },
    ]);
    const registered: SalesItem = { ...stockCar, VehicleInformation: { WeightTaxPerYear: 2_340, EqualisationTaxPerYear: 0, NoParticleFilterTax: 1_000 } };
    expect(yearlyTaxesOf(registered, computed)).toEqual([
      { Label: 'Grøn ejerafgift pr. år', Amount: 2_340, Registered: true },
      { Label: 'Udligningsafgift pr. år', Amount: 0, Registered: true },
      { Label: 'Partikeltillæg pr. år', Amount: 1_000, Registered: true },
    ]);
    // Without a request the rate tables can answer (no km/l), the registered amounts still show.
    expect(yearlyTaxesOf({ ...stockCar, VehicleInformation: { WeightTaxPerYear: 3_100 } }, null)).toEqual([{ Label: 'Ejer- eller vægtafgift pr. år', Amount: 3_100, Registered: true }]);
    expect(yearlyTaxesOf(stockCar, { TaxKind: 'Ingen', YearlyTax: 0, YearlyEqualisationTax: 0, YearlyNoParticleFilterTax: 0 })).toEqual([]);
  });

  it("a used electric car's fee request carries the battery capacity the car tab records", () => {
    const electric: SalesItem = { ...stockCar, FuelType: 'El', VehicleInformation: { BatteryCapacity: 77 } };
    const request = feeRequestOf(electric, { CarCalculationMethod: FEE_NOT_PAID, OriginalPrice: 350_000 }, stock, today);
    expect(request?.ChangedVehicleInput).toMatchObject({ BatteryCapacity: 77 });
  });

  it("the yearly taxes are asked for from the catalogue's facts at the expected registration, or from the used car's first registration", () => {
    expect(periodicTaxRequestOf(catalogueCar, { ExpectedRegistrationDate: '2024-09-01' }, catalogue, today)).toEqual({
      FuelType: 'Gasoline', VehicleType: 'Car', HasParticleFilter: true, OwnWeight: 1_350, TotalWeight: 1_900, KmPrLiter: 19.2, RegistrationDate: '2024-09-01', Co2Emission: 120,
    });
    expect(periodicTaxRequestOf(stockCar, { KmPerLiter: 18 }, stock, today)).toEqual({ FuelType: 'Gasoline', VehicleType: 'Car', KmPrLiter: 18, RegistrationDate: '2019-05-01' });
    expect(periodicTaxRequestOf({ ...stockCar, RegistrationDate: null }, null, stock, today)).toBeNull();
    // Unknown fuel, or a petrol car without its km/l: no tax is asked for (it would show a wrong 0 kr.).
    expect(periodicTaxRequestOf({ ...stockCar, FuelType: null }, { KmPerLiter: 18 }, stock, today)).toBeNull();
    expect(periodicTaxRequestOf(stockCar, null, stock, today)).toBeNull();
    expect(periodicTaxRequestOf({ ...stockCar, FuelType: 'El' }, null, stock, today)).toMatchObject({ FuelType: 'Electric' });
  });

  it("a used van is locked to 'Afgift ikke betalt' unless it is a VAT-free car; '+moms' forces it and carries VAT", () => {
    const van: SalesItem = { ...stockCar, VehicleType: 3, IsVan: true };
    expect(locksOf(van, { CarCalculationMethod: FEE_PAID }, stock)).toMatchObject({ feePaidLocked: true, method: FEE_NOT_PAID, vatOptionShown: true, includingTax: false });
    expect(locksOf({ ...van, VehicleType: 3, IsVatFreeCar: true }, { CarCalculationMethod: FEE_PAID }, stock)).toMatchObject({ feePaidLocked: false, method: FEE_PAID });
    expect(locksOf({ ...van, VehicleType: 3, IsVatFreeCar: true }, { VatOption: '+moms' }, stock)).toMatchObject({ feePaidLocked: true, method: FEE_NOT_PAID });
    const plusVat = calculationFigures({ ...van, VehicleType: 3, IsVatFreeCar: true }, { VatOption: '+moms', RegistrationFee: 10_000 }, stock, {}, null);
    expect(plusVat.Vat).toBe(37_980);
  });

  it("vehicle types 2 and 8 count as including the tax: 'Afgift betalt' stays open for them without the VAT-free flags", () => {
    for (const VehicleType of [2, 8]) {
      const van = { ...stockCar, VehicleType, IsVan: true, IsVatFreeCar: false } as SalesItem;
      expect(locksOf(van, { CarCalculationMethod: FEE_PAID }, stock)).toMatchObject({ includingTax: true, feePaidLocked: false, method: FEE_PAID });
      // '+moms' still forces the fee not paid: the van is sold with VAT and this sale pays the fee.
      expect(locksOf(van, { VatOption: '+moms' }, stock)).toMatchObject({ includingTax: true, feePaidLocked: true, method: FEE_NOT_PAID });
    }
    expect(locksOf({ ...stockCar, VehicleType: 1 }, null, stock).includingTax).toBe(false);
  });

  it("mode 'Uden afgift' disables the fee and charges none", () => {
    const calculation = { RegistrationFeeCalculationMode: 6 } as const;
    expect(locksOf(catalogueCar, calculation, catalogue).feeFieldDisabled).toBe(true);
    const fee = feeOf(catalogueCar, calculation)!;
    expect(calculationFigures(catalogueCar, calculation, catalogue, {}, fee)).toMatchObject({ RegistrationFee: 0, RegistrationFeeCharged: 0, TotalPrice: 300_000 });
  });

  it("a stock car's English fuel is read as the catalogue's Danish one", () => {
    expect(['Benzin', 'Petrol', 'Diesel', 'El', 'Electric', 'Hybrid', 'Plug-in hybrid', 'Brint'].map(feeFuelOf)).toEqual(['Gasoline', 'Gasoline', 'Diesel', 'Electric', 'Electric', 'Gasoline', 'Gasoline', 'None']);
    expect(periodicTaxRequestOf({ ...stockCar, FuelType: 'Petrol' }, { KmPerLiter: 18 }, stock, today)).toMatchObject({ FuelType: 'Gasoline' });
  });

  it("the modes a vehicle offers: a decided mode it does not offer falls back to the vehicle's first", () => {
    expect(vehicleKindOf({ VehicleType: 7, IsSpecifiedVehicle: true }, null)).toBe('MotorCycle');
    expect(vehicleKindOf({ VehicleType: 5, IsSpecifiedVehicle: true }, null)).toBe('Caravan');
    expect(modeOf({ RegistrationFeeCalculationMode: 4 }, 'Car')).toBe(0);
    expect(modeOf({ RegistrationFeeCalculationMode: 4 }, 'Van')).toBe(4);
    expect(modeOf(null, 'Bus')).toBe(3);
  });
});

describe('what the car tab tells about the calculation', () => {
  const wheels = { UniqueId: 'dealer:7', Category: 0 as const, Description: 'Vinterhjul', CostWithoutVat: 6_000, ProfitWithoutVat: 1_500, PriceEnteredWithVatAndProfit: false };
  it("another vehicle updates the Beregning tab; the equipment it had is removed and said so; editing the same car tells nothing", () => {
    expect(noticesOnCarChange({ salesItem: null, calculation: null }, stockCar)).toEqual([CalculationMessages.updated]);
    expect(noticesOnCarChange({ salesItem: stockCar, calculation: { ExtraEquipments: [wheels] } }, catalogueCar)).toEqual([CalculationMessages.updated, CalculationMessages.equipmentRemoved]);
    expect(noticesOnCarChange({ salesItem: stockCar, calculation: { ExtraEquipments: [wheels] } }, null)).toEqual([CalculationMessages.updated, CalculationMessages.equipmentRemoved]);
    expect(noticesOnCarChange({ salesItem: stockCar, calculation: { ExtraEquipments: [wheels] } }, { ...stockCar, Mileage: 43_000 })).toEqual([]);
  });
});

