import { describe, expect, it } from 'vitest';
import { customerPersonalData, customerClear } from '../../events/customers.ts';
import {
  businessCustomerSchema,
  customerSchema,
  customerTitle,
  CustomerFieldMessages,
  joinCustomer,
  mapCprs,
  privateCustomerSchema,
  sameCustomer,
  splitCustomer,
  type CustomerInput,
} from './customer.ts';
import { FieldMessages } from './fields.ts';

const person: CustomerInput = {
  IsBusiness: false,
  FirstName: '  Søren ',
  LastName: 'Østergård',
  Cpr: '150585-1237',
  Street: 'Vestergade',
  StreetNumber: '12',
  ZipCode: '8000',
  City: 'Aarhus C',
  CellPhone: '20 30 40 50',
  Email: 'soeren@example.dk',
};
const company: CustomerInput = {
  IsBusiness: true,
  CompanyName: 'Ærø Tømrer ApS',
  CompanyType: 2,
  Cvr: '12345678',
  Phone: '86102030',
  DecisionMaker: { FirstName: 'Åse', LastName: 'Bruun', Title: 'Direktør', CellPhone: '+45 31 32 33 34' },
  BusinessUser1: { FirstName: 'Bo', LastName: 'Holm', Cpr: '2203901119', CellPhone: '40414243' },
};

/** The first message the schema gives for `field`, or undefined if it accepts it. */
const messageFor = (schema: typeof customerSchema, input: unknown, field: string): string | undefined =>
  schema.safeParse(input).error?.issues.find((issue) => issue.path.join('.') === field)?.message;

