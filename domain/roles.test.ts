import { describe, expect, it } from 'vitest';
import { ACTIONS, allowedActions, mayPerform, ROLE_HOLDERS, ROLE_MATRIX, roleHoldersOf, SIMPLE_ROLE_NAMES, type Action, type SimpleRole } from './roles.ts';

const user = (simpleRole: SimpleRole | null, extra: { isAdmin?: boolean; isConsultant?: boolean } = {}) => ({
  simpleRole,
  isAdmin: extra.isAdmin ?? false,
  isConsultant: extra.isConsultant ?? false,
});

const STATE_CHANGING_SALES: Action[] = ['editCases', 'deleteCases', 'signDocuments', 'deliverCases', 'sellCars', 'changePrices', 'printSalesDocuments', 'editCustomers'];

describe('the role matrix', () => {
  it('has a row for every simple role, the administrator and the consultant, naming only known actions', () => {
    expect(Object.keys(ROLE_MATRIX).sort()).toEqual([...ROLE_HOLDERS].sort());
    for (const holder of ROLE_HOLDERS) expect(ROLE_MATRIX[holder].every((action) => ACTIONS.includes(action))).toBe(true);
  });

  it('lets owners, business managers, sales managers and administrators do everything, but only administrators set functions and log in as others', () => {
    const supplierOnly: Action[] = ['administrateDealerFunctions', 'logInAsUser'];
    for (const role of ['Owner', 'BusinessManager', 'SalesManager'] as const) {
      expect(allowedActions(user(role))).toEqual(ACTIONS.filter((action) => !supplierOnly.includes(action)));
    }
    expect(allowedActions(user(null, { isAdmin: true }))).toEqual([...ACTIONS]);
  });

  it('lets a salesman sell, sign, deliver and delete cases, but not forget customers, manage appendices, administrate or search all departments', () => {
    const salesman = user('Salesman');
    for (const action of [...STATE_CHANGING_SALES, 'readCases', 'recordPreparation', 'printAccountingDocuments'] as Action[]) expect(mayPerform(salesman, action)).toBe(true);
    for (const action of ['deleteCustomers', 'manageAppendices', 'administrateUsers', 'administrateDealerData', 'searchAllDepartments'] as Action[]) {
      expect(mayPerform(salesman, action)).toBe(false);
    }
  });

  it('lets mechanics and preparation staff read and record preparation, never delete, sign, cancel, sell or change prices', () => {
    for (const role of ['Mechanic', 'Preparation'] as const) {
      expect(allowedActions(user(role))).toEqual(['ownSession', 'readCases', 'recordPreparation', 'readCustomers', 'readCars', 'readNews', 'watchSupportVideos']);
      for (const action of STATE_CHANGING_SALES) expect(mayPerform(user(role), action)).toBe(false);
    }
  });

  it('lets the bookkeeper read and print the accounting documents only', () => {
    expect(allowedActions(user('Bookkeeper'))).toEqual(['ownSession', 'readCases', 'printAccountingDocuments', 'readCustomers', 'readCars', 'readNews', 'watchSupportVideos']);
  });

  it('lets a consultant read; a consultant with a simple role adds what the role allows', () => {
    expect(allowedActions(user(null, { isConsultant: true }))).toEqual(['ownSession', 'readCases', 'readCustomers', 'readCars', 'readNews', 'watchSupportVideos']);
    expect(mayPerform(user('Salesman', { isConsultant: true }), 'sellCars')).toBe(true);
  });

  it('lets a user with no role (or an unknown one) use only their own session', () => {
    expect(allowedActions(user(null))).toEqual(['ownSession']);
    expect(allowedActions({ simpleRole: 'toString', isAdmin: false, isConsultant: false })).toEqual(['ownSession']);
    expect(roleHoldersOf({ simpleRole: 'Janitor', isAdmin: false, isConsultant: false })).toEqual([]);
  });

  it('makes an administrator an administrator whatever their simple role', () => {
    expect(roleHoldersOf(user('Mechanic', { isAdmin: true }))).toEqual(['Administrator', 'Mechanic']);
    expect(mayPerform(user('Mechanic', { isAdmin: true }), 'deleteCases')).toBe(true);
  });

  it('gives every simple role its own session and reading', () => {
    for (const role of SIMPLE_ROLE_NAMES) for (const action of ['ownSession', 'readCases', 'readCars'] as Action[]) expect(mayPerform(user(role), action)).toBe(true);
  });
});
