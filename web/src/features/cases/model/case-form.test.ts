import { describe, expect, it } from 'vitest';
import { caseModel, PERMITTED_CASE_COMMANDS, SALES_ITEM } from '@/test/case-fixtures.ts';
import { documentOf, formOf, isDirty, missingOf, saveRequestOf, shownActions, stripNulls, usableActions } from './case-form.ts';
import type { CaseCommandName } from '../../../../../domain/cases/available-commands.ts';
import { caseTitle } from '../../../../../domain/cases/title.ts';

describe('stripNulls', () => {
  it('leaves out null and undefined at any depth and keeps false, 0 and empty text', () => {
    expect(stripNulls({ a: null, b: undefined, c: 0, d: false, e: '', f: { g: null, h: [1, null] } })).toEqual({ c: 0, d: false, e: '', f: { h: [1, null] } });
    expect(stripNulls(null)).toBeNull();
  });
});

describe('the save request', () => {
  it('holds the stored case fields with the page\'s changes, nulls stripped, and the Id of a saved case', () => {
    const model = caseModel({ SalesItem: { ...SALES_ITEM, ChassisNumber: null } });
    const request = saveRequestOf(model, { ...formOf(model), CustomerId: '8', CustomerName: 'Ole Hansen' });

    expect(request).toEqual({
      Id: '1042',
      CustomerId: '8',
      CaseManagerId: '5',
      SalesItem: { Id: '55', Title: 'VW Golf 1,5 TSI Style', IsFactoryNew: false, IsSpecifiedVehicle: false, RegistrationNumber: 'AB12345', VehicleNumber: 'V-55', ModelYear: 2021, RegistrationDate: '2021-03-01', Mileage: 42000, SalesItemPriceWithVat: 189900 },
    });
    // Read-only fields of the model (names, title, status) are not the case's data.
    expect(Object.keys(request)).not.toContain('CustomerName');
    expect(Object.keys(request)).not.toContain('Status');
  });

  it('has no Id for a new case', () => {
    expect(saveRequestOf(caseModel({ Id: null }), formOf(caseModel()))).not.toHaveProperty('Id');
  });
});

describe('isDirty', () => {
  it('is true once the buyer or the car differs from the stored case', () => {
    const model = caseModel();
    expect(isDirty(model, formOf(model))).toBe(false);
    expect(isDirty(model, { ...formOf(model), CustomerId: '8' })).toBe(true);
    expect(isDirty(model, { ...formOf(model), SalesItem: { ...SALES_ITEM, Id: '56' } })).toBe(true);
    // A null the server sent and a missing field are the same thing.
    expect(isDirty(caseModel({ SalesItem: { ...SALES_ITEM, ChassisNumber: null } }), { ...formOf(model), SalesItem: { ...SALES_ITEM, ChassisNumber: undefined } })).toBe(false);
  });
});

describe('what is missing for printing', () => {
  it("says 'Mangler bil', 'Mangler kunde' or 'Mangler bil og kunde'", () => {
    const form = formOf(caseModel());
    expect(missingOf(form)).toBeUndefined();
    expect(missingOf({ ...form, SalesItem: null })).toBe('Mangler bil');
    expect(missingOf({ ...form, CustomerId: null })).toBe('Mangler kunde');
    expect(missingOf({ ...form, CustomerId: null, SalesItem: null })).toBe('Mangler bil og kunde');
  });
});

describe("the case's lifecycle buttons", () => {
  const actionsAt = (status: 0 | 1 | 2 | 3 | 4 | 5, changes = {}, permitted: readonly CaseCommandName[] = PERMITTED_CASE_COMMANDS.Salesman) => {
    const model = caseModel({ Status: status, ...changes, permitted });
    return Object.entries(usableActions(model, formOf(model)))
      .filter(([, allowed]) => allowed)
      .map(([action]) => action);
  };

  it('follows what the server permits the role: a mechanic none of them, a salesman all of them', () => {
    expect(actionsAt(1, {}, PERMITTED_CASE_COMMANDS.Mechanic)).toEqual([]);
    expect(actionsAt(1, {}, PERMITTED_CASE_COMMANDS.Bookkeeper)).toEqual([]);
    expect(actionsAt(1)).toEqual(['save', 'print', 'sign', 'cancel', 'deliver', 'close', 'copy', 'delete']);
  });

  it('follows the status', () => {
    expect(actionsAt(0)).toEqual(['save', 'print', 'deliver', 'close', 'copy', 'delete']);
    expect(actionsAt(2)).toEqual(['save', 'print', 'cancel', 'deliver', 'close', 'copy', 'delete']);
    expect(actionsAt(3)).toEqual(['copy', 'delete']);
    expect(actionsAt(4)).toEqual(['save', 'print', 'sign', 'cancel', 'deliver', 'close', 'copy', 'delete']);
  });

  it('offers no delivery twice, and only saving and printing for a new case', () => {
    expect(actionsAt(2, { Delivered: true })).not.toContain('deliver');
    expect(actionsAt(0, { Id: null })).toEqual(['save', 'print']);
  });

  it('shows printing and delivering without a car, but not usable', () => {
    const model = caseModel({ SalesItem: null });
    expect(shownActions(model)).toMatchObject({ print: true, deliver: true });
    expect(usableActions(model, formOf(model))).toMatchObject({ print: false, deliver: false });
  });

  it('names the document of the status', () => {
    expect([0, 1, 2, 3, 4, 5].map((status) => documentOf(status as 0))).toEqual([undefined, 'Contract', 'Contract', undefined, 'PurchaseDocument', 'PurchaseDocument']);
  });
});

describe('caseTitle', () => {
  it("is 'Sag {Id}' with the customer and the car, ' (fabriksny)' for a factory-new car, and 'Ny sag' before saving", () => {
    expect(caseTitle({ Id: '12', CustomerName: 'Karen Jensen', CarTitle: 'VW Golf', IsFactoryNew: false })).toBe('Sag 12 - Karen Jensen - VW Golf');
    expect(caseTitle({ Id: '12', CustomerName: 'Karen Jensen', CarTitle: 'VW ID.3', IsFactoryNew: true })).toBe('Sag 12 - Karen Jensen - VW ID.3 (fabriksny)');
    expect(caseTitle({ Id: '12', CarTitle: 'VW Golf' })).toBe('Sag 12 - VW Golf');
    expect(caseTitle({ Id: null })).toBe('Ny sag');
    expect(caseTitle({ Id: null, CustomerName: ' Karen Jensen ', IsFactoryNew: true })).toBe('Ny sag - Karen Jensen');
  });
});