describe('customer validation (spec part 1 §5)', () => {
  it('trims names, normalises phones and fills what is left out', () => {
    const customer = privateCustomerSchema.parse(person);
    expect(customer).toMatchObject({ FirstName: 'Søren', LastName: 'Østergård', CellPhone: '20304050', Phone: '', CoOrAtt: '', Category: 0, Gender: 0, KmPrYear: null, AccountManagerId: null });
    expect(customerTitle(customer)).toBe('Søren Østergård');
    expect(businessCustomerSchema.parse(company)).toMatchObject({ DecisionMaker: { CellPhone: '31323334', Gender: 0 }, BusinessUser1: { Cpr: '2203901119', KmPrYear: null }, BusinessUser2: null });
  });

  it('requires first and last name of a private customer, and the company name of a business customer', () => {
    expect(messageFor(customerSchema, { ...person, FirstName: '   ' }, 'FirstName')).toBe(CustomerFieldMessages.firstName);
    expect(messageFor(customerSchema, { ...person, LastName: undefined }, 'LastName')).toBe(CustomerFieldMessages.lastName);
    expect(messageFor(customerSchema, { ...company, CompanyName: '' }, 'CompanyName')).toBe(CustomerFieldMessages.companyName);
  });

  it('requires a phone or a cell phone, each when the other is empty', () => {
    const neither = customerSchema.safeParse({ ...person, CellPhone: '', Phone: null });
    expect(neither.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['Phone', FieldMessages.phoneOrCellPhone],
      ['CellPhone', FieldMessages.phoneOrCellPhone],
    ]);
    expect(customerSchema.safeParse({ ...person, CellPhone: '', Phone: '86102030' }).success).toBe(true);
  });

  it("takes a Danish number as its 8 digits ('Indtast et gyldigt telefonnr.'), at most 20 characters", () => {
    expect(messageFor(customerSchema, { ...person, CellPhone: '2030405' }, 'CellPhone')).toBe('Indtast et gyldigt telefonnr.');
    expect(messageFor(customerSchema, { ...person, Phone: '86 10 20 3x' }, 'Phone')).toBe('Indtast et gyldigt telefonnr.');
    expect(messageFor(customerSchema, { ...person, Phone: '1'.repeat(21) }, 'Phone')).toBe(FieldMessages.phoneTooLong);
    expect(privateCustomerSchema.parse({ ...person, Phone: '+45 86 10 20 30' }).Phone).toBe('86102030');
    expect(privateCustomerSchema.parse({ ...person, Phone: '0045 86102030' }).Phone).toBe('86102030');
    expect(privateCustomerSchema.parse({ ...person, Phone: '86-10-20-30' }).Phone).toBe('86102030');
    expect(messageFor(customerSchema, { ...person, Phone: '+45 8610 203' }, 'Phone')).toBe('Indtast et gyldigt telefonnr.');
  });

  it('stores a foreign number of a customer abroad as written, with + for 00', () => {
    expect(privateCustomerSchema.parse({ ...person, Country: 'Tyskland', Phone: '+49 30 1234567' }).Phone).toBe('+49 30 1234567');
    expect(privateCustomerSchema.parse({ ...person, Country: 'Sverige', CellPhone: '0046 70-123 45 67' }).CellPhone).toBe('+46 70-123 45 67');
    expect(privateCustomerSchema.parse({ ...person, Country: 'Storbritannien', CellPhone: '+44 (20) 7946 0958' }).CellPhone).toBe('+44 (20) 7946 0958');
    expect(privateCustomerSchema.parse({ ...person, Country: 'Tyskland', Phone: '030 1234567' }).Phone).toBe('030 1234567');
    expect(businessCustomerSchema.parse({ ...company, Country: 'Finland', DecisionMaker: { CellPhone: '+358 40 1234567' } }).DecisionMaker?.CellPhone).toBe('+358 40 1234567');
    // A Danish number abroad is still its 8 digits.
    expect(privateCustomerSchema.parse({ ...person, Country: 'Sverige', Phone: '+45 86 10 20 30' }).Phone).toBe('86102030');
    // Still at most 20 characters, and a number needs its digits.
    expect(messageFor(customerSchema, { ...person, Country: 'Tyskland', Phone: '+49 30 1234 5678 9012' }, 'Phone')).toBe(FieldMessages.phoneTooLong);
    expect(messageFor(customerSchema, { ...person, Country: 'Tyskland', Phone: '+49 30' }, 'Phone')).toBe('Indtast et gyldigt telefonnr.');
  });

  it("refuses a foreign number for a customer in Denmark, or with no country, with 'Indtast et gyldigt telefonnr.'", () => {
    expect(messageFor(customerSchema, { ...person, Country: 'Danmark', Phone: '+49 30 1234567' }, 'Phone')).toBe(FieldMessages.phone);
    expect(messageFor(customerSchema, { ...person, Country: 'danmark', CellPhone: '0046 70-123 45 67' }, 'CellPhone')).toBe(FieldMessages.phone);
    expect(messageFor(customerSchema, { ...person, Phone: '+49 30 1234567' }, 'Phone')).toBe(FieldMessages.phone);
    expect(messageFor(customerSchema, { ...company, Country: 'Danmark', DecisionMaker: { CellPhone: '+358 40 1234567' } }, 'DecisionMaker.CellPhone')).toBe(FieldMessages.phone);
    expect(messageFor(customerSchema, { ...company, BusinessUser1: { CellPhone: '030 1234567' } }, 'BusinessUser1.CellPhone')).toBe(FieldMessages.phone);
    expect(customerSchema.safeParse({ ...person, Country: 'Danmark', Phone: '+45 86 10 20 30' }).success).toBe(true);
  });

  it('checks the e-mail, the street length, the zip code and the city', () => {
    expect(messageFor(customerSchema, { ...person, Email: 'soeren@' }, 'Email')).toBe(FieldMessages.email);
    expect(messageFor(customerSchema, { ...person, Street: 'x'.repeat(501) }, 'Street')).toBe('Adressen må højst være 500 tegn.');
    expect(customerSchema.safeParse({ ...person, Street: 'x'.repeat(500) }).success).toBe(true);
    expect(messageFor(customerSchema, { ...person, ZipCode: '800' }, 'ZipCode')).toBe('Indtast minimum 4 karakterer');
    expect(messageFor(customerSchema, { ...person, ZipCode: '80a0' }, 'ZipCode')).toBe('Indtast et gyldigt postnummer');
    expect(messageFor(customerSchema, { ...person, City: 'Ukendt' }, 'City')).toBe('By findes ikke.');
  });

  it("takes a CVR number of at most 8 characters (a foreign company's too), or none", () => {
    expect(messageFor(customerSchema, { ...company, Cvr: '123456789' }, 'Cvr')).toBe('CVR-nummeret må højst være 8 tegn.');
    expect(businessCustomerSchema.parse({ ...company, Cvr: '12 34 56 78' }).Cvr).toBe('12345678');
    expect(businessCustomerSchema.parse({ ...company, Cvr: '1234567' }).Cvr).toBe('1234567');
    expect(businessCustomerSchema.parse({ ...company, Cvr: 'SC123456' }).Cvr).toBe('SC123456');
    expect(messageFor(customerSchema, { ...company, Cvr: '' }, 'Cvr')).toBeUndefined();
  });

  it('takes a personal number of at most 12 digits (a Danish CPR number or a foreign one), with or without the dash, or none', () => {
    expect(privateCustomerSchema.parse({ ...person, Cpr: '010203-1234' }).Cpr).toBe('0102031234');
    expect(privateCustomerSchema.parse({ ...person, Cpr: '0102031234' }).Cpr).toBe('0102031234');
    expect(privateCustomerSchema.parse({ ...person, Cpr: undefined }).Cpr).toBe('');
    expect(privateCustomerSchema.parse({ ...person, Cpr: '19900101-1234' }).Cpr).toBe('199001011234');
    expect(privateCustomerSchema.parse({ ...person, Cpr: '010203-123' }).Cpr).toBe('010203123');
    expect(businessCustomerSchema.parse({ ...company, BusinessUser1: { Cpr: '123' } }).BusinessUser1?.Cpr).toBe('123');
    expect(messageFor(customerSchema, { ...person, Cpr: '010203-12x4' }, 'Cpr')).toBe('CPR-nummeret må kun bestå af tal.');
    expect(messageFor(customerSchema, { ...person, Cpr: '0102031234567' }, 'Cpr')).toBe('CPR-nummeret må højst være 12 cifre.');
    // The masked form the screens show without the CPR role means "unchanged" and passes as it is.
    expect(privateCustomerSchema.parse({ ...person, Cpr: '010203-****' }).Cpr).toBe('010203-****');
    expect(privateCustomerSchema.parse({ ...person, Cpr: '199001-****' }).Cpr).toBe('199001-****');
  });

  it('takes any whole number of swaps (spec part 1 §5: SwapFrequency numeric), and no fraction or negative', () => {
    expect(privateCustomerSchema.parse({ ...person, SwapFrequency: 5_000 }).SwapFrequency).toBe(5_000);
    expect(splitCustomer(privateCustomerSchema.parse({ ...person, SwapFrequency: 5_000 })).clear.SwapFrequency).toBe(5_000);
    expect(customerClear.safeParse(splitCustomer(privateCustomerSchema.parse({ ...person, SwapFrequency: 5_000 })).clear).success).toBe(true);
    expect(messageFor(customerSchema, { ...person, SwapFrequency: 1.5 }, 'SwapFrequency')).toBe(FieldMessages.integer);
    expect(messageFor(customerSchema, { ...person, SwapFrequency: -1 }, 'SwapFrequency')).toBe(FieldMessages.integer);
  });

  it('limits the kilometres a year to 100,000,000 and the licence number to 20 characters', () => {
    expect(privateCustomerSchema.parse({ ...person, KmPrYear: 100_000_000 }).KmPrYear).toBe(100_000_000);
    expect(messageFor(customerSchema, { ...person, KmPrYear: 100_000_001 }, 'KmPrYear')).toBe(CustomerFieldMessages.kmPrYearTooHigh);
    expect(messageFor(customerSchema, { ...person, KmPrYear: 1.5 }, 'KmPrYear')).toBe(FieldMessages.integer);
    expect(messageFor(customerSchema, { ...person, DriversLicenseNumber: '1'.repeat(21) }, 'DriversLicenseNumber')).toBe(
      CustomerFieldMessages.driversLicenseTooLong,
    );
  });

  it('accepts a zip code of 4 digits and a known city', () => {
    expect(customerSchema.safeParse({ ...person, ZipCode: '8000', City: 'Aarhus C' }).success).toBe(true);
    expect(customerSchema.safeParse({ ...person, ZipCode: '', City: '' }).success).toBe(true);
    expect(messageFor(customerSchema, { ...person, Email: 'soeren@example.dk' }, 'Email')).toBeUndefined();
  });

  it('checks the contact persons of a business customer', () => {
    expect(messageFor(customerSchema, { ...company, DecisionMaker: { Email: 'nej' } }, 'DecisionMaker.Email')).toBe(FieldMessages.email);
    expect(messageFor(customerSchema, { ...company, BusinessUser1: { ZipCode: '12' } }, 'BusinessUser1.ZipCode')).toBe('Indtast minimum 4 karakterer');
  });
});

