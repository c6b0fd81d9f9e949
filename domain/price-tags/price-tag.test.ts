import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_INFORMATION_MAX,
  changePriceTagOptions,
  DEFAULT_ADDITIONAL_INFORMATION,
  defaultPriceTagOptions,
  extraEquipmentItems,
  PriceTagMessages,
  priceTagOptionsSchema,
  toggleAdditionalInformation,
} from './price-tag.ts';

const messageOf = (input: unknown): string | undefined => {
  const result = priceTagOptionsSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]!.message;
};

describe('price tag options', () => {
  it('default to the cash price, no identifier and the four default pieces of additional information', () => {
    const options = defaultPriceTagOptions({ ExtraEquipmentText: 'Navigation, træk' });
    expect(options).toMatchObject({ Template: 'PortraitWithPicture', PriceType: 0, CarIdentifier: 0, ShowFinancing: false, ExtraEquipmentText: 'Navigation, træk' });
    expect(options.OptionalInformation).toEqual(['OwnershipTax', 'Consumption', 'Fuel', 'TrailerWithBrakes']);
    expect(priceTagOptionsSchema.parse({}).OptionalInformation).toEqual([...DEFAULT_ADDITIONAL_INFORMATION]);
  });

  it('cut a long extra-equipment text of the car to 1200 characters', () => {
    expect(defaultPriceTagOptions({ ExtraEquipmentText: 'x'.repeat(1500) }).ExtraEquipmentText).toHaveLength(1200);
  });

  it('refuse an extra-equipment text over 1200 characters and a free text over 140', () => {
    expect(messageOf({ ExtraEquipmentText: 'x'.repeat(1200) })).toBeUndefined();
    expect(messageOf({ ExtraEquipmentText: 'x'.repeat(1201) })).toBe(PriceTagMessages.extraEquipmentText);
    expect(messageOf({ FreeText: 'x'.repeat(140) })).toBeUndefined();
    expect(messageOf({ FreeText: 'x'.repeat(141) })).toBe(PriceTagMessages.freeText);
  });

  it('refuse more than six pieces of additional information, and one not on the list', () => {
    const six = ['OwnershipTax', 'Consumption', 'Fuel', 'TrailerWithBrakes', 'Mileage', 'Color'];
    expect(messageOf({ OptionalInformation: six })).toBeUndefined();
    expect(messageOf({ OptionalInformation: [...six, 'Gear'] })).toBe(PriceTagMessages.tooManyAdditionalInformation);
    expect(messageOf({ OptionalInformation: ['Pris'] })).toBe(PriceTagMessages.unknownAdditionalInformation);
  });

  it('refuse financing with another price type than the cash price, or without down payment and period', () => {
    expect(messageOf({ ShowFinancing: true, PriceType: 3, SelectedFinancingDownpayment: 20, SelectedFinancingPeriod: 60 })).toBe(PriceTagMessages.financingNeedsCashPrice);
    expect(messageOf({ ShowFinancing: true, PriceType: 0, SelectedFinancingPeriod: 60 })).toBe(PriceTagMessages.financingChoice);
    expect(messageOf({ ShowFinancing: true, PriceType: 0, SelectedFinancingDownpayment: 20, SelectedFinancingPeriod: 60 })).toBeUndefined();
  });

  it('refuse an unknown price type, identifier or template', () => {
    expect(messageOf({ PriceType: 4 })).toBe(PriceTagMessages.priceType);
    expect(messageOf({ CarIdentifier: 3 })).toBe(PriceTagMessages.carIdentifier);
    expect(messageOf({ Template: 'Square' })).toBe(PriceTagMessages.template);
  });
});

describe('the interplay of price type and financing', () => {
  const base = defaultPriceTagOptions({ ExtraEquipmentText: '' });

  it('choosing leasing turns financing off', () => {
    const financed = changePriceTagOptions(base, { ShowFinancing: true });
    expect(changePriceTagOptions(financed, { PriceType: 3 })).toMatchObject({ PriceType: 3, ShowFinancing: false });
  });

  it('turning financing on sets the price type to the cash price', () => {
    const leasing = changePriceTagOptions(base, { PriceType: 3 });
    expect(changePriceTagOptions(leasing, { ShowFinancing: true })).toMatchObject({ PriceType: 0, ShowFinancing: true });
  });

  it('other changes apply as made', () => {
    expect(changePriceTagOptions(base, { PriceType: 2 })).toMatchObject({ PriceType: 2, ShowFinancing: false });
    expect(changePriceTagOptions(base, { FreeText: 'Tilbud' }).FreeText).toBe('Tilbud');
  });
});

describe('additional information', () => {
  it('adds one until six are chosen, and removes one chosen', () => {
    let chosen = [...DEFAULT_ADDITIONAL_INFORMATION];
    chosen = toggleAdditionalInformation(chosen, 'Mileage');
    chosen = toggleAdditionalInformation(chosen, 'Color');
    expect(chosen).toHaveLength(ADDITIONAL_INFORMATION_MAX);
    expect(toggleAdditionalInformation(chosen, 'Gear')).toEqual(chosen);
    expect(toggleAdditionalInformation(chosen, 'Fuel')).not.toContain('Fuel');
  });
});

describe('the dotted extra-equipment list', () => {
  it('has one item per comma, semicolon or line, without empty items or bullets typed by hand', () => {
    expect(extraEquipmentItems('Navigation, træk;\n• Vinterhjul\n\n- Rattvarme,')).toEqual(['Navigation', 'træk', 'Vinterhjul', 'Rattvarme']);
  });
});
