import { describe, expect, it } from 'vitest';
import { canTransferToBusinessUser, draftOf, errorsOf, inputOf, titleOf, transferToBusinessUser, withField } from './customer-draft.ts';

const stored = {
  Id: '7',
  DealerId: '101',
  Title: 'Karen Jensen',
  IsBusiness: false,
  FirstName: 'Karen',
  LastName: 'Jensen',
  Cpr: '120388-****',
  ZipCode: '8000',
  City: 'Aarhus C',
  CellPhone: '21222324',
  KmPrYear: 15000,
  Category: 1 as const,
  Comment: 'Ringer efter kl. 16',
  AccountManagerId: '5',
  BusinessUser1: null,
};

describe('the customer draft', () => {
  it("takes a foreign phone number for a customer abroad, and asks a customer in Denmark for 8 digits ('Indtast et gyldigt telefonnr.')", () => {
    const draft = draftOf(stored);
    const abroad = withField(withField(draft, null, 'Country', 'Tyskland'), null, 'CellPhone', '+49 151 2345678');
    expect(errorsOf(abroad).CellPhone).toBeUndefined();
    expect(errorsOf(withField(abroad, null, 'Country', 'Danmark')).CellPhone).toBe('Indtast et gyldigt telefonnr.');
  });

  it('edits text and sends back what it does not edit, without the read-only fields', () => {
    const draft = draftOf(stored);
    expect(draft.fields.KmPrYear).toBe('15000');
    const input = inputOf(draft);
    expect(input).toMatchObject({ Id: '7', IsBusiness: false, FirstName: 'Karen', KmPrYear: 15000, Category: 1, Comment: 'Ringer efter kl. 16', AccountManagerId: '5' });
    expect(input).not.toHaveProperty('Title');
    expect(input).not.toHaveProperty('DealerId');
    expect(input).not.toHaveProperty('CompanyName');
    // Gender is edited as a choice, sent as its number.
    expect(inputOf({ ...draft, fields: { ...draft.fields, Gender: '1' } })).toMatchObject({ Gender: 1 });
    expect(inputOf(draft)).toMatchObject({ Gender: null });
  });

  it('sends numbers as numbers, empty as null, and anything else as typed so that the schema names it', () => {
    const draft = draftOf(stored);
    expect(inputOf({ ...draft, fields: { ...draft.fields, KmPrYear: '' } })).toMatchObject({ KmPrYear: null });
    const typed = { ...draft, fields: { ...draft.fields, KmPrYear: '15.000 km' } };
    expect(inputOf(typed)).toMatchObject({ KmPrYear: '15.000 km' });
    expect(errorsOf(typed)).toEqual({ KmPrYear: 'Indtast gyldigt tal' });
  });

  it('names the errors by path, contact persons included, and titles only a valid customer', () => {
    const user1 = { FirstName: 'Ole', LastName: 'Lind', Cpr: '12x', DriversLicenseNumber: '', Street: '', StreetNumber: '', CoOrAtt: '', ZipCode: '', City: '', Phone: '', CellPhone: '21222324', Email: '', KmPrYear: null, Gender: 0, SwapFrequency: null };
    const business = draftOf({ ...stored, IsBusiness: true, CompanyName: 'Lind ApS', Phone: '86123456', BusinessUser1: user1 });
    expect(errorsOf(business)).toEqual({ 'BusinessUser1.Cpr': 'CPR-nummeret må kun bestå af tal.' });
    expect(titleOf(business)).toBe('');
    expect(titleOf(draftOf(stored))).toBe('Karen Jensen');
  });

  it('moves the private buyer to business user 1, only with a first and a last name', () => {
    const draft = draftOf(stored);
    expect(canTransferToBusinessUser(draft)).toBe(true);
    expect(canTransferToBusinessUser({ ...draft, fields: { ...draft.fields, LastName: ' ' } })).toBe(false);
    expect(transferToBusinessUser(draft).BusinessUser1).toMatchObject({ FirstName: 'Karen', LastName: 'Jensen', Cpr: '120388-****', ZipCode: '8000', CellPhone: '21222324', KmPrYear: '15000' });
  });
});