describe('CPR numbers and comparing customers', () => {
  it('maps every CPR number of a customer, its own or its business users', () => {
    const mask = (cpr: string) => (cpr ? `${cpr.slice(0, 6)}-****` : '');
    expect(mapCprs(customerSchema.parse(person), mask)).toMatchObject({ Cpr: '150585-****', FirstName: 'Søren' });
    const masked = mapCprs(customerSchema.parse(company), mask);
    expect(masked).toMatchObject({ BusinessUser1: { Cpr: '220390-****' }, BusinessUser2: null });
  });

  it('finds two customers the same whatever the order of their fields, and different when one field differs', () => {
    const customer = customerSchema.parse(person);
    const reordered = Object.fromEntries(Object.entries(customer).reverse()) as typeof customer;
    expect(sameCustomer(customer, reordered)).toBe(true);
    expect(sameCustomer(customer, customerSchema.parse({ ...person, City: 'Aarhus N' }))).toBe(false);
  });
});

describe('splitting a customer into its clear and its personal part', () => {
  it('keeps names, address, phones and e-mail out of the clear part, and joins back to the same customer', () => {
    for (const input of [person, company]) {
      const customer = customerSchema.parse(input);
      const { clear, personal } = splitCustomer(customer);
      expect(customerClear.parse(clear)).toEqual(clear);
      expect(customerPersonalData.parse(personal)).toEqual(personal);
      const clearText = JSON.stringify(clear);
      for (const secret of ['Søren', 'Østergård', 'Vestergade', '20304050', 'soeren@', 'Ærø', '12345678', 'Åse', '86102030', '1505851237', '2203901119']) {
        expect(clearText).not.toContain(secret);
      }
      expect(joinCustomer(clear, personal)).toEqual(customer);
    }
  });
});
