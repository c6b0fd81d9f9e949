import { describe, expect, it } from 'vitest';
import {
  businessFieldsOf,
  cprLookupRequest,
  cvrNumber,
  isDeceased,
  LookupMessages,
  personFieldsOf,
  phoneLookupRequest,
  splitZipCodeCity,
  type PersonLookupResult,
} from './lookup.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the numbers a look-up takes', () => {
  it('takes a CPR number of 10 digits, with or without the dash, else the spec’s message', () => {
    expect(cprLookupRequest.parse({ Cpr: '040372-1234' })).toEqual({ Cpr: '0403721234' });
    expect(cprLookupRequest.parse({ Cpr: '0403721234', IsBusiness: true })).toEqual({ Cpr: '0403721234', IsBusiness: true });
    for (const wrong of ['040372-123', '04037212345', '040372-12a4', '']) {
      expect(messageOf(cprLookupRequest.safeParse({ Cpr: wrong })), wrong).toBe(LookupMessages.cprDigits);
    }
    expect(messageOf(cprLookupRequest.safeParse({}))).toBe(LookupMessages.cprDigits);
  });

  it('takes a phone number of 8 digits (spaces and +45 dropped) and a CVR number of 8 digits', () => {
    expect(phoneLookupRequest.parse({ PhoneNumber: '+45 22 45 12 87' })).toEqual({ PhoneNumber: '22451287' });
    expect(messageOf(phoneLookupRequest.safeParse({ PhoneNumber: '2245128' }))).toBe(LookupMessages.phoneDigits);
    expect(cvrNumber.parse('2987 1234')).toBe('29871234');
    expect(messageOf(cvrNumber.safeParse('298712345'))).toBe(LookupMessages.cvrDigits);
  });
});

const PERSON: PersonLookupResult = {
  FirstName: 'Mette',
  LastName: 'Kjær Nielsen',
  Street: 'Randersvej',
  StreetNumber: '112',
  ZipCodeCity: '8200 Aarhus N',
  CellPhone: '22451287',
  Phone: '',
  Cpr: '0403721234',
  Gender: 2,
  CoOrAtt: '',
  Status: 1,
};

describe('an answer filling the customer form', () => {
  it('splits the zip code from the city', () => {
    expect(splitZipCodeCity('8200 Aarhus N')).toEqual({ ZipCode: '8200', City: 'Aarhus N' });
    expect(splitZipCodeCity(' 2100  København Ø ')).toEqual({ ZipCode: '2100', City: 'København Ø' });
    expect(splitZipCodeCity('Ukendt by')).toEqual({ ZipCode: '', City: 'Ukendt by' });
  });

  it("fills what the register knows and leaves the rest of the form's own values", () => {
    expect(personFieldsOf(PERSON)).toEqual({
      FirstName: 'Mette',
      LastName: 'Kjær Nielsen',
      Street: 'Randersvej',
      StreetNumber: '112',
      ZipCode: '8200',
      City: 'Aarhus N',
      CellPhone: '22451287',
      Cpr: '0403721234',
      Gender: '2',
    });
    // The phone directory knows no CPR number and no gender: the form keeps its own.
    expect(personFieldsOf({ ...PERSON, Cpr: '', Gender: 0, Status: null })).not.toHaveProperty('Cpr');
    expect(personFieldsOf({ ...PERSON, Cpr: '', Gender: 0, Status: null })).not.toHaveProperty('Gender');
  });

  it('fills a business customer from the business register', () => {
    expect(
      businessFieldsOf({
        CompanyName: 'Østjysk Vognmand ApS',
        CompanyType: 2,
        Cvr: '29871234',
        Street: 'Industrivej',
        StreetNumber: '12',
        ZipCodeCity: '8260 Viby J',
        CoOrAtt: 'Att. Bogholderiet',
        Phone: '86123456',
        Email: '',
      }),
    ).toEqual({
      CompanyName: 'Østjysk Vognmand ApS',
      CompanyType: '2',
      Cvr: '29871234',
      CoOrAtt: 'Att. Bogholderiet',
      Street: 'Industrivej',
      StreetNumber: '12',
      ZipCode: '8260',
      City: 'Viby J',
      Phone: '86123456',
    });
  });

  it('knows status 90 as deceased', () => {
    expect(isDeceased({ Status: 90 })).toBe(true);
    expect(isDeceased({ Status: 1 })).toBe(false);
    expect(isDeceased({ Status: null })).toBe(false);
  });
});
