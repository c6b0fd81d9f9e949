import { describe, expect, it } from 'vitest';
import { AgreementMessages, parseTimeEntry } from './agreement-fields.ts';
import {
  OtherAgreementsMessages,
  otherAgreementsSchema,
  PREPARATION_COMMENT_TEMPLATE,
  emptyOtherAgreements,
  preparationCommentOrTemplate,
} from './other-agreements.ts';

const now = new Date('2026-06-01T10:00:00Z');
const schema = otherAgreementsSchema(now);

/** The messages of one field, or [] when the value passes. */
const messagesOf = (field: string, value: unknown, rest: Record<string, unknown> = {}): string[] =>
  (schema.safeParse({ ...rest, [field]: value }).error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message);

describe('other agreements', () => {
  it('accepts an empty form and yields the wire shape with defaults', () => {
    expect(schema.parse({})).toMatchObject({ DeliveryDate: null, DeliveryTime: null, EUNumberPlate: false, GeneralComments: '', DealerWarranty: null });
  });

  describe('delivery time hh:mm 24-hour', () => {
    it.each([
      ['12:30', '12:30'],
      ['00:00', '00:00'],
      ['23:59', '23:59'],
      ['930', '09:30'],
      ['1230', '12:30'],
      ['9.05', '09:05'],
      ['7', '07:00'],
    ])('accepts %s as %s', (typed, time) => {
      expect(schema.parse({ DeliveryTime: typed, DeliveryDate: '2026-07-01' }).DeliveryTime).toBe(time);
    });
    it.each(['24:00', '12:60', '12:3', 'kl 12', '12:30:00', '-1:00'])('refuses %s with the format message', (typed) => {
      expect(messagesOf('DeliveryTime', typed, { DeliveryDate: '2026-07-01' })).toEqual(['Formattet skal være (tt:mm) Eks. 12:30']);
    });
  });

  describe('delivery date', () => {
    it('accepts a wire date and a typed Danish date from the current year to 2050', () => {
      expect(schema.parse({ DeliveryDate: '2026-01-01' }).DeliveryDate).toBe('2026-01-01');
      expect(schema.parse({ DeliveryDate: '31-12-2050' }).DeliveryDate).toBe('2050-12-31');
      expect(schema.parse({ DeliveryDate: '1.7.2027' }).DeliveryDate).toBe('2027-07-01');
    });
    it('refuses a year before the current year or after 2050', () => {
      expect(messagesOf('DeliveryDate', '31-12-2025')).toEqual(['Årstallet skal være imellem 2026-2050']);
      expect(messagesOf('DeliveryDate', '2051-01-01')).toEqual(['Årstallet skal være imellem 2026-2050']);
    });
    it('follows the injected current year', () => {
      expect(otherAgreementsSchema(new Date('2030-03-01T00:00:00Z')).safeParse({ DeliveryDate: '2029-12-31' }).success).toBe(false);
    });
    it('refuses what is not a Danish date', () => {
      expect(messagesOf('DeliveryDate', '32-01-2027')).toEqual(['Indtast en gyldig dato (dd-mm-åååå).']);
      expect(messagesOf('DeliveryDate', '00-00-2027')).toEqual(['Indtast en gyldig dato (dd-mm-åååå).']);
      expect(messagesOf('DeliveryDate', 'i morgen')).toEqual(['Indtast en gyldig dato (dd-mm-åååå).']);
    });
    it('is required when a delivery time is given', () => {
      expect(messagesOf('DeliveryDate', null, { DeliveryTime: '12:30' })).toEqual([OtherAgreementsMessages.deliveryDateRequired]);
      expect(messagesOf('DeliveryDate', '', { DeliveryTime: '12:30' })).toEqual([OtherAgreementsMessages.deliveryDateRequired]);
      expect(messagesOf('DeliveryDate', null, { DeliveryTime: '' })).toEqual([]);
    });
    it('is reported as required also while another field is wrong', () => {
      const issues = schema.safeParse({ DeliveryTime: '12:30', ExcessAmountOnDealerWarranty: 'x' }).error?.issues ?? [];
      expect(issues.map((issue) => issue.path[0])).toEqual(expect.arrayContaining(['DeliveryDate', 'ExcessAmountOnDealerWarranty']));
    });
  });

  describe('factory guarantee end date, years 1900 to 2050', () => {
    it('accepts the range ends', () => {
      expect(schema.parse({ FactoryGuaranteeEndDate: '01-01-1900' }).FactoryGuaranteeEndDate).toBe('1900-01-01');
      expect(schema.parse({ FactoryGuaranteeEndDate: '2050-12-31' }).FactoryGuaranteeEndDate).toBe('2050-12-31');
    });
    it('refuses years outside it', () => {
      expect(messagesOf('FactoryGuaranteeEndDate', '31-12-1899')).toEqual(['Årstallet skal være imellem 1900-2050']);
      expect(messagesOf('FactoryGuaranteeEndDate', '01-01-2051')).toEqual(['Årstallet skal være imellem 1900-2050']);
    });
  });

  describe('excess amount, a number 0 to 100,000,000', () => {
    it.each([
      [0, 0],
      [100_000_000, 100_000_000],
      ['2.500', 2500],
      ['1.000,50', 1000.5],
      ['', null],
    ])('accepts %s', (typed, amount) => {
      expect(schema.parse({ ExcessAmountOnDealerWarranty: typed }).ExcessAmountOnDealerWarranty).toBe(amount);
    });
    it('refuses what is not a number', () => {
      expect(messagesOf('ExcessAmountOnDealerWarranty', 'fem')).toEqual([AgreementMessages.number]);
      expect(messagesOf('ExcessAmountOnDealerWarranty', '1.5')).toEqual(['Indtast gyldigt tal']);
    });
    it('refuses amounts outside the range', () => {
      expect(messagesOf('ExcessAmountOnDealerWarranty', -1)).toEqual(['Indtast et tal mellem 0 og 100.000.000']);
      expect(messagesOf('ExcessAmountOnDealerWarranty', 100_000_001)).toEqual(['Indtast et tal mellem 0 og 100.000.000']);
    });
  });

  it('refuses over-long texts and unknown fields', () => {
    expect(messagesOf('SignatureCity', 'x'.repeat(101))).toEqual(['Må højst være 100 tegn.']);
    expect(schema.safeParse({ Unknown: 1 }).success).toBe(false);
  });

  it('keeps the chosen dealer texts and trims the free texts', () => {
    const parsed = schema.parse({ DealerWarranty: '3 måneder', DealerRightToComplain: '', GeneralComments: '  Aftalt  ' });
    expect(parsed).toMatchObject({ DealerWarranty: '3 måneder', DealerRightToComplain: null, GeneralComments: 'Aftalt' });
  });

  describe('preparation comment template', () => {
    it('has the three headings', () => {
      expect(PREPARATION_COMMENT_TEMPLATE).toBe('Karrosseri og lak:\n\n\nMekanik:\n\n\nKosmetik:\n\n');
      expect(emptyOtherAgreements().PreparationComment).toBe(PREPARATION_COMMENT_TEMPLATE);
    });
    it('fills an empty comment and keeps a written one', () => {
      expect(preparationCommentOrTemplate(null)).toBe(PREPARATION_COMMENT_TEMPLATE);
      expect(preparationCommentOrTemplate('  ')).toBe(PREPARATION_COMMENT_TEMPLATE);
      expect(preparationCommentOrTemplate('Ny forrude')).toBe('Ny forrude');
    });
  });

  it('reads time entries', () => {
    expect(parseTimeEntry('0930')).toBe('09:30');
    expect(parseTimeEntry('25')).toBeUndefined();
  });
});
