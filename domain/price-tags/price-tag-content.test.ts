import { describe, expect, it } from 'vitest';
import { additionalInformationLines, deliveryCost, motorVariantNumberOfDoors, priceTagModel, priceTagPrice, type PriceTagCar } from './price-tag-content.ts';
import { defaultPriceTagOptions, PriceTagMessages } from './price-tag.ts';

const car: PriceTagCar = {
  Make: 'Volkswagen',
  Model: 'Golf',
  Variant: 'Style',
  Motor: '1.5 TSI',
  NumberOfDoors: 5,
  CashPrice: 204_900,
  RetailPrice: 199_900,
  PriceWithNoTax: 120_000,
  WholesalePrice: null,
  LeasePayment: 3_495,
  VehicleNumber: 'V-1001',
  ChassisNumber: 'WVWZZZ1KZAW000001',
  RegistrationDate: '2022-03-15',
  ModelYear: 2022,
  Mileage: 45_000,
  Color: 'Sort',
  FuelType: 'Benzin',
  GearType: 'Automatgear',
  Effect: 150,
  KmPerLiter: 18.5,
  WeightTaxCosts: 2_340,
};

describe('what a price tag prints', () => {
  it('describes the car by motor, variant and doors', () => {
    expect(motorVariantNumberOfDoors(car)).toBe('1.5 TSI Style 5-dørs');
    expect(motorVariantNumberOfDoors({ Motor: '', Variant: 'Style', NumberOfDoors: null })).toBe('Style');
  });

  it('shows the cash price with delivery, or without it and the delivery cost beneath', () => {
    expect(deliveryCost(car)).toBe(5_000);
    expect(priceTagPrice(car, { PriceType: 0, WithoutDeliveryCost: false })).toMatchObject({ label: 'Kontantpris', amount: 204_900, text: '204.900 kr.', deliveryCost: null });
    expect(priceTagPrice(car, { PriceType: 0, WithoutDeliveryCost: true })).toMatchObject({ label: 'Kontantpris ekskl. levering', amount: 199_900, deliveryCost: 5_000 });
  });

  it('shows the price of the price type, leasing per month, and says when the car has no such price', () => {
    expect(priceTagPrice(car, { PriceType: 1, WithoutDeliveryCost: false })).toMatchObject({ label: 'Pris uden afgift', amount: 120_000 });
    expect(priceTagPrice(car, { PriceType: 3, WithoutDeliveryCost: false })).toMatchObject({ text: '3.495 kr. pr. md.' });
    expect(priceTagPrice(car, { PriceType: 2, WithoutDeliveryCost: false })).toEqual({ problem: PriceTagMessages.noPrice(2) });
    expect(PriceTagMessages.noPrice(2)).toBe('Bilen har ingen engrospris.');
  });

  it('prints the chosen additional information with the car’s facts, a dash where one is not known', () => {
    expect(additionalInformationLines(car, ['OwnershipTax', 'Consumption', 'Fuel', 'TrailerWithBrakes', 'Mileage'])).toEqual([
      ['Grøn ejerafgift/vægtafgift', '2.340 kr. pr. år'],
      ['Forbrug', '18,5 km/l'],
      ['Drivmiddel', 'Benzin'],
      ['Tilladt påhængsvogn m. bremser', '–'],
      ['Kilometer', '45.000 km'],
    ]);
  });

  it('names the car by vehicle or chassis number when asked, and lays out portrait or landscape', () => {
    const options = defaultPriceTagOptions({ ExtraEquipmentText: 'Navigation, træk' });
    const price = priceTagPrice(car, options);
    if ('problem' in price) throw new Error(price.problem);
    const model = (change: Partial<typeof options>) => priceTagModel(car, { ...options, ...change }, { dealerName: 'Demo Biler Aarhus', price, financing: null });
    expect(model({ CarIdentifier: 1 }).identifier).toBe('Vognnr. V-1001');
    expect(model({ CarIdentifier: 2 }).identifier).toBe('Stelnr. WVWZZZ1KZAW000001');
    expect(model({}).identifier).toBeNull();
    expect(model({ Template: 'LandscapeWithoutPicture' })).toMatchObject({ landscape: true, withPicture: false });
    expect(model({ UseDottedExtraEquipmentList: true }).extraEquipment).toEqual({ dotted: true, items: ['Navigation', 'træk'], text: 'Navigation, træk' });
  });
});
