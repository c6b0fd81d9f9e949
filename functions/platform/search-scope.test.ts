import { describe, expect, it } from 'vitest';
import { SIMPLE_ROLE_NAMES } from '../../domain/roles.ts';
import { HttpError } from './errors.ts';
import { ALL_DEPARTMENTS_REFUSAL, departmentInScope, maySearchAllDepartments, scopeWithin, searchScopeParam, UNKNOWN_DEPARTMENT } from './search-scope.ts';

describe('the search scope parameter', () => {
  it("reads the three levels in any casing; missing or blank is the caller's department (undefined)", () => {
    const param = searchScopeParam('searchType');
    expect(['user', 'DEALER', 'Conglomerate'].map((value) => param.parse(value))).toEqual(['User', 'Dealer', 'Conglomerate']);
    expect(param.parse(undefined)).toBeUndefined();
    expect(param.parse('  ')).toBeUndefined();
  });

  it("takes a context's wire names (the case list's 'Casemanager' is 'User') and names them when refusing", () => {
    const param = searchScopeParam('SearchType', { Casemanager: 'User' });
    expect(param.parse('casemanager')).toBe('User');
    const refused = param.safeParse('Everyone');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('SearchType skal være Casemanager, Dealer eller Conglomerate.');
    expect(searchScopeParam('searchType').safeParse('Alle').error?.issues[0]?.message).toBe('searchType skal være User, Dealer eller Conglomerate.');
  });
});

const departments = [
  { DealerId: '101', Name: 'Aarhus' },
  { DealerId: '103', Name: 'Vejle' },
  { DealerId: '102', Name: 'Aalborg' },
];
const caller = (simpleRole: string | null, isAdmin = false) => ({ userId: '5', dealerId: '101', dealerName: 'Aarhus', simpleRole, isAdmin, isConsultant: false });

describe('who may search all departments (one rule for every search)', () => {
  it('is an owner, business manager, sales manager or administrator, by the role matrix', () => {
    const allowed = SIMPLE_ROLE_NAMES.filter((simpleRole) => maySearchAllDepartments(caller(simpleRole)));
    expect(allowed).toEqual(['Owner', 'BusinessManager', 'SalesManager']);
    expect(maySearchAllDepartments(caller('Salesman', true))).toBe(true);
    expect(maySearchAllDepartments(caller(null))).toBe(false);
    expect(maySearchAllDepartments({ simpleRole: null, isAdmin: false, isConsultant: true })).toBe(false);
  });

  it('offers and resolves all departments to those, own department first and the others by name', () => {
    const scope = scopeWithin(caller('SalesManager'), 'Conglomerate', departments);
    expect(scope.offered).toEqual(['User', 'Dealer', 'Conglomerate']);
    // Danish order: 'Aa' is 'Å', after 'V'.
    expect(scope.dealerIds).toEqual(['101', '103', '102']);
  });

  it('refuses all departments to everyone else (403, the search may name its own text), and does not offer it', () => {
    for (const simpleRole of ['Salesman', 'Mechanic', 'Preparation', 'Bookkeeper', null]) {
      expect(() => scopeWithin(caller(simpleRole), 'Conglomerate', departments)).toThrow(ALL_DEPARTMENTS_REFUSAL);
      expect(scopeWithin(caller(simpleRole), undefined, departments).offered).toEqual(['User', 'Dealer']);
    }
    expect(() => scopeWithin(caller('Salesman'), 'Conglomerate', departments, { refusal: 'Ingen sager.' })).toThrow('Ingen sager.');
  });

  it("reads a missing scope as the department, 'User' as the caller's own, and all departments of a one-department group as the department", () => {
    expect(scopeWithin(caller('Salesman'), undefined, departments)).toMatchObject({ scope: 'Dealer', dealerIds: ['101'] });
    expect(scopeWithin(caller('Salesman'), 'User', departments)).toMatchObject({ scope: 'User', dealerIds: ['101'], userId: '5' });
    expect(scopeWithin(caller('Owner'), 'Conglomerate', [departments[0]!])).toMatchObject({ scope: 'Dealer', dealerIds: ['101'], offered: ['User', 'Dealer'] });
  });
});

describe('a query naming one department of its scope', () => {
  const aarhus = { DealerId: '101', Name: 'Demo Biler Aarhus' };
  const aalborg = { DealerId: '102', Name: 'Demo Biler Aalborg' };
  const ownDepartment = { departments: [aarhus], branches: new Map([aarhus, aalborg].map((department) => [department.DealerId, department.Name])) };
  const refusalOf = (dealerId: string): { status: number; message: string } | undefined => {
    try {
      departmentInScope(ownDepartment, dealerId, 'Du har ikke adgang.');
      return undefined;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return { status: error.statusCode, message: error.message };
    }
  };

  it('reads that department when the scope covers it', () => {
    expect(departmentInScope(ownDepartment, '101')).toEqual([aarhus]);
    expect(departmentInScope({ ...ownDepartment, departments: [aarhus, aalborg] }, '102')).toEqual([aalborg]);
  });

  it("refuses (403) a department of the caller's conglomerate outside the scope", () => {
    expect(refusalOf('102')).toEqual({ status: 403, message: 'Du har ikke adgang.' });
  });

  it('does not find (404) a department that does not exist or belongs to another conglomerate', () => {
    expect(refusalOf('201')).toEqual({ status: 404, message: UNKNOWN_DEPARTMENT });
    expect(refusalOf('999999')).toEqual({ status: 404, message: UNKNOWN_DEPARTMENT });
  });
});
